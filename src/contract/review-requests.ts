import * as z from 'zod/mini';
import { EMAIL_TRIGGER_MAX, EMAIL_TRIGGER_MIN, LANGUAGE_CODES } from './constants';
import { emailQuotaInfoSchema } from './plans';

/*
 * Review requests: the emails that ask a store's customers for reviews (SPEC §2 /collect, §5, §9).
 * One request per order; it waits until its due time, is sent once, then its opens, clicks and
 * the review it brought are counted.
 */

// Timing and qualification.

/** What starts the countdown to the first email: the order's fulfilment or its delivery. */
export const REQUEST_TRIGGERS = ['fulfillment', 'delivery'] as const;
export type RequestTrigger = (typeof REQUEST_TRIGGERS)[number];

/** Which orders get a request: all, or only a customer's first order. */
export const ORDER_QUALIFICATIONS = ['all', 'first_order'] as const;
export type OrderQualification = (typeof ORDER_QUALIFICATIONS)[number];

/** Most order tags that may be excluded, and the longest tag. */
export const MAX_EXCLUDED_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** A day count of the timing: an integer with 0 < N < 90 (SPEC §5, `settings.reviewRequestTiming.emailTriggerTimeError`). */
const triggerDays = z.int().check(
  z.gt(EMAIL_TRIGGER_MIN, { error: 'settings.reviewRequestTiming.emailTriggerTimeError' }),
  z.lt(EMAIL_TRIGGER_MAX, { error: 'settings.reviewRequestTiming.emailTriggerTimeError' }),
);

/** Review-request settings: the answer of `get_review_request_setting` and the payload of its save. */
export const requestSettingsSchema = z.object({
  /** Requests are scheduled and sent only when on. */
  enabled: z.boolean(),
  trigger: z.enum(REQUEST_TRIGGERS),
  /** Days after the trigger the first email goes out. */
  days: triggerDays,
  /** A reminder (the `second` email) when no review came. */
  reminderEnabled: z.boolean(),
  /** Days after the first email the reminder goes out. */
  reminderDays: triggerDays,
  qualify: z.enum(ORDER_QUALIFICATIONS),
  /** Orders carrying any of these tags get no request. */
  excludeTags: z.array(z.string().check(z.minLength(1), z.maxLength(MAX_TAG_LENGTH))).check(z.maxLength(MAX_EXCLUDED_TAGS)),
  /** Version of the saved settings; a save sends the one it started from (409 with the saved ones when stale). */
  version: z.optional(z.int().check(z.minimum(0))),
});
export type RequestSettings = z.infer<typeof requestSettingsSchema>;

/** Settings of a shop that never saved them. */
export const DEFAULT_REQUEST_SETTINGS: RequestSettings = {
  enabled: false,
  trigger: 'fulfillment',
  days: 7,
  reminderEnabled: true,
  reminderDays: 7,
  qualify: 'all',
  excludeTags: [],
};

// Funnel.

/** Periods of the funnel, in days. */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

