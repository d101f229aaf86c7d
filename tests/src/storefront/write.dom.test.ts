import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../src/storefront/widgets/write';
import { contextOf, settingsOf, settle } from './widgets-fixtures';

const links = () => ({ items: [{ product_id: 'gid://shopify/Product/7', url: 'https://reviews.example/email_review?shop=s&product=7&sig=x' }] });

function writeHost(tag = 'rv-write-review'): HTMLElement {
  const host = document.createElement(tag);
  host.setAttribute('product-id', '7');
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.textContent = '';
  vi.restoreAllMocks();
});

describe('the write-a-review widget', () => {
  it('opens the product\'s signed form link in a dialog (popup mode), named by the form\'s words', async () => {
    const { ctx, calls } = contextOf({ review_links: links });
    const host = writeHost();
    mount(host, ctx);
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Write a review');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.click();
    await settle();
    expect(calls).toEqual([['review_links', { products: '7' }]]);
    const dialog = host.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Write a review');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://reviews.example/email_review?shop=s&product=7&sig=x');
  });

  it('opens the form in a new tab in page mode, and says so when the link cannot be read', async () => {
    const settings = settingsOf();
    settings.widgets.write.options.mode = 'page';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { ctx } = contextOf({ review_links: links }, settings);
    const host = writeHost();
    mount(host, ctx);
    host.querySelector('button')!.click();
    await settle();
    expect(open).toHaveBeenCalledWith('https://reviews.example/email_review?shop=s&product=7&sig=x', '_blank', 'noopener');
    expect(host.querySelector('dialog')).toBeNull();

    const broken = contextOf({}, settings).ctx;
    const other = writeHost();
    mount(other, broken);
    other.querySelector('button')!.click();
    await settle();
    expect(other.querySelector('[role=status]')?.textContent).toBe('Reviews could not be loaded.');
  });

  it('opens at once inside the review widget (the click was on its own button)', async () => {
    const settings = settingsOf();
    settings.widgets.write.options.mode = 'page';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { ctx } = contextOf({ review_links: links }, settings);
    const slot = writeHost('div');
    mount(slot, ctx);
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
    expect(slot.querySelector('button')).toBeNull();
  });
});
