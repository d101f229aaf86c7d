import type { GuideFlags, GuideStep } from '../../src/contract/dashboard';

export interface GuideContext {
  flags: GuideFlags | null;
  /** The card is collapsed to its header. */
  collapsed: boolean;
  /** The step the merchant opened (null: the first incomplete one). */
  openStep: GuideStep | null;
  error: string | null;
  /** Starts hidden (the shop dismissed it). */
  hidden: boolean;
}

/** What the guide starts with. */
export interface GuideInput {
  /** The shop dismissed it (hide_setup_guide = 1). */
  hidden?: boolean;
  /** Step flags already read (by the dashboard's loader): no load of its own first. */
  flags?: GuideFlags | null;
  /** Starts collapsed (the shop's stored card state). */
  collapsed?: boolean;
}

export type GuideEvent =
  | { type: 'guide.retry' }
  | { type: 'guide.toggle' }
  | { type: 'guide.openStep'; step: GuideStep }
  | { type: 'guide.complete'; step: GuideStep }
  | { type: 'guide.dismiss' }
  | { type: 'guide.reload' };
