/** Prefix of every public event the elements dispatch. */
export const EVENT_PREFIX = 'reviews-admin';

/** Every public event and its detail. */
export interface ReviewsAdminEventMap {
  /** The session token expired; the host page should hand over a new one. */
  'reviews-admin-expired-token': { reason: string };
  /** The admin navigated to a path. */
  'reviews-admin-navigate': { path: string };
}

/** Dispatches a public event: bubbling and composed, with an object detail. */
export function emit<K extends keyof ReviewsAdminEventMap>(target: EventTarget, type: K, detail: ReviewsAdminEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
