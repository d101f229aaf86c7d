import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { insertRequest } from '../../demo/server/requests/repository';
import { formLinkSigner } from '../../demo/server/collect/form-links';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';

const DAY_MS = 86_400_000;
let base = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => base, demoClock: true });
let token = '';

interface Row {
  id: number;
  token: string;
  status: string;
  customer_email: string;
  opened_at: number | null;
  clicked_at: number | null;
  products: string;
}
const rows = (where: string, ...params: unknown[]) => server().db.prepare(`SELECT * FROM review_requests WHERE ${where}`).all(...params) as Row[];
const moveClock = (body: Record<string, unknown>, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${server().url}/demo/clock`, { method: 'POST', redirect: 'manual', headers, body: headers['Content-Type']?.includes('json') ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>) });

/** A request outside the orders (typed in) for an address, due at `dueAt`. */
function addManualRequest(email: string, dueAt: number): number {
  const id = insertRequest(server().db, {
    shopId: DEMO_SHOP_ID, orderId: null, source: 'typed', email, name: 'Pat Doe', language: null,
    products: [], status: 'scheduled', reason: null, dueAt, createdAt: base,
  });
  if (id === null) throw new Error('not inserted');
  return id;
}

beforeAll(async () => {
  token = await demoToken();
  const settings = (await callApi(server(), 'get_review_request_setting', { token })).body.data;
  await callApi(server(), 'save_review_request_setting', { token, body: { ...settings, enabled: true, days: 3, reminderEnabled: false } });
  server().db.prepare('UPDATE shops SET email_quota = 1000 WHERE id = ?').run(DEMO_SHOP_ID);
  let cursor: string | null = null;
  do {
    const batch: { cursor: string | null } = (await callApi(server(), 'sync_past_orders', { token, body: { days: 30, ...(cursor ? { cursor } : {}) } })).body.data;
    cursor = batch.cursor;
  } while (cursor);
});

describe('demo clock', () => {
  it('moves time forward, and due requests go out', async () => {
    const waitingLater = rows("status = 'scheduled' AND due_at > ?", base + 2 * DAY_MS).length;
    expect(waitingLater).toBeGreaterThan(0);
    const before = server().db.prepare('SELECT COUNT(*) FROM mail_messages').pluck().get() as number;
    const moved = await moveClock({ days: 4 });
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as { now: string; offsetMs: number; sent: number };
    expect(answer.offsetMs).toBe(4 * DAY_MS);
    expect(Date.parse(answer.now)).toBe(base + 4 * DAY_MS);
    expect(answer.sent).toBeGreaterThan(0);
    expect(server().db.prepare('SELECT COUNT(*) FROM mail_messages').pluck().get()).toBe(before + answer.sent);
    expect(rows("status = 'scheduled' AND due_at <= ?", base + 4 * DAY_MS)).toHaveLength(0);
    const clock = (await (await fetch(`${server().url}/demo/clock`)).json()) as { offsetMs: number };
    expect(clock.offsetMs).toBe(4 * DAY_MS);
  });

  it('refuses a move of 0 or over 60 days, and goes back to a page of its own after a form post', async () => {
    expect((await moveClock({ days: 61 })).status).toBe(400);
    expect((await moveClock({})).status).toBe(400);
    const form = await moveClock({ hours: '2' }, { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server().url}/mailbox?page=2` });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/mailbox?page=2');
    const foreign = await moveClock({ hours: '1' }, { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'https://elsewhere.example/' });
    expect(foreign.status).toBe(200);
    const reset = await fetch(`${server().url}/demo/clock/reset`, { method: 'POST' });
    expect(((await reset.json()) as { offsetMs: number }).offsetMs).toBe(0);
    await moveClock({ days: 4, hours: 3 });
  });
});

describe('tracked links', () => {
  it('counts an open once with the pixel', async () => {
    const [sent] = rows("status = 'sent' AND source = 'sync'");
    const pixel = await fetch(`${server().url}/r/o/${sent!.token}.gif`);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const [opened] = rows('id = ?', sent!.id);
    expect(opened).toMatchObject({ status: 'opened', opened_at: base + 4 * DAY_MS + 3 * 3_600_000 });
    base += 60_000;
    await fetch(`${server().url}/r/o/${sent!.token}.gif`);
    expect(rows('id = ?', sent!.id)[0]!.opened_at).toBe(opened!.opened_at);
  });

  it('redirects a click only to this server’s review form, whatever the query says', async () => {
    const [sent] = rows("status IN ('sent', 'opened') AND source = 'sync'");
    const product = (JSON.parse(sent!.products) as { id: string }[])[0]!.id;
    const own = await fetch(`${server().url}/r/c/${sent!.token}?product=${encodeURIComponent(product)}`, { redirect: 'manual' });
    expect(own.status).toBe(302);
    const sig = encodeURIComponent(formLinkSigner(TEST_SECRET)(sent!.token));
    expect(own.headers.get('location')).toBe(`${server().url}/email_review?token=${sent!.token}&product=${encodeURIComponent(product)}&sig=${sig}`);
    expect(rows('id = ?', sent!.id)[0]).toMatchObject({ status: 'clicked' });
    for (const attempt of [
      `?product=${encodeURIComponent('https://evil.example/')}`,
      '?url=https://evil.example/&next=//evil.example&redirect=https://evil.example',
      `?product=${encodeURIComponent('//evil.example/x')}`,
    ]) {
      const response = await fetch(`${server().url}/r/c/${sent!.token}${attempt}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${server().url}/email_review?token=${sent!.token}&sig=${sig}`);
    }
    const unknown = await fetch(`${server().url}/r/c/not-a-real-token-123?url=https://evil.example`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('location')).toBeNull();
  });

  it('unsubscribes for good with a one-click POST: waiting requests end and nothing more is sent', async () => {
    const db = server().db;
    const [mine] = rows("status = 'sent' AND source = 'sync'");
    const address = mine!.customer_email;
    const waitingId = addManualRequest(address, base + DAY_MS);
    const page = await fetch(`${server().url}/r/u/${mine!.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain('Maple &amp; Moss Goods');
    expect(db.prepare('SELECT COUNT(*) FROM email_unsubscribes WHERE email = ?').pluck().get(address)).toBe(0);

    const oneClick = await fetch(`${server().url}/r/u/${mine!.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(db.prepare('SELECT COUNT(*) FROM email_unsubscribes WHERE email = ?').pluck().get(address)).toBe(1);
    expect(rows('id = ?', waitingId)[0]!.status).toBe('unsubscribed');
    expect(rows('id = ?', mine!.id)[0]!.status).toBe('unsubscribed');

    // A request for that address made later is never sent either.
    const later = addManualRequest(address, base);
    const sentBefore = db.prepare('SELECT COUNT(*) FROM mail_messages WHERE to_address LIKE ?').pluck().get(`%${address}%`) as number;
    await moveClock({ days: 2 });
    expect(db.prepare('SELECT COUNT(*) FROM mail_messages WHERE to_address LIKE ?').pluck().get(`%${address}%`)).toBe(sentBefore);
    expect(rows('id = ?', later)[0]!.status).toBe('unsubscribed');
  });

  it('shows the invalid-link text for an unknown token and changes nothing', async () => {
    const page = await fetch(`${server().url}/r/u/unknown-token-abcdef`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This link is not valid');
  });
});
