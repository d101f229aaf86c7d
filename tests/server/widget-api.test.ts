import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';
import { allPages, getWidget, insertReview, quietProduct } from './widget-api-helpers';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { DEFAULT_WIDGET_SETTINGS, widgetSettingsSchema } from '../../demo/server/domain/widget-settings';
import { defaultWidgetWords } from '../../demo/server/domain/widget-words';
import {
  WIDGET_REVIEW_SORTS,
  widgetPublicSettingsSchema,
  widgetReviewPageSchema,
  widgetSummariesSchema,
  widgetSummarySchema,
} from '../../src/contract/widget-api';

const server = useTestServer();
const media = [{ type: 'image' as const, url: '/uploads/a.jpg', thumb: '/uploads/a-thumb.jpg' }];
let product = 0;
const hiddenIds: number[] = [];

/** Published, live reviews of the fixture product straight from the database. */
const stored = (where = '1', ...params: unknown[]) =>
  server().db.prepare(`SELECT id, rating, has_media, pinned FROM reviews WHERE shop_id = ? AND product_id = ?
    AND status = 'published' AND deleted_at IS NULL AND ${where}`).all(DEMO_SHOP_ID, product, ...params) as
    { id: number; rating: number; has_media: number; pinned: number }[];

beforeAll(() => {
  product = quietProduct(server());
  for (let i = 0; i < 12; i++) {
    insertReview(server(), product, { rating: (i % 5) + 1, helpful_up: (i * 7) % 11, media: i % 3 === 0 ? media : [] });
  }
  insertReview(server(), product, { rating: 1, pinned: 1, title: 'Pinned fixture' });
  hiddenIds.push(
    insertReview(server(), product, { status: 'pending', title: 'NOT-PUBLIC pending' }),
    insertReview(server(), product, { status: 'hidden', title: 'NOT-PUBLIC hidden', media }),
    insertReview(server(), product, { deleted_at: Date.now(), title: 'NOT-PUBLIC deleted', rating: 2 }),
  );
  saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 5 });
});

describe('GET reviews', () => {
  it('lists only published, not deleted reviews, paged by the shop setting, pinned first', async () => {
    const first = await getWidget(server(), 'reviews', { product });
    expect(first.status).toBe(200);
    const page = widgetReviewPageSchema.parse(first.body?.data);
    expect(page).toMatchObject({ page: 1, per_page: 5, sort: 'commented-at-descending', total: stored().length });
    expect(page.items).toHaveLength(5);
    expect(page.items[0]?.title).toBe('Pinned fixture');
    const all = await allPages(server(), 'reviews', { product });
    const ids = all.map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((a, b) => a - b)).toEqual(stored().map((r) => r.id).sort((a, b) => a - b));
    for (const id of hiddenIds) expect(ids).not.toContain(id);
    expect(JSON.stringify(all)).not.toContain('NOT-PUBLIC');
  });

  it('follows a new per-page setting', async () => {
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 7 });
    const answer = await getWidget(server(), 'reviews', { product, page: 2 });
    expect(answer.body?.data).toMatchObject({ per_page: 7, page: 2 });
    expect(answer.body?.data.items).toHaveLength(Math.min(7, stored().length - 7));
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 5 });
  });

  it('splits the same list into pages of any per-page setting, without gaps or repeats', async () => {
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 50 });
    const whole = (await allPages(server(), 'reviews', { product })).map((r: { id: number }) => r.id);
    expect(whole.length).toBeLessThanOrEqual(50);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.constantFrom(...WIDGET_REVIEW_SORTS), async (perPage, sort) => {
        saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: perPage });
        const pages = await allPages(server(), 'reviews', { product, sort });
        saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 50 });
        const one = (await allPages(server(), 'reviews', { product, sort })).map((r: { id: number }) => r.id);
        expect(pages.map((r: { id: number }) => r.id)).toEqual(one);
        expect(new Set(one)).toEqual(new Set(whole));
      }),
      { numRuns: 15 },
    );
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { reviews_per_page_number: 5 });
  });

  it.each(WIDGET_REVIEW_SORTS)('sorts by %s with pinned reviews first', async (sort) => {
    const all = widgetReviewPageSchema.shape.items.parse(await allPages(server(), 'reviews', { product, sort }));
    const key = (r: (typeof all)[number]): number[] => {
      const time = Date.parse(r.created_at);
      const byKey: Record<typeof sort, number[]> = {
        'commented-at-descending': [-time],
        'commented-at-ascending': [time],
        'rating-descending': [-r.rating, -time],
        'rating-ascending': [r.rating, -time],
        'media-first': [r.media.length > 0 ? 0 : 1, -time],
        'helpful-descending': [-(r.helpful?.up ?? 0), -time],
      };
      return [r.pinned ? 0 : 1, ...byKey[sort]];
    };
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [key(all[i - 1]!), key(all[i]!)];
      const diff = a.map((x, j) => x - (b[j] ?? 0)).find((d) => d !== 0) ?? 0;
      expect(diff, `${sort} at ${i}`).toBeLessThanOrEqual(0);
    }
  });

  it('starts from the shop sort and names the sort values of the settings', async () => {
    expect([...WIDGET_REVIEW_SORTS]).toEqual(widgetSettingsSchema.shape.review_sort_by.options);
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { review_sort_by: 'rating-ascending' });
    const answer = await getWidget(server(), 'reviews', { product });
    expect(answer.body?.data.sort).toBe('rating-ascending');
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { review_sort_by: DEFAULT_WIDGET_SETTINGS.review_sort_by });
  });

  it('filters by rating and media and reads a product by number or global id', async () => {
    const fives = await allPages(server(), 'reviews', { product, rating: 5 });
    expect(fives.length).toBe(stored('rating = 5').length);
    expect(fives.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const withMedia = await allPages(server(), 'reviews', { product, media: 1 });
    expect(withMedia.length).toBe(stored('has_media = 1').length);
    expect(withMedia.every((r: { media: unknown[] }) => r.media.length > 0)).toBe(true);
    const byGid = await getWidget(server(), 'reviews', { product: `gid://shopify/Product/${product}` });
    const byNumber = await getWidget(server(), 'reviews', { product });
    expect(byGid.text).toBe(byNumber.text);
    expect((await getWidget(server(), 'reviews', { product: 'abc' })).status).toBe(400);
    expect((await getWidget(server(), 'reviews', { sort: 'newest' })).status).toBe(400);
  });

  it('applies the display flags: anonymous names, country, verified badge, helpful votes', async () => {
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_anonymous: 1, is_show_country_flag: 2, is_show_verified_badge: 2, is_show_helpful: 2 });
    const items = (await getWidget(server(), 'reviews', { product })).body?.data.items as Record<string, unknown>[];
    for (const item of items) {
      expect(item).toMatchObject({ author: 'J*** F***', country: null, verified: false, helpful: null });
    }
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_anonymous: 2, is_show_country_flag: 1, is_show_verified_badge: 1, is_show_helpful: 1 });
    const shown = (await getWidget(server(), 'reviews', { product })).body?.data.items[1] as Record<string, unknown>;
    expect(shown).toMatchObject({ author: 'Jane Fixture', country: 'DE', verified: true, helpful: expect.any(Object) });
  });
});

