import type { ShopPricingPlan } from '../../contract/plans';

/** This month's email quota as `get_email_quota_info` answers it (SPEC §3 email_quota_info). */
export type EmailQuotaInfo = ShopPricingPlan['email_quota_info'];

/** Share of the quota at which the quota card warns. */
export const QUOTA_WARNING_SHARE = 0.8;

/** Used, total, left and the used share (0..1) of this month's email quota. */
export function quotaFigures(quota: EmailQuotaInfo) {
  const total = Math.max(0, quota.email_send_quota_count);
  const used = Math.max(0, quota.email_send_quota_used_count);
  const left = Math.max(0, total - used);
  const share = total > 0 ? Math.min(1, used / total) : 1;
  return { total, used, left, share, level: left === 0 ? ('none' as const) : share >= QUOTA_WARNING_SHARE ? ('low' as const) : ('fine' as const) };
}

/** True when the usage charge is on (the answer gives 1 / 0 or a boolean). */
export const usageChargeOn = (quota: EmailQuotaInfo): boolean => quota.is_enabled_usage_charge === true || quota.is_enabled_usage_charge === 1;
