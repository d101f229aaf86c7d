import type { Review, ReviewAction } from '../../contract/reviews';

/** Actions on the selection, in menu order: promoted first. */
export const PROMOTED_REVIEW_ACTIONS: readonly ReviewAction[] = ['publish', 'hide', 'delete'];
/** Further actions on the selection. */
export const MORE_REVIEW_ACTIONS: readonly ReviewAction[] = ['pin', 'unpin', 'verify', 'unverify'];

/** The single-row action that toggles a review's visibility: publish a hidden or pending one, hide a published one. */
export const visibilityAction = (review: Review): ReviewAction => (review.status === 'published' ? 'hide' : 'publish');
/** Pin or unpin, whichever changes the review. */
export const pinAction = (review: Review): ReviewAction => (review.pinned ? 'unpin' : 'pin');
/** Verify or unverify, whichever changes the review. */
export const verifyAction = (review: Review): ReviewAction => (review.verified ? 'unverify' : 'verify');
