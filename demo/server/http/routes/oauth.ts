import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { createCode, deleteState, findState, type OAuthState } from '../../store/repositories/oauth';
import { installShop } from '../../seed/seed';
import { getShopByDomain } from '../../store/repositories/shops';
import { signParams } from '../hmac';
import { PAGE_HEADERS, escapeHtml, renderErrorPage, renderPage } from '../html';
import { normalizeShopDomain } from '../../domain/shop-domain';

/** Access the install page asks the merchant to grant. */
export const REQUESTED_PERMISSIONS: readonly string[] = [
  'View products and collections, to show reviews on product pages',
  'View orders and customers, to send review request emails',
  'Edit theme app embeds, to add the reviews widgets to the store',
  'Create discounts, to reward customers who leave reviews',
];

function invalidLinkPage(c: Context<AppEnv>): Response {
  const html = renderErrorPage(
    'This install link has expired',
    'The link is invalid or older than 10 minutes. Go back and sign in again to get a new one.',
    '/login',
    'Back to sign in',
  );
  return c.body(html, 400, PAGE_HEADERS);
}

function lookUpState(ctx: AppContext, shopInput: unknown, stateInput: unknown): OAuthState | undefined {
  const shop = normalizeShopDomain(shopInput);
  if (!shop || typeof stateInput !== 'string' || !stateInput) return undefined;
  return findState(ctx.db, stateInput, shop, ctx.now());
}

function installPage(pending: OAuthState): string {
  const shop = escapeHtml(pending.shop);
  const cancel = new URL('/login', pending.redirect_uri).toString();
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return renderPage(
    `Install Product Reviews on ${pending.shop}`,
    `<h1>Install Product Reviews on ${shop}</h1>
<p id="asks">Product Reviews is asking for permission to:</p>
<ul aria-labelledby="asks">${REQUESTED_PERMISSIONS.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<form method="post" action="/oauth/approve">
${hidden('shop', pending.shop)}
${hidden('redirect_uri', pending.redirect_uri)}
${hidden('state', pending.state)}
<div class="actions">
<a class="link" href="${escapeHtml(cancel)}">Cancel</a>
<button type="submit">Install app</button>
</div>
</form>`,
  );
}

/** Builds the redirect after approval: existing query plus code, host, shop, state, timestamp and their hmac. */
export function approvalRedirect(redirectUri: string, params: Record<string, string>, secret: string): string {
  const target = new URL(redirectUri);
  target.searchParams.delete('hmac');
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  const signed = Object.fromEntries(target.searchParams.entries());
  target.searchParams.set('hmac', signParams(signed, secret));
  return target.toString();
}

/** The simulated platform install screen: authorize page and approval. */
export function oauthRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/authorize', (c) => {
    const pending = lookUpState(ctx, c.req.query('shop'), c.req.query('state'));
    if (!pending) return invalidLinkPage(c);
    return c.body(installPage(pending), 200, PAGE_HEADERS);
  });

  app.post('/approve', async (c) => {
    const form = await c.req.parseBody();
    const pending = lookUpState(ctx, form.shop, form.state);
    if (!pending || form.redirect_uri !== pending.redirect_uri) return invalidLinkPage(c);
    deleteState(ctx.db, pending.state);
    const now = ctx.now();
    if (!getShopByDomain(ctx.db, pending.shop)) installShop(ctx.db, pending.shop, now);
    const serverHost = new URL(c.req.url).host;
    const location = approvalRedirect(
      pending.redirect_uri,
      {
        code: createCode(ctx.db, pending.shop, now),
        host: Buffer.from(`${serverHost}/admin`, 'utf8').toString('base64url'),
        shop: pending.shop,
        state: pending.state,
        timestamp: String(Math.floor(now / 1000)),
      },
      ctx.secret,
    );
    return c.redirect(location, 302);
  });

  return app;
}