/** Funnel counts of a period (requests whose first email falls in it). */
export const funnelCountsSchema = z.object({
  scheduled: z.int(),
  sent: z.int(),
  opened: z.int(),
  clicked: z.int(),
  reviewed: z.int(),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/** Answer of `get_request_funnel?days=`: totals and one point per day (`YYYY-MM-DD`, oldest first). */
export const requestFunnelSchema = z.object({
  days: z.int(),
  totals: funnelCountsSchema,
  daily: z.array(z.extend(funnelCountsSchema, { date: z.string() })),
});
export type RequestFunnel = z.infer<typeof requestFunnelSchema>;

/** Answer of `get_email_quota_info`: this month's quota, as in the plan answer (SPEC §3). */
export const emailQuotaAnswerSchema = emailQuotaInfoSchema;

// Orders and their requests.

/** States of a request (SPEC-free wire names; `scheduled` waits until `dueAt`). */
export const REQUEST_STATUSES = [
  'scheduled', 'sent', 'opened', 'clicked', 'reviewed', 'bounced', 'unsubscribed', 'skipped', 'failed', 'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Why a request was skipped (or is held). */
export const SKIP_REASONS = [
  'quota', 'unsubscribed', 'excluded_product', 'excluded_tag', 'not_first_order', 'already_requested', 'requests_off', 'no_email',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A request as the orders list shows it. */
export const requestViewSchema = z.object({
  id: z.int(),
  status: z.enum(REQUEST_STATUSES),
  /** ISO time the next email is due (scheduled), else null. */
  dueAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  openedAt: z.nullable(z.string()),
  clickedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** Emails sent so far (first, then the reminder). */
  emailsSent: z.int(),
  reason: z.nullable(z.enum(SKIP_REASONS)),
  /** Last delivery error (failed, bounced). */
  error: z.nullable(z.string()),
});
export type RequestView = z.infer<typeof requestViewSchema>;

/** A line item's product. */
export const orderProductSchema = z.object({ id: z.string(), title: z.string(), image: z.nullable(z.string()) });

/** An order of the store with its request (null when it has none). */
export const requestOrderSchema = z.object({
  id: z.string(),
  /** The order's name, `#1001`. */
  name: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  fulfilledAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  tags: z.array(z.string()),
  products: z.array(orderProductSchema),
  request: z.nullable(requestViewSchema),
});
export type RequestOrder = z.infer<typeof requestOrderSchema>;

/** Filter of the orders list: a request status, `none` (no request yet) or every order. */
export const ORDER_FILTERS = ['all', 'none', ...REQUEST_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Orders per page of the orders list. */
export const ORDERS_PAGE_SIZE = 25;

/** Query of `get_request_orders`. */
export const requestOrdersQuerySchema = z.object({
  status: z.optional(z.enum(ORDER_FILTERS)),
  /** Order name, customer name or email (contains, case-insensitive). */
  query: z.optional(z.string().check(z.maxLength(200))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});
export type RequestOrdersQuery = z.infer<typeof requestOrdersQuerySchema>;

/** Answer of `get_request_orders`. */
export const requestOrdersSchema = z.object({
  items: z.array(requestOrderSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
});
export type RequestOrders = z.infer<typeof requestOrdersSchema>;

/** What `request_action` does to each request. */
export const REQUEST_ACTIONS = ['send_now', 'cancel', 'reschedule'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Most requests one action may name. */
export const MAX_ACTION_IDS = 250;

/** Payload of `request_action`; `dueAt` (ISO, in the future) for reschedule. */
export const requestActionSchema = z.object({
  action: z.enum(REQUEST_ACTIONS),
  ids: z.array(z.int()).check(z.minLength(1), z.maxLength(MAX_ACTION_IDS)),
  dueAt: z.optional(z.string().check(z.maxLength(40))),
});
export type RequestActionPayload = z.infer<typeof requestActionSchema>;

/** Answer of `request_action`: the requests changed, and each one left as it was with the reason. */
export const requestActionResultSchema = z.object({
  updated: z.array(requestViewSchema),
  refused: z.array(z.object({ id: z.int(), reason: z.string() })),
});
export type RequestActionResult = z.infer<typeof requestActionResultSchema>;

// Sync past orders.

/** Periods offered by sync past orders, in days. */
export const SYNC_PERIODS = [30, 60, 90] as const;
/** Longest date range of a sync, in days. */
export const MAX_SYNC_RANGE_DAYS = 120;
/** Orders scheduled per `sync_past_orders` call (the client calls again with the cursor). */
export const SYNC_BATCH_SIZE = 50;

/** A sync's period: the last N days, or a date range (`YYYY-MM-DD`, both included). */
export const syncPeriodSchema = z.object({
  days: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_SYNC_RANGE_DAYS))),
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type SyncPeriod = z.infer<typeof syncPeriodSchema>;

/** Answer of `preview_sync_past_orders`: what a sync of the period means before it is confirmed. */
export const syncPreviewSchema = z.object({
  /** Fulfilled orders in the period. */
  orders: z.int(),
  /** Orders that already have a request (never requested twice). */
  alreadyRequested: z.int(),
  /** Orders that would not qualify (tags, first order only, excluded products, no email, unsubscribed). */
  notQualified: z.int(),
  /** Emails the sync would schedule (one per remaining order). */
  emails: z.int(),
  /** Emails left in this month's quota. */
  quotaLeft: z.int(),
  /** Days the emails are spread over so the quota is not exceeded (1 when all fit today). */
  spreadDays: z.int(),
});
export type SyncPreview = z.infer<typeof syncPreviewSchema>;

/** Payload of `sync_past_orders`: the period and the cursor the last batch answered (none at first). */
export const syncBatchRequestSchema = z.extend(syncPeriodSchema, { cursor: z.optional(z.string().check(z.maxLength(100))) });
export type SyncBatchRequest = z.infer<typeof syncBatchRequestSchema>;

/** Answer of `sync_past_orders`: this batch's counts, the running totals and the next cursor (null when done). */
export const syncBatchSchema = z.object({
  scheduled: z.int(),
  skipped: z.int(),
  processed: z.int(),
  total: z.int(),
  cursor: z.nullable(z.string()),
});
export type SyncBatch = z.infer<typeof syncBatchSchema>;

// Requests outside the store's orders.

/** Most recipients of one manual request call. */
export const MAX_MANUAL_RECIPIENTS = 500;

/** A customer to ask for a review of a product (or of the shop when `productId` is absent). */
export const manualRecipientSchema = z.object({
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  name: z.string().check(z.maxLength(200)),
  productId: z.optional(z.string().check(z.maxLength(200))),
  language: z.optional(z.enum(LANGUAGE_CODES)),
});
export type ManualRecipient = z.infer<typeof manualRecipientSchema>;

/** Payload of `manual_review_requests`: where the list came from, the recipients, and when to send. */
export const manualRequestsSchema = z.object({
  source: z.enum(['typed', 'csv', 'customers']),
  recipients: z.array(manualRecipientSchema).check(z.minLength(1), z.maxLength(MAX_MANUAL_RECIPIENTS)),
  /** ISO time to send; now when absent. */
  sendAt: z.optional(z.string().check(z.maxLength(40))),
});
export type ManualRequestsPayload = z.infer<typeof manualRequestsSchema>;

/** Answer of `manual_review_requests`: scheduled count and each refused recipient (index in the list) with its reason. */
export const manualRequestsResultSchema = z.object({
  scheduled: z.int(),
  refused: z.array(z.object({ index: z.int(), reason: z.enum(['invalid_email', 'unsubscribed', 'duplicate', 'unknown_product', 'quota']) })),
});
export type ManualRequestsResult = z.infer<typeof manualRequestsResultSchema>;

/** A customer of the store (auth import). */
export const storeCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  ordersCount: z.int(),
  lastOrderAt: z.nullable(z.string()),
  unsubscribed: z.boolean(),
});
export type StoreCustomer = z.infer<typeof storeCustomerSchema>;

/** Answer of `get_store_customers?page=&query=`: whether the store authorised reading its customers, and a page of them. */
export const storeCustomersSchema = z.object({
  authorized: z.boolean(),
  items: z.array(storeCustomerSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
});
export type StoreCustomers = z.infer<typeof storeCustomersSchema>;

/** Answer of `get_review_request_link?product_id=`: the public link to the review form (product, or the shop when none) and the product's title. */
export const requestLinkSchema = z.object({ url: z.string(), productId: z.nullable(z.string()), productTitle: z.optional(z.nullable(z.string())) });
