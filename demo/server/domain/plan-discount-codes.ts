const DAY_MS = 86_400_000;

/** A plan discount code merchants can redeem on the plan page. */
export interface PlanDiscountCodeDefinition {
  code: string;
  /** Fraction taken off the plan price (0.2 = 20 % off). */
  discount_value: number;
  /** Days a redeemed code stays active. */
  active_days: number;
  /** True when the code only lowers monthly plans. */
  monthly_only: boolean;
  /** Billing intervals the discounted price lasts; null keeps the plan's own new-user period. */
  discount_intervals: number | null;
  /** Last moment (ms) the code can be redeemed; null when it has no end. */
  redeemable_until: number | null;
}

/**
 * The demo codes: WELCOME20 (20 % off every paid plan, active 30 days after redeeming),
 * REVIEWS50 (50 % off the first month of a monthly plan, active 30 days) and SPRING15,
 * a campaign that ended on 2024-06-01 and is refused as expired.
 */
export const PLAN_DISCOUNT_CODES: readonly PlanDiscountCodeDefinition[] = [
  { code: 'WELCOME20', discount_value: 0.2, active_days: 30, monthly_only: false, discount_intervals: null, redeemable_until: null },
  { code: 'REVIEWS50', discount_value: 0.5, active_days: 30, monthly_only: true, discount_intervals: 1, redeemable_until: null },
  {
    code: 'SPRING15',
    discount_value: 0.15,
    active_days: 30,
    monthly_only: false,
    discount_intervals: null,
    redeemable_until: Date.parse('2024-06-01T00:00:00.000Z'),
  },
];

/** A redeemed code that is still active, with the rules of its definition. */
export interface ActivePlanDiscount extends PlanDiscountCodeDefinition {
  redeemed_at: number;
  expires_at: number;
}

/** Normalizes a typed code: trimmed and upper-cased. */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The definition of a code that can be redeemed at `now`, or undefined when unknown or ended. */
export function redeemableCode(code: string, now: number): PlanDiscountCodeDefinition | undefined {
  const found = PLAN_DISCOUNT_CODES.find((item) => item.code === normalizeDiscountCode(code));
  if (!found || (found.redeemable_until !== null && now > found.redeemable_until)) return undefined;
  return found;
}

/** When a code redeemed at `now` stops being active. */
export function discountExpiresAt(definition: PlanDiscountCodeDefinition, now: number): number {
  return now + definition.active_days * DAY_MS;
}

/** The `get_pricing_plan_discount_code` payload: the active code, or nulls. */
export function discountCodeView(active: ActivePlanDiscount | null): {
  code: string | null;
  discount_value: number | null;
  expires_at: string | null;
} {
  if (!active) return { code: null, discount_value: null, expires_at: null };
  return { code: active.code, discount_value: active.discount_value, expires_at: new Date(active.expires_at).toISOString() };
}
