import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  FUNNEL_PERIODS,
  requestActionSchema,
  requestOrdersQuerySchema,
  requestSettingsSchema,
  syncBatchRequestSchema,
  syncPeriodSchema,
  type FunnelPeriod,
} from '../../../../src/contract/review-requests';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody, validate, validationError } from '../validate';
import { applyRequestAction, requestViews } from '../../requests/actions';
import { requestFunnel } from '../../requests/funnel';
import { requestOrders } from '../../requests/orders-list';
import { emailQuotaInfo } from '../../requests/quota';
import { runDueRequests } from '../../requests/scheduler';
import { publicSettings, readRequestSettings, saveRequestSettings } from '../../requests/settings';
import { previewSync, syncBatch } from '../../requests/sync';

const funnelQuerySchema = z.object({ days: z.coerce.number().check(z.int()) });

/** The funnel period of the query: 7, 30 or 90 (30 when absent). */
function funnelPeriod(raw: string | undefined): FunnelPeriod {
  const { days } = validate(funnelQuerySchema, { days: raw ?? '30' });
  const period = FUNNEL_PERIODS.find((p) => p === days);
  if (period === undefined) throw validationError([{ path: 'days', code: 'custom', message: `must be one of ${FUNNEL_PERIODS.join(', ')}` }]);
  return period;
}

/** Review requests: settings, quota, funnel, the orders with their requests, actions and syncs of past orders. */
export function reviewRequestRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shopId = (c: { var: { session: { shop: { id: number } } } }) => c.var.session.shop.id;

  app.get('/get_review_request_setting', (c) => ok(c, publicSettings(readRequestSettings(ctx.db, shopId(c)))));

  app.post('/save_review_request_setting', async (c) => {
    const body = await readBody(c, requestSettingsSchema);
    return ok(c, saveRequestSettings(ctx.db, shopId(c), body, ctx.now()));
  });

  app.get('/get_email_quota_info', (c) => ok(c, emailQuotaInfo(ctx.db, shopId(c), ctx.now())));

  app.get('/get_request_funnel', (c) => {
    return ok(c, requestFunnel(ctx.db, shopId(c), funnelPeriod(c.req.query('days')), ctx.now()));
  });

  app.get('/get_request_orders', (c) => {
    const query = validate(requestOrdersQuerySchema, c.req.query());
    return ok(c, requestOrders(ctx.db, shopId(c), query, ctx.publicUrl));
  });

  app.post('/request_action', async (c) => {
    const body = await readBody(c, requestActionSchema);
    const result = applyRequestAction(ctx.db, shopId(c), body, ctx.now());
    if (body.action === 'send_now' && result.changedIds.length) {
      await runDueRequests(ctx, { workerId: ctx.workerId, ids: result.changedIds, limit: result.changedIds.length });
    }
    return ok(c, { updated: requestViews(ctx.db, result.changedIds), refused: result.refused });
  });

  app.post('/preview_sync_past_orders', async (c) => {
    const body = await readBody(c, syncPeriodSchema);
    return ok(c, previewSync(ctx.db, shopId(c), body, ctx.now()));
  });

  app.post('/sync_past_orders', async (c) => {
    const { cursor, ...period } = await readBody(c, syncBatchRequestSchema);
    return ok(c, syncBatch(ctx.db, shopId(c), period, cursor, ctx.now()));
  });

  return app;
}
