/** What the plan change flow needs to know of a plan card the merchant chose. */
export interface PlanChoice {
  id: number;
  /** The free plan: choosing it is a downgrade (cancel the subscription) after a confirmation. */
  free: boolean;
  /** The request tier chosen on a tiered plan's card (1 for plans without tiers). */
  tierLevel?: number;
}

export interface PlanChangeContext {
  /** The plan table shows yearly prices (else monthly). */
  yearly: boolean;
  /** The paid plan being subscribed to (its button shows loading). */
  choosing: number | null;
  /** The request tier of the plan being subscribed to. */
  tierLevel: number;
  /** The billing confirmation page the merchant is sent to. */
  confirmationUrl: string | null;
  /** Message of the last failed change. */
  error: string | null;
}

export type PlanChangeEvent =
  | { type: 'plan.showYearly'; yearly: boolean }
  | { type: 'plan.choose'; plan: PlanChoice }
  | { type: 'plan.confirmDowngrade' }
  | { type: 'plan.cancelDowngrade' }
  | { type: 'plan.dismissError' };

/** Emitted after the downgrade went through (the page reloads the plan and tells the merchant). */
export type PlanChangeEmitted = { type: 'plan.downgraded' };
