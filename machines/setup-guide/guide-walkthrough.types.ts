export interface WalkthroughContext {
  /** Index of the step shown (into GUIDE_STEPS). */
  index: number;
  /** How many steps the walkthrough has. */
  total: number;
  /** Message of the failed finish. */
  error: string | null;
}

export type WalkthroughEvent =
  | { type: 'walkthrough.next' }
  | { type: 'walkthrough.back' }
  | { type: 'walkthrough.finish' }
  | { type: 'walkthrough.dismissError' };
