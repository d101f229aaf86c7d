import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { createMailer } from '../../demo/server/mail/index';
import type { Mailer, OutgoingEmail } from '../../demo/server/mail/types';
import { insertRequest } from '../../demo/server/requests/repository';
import { STALE_CLAIM_MS, runDueRequests, type SchedulerContext } from '../../demo/server/requests/scheduler';
import { markRequestReviewed } from '../../demo/server/requests/tracking';
import { SLOW_TEST_TIMEOUT_MS, startTestServer, useTestServer } from './helpers';

const DAY_MS = 86_400_000;
const T0 = Date.parse('2026-03-10T12:00:00.000Z');

/** A clock the tests move by hand. */
function manualClock(start = T0) {
  let at = start;
  return { now: () => at, move: (ms: number) => { at += ms; } };
}

/** Schedules requests due at `dueAt` for `count` demo orders that have none; answers their ids. */
function scheduleDue(db: Database, count: number, dueAt: number): number[] {
  const orders = db
    .prepare(`SELECT o.id, c.email, c.first_name FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.shop_id = ? AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM email_unsubscribes u WHERE u.shop_id = o.shop_id AND u.email = c.email) ORDER BY o.id LIMIT ?`)
    .all(DEMO_SHOP_ID, count) as { id: number; email: string; first_name: string }[];
  return orders.map((o) => {
    const id = insertRequest(db, {
      shopId: DEMO_SHOP_ID, orderId: o.id, source: 'sync', email: o.email, name: o.first_name, language: null,
      products: [{ id: 'gid://shopify/Product/1001', title: 'Linen Shirt', image: null }],
      status: 'scheduled', reason: null, dueAt, createdAt: dueAt,
    });
    if (id === null) throw new Error('order already requested');
    return id;
  });
}

/** Turns requests on with the given reminder, the quota at 0 used of `quota`. */
function prepareShop(db: Database, options: { reminder?: boolean; reminderDays?: number; quota?: number } = {}): void {
  db.prepare('INSERT OR REPLACE INTO request_settings (shop_id, data) VALUES (?, ?)').run(
    DEMO_SHOP_ID,
    JSON.stringify({ enabled: true, trigger: 'fulfillment', days: 3, reminderEnabled: options.reminder ?? false, reminderDays: options.reminderDays ?? 5, qualify: 'all', excludeTags: [], enabledAt: T0 }),
  );
  db.prepare('UPDATE shops SET email_quota = ?, email_quota_used = 0, email_quota_period = NULL WHERE id = ?').run(options.quota ?? 1000, DEMO_SHOP_ID);
  db.prepare("DELETE FROM review_requests WHERE status IN ('scheduled', 'sending')").run();
}

/** A mailer counting its sends, each taking a little while (so parallel runs overlap). */
function countingMailer(inner: Mailer, delayMs = 2): Mailer & { sends: OutgoingEmail[] } {
  const sends: OutgoingEmail[] = [];
  return {
    kind: inner.kind,
    sends,
    send: async (email) => {
      sends.push(email);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return inner.send(email);
    },
    close: () => inner.close(),
  };
}

const messagesOf = (db: Database, requestId: number) =>
  db.prepare('SELECT COUNT(*) FROM mail_messages WHERE request_id = ?').pluck().get(requestId) as number;

