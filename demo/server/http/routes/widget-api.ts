import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { MAX_WIDGET_SUMMARIES, WIDGET_API, WIDGET_REVIEW_SORTS } from '../../../../src/contract/widget-api';
import type { AppContext, AppEnv } from '../context';
import { ApiError, ResultCode } from '../../domain/errors';
import { getShopByDomain, type ShopRow } from '../../store/repositories/shops';
import { getWidgetDisplays } from '../../store/repositories/widget-display';
import { getWidgetSettings } from '../../store/repositories/settings';
import type { WidgetSettings } from '../../domain/widget-settings';
import { validate } from '../validate';
import { sendCached } from '../../widgets/cached-answer';
import { publicWidgetSettings } from '../../widgets/public-view';
import { listWidgetReviews } from '../../widgets/reviews';
import { widgetSummaries } from '../../widgets/summaries';
import { listWidgetQuestions } from '../../widgets/questions';
import { widgetWords } from '../../widgets/words';
import { LANGUAGE_CODES } from '../../domain/languages';
import type { LanguageCode } from '../../../../src/contract/constants';

/** Mount path of the public widget API. */
export const WIDGET_API_PATH = `/${WIDGET_API}`;

const PRODUCT_ID = /^(?:gid:\/\/shopify\/Product\/)?([1-9][0-9]{0,15})$/;
const productMessage = 'must be a product id (a number or gid://shopify/Product/<number>)';

/** A product named by its number or its global id, read as the number. */
const productSchema = z.string().regex(PRODUCT_ID, { error: productMessage }).transform((value) => Number(PRODUCT_ID.exec(value)?.[1]));

const shopSchema = z.string({ error: 'is required' }).trim().toLowerCase().min(1, { error: 'is required' }).max(255);
const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** A comma list of products (numbers or global ids), at most MAX_WIDGET_SUMMARIES. */
const productListSchema = z
  .string({ error: 'is required' })
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(productSchema).min(1, { error: 'must name a product' }).max(MAX_WIDGET_SUMMARIES, { error: `at most ${MAX_WIDGET_SUMMARIES} products` }));

const reviewQuerySchema = z.object({
  shop: shopSchema,
  product: productSchema.optional(),
  page: pageSchema,
  sort: z.enum(WIDGET_REVIEW_SORTS).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  min_rating: z.coerce.number().int().min(1).max(5).optional(),
  product_ids: productListSchema.optional(),
  media: z.enum(['0', '1']).optional(),
});

/** The query parameters of a request, an empty value read as absent. */
function queryOf(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
}

const origin = (c: Context): string => new URL(c.req.url).origin;

/**
 * The public, read-only API of the storefront widgets, without a session: `?shop=` names the shop by
 * its myshopify domain (unknown → 404). Published, not deleted reviews and questions only, shown by
 * the shop's display flags, never an email address or order. Any origin may GET (no credentials);
 * answers carry a strong ETag and `Cache-Control: public, max-age=60`.
 * `GET reviews?shop&product?&page?&sort?&rating?&media?`, `GET summary?shop&product?`,
 * `GET summaries?shop&products=<ids, ≤ 50>`, `GET questions?shop&product?&page?`, `GET settings?shop&lang?`.
 */
export function widgetApiRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', cors({ origin: '*', allowMethods: ['GET'], allowHeaders: ['If-None-Match'], exposeHeaders: ['ETag'], credentials: false, maxAge: 600 }));

  /** The shop of the request's `shop` parameter and its widget settings. */
  const shopOf = (domain: string): { id: number; row: ShopRow; settings: WidgetSettings } => {
    const shop = getShopByDomain(ctx.db, domain);
    if (!shop) throw new ApiError(ResultCode.notFound, `Unknown shop: ${domain}`, 404);
    return { id: shop.id, row: shop, settings: getWidgetSettings(ctx.db, shop.id) };
  };

  app.get('/reviews', (c) => {
    const q = validate(reviewQuerySchema, queryOf(c));
    const shop = shopOf(q.shop);
    return sendCached(c, listWidgetReviews(ctx.db, shop.id, shop.settings, {
      productId: q.product,
      page: q.page,
      sort: q.sort ?? shop.settings.review_sort_by,
      productIds: q.product_ids === undefined ? undefined : [...new Set(q.product_ids)],
      rating: q.rating,
      minRating: q.min_rating,
      withMedia: q.media === '1',
    }, origin(c)));
  });

  app.get('/summary', (c) => {
    const q = validate(z.object({ shop: shopSchema, product: productSchema.optional() }), queryOf(c));
    const shop = shopOf(q.shop);
    const [summary] = widgetSummaries(ctx.db, shop.id, shop.settings, q.product === undefined ? null : [q.product]);
    return sendCached(c, summary);
  });

  app.get('/summaries', (c) => {
    const q = validate(z.object({ shop: shopSchema, products: productListSchema }), queryOf(c));
    const shop = shopOf(q.shop);
    return sendCached(c, { items: widgetSummaries(ctx.db, shop.id, shop.settings, [...new Set(q.products)]) });
  });

  app.get('/questions', (c) => {
    const q = validate(z.object({ shop: shopSchema, product: productSchema.optional(), page: pageSchema }), queryOf(c));
    const shop = shopOf(q.shop);
    return sendCached(c, listWidgetQuestions(ctx.db, shop.id, shop.settings, { productId: q.product, page: q.page }));
  });

  app.get('/settings', (c) => {
    const q = validate(z.object({ shop: shopSchema, lang: z.enum(LANGUAGE_CODES).optional() }), queryOf(c));
    const shop = shopOf(q.shop);
    const language = (q.lang ?? shop.settings.language) as LanguageCode;
    return sendCached(c, publicWidgetSettings(shop.settings, {
      words: widgetWords(ctx.db, shop.id, language),
      words_language: language,
      widgets: getWidgetDisplays(ctx.db, shop.id),
      shop_name: shop.row.name,
      shop_domain: shop.row.custom_domain || shop.row.domain,
    }));
  });

  return app;
}
