/**
 * Answers of the review-request calls for the collect screens' element tests, given through the
 * demo server's fault injection (`body`), so a test fixes exactly what a screen is shown.
 */
import { addFault } from './helpers.js';

const API = '/api/v1/admin/';

/** Makes the server answer `call` with `data` in the usual envelope (`times` answers, every one when absent). */
export function answer(call, data, extra = {}) {
  return addFault({ path: `${API}${call}`, body: JSON.stringify({ code: 0, message: 'ok', data }), ...extra });
}

/** Makes the server fail `call` (HTTP 500 with a message) `times` times. */
export function fail(call, message, times = 1) {
  return addFault({ path: `${API}${call}`, status: 500, code: 50001, message, times });
}

/** Requests the server received for a call since `since` (ms since the epoch). */
export async function callsOf(call, since = 0) {
  const log = await (await fetch('/__test/requests')).json();
  return log.filter((r) => r.method !== 'OPTIONS' && r.path === `${API}${call}` && r.start > since);
}

export const SETTINGS = { enabled: true, trigger: 'fulfillment', days: 7, reminderEnabled: true, reminderDays: 7, qualify: 'all', excludeTags: ['wholesale'], version: 3 };

/** `used` of 50 emails, reset on 1 Dec 2026. */
export const quota = (used) => ({
  email_send_quota_count: 50, email_send_quota_used_count: used, next_email_quota_reset_time: '2026-12-01T00:00:00.000Z', is_enabled_usage_charge: 0,
});

/** A funnel of `days` with 200 sent and 30 reviewed (15 % conversion). */
export function funnel(days) {
  const daily = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 27 - days + i + 1)).toISOString().slice(0, 10), scheduled: 1, sent: 2, opened: 1, clicked: 1, reviewed: i % 3 === 0 ? 1 : 0,
  }));
  return { days, totals: { scheduled: 12, sent: 200, opened: 120, clicked: 60, reviewed: 30 }, daily };
}

const view = (id, status, extra = {}) => ({
  id, status, dueAt: null, sentAt: null, openedAt: null, clickedAt: null, reviewedAt: null, emailsSent: 0, reason: null, error: null, ...extra,
});

/** A request in `status` (`dueAt` for waiting ones). */
export const requestView = view;

/** An order of the list with its request. */
export function order(n, request) {
  return {
    id: `gid://order/${n}`, name: `#${1000 + n}`, customer: { name: `Customer ${n}`, email: `c${n}@example.com` },
    createdAt: '2026-11-20T10:00:00.000Z', fulfilledAt: '2026-11-21T10:00:00.000Z', deliveredAt: null, tags: [],
    products: [{ id: `p${n}`, title: `Product ${n}`, image: null }], request,
  };
}

/** A page of the orders list. */
export const ordersPage = (items, total = items.length, page = 1) => ({ items, total, page, perPage: 25 });
