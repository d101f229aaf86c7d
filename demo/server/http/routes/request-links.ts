import { Hono } from 'hono';
import type { AppContext } from '../context';
import { escapeHtml, renderPage } from '../html';
import { requestLinks } from '../../domain/request-links';
import { formLinkSigner } from '../../collect/form-links';
import { emailDefaults } from '../../mail/index';
import { requestLanguage } from '../../requests/request-email';
import { requestByToken, requestProducts } from '../../requests/repository';
import { markRequestClicked, markRequestOpened, unsubscribeByToken } from '../../requests/tracking';
import { getShopById } from '../../store/repositories/shops';
import type { LanguageCode } from '../../../../src/contract/constants';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

/** The unsubscribe page: the server's card page in the customer's language. */
const page = (language: LanguageCode, title: string, body: string): string => renderPage(title, body, { lang: language });

/**
 * The public addresses of review-request emails (no session; rate-limited by the app): the open
 * pixel, the tracked click (a redirect to this server's review form only), and unsubscribe (GET
 * shows a page and changes nothing; POST, RFC 8058 one-click or the page's form, unsubscribes).
 */
export function requestLinkRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const signForm = formLinkSigner(ctx.secret);

  app.get('/o/:file', (c) => {
    const token = c.req.param('file').replace(/\.gif$/, '');
    if (TOKEN.test(token)) markRequestOpened(ctx.db, token, ctx.now());
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
  });

  app.get('/c/:token', (c) => {
    const token = c.req.param('token');
    const row = TOKEN.test(token) ? markRequestClicked(ctx.db, token, ctx.now()) : undefined;
    if (!row) return c.text('This link is not valid.', 404);
    // Only a product of this request may be named; the address is always this server's review form, signed.
    const asked = c.req.query('product');
    const product = requestProducts(row).find((p) => p.id === asked)?.id;
    return c.redirect(requestLinks(ctx.publicUrl, row.token, signForm).form(product), 302);
  });

  const texts = (token: string) => {
    const row = TOKEN.test(token) ? requestByToken(ctx.db, token) : undefined;
    const language = row ? requestLanguage(ctx.db, row) : 'en';
    const shop = row ? getShopById(ctx.db, row.shop_id) : undefined;
    const t = emailDefaults(language).unsubscribePage;
    const fill = (text: string) => escapeHtml(text.replace(/\{\{\s*shop\s*\}\}/g, shop?.name ?? ''));
    return { row, language, t, fill };
  };

  app.get('/u/:token', (c) => {
    const { row, language, t, fill } = texts(c.req.param('token'));
    if (!row) return c.html(page(language, t.title, `<h1>${fill(t.title)}</h1><p>${fill(t.invalid)}</p>`), 404, PAGE_HEADERS);
    const body = `<h1>${fill(t.title)}</h1><p>${fill(t.question)}</p><form method="post"><button type="submit">${fill(t.button)}</button></form>`;
    return c.html(page(language, t.title, body), 200, PAGE_HEADERS);
  });

  app.post('/u/:token', async (c) => {
    const { row, language, t, fill } = texts(c.req.param('token'));
    if (!row) return c.html(page(language, t.title, `<h1>${fill(t.title)}</h1><p>${fill(t.invalid)}</p>`), 404, PAGE_HEADERS);
    unsubscribeByToken(ctx.db, row.token, ctx.now());
    const raw = await c.req.text();
    if (/(^|&)List-Unsubscribe=One-Click(&|$)/.test(raw)) return c.text('Unsubscribed', 200, { 'Cache-Control': 'no-store' });
    return c.html(page(language, t.title, `<h1>${fill(t.title)}</h1><p>${fill(t.done)}</p>`), 200, PAGE_HEADERS);
  });

  return app;
}
