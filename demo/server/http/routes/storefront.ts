import { Hono } from 'hono';
import type { Context } from 'hono';
import { join } from 'node:path';
import type { AppContext, AppEnv } from '../context';
import { sendFile } from '../static-files';
import { getShopByDomain } from '../../store/repositories/shops';
import { activeDisplays, readWidgetDisplays, type DisplaysReader } from '../../../storefront/displays';
import { editorGrantValid, THEME_EDITOR_PATH } from '../../../storefront/editor-link';
import { editorLinkRefusedPage, editorPage } from '../../../storefront/editor-page';
import { STOREFRONT_HEADERS, STOREFRONT_PATH, unknownShopPage } from '../../../storefront/layout';
import { recentOrderId } from '../../../storefront/orders';
import { allReviewsPage, collectionPage, homePage, notFoundPage, type PageInput } from '../../../storefront/pages';
import { productPage } from '../../../storefront/product-page';
import { openStorefront, setAppEmbed } from '../../../storefront/shop-data';
import { thankYouPage } from '../../../storefront/thank-you-page';

/** What the storefront pages read of the server. */
export type StorefrontContext = Pick<AppContext, 'db' | 'secret' | 'publicUrl' | 'staticRoot' | 'now'>;

/** Options of {@link storefrontRoutes}: where the widget displays come from (tests pass their own). */
export interface StorefrontOptions {
  readDisplays?: DisplaysReader;
}

const html = (c: Context, body: string, status: 200 | 403 | 404) => c.html(body, status, STOREFRONT_HEADERS);

/** The origins a same-origin form post may come from: the request's own and the public address's. */
function sameOrigin(c: Context, publicUrl: string): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = c.req.header('Origin');
  if (origin === undefined) return site === 'same-origin';
  const allowed = [new URL(c.req.url).origin];
  if (publicUrl) allowed.push(new URL(publicUrl).origin);
  return allowed.includes(origin);
}

/**
 * The demo storefront under `/storefront`: server-rendered theme pages of a shop's catalogue
 * (`?shop=`, default the demo shop; `?lang=` one of its storefront languages) with the widget
 * elements placed by the shop's widget displays and the widget script when the app embed is on;
 * `/storefront/editor`, the theme editor stand-in whose switch saves the app embed (signed link,
 * same-origin POST).
 */
export function storefrontRoutes(ctx: StorefrontContext, options: StorefrontOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readDisplays = options.readDisplays ?? readWidgetDisplays;
  // The public address is known once the server listens: read it per request.
  const adminUrl = (): string => `${ctx.publicUrl}/display`;

  app.get('/theme.css', async (c) => {
    const root = join(ctx.staticRoot, 'demo', 'storefront');
    return (await sendFile(c, root, join(root, 'theme.css'))) ?? c.notFound();
  });

  /** Draws a page of the asked shop; an unknown shop, or a page that answers null, is a 404. */
  const storePage = (draw: (input: PageInput, c: Context) => string | null) => (c: Context) => {
    const domain = c.req.query('shop');
    const store = openStorefront(ctx.db, domain, c.req.query('lang'));
    if (!store) return html(c, unknownShopPage(domain ?? ''), 404);
    const input: PageInput = { db: ctx.db, store, displays: activeDisplays(readDisplays(ctx.db, store.shop.id), store.shop.app_embeds_enabled === 1), recentOrder: recentOrderId(ctx.db, store.shop.id) };
    const body = draw(input, c);
    return body === null ? html(c, notFoundPage(input), 404) : html(c, body, 200);
  };

  // Mounted under /storefront, '/' is the address without a slash: the home page is /storefront/.
  app.get('/', (c) => {
    const search = new URL(c.req.url).search;
    return c.redirect(`${STOREFRONT_PATH}/${search}`, 301);
  });
  app.get('/products/:handle', storePage((input, c) => productPage(input, c.req.param('handle') ?? '')));
  app.get('/collections/:handle', storePage((input, c) => collectionPage(input, c.req.param('handle') ?? '')));
  app.get('/pages/reviews', storePage((input) => allReviewsPage(input)));
  app.get('/thank-you', storePage((input, c) => {
    const order = Number(c.req.query('order'));
    return Number.isSafeInteger(order) && order > 0 ? thankYouPage(input, order) : null;
  }));

  const editorPath = THEME_EDITOR_PATH.slice(STOREFRONT_PATH.length);
  const grantOf = (fields: Record<string, unknown>) => {
    const shop = typeof fields.shop === 'string' ? fields.shop : '';
    const grant = { shop, exp: Number(fields.exp) };
    const sig = typeof fields.sig === 'string' ? fields.sig : '';
    const row = editorGrantValid(grant, sig, ctx.secret, ctx.now()) ? getShopByDomain(ctx.db, shop) : undefined;
    return row ? { row, grant, sig } : null;
  };

  app.get(editorPath, (c) => {
    const granted = grantOf(c.req.query());
    if (!granted) return html(c, editorLinkRefusedPage(adminUrl()), 403);
    return html(c, editorPage({ shop: granted.row, grant: granted.grant, sig: granted.sig, adminUrl: adminUrl(), saved: c.req.query('saved') === '1' }), 200);
  });

  app.post(editorPath, async (c) => {
    if (!sameOrigin(c, ctx.publicUrl)) return html(c, editorLinkRefusedPage(adminUrl()), 403);
    const fields = await c.req.parseBody();
    const granted = grantOf(fields);
    if (!granted) return html(c, editorLinkRefusedPage(adminUrl()), 403);
    setAppEmbed(ctx.db, granted.row.id, fields.enabled === '1');
    const query = new URLSearchParams({ shop: granted.grant.shop, exp: String(granted.grant.exp), sig: granted.sig, saved: '1' });
    return c.redirect(`${THEME_EDITOR_PATH}?${query.toString()}`, 303);
  });

  app.get('*', storePage((input, c) => (c.req.path === `${STOREFRONT_PATH}/` ? homePage(input) : null)));
  return app;
}
