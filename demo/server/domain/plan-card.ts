import { PLAN_IDS } from '../../../src/contract/constants';
import { toCents } from './pricing';
import type { StoredPlan } from './plans';

const DAY_MS = 86_400_000;

/** Price of one review request beyond a paid plan's monthly quota, charged as usage within the spending limit. */
export const ADDITIONAL_ORDER_FEE = 0.05;

/** Plans sold by custom quote: the card offers to contact support instead of a price. */
export const CUSTOM_QUOTE_PLAN_NAMES: readonly string[] = ['Enterprise'];

/** The plan whose features each plan includes (the heading of its feature list). */
const INCLUDES: Readonly<Record<string, string>> = { Import: 'Free', Starter: 'Import', Growth: 'Starter', Enterprise: 'Growth' };

/** The plan whose features `plan` includes, or null for the first plan. */
export function includesPlanOf(plan: StoredPlan): string | null {
  return INCLUDES[plan.name] ?? null;
}

/** Yearly plans: twelve months of the monthly original price less the yearly original price; null for monthly plans. */
export function yearlySaving(plan: StoredPlan, yearlyOriginal: number, monthlyOriginal: number): number | null {
  if (plan.interval !== 'ANNUAL' || plan.amount === 0) return null;
  const saving = toCents(monthlyOriginal * 12 - yearlyOriginal);
  return saving > 0 ? saving : null;
}

/** The per-request fee beyond the quota: paid plans with a finite quota; null otherwise. */
export function additionalOrderFee(plan: StoredPlan, requests: number): number | null {
  return plan.amount > 0 && requests >= 0 ? ADDITIONAL_ORDER_FEE : null;
}

/** Days of one billing interval. */
export function intervalDays(interval: StoredPlan['interval']): number {
  return interval === 'ANNUAL' ? 365 : 30;
}

/** The paid plan a shop is on: its price per interval, interval and start. */
export interface PaidTerms {
  plan_id: number;
  price: number;
  interval: StoredPlan['interval'];
  started_at: number;
}

/**
 * One-off payment when moving from a paid plan to a dearer one mid-period: the difference of the
 * daily prices over the days left in the current period, rounded to cents; 0 from Free, to the
 * same plan, or to a cheaper one (the new price starts with the next period).
 */
export function additionalPayment(current: PaidTerms | null, target: StoredPlan, targetPrice: number, now: number): number {
  if (!current || current.plan_id === target.id || targetPrice <= 0) return 0;
  const currentDays = intervalDays(current.interval);
  const elapsed = Math.max(0, Math.floor((now - current.started_at) / DAY_MS)) % currentDays;
  const daysLeft = currentDays - elapsed;
  const perDay = targetPrice / intervalDays(target.interval) - current.price / currentDays;
  return perDay > 0 ? toCents(perDay * daysLeft) : 0;
}

/** True when the plan is sold by custom quote. */
export function isCustomQuote(plan: StoredPlan): boolean {
  return CUSTOM_QUOTE_PLAN_NAMES.includes(plan.name);
}

/** Reviews a plan shows on the store: the shop's free display quota on Free, else all (-1). */
export function displayQuota(plan: StoredPlan, freeDisplayQuota: number): number {
  return plan.id === PLAN_IDS.free ? freeDisplayQuota : -1;
}
