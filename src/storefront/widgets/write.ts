import type { WidgetReviewLinks } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { addStyle, openFormDialog, openInNewTab, optionsOf, safeLink } from './common';

const DEFAULTS: WidgetOptions<'write'> = { mode: 'popup', ask_media: true };

const CSS = `
rv-write-review{display:inline-block;min-height:44px}
rv-write-review .rv-btn{height:40px;margin-block:2px}
:is(rv-write-review,rv-review-widget) .rv-write-failed{margin-inline-start:8px}
`;

/** The signed review-form link of a product (the shop's link without one), or null when unavailable. */
export async function reviewLink(ctx: WidgetContext, product: string): Promise<string | null> {
  const answer = await ctx.api.get<WidgetReviewLinks>('review_links', { products: product || undefined });
  const item = answer.items.find((i) => !product || i.product_id === null || i.product_id.endsWith(`/${product}`) || i.product_id === product) ?? answer.items[0];
  return safeLink(item?.url, ctx.api.apiBase);
}

/**
 * Write a review: `<rv-write-review product-id product-title>` draws the shop's write button; inside
 * the review widget (its write slot, after the click) it opens at once. The `popup` mode shows the
 * review form page in a modal dialog (focus kept inside, Escape closes, focus back to the button),
 * `page` opens the form in a new tab. The signed form link comes from `review_links`.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('write', CSS);
  let ctx = first;
  let alive = true;
  const product = host.getAttribute('product-id') ?? '';
  const standalone = host.localName === 'rv-write-review';
  const status = h('span', { class: 'rv-write-failed', role: 'status' });
  const content = h('span', { class: 'rv-write' });
  replace(host, content);

  const open = async (): Promise<void> => {
    status.textContent = '';
    const mode = optionsOf(ctx, 'write', DEFAULTS).mode;
    try {
      const url = await reviewLink(ctx, product);
      if (!alive) return;
      if (!url) throw new Error('no link');
      if (mode === 'page') openInNewTab(url);
      else openFormDialog(host, ctx.words, url);
    } catch {
      if (alive) status.textContent = ctx.words.t('reviews.load_failed');
    }
  };

  const draw = (): void => {
    if (!standalone) return replace(content, status);
    replace(content, h('button', { type: 'button', class: 'rv-btn', 'aria-haspopup': optionsOf(ctx, 'write', DEFAULTS).mode === 'popup' ? 'dialog' : false, onclick: () => void open() },
      ctx.settings.write_review_button_text || ctx.words.t('review_form.write_review')), status);
  };

  draw();
  if (!standalone && !ctx.preview) void open();
  return {
    update: (next) => {
      ctx = next;
      draw();
    },
    destroy: () => {
      alive = false;
      host.querySelector('dialog')?.close();
      replace(host);
    },
  };
};
