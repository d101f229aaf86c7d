export interface DiscountInput {
  /** The clock the countdown reads (ms); tests pass a simulated one. */
  now?: () => number;
  /** Trigger mode sent with the first request. */
  triggerMode?: number;
}

export interface DiscountContext {
  now: () => number;
  triggerMode: number;
  /** When the offer ends (ms on the clock), null without an offer. */
  endsAt: number | null;
  /** Milliseconds left when the offer arrived (read the live value with remainingAt). */
  remainingMs: number;
  /** Price multiplier (0.8 = pay 80 %). */
  discountVal: number;
  price: number;
  /** 'Big' picks the Big-sale wording, anything else Super-sale. */
  tag: string;
  mode: number | null;
  isTriggerable: boolean;
  /** When the offer was fetched (ms on the clock). */
  getTime: number | null;
  popupOpen: boolean;
}

export type DiscountEvent =
  | { type: 'discount.request'; triggerMode?: number }
  | { type: 'discount.popupClose' };
