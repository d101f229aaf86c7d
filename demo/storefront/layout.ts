import { escapeHtml } from '../server/http/html';
import { DEMO_SHOP_DOMAIN } from '../server/seed/demo-shop';
import { STOREFRONT_SCRIPT, type WidgetDisplays } from '../../src/contract/widgets';
import { isPlaced } from './displays';
import type { Storefront } from './shop-data';
import { themeWord } from './theme-words';
import { referral, reviewsTab } from './widget-markup';

/** Mount path of the demo storefront. */
export const STOREFRONT_PATH = '/storefront';

/**
 * Headers of every storefront page: scripts from this server only (the widget script's origin) and
 * never inline, calls to this server only (the widget API), images also from https (review
 * photos), frames of this server (the review form dialog), styles of the theme and the widgets'
 * own style elements, never cached, framed by this server only.
 */
export const STOREFRONT_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
};

/** A storefront address keeping the page's shop (when not the demo shop) and language (when not the primary one). */
export function storeHref(store: Storefront, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (store.shop.domain !== DEMO_SHOP_DOMAIN) params.set('shop', store.shop.domain);
  if (store.lang !== store.languages[0]?.code) params.set('lang', store.lang);
  const search = params.toString();
  return `${STOREFRONT_PATH}${path}${search ? `?${search}` : ''}`;
}

/** What a page adds to the shared layout. */
export interface PageParts {
  title: string;
  /** Path of the page under /storefront (for the language links). */
  path: string;
  /** Extra query of the page kept by the language links (e.g. the order). */
  query?: Record<string, string>;
  /** The main content (trusted markup built with escaped values). */
  main: string;
  /** Which nav entry is the current page. */
  current?: 'home' | 'catalog' | 'reviews';
  /** True on the thank-you page (the referral block shows there when placed on `thank_you`). */
  thankYou?: boolean;
  /** The id of a recent order for the footer's link, or null. */
  recentOrder: number | null;
}

function header(store: Storefront, page: PageParts): string {
  const w = (key: Parameters<typeof themeWord>[1]) => escapeHtml(themeWord(store.lang, key));
  const nav = ([['home', '/', 'home'], ['catalog', '/collections/all', 'catalog'], ['reviews', '/pages/reviews', 'reviews']] as const)
    .map(([key, path, word]) => `<li><a href="${escapeHtml(storeHref(store, path))}"${page.current === key ? ' aria-current="page"' : ''}>${w(word)}</a></li>`)
    .join('');
  const languages = store.languages.length < 2 ? '' : `<nav class="sf-langs" aria-label="${w('language')}"><ul>${store.languages
    .map((l) => {
      const params = new URLSearchParams(page.query ?? {});
      if (store.shop.domain !== DEMO_SHOP_DOMAIN) params.set('shop', store.shop.domain);
      if (!l.primary) params.set('lang', l.code);
      const search = params.toString();
      const href = `${STOREFRONT_PATH}${page.path}${search ? `?${search}` : ''}`;
      const current = l.code === store.lang ? ' aria-current="true"' : '';
      return `<li><a href="${escapeHtml(href)}" hreflang="${escapeHtml(l.code)}" lang="${escapeHtml(l.code)}"${current}>${escapeHtml(l.name)}</a></li>`;
    })
    .join('')}</ul></nav>`;
  return `<header class="sf-header"><div class="sf-wrap sf-header-row">
<a class="sf-logo" href="${escapeHtml(storeHref(store, '/'))}">${escapeHtml(store.shop.name)}</a>
<nav class="sf-nav" aria-label="${w('main_nav')}"><ul>${nav}</ul></nav>
${languages}
</div></header>`;
}

function footer(store: Storefront, page: PageParts): string {
  const order = page.recentOrder === null
    ? ''
    : `<p><a href="${escapeHtml(storeHref(store, '/thank-you', { order: String(page.recentOrder) }))}">${escapeHtml(themeWord(store.lang, 'recent_order'))}</a></p>`;
  return `<footer class="sf-footer"><div class="sf-wrap">
<p class="sf-footer-name">${escapeHtml(store.shop.name)}</p>
<p>${escapeHtml(themeWord(store.lang, 'footer_text'))}</p>
${order}
</div></footer>`;
}

/** The script tag of the app embed, or nothing when the shop's app embed is off. */
function appEmbed(store: Storefront): string {
  if (store.shop.app_embeds_enabled !== 1) return '';
  const query = new URLSearchParams({ shop: store.shop.domain, lang: store.lang });
  return `<script type="module" src="/${STOREFRONT_SCRIPT}?${escapeHtml(query.toString())}"></script>\n`;
}

/** The document's start up to `</head>`: language, title, the theme CSS, then `extra` (escaped here: title; `extra` and `meta` are markup). */
function documentHead(lang: string, title: string, extra: string, meta = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${meta}<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STOREFRONT_PATH}/theme.css">
${extra}</head>`;
}

/** A complete storefront page: head (theme CSS, the app embed's script), header, the page, the every-page widgets, footer. */
export function renderStorefrontPage(store: Storefront, displays: WidgetDisplays, page: PageParts): string {
  const referralHere = isPlaced(displays, 'referral', 'every_page') || (page.thankYou === true && isPlaced(displays, 'referral', 'thank_you'));
  const floating = isPlaced(displays, 'tab', 'every_page') ? reviewsTab(displays) : '';
  return `${documentHead(store.lang, `${page.title} – ${store.shop.name}`, appEmbed(store))}
<body class="sf-body">
${header(store, page)}
<main id="main" class="sf-main sf-wrap">
${page.main}
${referralHere ? `<section class="sf-section sf-referral">${referral()}</section>` : ''}
</main>
${footer(store, page)}
${floating}
</body>
</html>`;
}

/** A page outside the shop's theme (the theme editor, an unknown shop): the theme CSS, no script. */
export function plainPage(title: string, body: string, bodyClass = ''): string {
  return `${documentHead('en', title, '', '<meta name="robots" content="noindex">\n')}
<body class="sf-body ${bodyClass}">
<main class="sf-plain">${body}</main>
</body>
</html>`;
}

/** The page of a `?shop=` that names no shop (served with 404). */
export function unknownShopPage(domain: string): string {
  return plainPage('Store not found', `<h1>Store not found</h1>
<p role="alert">There is no store at ${escapeHtml(domain)}.</p>
<p><a href="${STOREFRONT_PATH}/">Visit the demo store</a></p>`);
}
