import { PLAN_FEATURE_FIRST_PLAN, PLAN_FEATURE_REQUIRED_CODE, planFeatureRequiredSchema, type PlanFeature, type PlanFeatureRequired } from '../contract/plans';
import type { StartupData } from '../../machines/startup/startup.types';
import { permissionsOf } from '../../machines/startup/startup.selectors';
import { ApiError } from '../api/errors';

/**
 * True when the shop's plan grants `feature`: the plan's permissions (SPEC §6 permissionsData,
 * JSON in the plan answer) from startup's data. Unknown until startup has data: not granted.
 */
export function planAllows(data: StartupData | null, feature: PlanFeature): boolean {
  return permissionsOf(data)[feature] === true;
}

/** The first plan that grants a feature ("Available on Growth and above"). */
export function firstPlanWith(feature: PlanFeature): string {
  return PLAN_FEATURE_FIRST_PLAN[feature];
}

/** The feature a write was refused for (HTTP 403, `plan_feature_required`), or null for any other error. */
export function planFeatureRefusal(error: unknown): PlanFeatureRequired | null {
  if (!(error instanceof ApiError) || error.code !== PLAN_FEATURE_REQUIRED_CODE) return null;
  const parsed = planFeatureRequiredSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
