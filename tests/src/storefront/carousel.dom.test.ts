import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetContext } from '../../../src/storefront/core/widget';
import { mount } from '../../../src/storefront/widgets/carousel';
import { contextOf, reviewOf, settingsOf, settle } from './widgets-fixtures';

afterEach(() => {
  document.body.textContent = '';
});

describe('the review carousel', () => {
  it('reads reviews by its options, redraws a title change at once and reads again only for a new query (the admin preview)', async () => {
    const settings = settingsOf();
    settings.widgets.carousel.options = { title: 'Loved by many', min_rating: 4, autoplay_seconds: 0, max_items: 3, with_media_only: true };
    const { ctx, calls } = contextOf({ reviews: () => ({ items: [1, 2, 3, 4].map((id) => reviewOf(id)), total: 4, page: 1, per_page: 5, sort: 'commented-at-descending' }) }, settings);
    const host = document.createElement('rv-review-carousel');
    document.body.append(host);
    const drawn = mount(host, ctx);
    await settle();
    expect(calls).toEqual([['reviews', { product: undefined, min_rating: 4, media: 1, page: 1 }]]);
    expect(host.querySelectorAll('.rv-card[data-review]')).toHaveLength(3);
    expect(host.querySelector('h2')?.textContent).toBe('Loved by many');
    expect(host.getAttribute('aria-roledescription')).toBe('carousel');

    const retitled: WidgetContext = { ...ctx, settings: structuredClone(settings) };
    retitled.settings.widgets!.carousel!.options.title = 'Our fans';
    drawn.update(retitled);
    expect(host.querySelector('h2')?.textContent).toBe('Our fans');
    expect(calls).toHaveLength(1);

    const lower: WidgetContext = { ...ctx, settings: structuredClone(retitled.settings) };
    lower.settings.widgets!.carousel!.options.min_rating = 1;
    drawn.update(lower);
    await settle();
    expect(calls.at(-1)).toEqual(['reviews', { product: undefined, min_rating: 1, media: 1, page: 1 }]);
    drawn.destroy();
    expect(host.childNodes).toHaveLength(0);
  });
});
