import { PLAN_FEATURES, PLAN_FEATURE_FIRST_PLAN, PLAN_FEATURE_REQUIRED_MESSAGE, type PlanFeature } from '../contract/plans';
import type { StartupData } from '../../machines/startup/startup.types';
import { permissionsOf } from '../../machines/startup/startup.selectors';

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

/** The feature named by a refusal's message (`plan_feature_required: custom_css`), for errors kept as text; else null. */
export function refusedFeatureOf(message: string | null): PlanFeature | null {
  const match = message ? new RegExp(`^${PLAN_FEATURE_REQUIRED_MESSAGE}: (\\w+)$`).exec(message) : null;
  const name = match?.[1];
  return PLAN_FEATURES.find((feature) => feature === name) ?? null;
}
