/** Pages that never show the discount offer: the plan page (SPEC §2) and the first-run guide. */
export const OFFER_HIDDEN_ON: readonly string[] = ['/plan', '/guide'];

/**
 * True when the discount popup may open over this location: not on the pages that hide the
 * offer, and not over a review opened by its link (`/reviewList?id=`): the review the merchant
 * came for wins.
 */
export function popupAllowedAt(pathname: string, search: string): boolean {
  if (OFFER_HIDDEN_ON.includes(pathname)) return false;
  return !(pathname === '/reviewList' && new URLSearchParams(search).has('id'));
}
