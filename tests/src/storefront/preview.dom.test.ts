import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetReview } from '../../../src/contract/widget-api';
import { DEFAULT_WIDGET_SETTINGS } from '../../../demo/server/domain/widget-settings';
import { defaultWidgetWords } from '../../../demo/server/domain/widget-words';
import { publicWidgetSettings } from '../../../demo/server/widgets/public-view';
import { DEFAULT_WIDGET_DISPLAYS } from '../../../src/contract/widgets';
import { renderPreview, type PreviewInput } from '../../../src/storefront/preview';

const TOTAL = 12;
const SERVER_PER_PAGE = 5;
const review = (i: number): WidgetReview => ({ // `product` is what newer answers add
  id: i, product_id: 'gid://shopify/Product/7', rating: (i % 5) + 1, title: `Review ${i}`, body: 'Nice.', author: 'Ann', country: null,
  created_at: '2025-01-01T00:00:00Z', verified: false, incentivized: false, pinned: false, media: [], reply: null, helpful: null, answers: [], product: null,
}) as WidgetReview;

/** The widget API as the preview reads it: reviews paged by the shop's saved size, a summary; anything else is a failure. */
function fakeApi(): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input);
    calls.push(url.pathname.split('/').pop()!);
    const page = Number(url.searchParams.get('page') ?? 1);
    const data = url.pathname.endsWith('/reviews')
      ? { items: Array.from({ length: TOTAL }, (_, i) => review(i + 1)).slice((page - 1) * SERVER_PER_PAGE, page * SERVER_PER_PAGE), total: TOTAL, page, per_page: SERVER_PER_PAGE, sort: 'commented-at-descending' }
      : url.pathname.endsWith('/summary')
        ? { product_id: 'gid://shopify/Product/7', count: TOTAL, average: 3, histogram: [3, 3, 2, 2, 2], with_media: 0, product_text: '{{star}} 12 Reviews', list_text: '{{star}} (12)' }
        : null;
    return Promise.resolve(new Response(JSON.stringify(data ? { code: 0, message: 'ok', data } : { code: 404 }), { status: data ? 200 : 404 }));
  });
  return calls;
}

const input = (over: Partial<PreviewInput['settings']> = {}, widget: PreviewInput['widget'] = 'widget'): PreviewInput => ({
  widget,
  apiBase: 'http://app.test/',
  shop: 'preview-shop.myshopify.com',
  productId: '7',
  css: 'rv-review-widget .rv-title{color:#123456}',
  settings: {
    ...publicWidgetSettings(DEFAULT_WIDGET_SETTINGS, { words: defaultWidgetWords('en'), words_language: 'en', widgets: DEFAULT_WIDGET_DISPLAYS, shop_name: 'Preview shop', shop_domain: 'preview-shop.example' }),
    reviews_per_page_number: 3,
    ...over,
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin preview', () => {
  it('draws the widget with the draft settings (no settings call), pages by the draft size, redraws synchronously and cleans up', async () => {
    const calls = fakeApi();
    const host = document.createElement('div');
    document.body.append(host);
    const preview = await renderPreview(host, input({ widget_title: 'What people say' }));
    await settle();
    const widget = host.querySelector('rv-review-widget') as HTMLElement;
    const styles = [...host.querySelectorAll('style')].map((el) => el.textContent ?? '');
    expect(styles).toHaveLength(2);
    expect(styles[0]).toContain('rv-review-widget .rv-card{');
    expect(styles[1]).toBe('rv-review-widget .rv-title{color:#123456}');
    expect(widget.querySelector('.rv-title')?.textContent).toBe('What people say');
    expect(widget.querySelectorAll('.rv-card[data-review]')).toHaveLength(3);
    expect(widget.textContent).toContain('Page 1 of 4');
    expect(calls).not.toContain('settings');

    const before = calls.length;
    const started = performance.now();
    preview.update({ ...input({ widget_title: 'Draft title', star_color: '#ff0000', reviews_per_page_number: 3 }), css: 'rv-review-widget{outline:1px solid}' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(widget.querySelector('.rv-title')?.textContent).toBe('Draft title');
    expect(widget.style.getPropertyValue('--rv-star')).toBe('#ff0000');
    expect(host.querySelectorAll('style')[1]?.textContent).toBe('rv-review-widget{outline:1px solid}');
    expect(calls.length).toBe(before);

    // A larger draft page reads the next API page too and shows the first seven reviews.
    preview.update(input({ reviews_per_page_number: 7 }));
    await settle();
    expect([...widget.querySelectorAll('.rv-card-title')].map((t) => t.textContent)).toEqual(Array.from({ length: 7 }, (_, i) => `Review ${i + 1}`));
    expect(widget.textContent).toContain('Page 1 of 2');

    preview.destroy();
    expect(host.childElementCount).toBe(0);
  });

  it('draws an on-demand widget through its module, redrawing a draft title at once', async () => {
    fakeApi();
    const host = document.createElement('div');
    const draft = input({}, 'carousel');
    const preview = await renderPreview(host, draft);
    expect(host.querySelector('rv-review-carousel h2')?.textContent).toBe(draft.settings.widgets.carousel.options.title);
    const next = structuredClone(draft);
    next.settings.widgets.carousel.options.title = 'Draft title';
    preview.update(next);
    expect(host.querySelector('rv-review-carousel h2')?.textContent).toBe('Draft title');
    preview.destroy();
    expect(host.childNodes).toHaveLength(0);
  });
});
