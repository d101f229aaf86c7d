import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { manualRequestsSchema } from '../../../../src/contract/review-requests';
import { ApiError, ResultCode, businessError } from '../../domain/errors';
import { findProduct, scheduleManualRequests } from '../../store/repositories/manual-requests';
import { authorizeCustomers, customersAuthorized, storeCustomersPage } from '../../store/repositories/store-customers';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { signParams } from '../hmac';
import { readBody, validate, validationError } from '../validate';

/** Farthest ahead a manual request may be scheduled, in days. */
export const MAX_SEND_AHEAD_DAYS = 365;

const DAY_MS = 86_400_000;

const customersQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  query: z.optional(z.string().check(z.maxLength(200))),
});

/** The server's public address: the configured one when there is one, else the request's origin. */
function publicBase(ctx: AppContext, c: Context): string {
  return (ctx.publicUrl || new URL(c.req.url).origin).replace(/\/$/, '');
}

/** The due time of a `sendAt` (ISO): now when absent or past; refused when unreadable or too far ahead. */
function dueTime(sendAt: string | undefined, now: number): number {
  if (sendAt === undefined || sendAt.trim() === '') return now;
  const at = Date.parse(sendAt);
  if (!Number.isFinite(at)) throw validationError([{ path: 'sendAt', code: 'invalid_date', message: 'is not a date and time' }]);
  if (at > now + MAX_SEND_AHEAD_DAYS * DAY_MS) {
    throw validationError([{ path: 'sendAt', code: 'too_big', message: `is more than ${MAX_SEND_AHEAD_DAYS} days ahead` }]);
  }
  return Math.max(at, now);
}

/**
 * The signed public link to the review form: `/email_review?shop=&product=&sig=`, the hmac (hex
 * SHA-256 with the server secret) over the sorted `shop` and `product` params.
 */
export function requestFormLink(base: string, shop: string, productId: string | null, secret: string): string {
  const params: Record<string, string> = productId ? { shop, product: productId } : { shop };
  const query = new URLSearchParams({ ...params, sig: signParams(params, secret) });
  return `${base}/email_review?${query.toString()}`;
}

/**
 * Requests outside the store's orders: `manual_review_requests` (typed, CSV or the store's
 * customers), the customer list behind the store's authorisation, and the shareable review link.
 */
export function manualRequestRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/manual_review_requests', async (c) => {
    const body = await readBody(c, manualRequestsSchema);
    const shopId = c.var.session.shop.id;
    if (body.source === 'customers' && !customersAuthorized(ctx.db, shopId)) {
      throw new ApiError(ResultCode.forbidden, 'The store has not authorised reading its customers', 403);
    }
    const now = ctx.now();
    const origin = new URL(c.req.url).origin;
    return ok(c, scheduleManualRequests(ctx.db, body, { shopId, now, dueAt: dueTime(body.sendAt, now), origin }));
  });

  app.get('/get_store_customers', (c) => {
    const query = validate(customersQuerySchema, { page: c.req.query('page') || undefined, query: c.req.query('query') || undefined });
    return ok(c, storeCustomersPage(ctx.db, c.var.session.shop.id, { page: query.page ?? 1, ...(query.query ? { query: query.query } : {}) }));
  });

  app.post('/authorize_store_customers', (c) => {
    const shopId = c.var.session.shop.id;
    authorizeCustomers(ctx.db, shopId);
    return ok(c, storeCustomersPage(ctx.db, shopId, { page: 1 }));
  });

  app.get('/get_review_request_link', (c) => {
    const ref = c.req.query('product_id')?.trim() ?? '';
    const shop = c.var.session.shop;
    const product = ref ? findProduct(ctx.db, shop.id, ref, new URL(c.req.url).origin) : null;
    if (ref && !product) businessError(ResultCode.notFound, `No product ${ref} in this store`);
    const productId = product?.id ?? null;
    return ok(c, { url: requestFormLink(publicBase(ctx, c), shop.domain, productId, ctx.secret), productId, productTitle: product?.title ?? null });
  });

  return app;
}
