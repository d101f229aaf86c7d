/** Prefix of every public event the elements dispatch. */
export const EVENT_PREFIX = 'reviews-admin';

/** Every public event and its detail. */
export interface ReviewsAdminEventMap {
  /**
   * A call met an expired or refused token (`api`: the admin API, `store`: the picker's store API),
   * once per expiry; the waiting calls resume when the host page answers with `element.setToken(token)`.
   */
  'reviews-admin-expired-token': { reason: 'api' | 'store' };
  /** A lone section element is about to leave its section: call preventDefault() to route it in the host page instead. */
  'reviews-admin-navigate': { path: string };
  /** The resource picker returned a selection (null on Cancel). */
  'reviews-admin-picker-select': { result: unknown };
}

/** Dispatches a public event: bubbling, composed and cancelable, with an object detail; false when a listener cancelled it. */
export function emit<K extends keyof ReviewsAdminEventMap>(target: EventTarget, type: K, detail: ReviewsAdminEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
