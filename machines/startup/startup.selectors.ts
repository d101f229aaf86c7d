import { COUNTER_PLAN_NAMES, OVERAGE_DEFAULT_NUM } from '../../src/contract/constants';
import type { StartupContext, StartupData } from './startup.types';

/** Permissions of the current plan; an unreadable value grants nothing. */
export function permissionsOf(data: StartupData | null): Record<string, unknown> {
  const raw = data?.plan.permissions ?? data?.userInfo.permissions;
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The plan label shown in the top bar (plan_name). */
export const planName = (data: StartupData | null): string => data?.plan.plan_name ?? data?.userInfo.plan_name ?? '';

/** The store name shown in the top bar. */
export const storeName = (data: StartupData | null): string => data?.userInfo.name ?? '';

/** reviewsCountInfo of SPEC §3. */
export function reviewsCountInfo(data: StartupData | null): { max: number; limit: number } {
  return {
    max: data?.plan.review_quota_info.max_product_review_count ?? 0,
    limit: data?.plan.review_quota_info.free_display_quota ?? 0,
  };
}

/** overage of SPEC §3: shown when the review display is limited. */
export function overage(data: StartupData | null): { isShow: boolean; num: number } {
  const limit = data?.displayLimit;
  return {
    isShow: limit?.is_review_display_limited === 1,
    num: limit?.review_display_quantity || OVERAGE_DEFAULT_NUM,
  };
}

/** Theme embeds are disabled when the embeds status says not enabled. */
export const isDisableThemeEmbeds = (data: StartupData | null): boolean => !!data && !data.embeds.app_embeds_enabled;

/** The shown-reviews counter appears on Free and Import plans only. */
export const showsReviewsCounter = (data: StartupData | null): boolean => COUNTER_PLAN_NAMES.includes(planName(data));

/** The parts of a startup snapshot the UI reads. */
interface StartupSnapshot {
  context: StartupContext;
  value: unknown;
}

/** The startup state's name (idle, loading, ready, failed). */
export const selectStartupStatus = (s: StartupSnapshot): string => String(s.value);

/** Message of the failed startup call. */
export const selectStartupError = (s: StartupSnapshot): string | null => s.context.error;

/** True when the startup failure has no message for the merchant (see `isServerMessage`). */
export const selectStartupUnreadable = (s: StartupSnapshot): boolean => s.context.unreadable;

/** Startup's data (null until loaded): a stable reference until startup changes it. */
export const selectStartupData = (s: StartupSnapshot): StartupData | null => s.context.data;

/** The store name of the top bar. */
export const selectStoreName = (s: StartupSnapshot): string => storeName(s.context.data);

/** The plan label of the top bar. */
export const selectPlanName = (s: StartupSnapshot): string => planName(s.context.data);

/** The email quota of the current plan (a stable reference until startup changes it). */
export const selectEmailQuota = (s: StartupSnapshot) => s.context.data?.plan.email_quota_info;

/** The key the bookmarklets carry (reviews_api_key). */
export const selectReviewsApiKey = (s: StartupSnapshot): string | null => s.context.data?.userInfo.reviews_api_key ?? null;

/** True when the navigation lists /instagram (shopConfig `is_show_instagram` 1). */
export const selectInstagramShown = (s: StartupSnapshot): boolean => s.context.data?.shopConfig.is_show_instagram === 1;

/** True when the recommended-apps carousel shows on the dashboard. */
export const selectRecommendedAppsShown = (s: StartupSnapshot): boolean => s.context.data?.shopConfig.is_recommended_app_show !== 2;

/** The shown-reviews limit of the counter (Free and Import plans), or null when the counter is hidden. */
export const selectReviewsCounterLimit = (s: StartupSnapshot): number | null => (showsReviewsCounter(s.context.data) ? reviewsCountInfo(s.context.data).limit : null);
