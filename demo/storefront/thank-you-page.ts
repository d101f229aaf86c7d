import { escapeHtml } from '../server/http/html';
import { isPlaced } from './displays';
import { storeHref } from './layout';
import { thankYouOrder } from './orders';
import { page, word, type PageInput } from './pages';
import { themeWord } from './theme-words';
import { checkoutReview } from './widget-markup';

/** `/storefront/thank-you?order=<id>`: the order's summary and the thank-you block; null for an unknown order. */
export function thankYouPage(input: PageInput, orderId: number): string | null {
  const { db, store, displays } = input;
  const order = thankYouOrder(db, store.shop.id, orderId);
  if (!order) return null;
  const lines = order.lines
    .map((line) => {
      const image = line.image ? `<img src="${escapeHtml(line.image)}" alt="" width="64" height="64">` : '<span class="sf-no-image sf-line-image"></span>';
      const title = line.handle
        ? `<a href="${escapeHtml(storeHref(store, `/products/${encodeURIComponent(line.handle)}`))}">${escapeHtml(line.title)}</a>`
        : escapeHtml(line.title);
      return `<li class="sf-line">${image}<span>${title}<br><span class="sf-muted">${word(store, 'quantity', { count: line.quantity })}</span></span></li>`;
    })
    .join('');
  const block = isPlaced(displays, 'checkout', 'thank_you') && order.lines.length
    ? `<section class="sf-section">${checkoutReview(order.lines.map((line) => line.productId))}</section>`
    : '';
  const main = `<h1>${word(store, 'thank_you_title')}</h1>
<p>${word(store, 'thank_you_text', { order: order.name })}</p>
<section class="sf-section sf-order" aria-labelledby="summary"><h2 id="summary">${word(store, 'order_summary')}</h2>
<ul class="sf-lines">${lines}</ul></section>
${block}`;
  return page(input, { title: themeWord(store.lang, 'thank_you_title'), path: '/thank-you', query: { order: String(order.id) }, main, thankYou: true });
}
