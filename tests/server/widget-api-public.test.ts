import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';
import { allPages, getWidget, insertReview, quietProduct } from './widget-api-helpers';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { displayedAuthor } from '../../demo/server/widgets/public-view';
import { WIDGET_CACHE_CONTROL } from '../../demo/server/widgets/cached-answer';
import { MAX_WIDGET_SUMMARIES } from '../../src/contract/widget-api';

const server = useTestServer();
const EMAIL = /[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}/i;
const HOSTILE = 'Great <script>alert(document.cookie)</script> & <b>bold</b> "quoted"';
let product = 0;

/** Every string inside a value, keys included. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => [key, ...strings(v)]);
  return [];
}

beforeAll(() => {
  product = quietProduct(server());
  insertReview(server(), product, { body: HOSTILE, title: 'Hostile', reply_body: 'Thanks!', reply_at: Date.now() });
  insertReview(server(), product, { author: 'leaky.name@buyer.example', title: 'Author with an address' });
  saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 50 });
});

describe('the public widget API', () => {
  it('never sends an email address, order id or other stored private value, in any answer of any call', async () => {
    const db = server().db;
    const emails = db.prepare(`SELECT email FROM reviews WHERE shop_id = ? AND email IS NOT NULL
      UNION SELECT email FROM questions WHERE shop_id = ? AND email IS NOT NULL UNION SELECT email FROM shops WHERE id = ?`)
      .pluck().all(DEMO_SHOP_ID, DEMO_SHOP_ID, DEMO_SHOP_ID) as string[];
    const orderIds = new Set(db.prepare('SELECT order_id FROM reviews WHERE shop_id = ? AND order_id IS NOT NULL').pluck().all(DEMO_SHOP_ID) as string[]);
    expect(emails.length).toBeGreaterThan(10);
    expect(orderIds.size).toBeGreaterThan(1);
    const productIds = db.prepare('SELECT id FROM products WHERE shop_id = ? ORDER BY id').pluck().all(DEMO_SHOP_ID) as number[];
    const answers: unknown[] = [
      ...(await allPages(server(), 'reviews', {})),
      ...(await allPages(server(), 'questions', {})),
      (await getWidget(server(), 'summary')).body,
    ];
    for (let i = 0; i < productIds.length; i += MAX_WIDGET_SUMMARIES) {
      answers.push((await getWidget(server(), 'summaries', { products: productIds.slice(i, i + MAX_WIDGET_SUMMARIES).join(',') })).body);
    }
    const published = db.prepare("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND status = 'published' AND deleted_at IS NULL").pluck().get(DEMO_SHOP_ID);
    expect(answers.length).toBeGreaterThan(published as number);
    // The settings hold colours only, which an order number like #202223 may equal by chance.
    const settings = strings((await getWidget(server(), 'settings')).body);
    const answerStrings = strings(answers);
    const all = [...answerStrings, ...settings];
    expect(all.filter((s) => EMAIL.test(s))).toEqual([]);
    // One text to search (no address holds a line break): a string-by-address loop blocks the event
    // loop long enough for the server to drop the idle keep-alive socket the next test would reuse.
    const text = all.join('\n').toLowerCase();
    expect(emails.filter((email) => text.includes(email.toLowerCase()))).toEqual([]);
    expect(answerStrings.filter((s) => orderIds.has(s))).toEqual([]);
    for (const key of ['email', 'order_id', 'ip', 'request_id', 'reward_code', 'held_reason']) expect(all).not.toContain(key);
  });

  it('sends a review text with <script> back as the same plain text', async () => {
    const items = await allPages(server(), 'reviews', { product });
    expect(items.find((r: { title: string }) => r.title === 'Hostile')).toMatchObject({ body: HOSTILE, reply: { body: 'Thanks!' } });
    expect(items.find((r: { title: string }) => r.title === 'Author with an address')?.author).toBe('l***');
  });

  it('anonymises names so no address survives, whatever the name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.tuple(fc.string(), fc.emailAddress()).map(([a, b]) => `${a} ${b}`)), fc.boolean(), (name, anonymous) => {
        const shown = displayedAuthor(name, anonymous);
        expect(EMAIL.test(shown) && /@/.test(shown)).toBe(false);
        if (anonymous) expect(shown.split(' ').every((word) => word.endsWith('***'))).toBe(true);
      }),
    );
  });

  it('answers with a strong ETag and a public one-minute cache, and 304 without a body when it matches', async () => {
    for (const call of ['reviews', 'summary', 'questions', 'settings']) {
      for (const encoding of ['identity', 'gzip']) {
        const first = await getWidget(server(), call, {}, { 'Accept-Encoding': encoding });
        const etag = first.headers.get('ETag') ?? '';
        expect(etag, call).toMatch(/^"[^"]+"$/);
        expect(first.headers.get('Cache-Control')).toBe(WIDGET_CACHE_CONTROL);
        const again = await getWidget(server(), call, {}, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
        expect(again.status, call).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.get('ETag')).toBe(etag);
      }
    }
    const before = await getWidget(server(), 'settings');
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { star_color: '#ABCDEF' });
    const after = await getWidget(server(), 'settings', {}, { 'If-None-Match': before.headers.get('ETag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.body?.data.star_color).toBe('#ABCDEF');
  });

  it('lets any origin read, without credentials', async () => {
    const answer = await getWidget(server(), 'reviews', { product }, { Origin: 'https://some-store.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(answer.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(answer.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
  });

  it('answers 404 in the envelope for an unknown shop and 400 without one', async () => {
    for (const call of ['reviews', 'summary', 'summaries', 'questions', 'settings']) {
      const unknown = await getWidget(server(), call, { shop: 'nobody-here.myshopify.com', products: '1' });
      expect(unknown.status, call).toBe(404);
      expect(unknown.body).toMatchObject({ code: 40400, data: null });
      expect((await getWidget(server(), call, { shop: '', products: '1' })).status, call).toBe(400);
    }
  });
});
