import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../src/storefront/widgets/checkout';
import { contextOf, reviewOf, settingsOf, settle } from './widgets-fixtures';

afterEach(() => {
  document.body.textContent = '';
  vi.restoreAllMocks();
});

describe('the thank-you page ratings', () => {
  it('names each product and opens its review form with the chosen rating in a new tab (page mode)', async () => {
    const settings = settingsOf();
    settings.widgets.write.options.mode = 'page';
    const { ctx, calls } = contextOf({
      review_links: () => ({ items: [{ product_id: 'gid://shopify/Product/7', url: 'https://r.example/email_review?t=7' }, { product_id: 'gid://shopify/Product/8', url: 'javascript:alert(1)' }] }),
      reviews: () => ({ items: [reviewOf(1)], total: 1, page: 1, per_page: 5, sort: 'commented-at-descending' }),
    }, settings);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const host = document.createElement('rv-checkout-review');
    host.setAttribute('products', '7,8');
    document.body.append(host);
    mount(host, ctx);
    await settle();
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Rate Wool hat', 'Rate #2']);
    expect(calls.find(([path]) => path === 'review_links')?.[1]).toEqual({ products: '7,8' });
    const four = host.querySelectorAll<HTMLInputElement>('fieldset')[0]!.querySelector<HTMLInputElement>('input[value="4"]')!;
    four.checked = true;
    four.dispatchEvent(new Event('change'));
    expect(open).toHaveBeenCalledWith('https://r.example/email_review?t=7&rating=4', '_blank', 'noopener');
    expect(host.querySelector('fieldset [role=status]')?.textContent).toBe('Thank you for your rating!');
    const unsafe = host.querySelectorAll<HTMLInputElement>('fieldset')[1]!.querySelector<HTMLInputElement>('input[value="5"]')!;
    unsafe.dispatchEvent(new Event('change'));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
