/** Pages that never show the discount offer: the plan page (SPEC §2) and the first-run guide. */
export const OFFER_HIDDEN_ON: readonly string[] = ['/plan', '/guide'];
