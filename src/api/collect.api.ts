import { reviewRequestProductsSchema, type ReviewRequestProducts } from '../contract/collect';
import {
  emailQuotaAnswerSchema,
  manualRequestsResultSchema,
  requestActionResultSchema,
  requestFunnelSchema,
  requestLinkSchema,
  requestOrdersSchema,
  requestSettingsSchema,
  storeCustomersSchema,
  syncBatchSchema,
  syncPreviewSchema,
  type FunnelPeriod,
  type ManualRequestsPayload,
  type RequestActionPayload,
  type RequestOrdersQuery,
  type RequestSettings,
  type SyncBatchRequest,
  type SyncPeriod,
} from '../contract/review-requests';
import type { HttpClient } from './http';
import { answer } from './parse';

const API = 'api/v1/admin/';

/** Review-collection calls: request settings, quota, funnel, orders and their requests, syncs, manual requests, links. */
export function collectApi(http: HttpClient) {
  return {
    getReviewRequestProducts: () =>
      http.get(`${API}get_review_request_products`).then(answer(reviewRequestProductsSchema)),
    saveReviewRequestProducts: (value: ReviewRequestProducts) =>
      http.post(`${API}save_review_request_products`, value).then(answer(reviewRequestProductsSchema)),

    getRequestSettings: () => http.get(`${API}get_review_request_setting`).then(answer(requestSettingsSchema)),
    saveRequestSettings: (value: RequestSettings) =>
      http.post(`${API}save_review_request_setting`, value).then(answer(requestSettingsSchema)),
    /** This month's email quota, fresh (the plan answer's copy is from startup). */
    getEmailQuota: () => http.get(`${API}get_email_quota_info`).then(answer(emailQuotaAnswerSchema)),
    getFunnel: (days: FunnelPeriod) =>
      http.get(`${API}get_request_funnel`, { query: { days } }).then(answer(requestFunnelSchema)),

    getOrders: (query: RequestOrdersQuery) =>
      http.get(`${API}get_request_orders`, { query: { ...query } }).then(answer(requestOrdersSchema)),
    requestAction: (payload: RequestActionPayload) =>
      http.post(`${API}request_action`, payload, { allowMultiple: true }).then(answer(requestActionResultSchema)),

    previewSync: (period: SyncPeriod) =>
      http.post(`${API}preview_sync_past_orders`, period).then(answer(syncPreviewSchema)),
    syncBatch: (request: SyncBatchRequest) =>
      http.post(`${API}sync_past_orders`, request).then(answer(syncBatchSchema)),

    sendManualRequests: (payload: ManualRequestsPayload) =>
      http.post(`${API}manual_review_requests`, payload).then(answer(manualRequestsResultSchema)),
    getStoreCustomers: (query: { page?: number; query?: string }) =>
      http.get(`${API}get_store_customers`, { query: { ...query } }).then(answer(storeCustomersSchema)),
    /** Asks the store for access to its customer list (the platform's authorisation; granted at once in the demo). */
    authorizeCustomers: () =>
      http.post(`${API}authorize_store_customers`, {}).then(answer(storeCustomersSchema)),
    getRequestLink: (productId?: string) =>
      http.get(`${API}get_review_request_link`, { query: productId ? { product_id: productId } : {} }).then(answer(requestLinkSchema)),
  };
}
