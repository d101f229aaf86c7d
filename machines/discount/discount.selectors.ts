import { DEFAULT_DISCOUNT_PRICE, DEFAULT_DISCOUNT_VALUE } from '../../src/contract/constants';
import type { DiscountAnswer } from '../../src/contract/dashboard';
import type { DiscountContext } from './discount.types';

/** The offer's fields from an answer (defaults 0.8 and 9.99 when missing). */
export function offerFrom(answer: DiscountAnswer, now: number): Partial<DiscountContext> {
  const remainingMs = Math.max(0, Math.round(answer.discount_remaining * 1000));
  return {
    endsAt: now + remainingMs,
    remainingMs,
    discountVal: answer.discount_value || DEFAULT_DISCOUNT_VALUE,
    price: answer.original_price || DEFAULT_DISCOUNT_PRICE,
    tag: answer.tag,
    mode: answer.mode ?? null,
    isTriggerable: answer.is_triggerable === 1,
    triggerMode: answer.trigger_mode,
    getTime: now,
  };
}

/** True when the answer carries a running offer. */
export const hasOffer = (answer: DiscountAnswer): boolean => answer.is_get_discount === 1 && answer.discount_remaining > 0;

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown as minutes:seconds:hundredths. */
export function formatCountdown(remainingMs: number): string {
  const ms = Math.max(0, remainingMs);
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const hundredths = Math.floor((ms % 1000) / 10);
  return `${pad(minutes)}:${pad(seconds)}:${pad(hundredths)}`;
}

/** The maximum-plan tip shows when mode is 1, 3 or 4. */
export const showsMaxPlanTip = (ctx: Pick<DiscountContext, 'mode'>): boolean => ctx.mode === 1 || ctx.mode === 3 || ctx.mode === 4;

/** Big-sale wording for tag 'Big', else Super-sale. */
export const saleWording = (ctx: Pick<DiscountContext, 'tag'>): 'bigSale' | 'superSale' => (ctx.tag === 'Big' ? 'bigSale' : 'superSale');

/** Percent off shown to the merchant (0.8 → 20). */
export const percentOff = (ctx: Pick<DiscountContext, 'discountVal'>): number => Math.round((1 - ctx.discountVal) * 100);

/** is_triggerable from a failed request's error data (false when absent). */
export function triggerableFromError(error: unknown): boolean {
  const data = (error as { data?: { is_triggerable?: unknown } } | null)?.data;
  return data?.is_triggerable === 1;
}

/** Milliseconds left on the offer at a time on the machine's clock (0 without an offer). */
export function remainingAt(ctx: Pick<DiscountContext, 'endsAt'>, now: number): number {
  return ctx.endsAt === null ? 0 : Math.max(0, ctx.endsAt - now);
}

/** The parts of a discount snapshot the UI reads. */
interface DiscountSnapshot {
  context: DiscountContext;
  matches: (state: 'running') => boolean;
}

/** True while an offer runs (tab, countdown, plan banner). */
export const selectOfferRunning = (s: DiscountSnapshot): boolean => s.matches('running');

/** Big-sale or super-sale wording. */
export const selectSaleWording = (s: DiscountSnapshot): 'bigSale' | 'superSale' => saleWording(s.context);

/** Percent off of the running offer. */
export const selectPercentOff = (s: DiscountSnapshot): number => percentOff(s.context);

/** True while the offer's popup shows. */
export const selectPopupOpen = (s: DiscountSnapshot): boolean => s.context.popupOpen && s.matches('running');

/** The discounted price shown in the popup. */
export const selectOfferPrice = (s: DiscountSnapshot): number => s.context.price * s.context.discountVal;

/** True when the popup names the highest plan. */
export const selectMaxPlanTip = (s: DiscountSnapshot): boolean => showsMaxPlanTip(s.context);