describe('scheduler in one database', () => {
  const clock = manualClock();
  const server = useTestServer({ now: clock.now });
  let ctx: SchedulerContext & { mailer: ReturnType<typeof countingMailer> };
  beforeEach(() => {
    const db = server().db;
    ctx = { db, now: clock.now, publicUrl: server().url, mailer: countingMailer(createMailer(db, { now: clock.now })) };
  });

  it('sends each due request once when two workers run at the same time', async () => {
    prepareShop(ctx.db);
    const ids = scheduleDue(ctx.db, 20, clock.now());
    const [a, b] = await Promise.all([runDueRequests(ctx, { workerId: 'a' }), runDueRequests(ctx, { workerId: 'b' })]);
    expect(a.sent + b.sent).toBe(20);
    expect(ctx.mailer.sends).toHaveLength(20);
    expect(new Set(ctx.mailer.sends.map((s) => s.idempotencyKey)).size).toBe(20);
    for (const id of ids) expect(messagesOf(ctx.db, id)).toBe(1);
    expect(ctx.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(20);
    const again = await runDueRequests(ctx, { workerId: 'c' });
    expect(again.sent).toBe(0);
  });

  it('enforces the quota: with 50 a month the 51st waits for the reset, then goes', async () => {
    prepareShop(ctx.db, { quota: 50 });
    const ids = scheduleDue(ctx.db, 51, clock.now());
    const run = await runDueRequests(ctx, { workerId: 'w' });
    expect(run.sent).toBe(50);
    const waiting = ctx.db.prepare("SELECT * FROM review_requests WHERE id IN (" + ids.join(',') + ") AND status = 'scheduled'").all() as { reason: string; due_at: number }[];
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.reason).toBe('quota');
    const resetAt = ctx.db.prepare('SELECT email_quota_period FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID) as string;
    expect(waiting[0]?.due_at).toBe(Date.parse(resetAt));
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(0);
    clock.move(Date.parse(resetAt) - clock.now() + 1000);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(1);
    expect(ctx.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(1);
  });

  it('sends the reminder once after M days without a review, none after a review, none once reminders are off', async () => {
    prepareShop(ctx.db, { reminder: true, reminderDays: 5 });
    const [plain, reviewed] = scheduleDue(ctx.db, 2, clock.now());
    await runDueRequests(ctx, { workerId: 'w' });
    const row = (id: number | undefined) => ctx.db.prepare('SELECT * FROM review_requests WHERE id = ?').get(id) as { status: string; email_type: string; emails_sent: number; due_at: number | null };
    expect(row(plain)).toMatchObject({ status: 'scheduled', email_type: 'second', emails_sent: 1, due_at: clock.now() + 5 * DAY_MS });
    const token = ctx.db.prepare('SELECT token FROM review_requests WHERE id = ?').pluck().get(reviewed) as string;
    expect(markRequestReviewed(ctx.db, token, clock.now())).toBe(true);
    clock.move(4 * DAY_MS);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(0);
    clock.move(DAY_MS);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(1);
    clock.move(30 * DAY_MS);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(0);
    expect(row(plain)).toMatchObject({ status: 'sent', emails_sent: 2, due_at: null });
    expect(row(reviewed)).toMatchObject({ status: 'reviewed', emails_sent: 1, due_at: null });
    const [third] = scheduleDue(ctx.db, 1, clock.now());
    await runDueRequests(ctx, { workerId: 'w' });
    expect(row(third)).toMatchObject({ status: 'scheduled', email_type: 'second' });
    ctx.db.prepare("UPDATE request_settings SET data = json_set(data, '$.reminderEnabled', json('false')) WHERE shop_id = ?").run(DEMO_SHOP_ID);
    clock.move(6 * DAY_MS);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(0);
    expect(row(third)).toMatchObject({ status: 'sent', emails_sent: 1, due_at: null });
    const kinds = ctx.mailer.sends.filter((s) => s.requestId === plain || s.requestId === reviewed).map((s) => `${s.requestId}:${s.kind}`);
    expect(kinds.sort()).toEqual([`${plain}:reminder`, `${plain}:request`, `${reviewed}:request`].sort());
  });

  it('never mails an unsubscribed address and holds order requests while requests are off', async () => {
    prepareShop(ctx.db);
    const [unsub, held] = scheduleDue(ctx.db, 2, clock.now());
    const email = ctx.db.prepare('SELECT customer_email FROM review_requests WHERE id = ?').pluck().get(unsub) as string;
    ctx.db.prepare('INSERT INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)').run(DEMO_SHOP_ID, email.toUpperCase(), clock.now());
    ctx.db.prepare("UPDATE request_settings SET data = json_set(data, '$.enabled', json('false')) WHERE shop_id = ?").run(DEMO_SHOP_ID);
    const run = await runDueRequests(ctx, { workerId: 'w' });
    expect(run.sent).toBe(0);
    const status = (id: number | undefined) => ctx.db.prepare('SELECT status, reason FROM review_requests WHERE id = ?').get(id);
    expect(status(unsub)).toEqual({ status: 'unsubscribed', reason: 'unsubscribed' });
    expect(status(held)).toEqual({ status: 'scheduled', reason: 'requests_off' });
    expect(ctx.mailer.sends).toHaveLength(0);
  });

  it('marks a request failed with the error when its template does not render', async () => {
    prepareShop(ctx.db);
    ctx.db.prepare("INSERT OR REPLACE INTO email_templates (shop_id, type, language, data) VALUES (?, 'first', 'en', ?)").run(
      DEMO_SHOP_ID,
      JSON.stringify({ type: 'first', language: 'en', subject: 'Hi {{ customer.nickname }}', preheader: '', heading: 'x', body: 'y', button: 'Go', colors: { background: '#ffffff', text: '#000000', button: '#008060', buttonText: '#ffffff' }, logoUrl: '' }),
    );
    const [id] = scheduleDue(ctx.db, 1, clock.now());
    const run = await runDueRequests(ctx, { workerId: 'w' });
    ctx.db.prepare("DELETE FROM email_templates WHERE shop_id = ?").run(DEMO_SHOP_ID);
    expect(run.failed).toBe(1);
    const row = ctx.db.prepare('SELECT status, error FROM review_requests WHERE id = ?').get(id) as { status: string; error: string };
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/subject/);
    expect(ctx.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(0);
  });
  it('fails a request on a permanent SMTP refusal and retries it later after a passing one', async () => {
    prepareShop(ctx.db);
    const [permanent, passing] = scheduleDue(ctx.db, 2, clock.now());
    const refusing: Mailer = {
      kind: 'smtp',
      send: async (email) => {
        const err = Object.assign(new Error(email.requestId === permanent ? '550 5.1.1 No such user' : '451 4.3.0 Try again later'), {
          responseCode: email.requestId === permanent ? 550 : 451,
        });
        throw err;
      },
      close: async () => undefined,
    };
    const run = await runDueRequests({ ...ctx, mailer: refusing }, { workerId: 'w' });
    expect(run).toMatchObject({ sent: 0, failed: 1, held: 1 });
    const row = (id: number | undefined) => ctx.db.prepare('SELECT status, error, due_at FROM review_requests WHERE id = ?').get(id) as { status: string; error: string; due_at: number | null };
    expect(row(permanent)).toMatchObject({ status: 'failed', error: '550 5.1.1 No such user', due_at: null });
    expect(row(passing).status).toBe('scheduled');
    expect(row(passing).error).toContain('451');
    expect(row(passing).due_at).toBeGreaterThan(clock.now());
    expect(ctx.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(0);
    clock.move(11 * 60_000);
    expect((await runDueRequests(ctx, { workerId: 'w' })).sent).toBe(1);
    expect(row(passing)).toMatchObject({ status: 'sent', error: null });
  });
});

describe('scheduler on a file database', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'request-scheduler-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends a request once across a crash between the send and marking it sent', async () => {
    const clock = manualClock();
    const first = await startTestServer({ memory: false, dataDir, now: clock.now });
    prepareShop(first.db);
    const [id] = scheduleDue(first.db, 1, clock.now());
    // The first worker delivers to the mailbox and then "crashes": its send never returns.
    const mailbox = createMailer(first.db, { now: clock.now });
    const crashing: Mailer = { kind: 'mailbox', send: async (email) => { await mailbox.send(email); return new Promise(() => undefined); }, close: async () => undefined };
    void runDueRequests({ db: first.db, now: clock.now, publicUrl: first.url, mailer: crashing }, { workerId: 'crashed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.db.prepare('SELECT status FROM review_requests WHERE id = ?').pluck().get(id)).toBe('sending');
    await first.close();

    const second = await startTestServer({ memory: false, dataDir, now: clock.now });
    try {
      const ctx = { db: second.db, now: clock.now, publicUrl: second.url, mailer: countingMailer(createMailer(second.db, { now: clock.now })) };
      expect((await runDueRequests(ctx, { workerId: 'fresh' })).sent).toBe(0);
      clock.move(STALE_CLAIM_MS + 1000);
      expect((await runDueRequests(ctx, { workerId: 'fresh' })).sent).toBe(1);
      expect(ctx.mailer.sends.map((s) => s.idempotencyKey)).toEqual([`request:${id}:first`]);
      expect(messagesOf(second.db, id ?? 0)).toBe(1);
      expect(second.db.prepare('SELECT status, emails_sent FROM review_requests WHERE id = ?').get(id)).toEqual({ status: 'sent', emails_sent: 1 });
      expect(second.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(1);
      expect((await runDueRequests(ctx, { workerId: 'fresh' })).sent).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('sends each request once with two servers scheduling on the same file', async () => {
    const clock = manualClock(T0 + DAY_MS);
    const a = await startTestServer({ memory: false, dataDir, now: clock.now, scheduler: { intervalMs: 15 } });
    const b = await startTestServer({ memory: false, dataDir, now: clock.now, scheduler: { intervalMs: 15 } });
    try {
      prepareShop(a.db);
      const ids = scheduleDue(a.db, 40, clock.now());
      const deadline = Date.now() + 20_000;
      const waiting = () => a.db.prepare(`SELECT COUNT(*) FROM review_requests WHERE id IN (${ids.join(',')}) AND status <> 'sent'`).pluck().get() as number;
      while (waiting() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(waiting()).toBe(0);
      const counts = a.db.prepare(`SELECT emails_sent FROM review_requests WHERE id IN (${ids.join(',')})`).pluck().all() as number[];
      expect(counts.every((n) => n === 1)).toBe(true);
      expect(a.db.prepare('SELECT email_quota_used FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID)).toBe(40);
      const messages = a.db.prepare(`SELECT COUNT(*) FROM mail_messages WHERE request_id IN (${ids.join(',')})`).pluck().get();
      expect(messages).toBe(40);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
