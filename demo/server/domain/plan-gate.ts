import { PLAN_FEATURE_FIRST_PLAN, PLAN_FEATURE_REQUIRED_CODE, PLAN_FEATURE_REQUIRED_MESSAGE, type PlanFeature, type PlanFeatureRequired } from '../../../src/contract/plans';
import { ApiError } from './errors';


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
 * `PLAN_FEATURE_REQUIRED_CODE`, message `plan_feature_required: <feature>`, and the feature and the
 * first plan that has it in `data`.
 */
export function requirePlanFeature(permissions: string, feature: PlanFeature): void {
  if (permissionGranted(permissions, feature)) return;
  const data: PlanFeatureRequired = { reason: 'plan_feature_required', feature, plan: PLAN_FEATURE_FIRST_PLAN[feature] };
  throw new ApiError(PLAN_FEATURE_REQUIRED_CODE, `${PLAN_FEATURE_REQUIRED_MESSAGE}: ${feature}`, 403, data);
}
