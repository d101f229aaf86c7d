import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../../src/storefront/widgets/storeReview';
import { contextOf, reviewOf, settingsOf, settle } from './widgets-fixtures';

const answers = {
  summary: () => ({ product_id: null, count: 12, average: 4.5, histogram: [0, 0, 1, 4, 7], with_media: 3, product_text: '', list_text: '' }),
  reviews: () => ({ items: [1, 2, 3, 4].map((id) => reviewOf(id)), total: 4, page: 1, per_page: 5, sort: 'commented-at-descending' }),
};

afterEach(() => {
  document.body.textContent = '';
});

describe('the store reviews block', () => {
  it('shows the shop-wide rating and at most max_items latest reviews, texts inert', async () => {
    const settings = settingsOf();
    settings.widgets.storeReview.options.max_items = 3;
    const { ctx } = contextOf(answers, settings);
    const host = document.createElement('rv-store-reviews');
    document.body.append(host);
    mount(host, ctx);
    await settle();
    expect(host.textContent).toContain('Based on 12 store reviews');
    expect(host.querySelectorAll('.rv-card')).toHaveLength(3);
    expect(host.querySelector('img[onerror]')).toBeNull();
    expect(host.querySelector('.rv-body')?.textContent).toBe('<img src=x onerror="window.__x=1">');
  });

  it('draws nothing and reads nothing when the shop does not show store reviews', async () => {
    const { ctx, calls } = contextOf(answers, settingsOf({ is_show_store_review: 0 }));
    const host = document.createElement('rv-store-reviews');
    document.body.append(host);
    mount(host, ctx);
    await settle();
    expect(host.hidden).toBe(true);
    expect(host.childNodes).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});
