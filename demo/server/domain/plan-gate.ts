import { PLAN_FEATURE_FIRST_PLAN, PLAN_FEATURE_REQUIRED_CODE, type PlanFeature, type PlanFeatureRequired } from '../../../src/contract/plans';
import { ApiError } from './errors';

/** The widgets whose switch a plan feature gates. */
export const WIDGET_FEATURES: Readonly<Record<string, PlanFeature>> = { qa: 'qa', referral: 'referral' };

/** True when a plan's stored permissions (JSON text) grant the feature. */
export function permissionGranted(permissions: string, feature: PlanFeature): boolean {
  try {
    const value: unknown = JSON.parse(permissions);
    return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[feature] === true;
  } catch {
    return false;
  }
}

/**
 * Refuses a write that turns on a feature the plan lacks: HTTP 403 with envelope code
 * `PLAN_FEATURE_REQUIRED_CODE`, message `plan_feature_required`, and the feature and the first plan
 * that has it in `data`.
 */
export function requirePlanFeature(permissions: string, feature: PlanFeature): void {
  if (permissionGranted(permissions, feature)) return;
  const data: PlanFeatureRequired = { reason: 'plan_feature_required', feature, plan: PLAN_FEATURE_FIRST_PLAN[feature] };
  throw new ApiError(PLAN_FEATURE_REQUIRED_CODE, 'plan_feature_required', 403, data);
}
