import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppContext, AppEnv } from '../context';
import { searchCollections, searchProducts, variantsOf } from '../../store/repositories/catalog';
import type { ProductStatus } from '../../domain/catalog';
import { imageUrl } from '../../domain/store-ids';
import { hasControlCharacter } from '../../domain/review-filter';
import { APP_NAME, DEMO_APP_ID } from '../../seed/demo-shop';
import { ApiError } from '../../domain/errors';
import { bearerToken } from '../require-session';
import {
  StoreError,
  StoreReason,
  TOKEN_EXPIRED_MESSAGE,
  sendStoreError,
  storeFail,
  storeFailure,
  storeOk,
} from '../store-envelope';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  collectionView,
  decodeCursor,
  pageInfo,
  productView,
} from '../store-view';
import { issueSessionToken, verifySessionToken } from '../tokens';
import { getShopById } from '../../store/repositories/shops';
import { shopCurrency } from '../../collect/reward-email';

/** Statuses the `status` filter accepts (ACTIVE products are always included). */
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['ACTIVE', 'ARCHIVED', 'DRAFT'];
/** Image name of the app icon served by the placeholder route. */
const APP_ICON = 'product-reviews';
const MAX_KEYWORD_LENGTH = 255;

function isProductStatus(value: string): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** ACTIVE plus the comma-joined extra statuses; fails on a value that is not a product status. */
export function parseStatuses(raw: string | undefined): ProductStatus[] {
  const statuses = new Set<ProductStatus>(['ACTIVE']);
  for (const part of (raw ?? '').split(',')) {
    const value = part.trim().toUpperCase();
    if (value === '') continue;
    if (!isProductStatus(value)) storeFail(`status "${part.trim()}" is not valid: use ARCHIVED, DRAFT or both, comma-separated`);
    statuses.add(value);
  }
  return [...statuses];
}

/** The page size from `limit`: 50 when absent, else a whole number from 1 to 250. */
export function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= MAX_PAGE_SIZE)) storeFail(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  return value;
}

function readKeyword(c: Context): string | undefined {
  const keyword = c.req.query('keyword');
  if (keyword !== undefined && keyword.length > MAX_KEYWORD_LENGTH) storeFail(`keyword must be at most ${MAX_KEYWORD_LENGTH} characters`);
  if (keyword !== undefined && hasControlCharacter(keyword)) storeFail('keyword must not contain control characters');
  return keyword;
}

/**
 * How the shop writes an amount, from its stored currency symbol: a symbol goes before the amount
 * ("${{amount}}", "€{{amount}}"), a code or a symbol written after it goes after ("{{amount}} Kč").
 */
export function currencyFormat(symbol: string): string {
  const value = symbol.trim() || '$';
  return /^[A-Z]{3}$/.test(value) || ['zł', 'Kč', 'kr'].includes(value) ? `{{amount}} ${value}` : `${value}{{amount}}`;
}

/** Fails unless `app_id` names this app. */
function requireApp(c: Context): void {
  const appId = c.req.query('app_id');
  if (!appId) storeFail('app_id is required');
  if (appId !== DEMO_APP_ID) storeFail('App not found');
}

/** Accepts the same session tokens as the admin API; anything else answers the "Token expired" envelope. */
function storeSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const token = bearerToken(c.req.header('Authorization'));
    const session = token ? await verifySessionToken(token, ctx) : null;
    if (!session) return c.json(storeFailure(TOKEN_EXPIRED_MESSAGE, StoreReason.tokenExpired), 200);
    c.set('session', session);
    return next();
  };
}

function storeErrorResponse(err: unknown, c: Context<AppEnv>): Response {
  if (err instanceof StoreError) return sendStoreError(c, err);
  if (err instanceof ApiError && err.status < 500) return c.json(storeFailure(err.message), 200);
  if (err instanceof HTTPException && err.status < 500) return c.json(storeFailure(err.message || 'Bad request'), 200);
  process.stderr.write(`[server] ${c.req.method} ${c.req.path} failed:\n${err instanceof Error ? err.stack : String(err)}\n`);
  return c.json(storeFailure('Internal error'), 500);
}

/** The store API (`/store/v1`) of the product and collection picker, with its own envelope. */
export function storeRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(storeErrorResponse);
  const session = storeSession(ctx);

  app.get('/products', session, (c) => {
    requireApp(c);
    const statuses = parseStatuses(c.req.query('status'));
    const limit = parseLimit(c.req.query('limit'));
    const offset = decodeCursor(c.req.query('cursor'));
    const shopId = c.var.session.shop.id;
    const page = searchProducts(ctx.db, shopId, statuses, { keyword: readKeyword(c), offset, limit });
    const variants = variantsOf(ctx.db, shopId, page.rows.map((row) => row.id));
    const origin = new URL(c.req.url).origin;
    return storeOk(
      c,
      {
        products: page.rows.map((row) => productView(row, variants.get(row.id) ?? [], origin)),
        pageInfo: pageInfo(offset, page.rows.length, page.total),
        total: page.total,
      },
      { currency_format: currencyFormat(getShopById(ctx.db, shopId)?.currency_symbol ?? '$') },
    );
  });

  app.get('/collections', session, (c) => {
    requireApp(c);
    const limit = parseLimit(c.req.query('limit'));
    const offset = decodeCursor(c.req.query('cursor'));
    const page = searchCollections(ctx.db, c.var.session.shop.id, { keyword: readKeyword(c), offset, limit });
    const origin = new URL(c.req.url).origin;
    return storeOk(c, {
      collections: page.rows.map((row) => collectionView(row, origin)),
      pageInfo: pageInfo(offset, page.rows.length, page.total),
      total: page.total,
    });
  });

  app.get('/shop/app_info', session, async (c) => {
    requireApp(c);
    const accessToken = await issueSessionToken(c.var.session.shop, { secret: ctx.secret });
    return storeOk(c, { access_token: accessToken, app: { icon: imageUrl(new URL(c.req.url).origin, APP_ICON), name: APP_NAME } });
  });

  app.get('/shop/shopify', session, (c) => {
    requireApp(c);
    const shop = getShopById(ctx.db, c.var.session.shop.id);
    if (!shop) return c.json(storeFailure('Shop not found'), 200);
    const format = currencyFormat(shop.currency_symbol);
    return storeOk(c, {
      domain: shop.domain,
      primary_domain: shop.custom_domain || shop.domain,
      name: shop.name,
      currency: shopCurrency(shop),
      currency_format: format,
      // The same format under the store platform's own name, for callers that read that one.
      money_format: format,
    });
  });

  app.all('*', (c) => c.json(storeFailure(`Not found: ${c.req.method} ${c.req.path}`), 404));
  return app;
}
