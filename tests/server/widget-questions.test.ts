import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';
import { allPages, getWidget, quietProduct } from './widget-api-helpers';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { putWidgetDisplay } from '../../demo/server/store/repositories/widget-display';
import { DEFAULT_WIDGET_DISPLAYS } from '../../src/contract/widgets';
import { WIDGET_API, WIDGET_QUESTION_CODES, WIDGET_QUESTION_LIMITS } from '../../src/contract/widget-api';

const HOUR_MS = 3_600_000;
let now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });
const FOREIGN = 'https://some-store.example';
let counter = 0;

/** POSTs a question (JSON, or a raw body) from a storefront on another origin. */
async function ask(body: unknown, raw?: string): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${server().url}/${WIDGET_API}/questions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FOREIGN },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A valid question of the quietest demo product, with fields replaced. */
function question(over: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    shop: DEMO_SHOP_DOMAIN,
    product: `gid://shopify/Product/${quietProduct(server())}`,
    author: 'Ann Asker',
    email: `asker${counter}@buyer.example`,
    body: `Does it come in blue? (${counter})`,
    ...over,
  };
}

const paths = (answer: { body: any }) => (answer.body.data.errors as { path: string; key: string }[]).map(({ path, key }) => `${path}:${key}`).sort();

beforeEach(() => {
  now += 2 * HOUR_MS;
  saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 1 });
  putWidgetDisplay(server().db, DEMO_SHOP_ID, 'qa', DEFAULT_WIDGET_DISPLAYS.qa, now);
});

describe('asking a question on the storefront', () => {
  it('stores it for the merchant unpublished, and shows it only once published, without the address', async () => {
    const asked = question({ body: '  Is the strap leather?  ' });
    const answer = await ask(asked);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, message: 'ok', data: { ok: true } });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const row = server().db.prepare('SELECT * FROM questions WHERE shop_id = ? AND email = ?').get(DEMO_SHOP_ID, asked.email) as Record<string, unknown>;
    expect(row).toMatchObject({ status: 'pending', body: 'Is the strap leather?', author: 'Ann Asker', answer_body: null, product_id: quietProduct(server()) });
    const before = await allPages(server(), 'questions', { product: quietProduct(server()) });
    expect(before.map((q: { id: number }) => q.id)).not.toContain(row.id);

    server().db.prepare("UPDATE questions SET status = 'published', answer_body = 'Yes.', answer_at = ? WHERE id = ?").run(now, row.id);
    const page = await getWidget(server(), 'questions', { product: quietProduct(server()) });
    expect(page.body?.data.items).toContainEqual(expect.objectContaining({ id: row.id, body: 'Is the strap leather?', answer: expect.objectContaining({ body: 'Yes.' }) }));
    expect(page.text).not.toContain('@');
  });

  it('refuses wrong fields with 422 and a {path, key} each', async () => {
    const wrong = await ask(question({ author: ' ', email: 'not-an-address', body: 'Why' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe(WIDGET_QUESTION_CODES.fields);
    expect(paths(wrong)).toEqual(['author:required', 'body:tooShort', 'email:email']);
    const long = await ask(question({
      author: 'a'.repeat(WIDGET_QUESTION_LIMITS.authorMax + 1),
      email: `${'e'.repeat(WIDGET_QUESTION_LIMITS.emailMax)}@x.example`,
      body: 'b'.repeat(WIDGET_QUESTION_LIMITS.bodyMax + 1),
    }));
    expect(paths(long)).toEqual(['author:tooLong', 'body:tooLong', 'email:tooLong']);
    const missing = await ask({ shop: DEMO_SHOP_DOMAIN, product: 'x' });
    expect(paths(missing)).toEqual(['author:required', 'body:required', 'email:required']);
    expect(paths(await ask(question({ product: 'x' })))).toEqual(['product:productUnknown']);
    expect(paths(await ask(question({ product: '999999999' })))).toEqual(['product:productUnknown']);
    expect((await ask(null, '{not json')).status).toBe(422);
    expect((await ask(question({ shop: 'nowhere.myshopify.com' }))).status).toBe(404);
  });

  it('is refused with 403 when the shop turns Q&A off or takes no questions', async () => {
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 0 });
    const off = await ask(question());
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: WIDGET_QUESTION_CODES.closed, message: 'closed' });
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 1 });
    putWidgetDisplay(server().db, DEMO_SHOP_ID, 'qa', { ...DEFAULT_WIDGET_DISPLAYS.qa, options: { allow_questions: false } }, now);
    expect((await ask(question())).status).toBe(403);
  });

  it('refuses questions past the hourly limit of an email address with 429 and when to retry', async () => {
    const start = now;
    const email = 'busy@buyer.example';
    for (let i = 0; i < WIDGET_QUESTION_LIMITS.perEmailPerHour; i += 1) {
      now = start + i * 60_000;
      expect((await ask(question({ email: i % 2 ? email : email.toUpperCase() }))).status).toBe(200);
    }
    now = start + 30 * 60_000;
    const refused = await ask(question({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: WIDGET_QUESTION_CODES.flood, message: 'flood', data: { retryAfterSeconds: 30 * 60 } });
    now = start + HOUR_MS + 1;
    expect((await ask(question({ email }))).status).toBe(200);
  });

  it('refuses questions past the hourly limit of a client address, whatever the email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= WIDGET_QUESTION_LIMITS.perAddressPerHour; i += 1) statuses.push((await ask(question())).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers the preflight of a cross-origin JSON POST for any origin, without credentials', async () => {
    const response = await fetch(`${server().url}/${WIDGET_API}/questions`, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('never sends an address back: no "@" in any public GET answer once asked questions are published and answered', async () => {
    await ask(question({ email: 'shown.never@buyer.example', body: 'Will it fit a 15 inch laptop?' }));
    server().db.prepare("UPDATE questions SET status = 'published', answer_body = 'It does.', answer_at = ? WHERE email = ?").run(now, 'shown.never@buyer.example');
    const product = quietProduct(server());
    const texts = [
      ...(await Promise.all(['summary', 'settings', 'css', 'review_links'].map(async (call) => (await getWidget(server(), call)).text))),
      (await getWidget(server(), 'summaries', { products: product })).text,
      (await getWidget(server(), 'review_links', { products: product })).text,
      JSON.stringify(await allPages(server(), 'questions', {})),
      JSON.stringify(await allPages(server(), 'questions', { product })),
      JSON.stringify(await allPages(server(), 'reviews', { product })),
      JSON.stringify(await allPages(server(), 'reviews', { min_rating: 5 })),
    ];
    expect(texts.join('\n')).toContain('Will it fit a 15 inch laptop?');
    expect(texts.filter((text) => text.includes('@'))).toEqual([]);
  });
});
