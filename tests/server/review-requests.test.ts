import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CONFLICT_CODE } from '../../src/contract/constants';
import { ORDERS_PAGE_SIZE, SYNC_BATCH_SIZE, type RequestOrder } from '../../src/contract/review-requests';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';

const T0 = Date.parse('2026-05-20T10:00:00.000Z');
const DAY_MS = 86_400_000;
const server = useTestServer({ now: () => T0 });
let token = '';
beforeAll(async () => {
  token = await demoToken();
});

const get = <T = any>(call: string, query?: string) => callApi<T>(server(), call, { token, query });
const post = <T = any>(call: string, body: unknown) => callApi<T>(server(), call, { token, body });

describe('review-request settings', () => {
  it('start with requests off and refuse a day count of 0 or 90 with the SPEC key', async () => {
    const first = await get('get_review_request_setting');
    expect(first.body.data).toMatchObject({ enabled: false, trigger: 'fulfillment', version: 0 });
    for (const days of [0, 90]) {
      const refused = await post('save_review_request_setting', { ...first.body.data, days });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('settings.reviewRequestTiming.emailTriggerTimeError');
    }
    const reminder = await post('save_review_request_setting', { ...first.body.data, reminderDays: 90 });
    expect(reminder.status).toBe(400);
    const saved = await post('save_review_request_setting', { ...first.body.data, days: 89 });
    expect(saved.body.data).toMatchObject({ days: 89, version: 1 });
  });

  it('answer 409 with the saved values when the version is stale', async () => {
    const current = (await get('get_review_request_setting')).body.data;
    const ok = await post('save_review_request_setting', { ...current, days: 5, excludeTags: ['wholesale'] });
    expect(ok.body.data.version).toBe(current.version + 1);
    const stale = await post('save_review_request_setting', { ...current, days: 12 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(SETTINGS_CONFLICT_CODE);
    expect(stale.body.data).toMatchObject({ days: 5, excludeTags: ['wholesale'], version: current.version + 1 });
  });
});

describe('quota and funnel', () => {
  it('get_email_quota_info and the plan answer give the same figures (Free: 50)', async () => {
    const quota = (await get('get_email_quota_info')).body.data;
    const plan = (await get('get_shop_pricing_plan')).body.data;
    expect(quota.email_send_quota_count).toBe(50);
    expect(plan.email_quota_info).toEqual(quota);
  });

  it('counts the seeded history over 90 days, one point per day, and refuses other periods', async () => {
    const funnel = (await get('get_request_funnel', 'days=90')).body.data;
    expect(funnel.daily).toHaveLength(90);
    expect(funnel.totals.sent).toBeGreaterThan(50);
    expect(funnel.totals.opened).toBeGreaterThan(0);
    expect(funnel.totals.clicked).toBeGreaterThan(0);
    expect(funnel.totals.reviewed).toBeLessThanOrEqual(funnel.totals.clicked);
    const sum = funnel.daily.reduce((n: number, d: { sent: number }) => n + d.sent, 0);
    expect(sum).toBe(funnel.totals.sent);
    expect(funnel.daily.at(-1).date).toBe('2026-05-20');
    expect((await get('get_request_funnel', 'days=14')).status).toBe(400);
  });
});

describe('orders with their requests', () => {
  it('pages newest first and filters by status and query', async () => {
    const page1 = (await get<{ items: RequestOrder[]; total: number }>('get_request_orders')).body.data;
    expect(page1.items).toHaveLength(ORDERS_PAGE_SIZE);
    expect(page1.total).toBeGreaterThan(300);
    const times = page1.items.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = (await get<{ items: RequestOrder[] }>('get_request_orders', 'page=2')).body.data;
    expect(Date.parse(page2.items[0]!.createdAt)).toBeLessThanOrEqual(times.at(-1)!);

    const none = (await get<{ items: RequestOrder[]; total: number }>('get_request_orders', 'status=none')).body.data;
    expect(none.total).toBeGreaterThan(60);
    expect(none.items.every((o) => o.request === null)).toBe(true);
    expect(none.items.every((o) => Date.parse(o.createdAt) > T0 - 36 * DAY_MS)).toBe(true);
    const opened = (await get<{ items: RequestOrder[] }>('get_request_orders', 'status=opened')).body.data;
    expect(opened.items.length).toBeGreaterThan(0);
    expect(opened.items.every((o) => o.request?.status === 'opened' && o.request.openedAt !== null)).toBe(true);

    const someone = page1.items[3]!;
    const byEmail = (await get<{ items: RequestOrder[] }>('get_request_orders', `query=${encodeURIComponent(someone.customer.email.toUpperCase())}`)).body.data;
    expect(byEmail.items.length).toBeGreaterThan(0);
    expect(byEmail.items.every((o) => o.customer.email === someone.customer.email)).toBe(true);
    const byName = (await get<{ items: RequestOrder[] }>('get_request_orders', `query=${encodeURIComponent(someone.name)}`)).body.data;
    expect(byName.items.map((o) => o.name)).toContain(someone.name);
    expect((await get('get_request_orders', 'status=nonsense')).status).toBe(400);
  });
});

describe('sync past orders and actions', () => {
  it('schedules the last 30 days in batches, spread over days past the quota, and never twice for an order', async () => {
    const settings = (await get('get_review_request_setting')).body.data;
    await post('save_review_request_setting', { ...settings, enabled: true, days: 3, excludeTags: ['wholesale'] });
    const preview = (await post('preview_sync_past_orders', { days: 30 })).body.data;
    expect(preview.emails).toBeGreaterThan(preview.quotaLeft);
    expect(preview.spreadDays).toBeGreaterThan(1);
    expect(preview.orders).toBe(preview.alreadyRequested + preview.notQualified + preview.emails);

    let cursor: string | null = null;
    let scheduled = 0;
    let batches = 0;
    do {
      const batch: { scheduled: number; processed: number; total: number; cursor: string | null } = (
        await post('sync_past_orders', { days: 30, ...(cursor ? { cursor } : {}) })
      ).body.data;
      expect(batch.processed - batches * SYNC_BATCH_SIZE).toBeLessThanOrEqual(SYNC_BATCH_SIZE);
      scheduled += batch.scheduled;
      cursor = batch.cursor;
      batches += 1;
    } while (cursor && batches < 20);
    expect(scheduled).toBe(preview.emails);
    expect(batches).toBe(Math.ceil(preview.orders / SYNC_BATCH_SIZE));

    const db = server().db;
    const perOrder = db.prepare('SELECT MAX(n) FROM (SELECT COUNT(*) n FROM review_requests WHERE order_id IS NOT NULL GROUP BY order_id)').pluck().get();
    expect(perOrder).toBe(1);
    const again = (await post('sync_past_orders', { days: 30 })).body.data;
    expect(again.scheduled).toBe(0);
    const previewAgain = (await post('preview_sync_past_orders', { days: 30 })).body.data;
    expect(previewAgain.emails).toBe(0);

    const { email_quota_period: resetAt } = db.prepare('SELECT email_quota_period FROM shops WHERE id = ?').get(DEMO_SHOP_ID) as { email_quota_period: string | null };
    const reset = resetAt ? Date.parse(resetAt) : Date.parse((await get('get_email_quota_info')).body.data.next_email_quota_reset_time);
    const dues = db.prepare("SELECT due_at FROM review_requests WHERE source = 'sync' AND status = 'scheduled'").pluck().all() as number[];
    expect(dues.filter((d) => d < reset).length).toBeLessThanOrEqual(preview.quotaLeft);
    const perDay = new Map<number, number>();
    for (const d of dues) perDay.set(Math.floor((d - T0) / DAY_MS), (perDay.get(Math.floor((d - T0) / DAY_MS)) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(Math.max(preview.quotaLeft, 50));
    expect(perDay.size).toBeGreaterThan(1);
    const skipped = (await get<{ items: RequestOrder[] }>('get_request_orders', 'status=skipped')).body.data.items;
    expect(skipped.every((o) => o.request?.reason !== null)).toBe(true);
    expect(skipped.filter((o) => o.tags.includes('wholesale')).every((o) => o.request?.reason === 'excluded_tag')).toBe(true);
  });

  it('cancels, reschedules and sends now only waiting requests, refusing the others with a reason', async () => {
    const waiting = (await get<{ items: RequestOrder[] }>('get_request_orders', 'status=scheduled')).body.data.items;
    const [a, b, c] = waiting.map((o) => o.request!.id);
    const sent = (await get<{ items: RequestOrder[] }>('get_request_orders', 'status=sent')).body.data.items[0]!.request!.id;

    const cancel = (await post('request_action', { action: 'cancel', ids: [a, sent, 999_999] })).body.data;
    expect(cancel.updated.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[a, 'cancelled']]);
    expect(cancel.refused).toEqual([{ id: sent, reason: 'not_waiting' }, { id: 999_999, reason: 'not_found' }]);
    expect((await post('request_action', { action: 'reschedule', ids: [b], dueAt: new Date(T0 - 1000).toISOString() })).status).toBe(400);
    const later = new Date(T0 + 40 * DAY_MS).toISOString();
    const moved = (await post('request_action', { action: 'reschedule', ids: [b], dueAt: later })).body.data;
    expect(moved.updated[0]).toMatchObject({ id: b, status: 'scheduled', dueAt: later });

    const db = server().db;
    db.prepare('UPDATE shops SET email_quota = 1000 WHERE id = ?').run(DEMO_SHOP_ID);
    const now = (await post('request_action', { action: 'send_now', ids: [c] })).body.data;
    expect(now.updated[0]).toMatchObject({ id: c, emailsSent: 1 });
    expect(db.prepare('SELECT COUNT(*) FROM mail_messages WHERE request_id = ?').pluck().get(c)).toBe(1);
  });

  it('serves no demo clock unless asked', async () => {
    const response = await fetch(`${server().url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"days":1}' });
    expect(response.status).toBe(404);
    expect(server().db.prepare('SELECT COUNT(*) FROM demo_clock').pluck().get()).toBe(0);
  });
});
