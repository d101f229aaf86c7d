/** Prefix of every public event the elements dispatch. */
export const EVENT_PREFIX = 'reviews-admin';

/** Every public event and its detail. */
export interface ReviewsAdminEventMap {
  /** The session token expired; the host page should hand over a new one. */
  'reviews-admin-expired-token': { reason: string };
  /** A lone section element is about to leave its section: call preventDefault() to route it in the host page instead. */
  'reviews-admin-navigate': { path: string };
  /** The resource picker returned a selection (null on Cancel). */
  'reviews-admin-picker-select': { result: unknown };
}

/** Dispatches a public event: bubbling, composed and cancelable, with an object detail; false when a listener cancelled it. */
export function emit<K extends keyof ReviewsAdminEventMap>(target: EventTarget, type: K, detail: ReviewsAdminEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