describe('GET summary and summaries', () => {
  it('counts published reviews only, with the histogram, average, media count and rating texts', async () => {
    const summary = widgetSummarySchema.parse((await getWidget(server(), 'summary', { product })).body?.data);
    const rows = stored();
    expect(summary.count).toBe(rows.length);
    expect(summary.histogram).toEqual([1, 2, 3, 4, 5].map((n) => rows.filter((r) => r.rating === n).length));
    expect(summary.with_media).toBe(rows.filter((r) => r.has_media === 1).length);
    expect(summary.average).toBe(Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10);
    expect(summary.product_text).toBe(`{{star}} ${rows.length} Reviews`);
    expect(summary.list_text).toBe(`{{star}} (${rows.length})`);
  });

  it('answers many products at once, in order, up to 50', async () => {
    const ids = server().db.prepare('SELECT id FROM products WHERE shop_id = ? ORDER BY id DESC LIMIT 50').pluck().all(DEMO_SHOP_ID) as number[];
    const list = widgetSummariesSchema.parse((await getWidget(server(), 'summaries', { products: ids.join(',') })).body?.data);
    expect(list.items.map((s) => s.product_id)).toEqual(ids.map((id) => `gid://shopify/Product/${id}`));
    const single = (await getWidget(server(), 'summary', { product: ids[0] })).body?.data;
    expect(list.items[0]).toEqual(single);
    const tooMany = await getWidget(server(), 'summaries', { products: [...ids, 999999].join(',') });
    expect(tooMany.status).toBe(400);
  });
});

describe('GET questions and settings', () => {
  it('lists published questions only, and none when Q&A is off', async () => {
    const all = await allPages(server(), 'questions', {});
    const ids = (where: string) => server().db.prepare(`SELECT id FROM questions WHERE shop_id = ? AND ${where} ORDER BY id`).pluck().all(DEMO_SHOP_ID) as number[];
    const published = ids("status = 'published' AND deleted_at IS NULL");
    expect(published.length).toBeGreaterThan(0);
    expect(ids("status <> 'published' OR deleted_at IS NOT NULL").length).toBeGreaterThan(0);
    expect(all.map((q: { id: number }) => q.id).sort((a, b) => a - b)).toEqual(published);
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 2 });
    expect((await getWidget(server(), 'questions', {})).body?.data).toMatchObject({ items: [], total: 0 });
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 1 });
  });

  it('sends the public settings without custom CSS or moderation rules', async () => {
    saveWidgetSettings(server().db, DEMO_SHOP_ID, { rating_css_code: '.x{color:red}', star_color: '#123456' });
    const data = (await getWidget(server(), 'settings')).body?.data as Record<string, unknown>;
    expect(widgetPublicSettingsSchema.parse(data)).toMatchObject({ star_color: '#123456', reviews_per_page_number: 5 });
    for (const key of ['rating_css_code', 'reviews_css_code', 'is_auto_publish', 'auto_publish_min_rating']) expect(data).not.toHaveProperty(key);
  });

  it('sends the widget words in the language asked for, the shop\'s own words over the defaults', async () => {
    server().db.prepare('INSERT INTO shop_selfdefine_langs (shop_id, lang, json_data, updated_at) VALUES (?, ?, ?, ?)')
      .run(DEMO_SHOP_ID, 'de', JSON.stringify({ 'reviews.verified': 'Verifizierter Kauf', 'no.such_word': 'x' }), Date.now());
    const english = widgetPublicSettingsSchema.parse((await getWidget(server(), 'settings')).body?.data);
    expect(english).toMatchObject({ words_language: 'en', words: { 'reviews.verified': 'Verified buyer', 'qa.ask_question': 'Ask a question' } });
    const german = widgetPublicSettingsSchema.parse((await getWidget(server(), 'settings', { lang: 'de' })).body?.data);
    expect(german.words_language).toBe('de');
    expect(german.words).toEqual({ ...defaultWidgetWords('de'), 'reviews.verified': 'Verifizierter Kauf' });
    expect(Object.keys(german.words).sort()).toEqual(Object.keys(english.words).sort());
    expect(german.words['qa.ask_question']).not.toBe(english.words['qa.ask_question']);
    expect((await getWidget(server(), 'settings', { lang: 'xx' })).status).toBe(400);
  });
});
