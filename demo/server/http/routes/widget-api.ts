import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_WIDGET_REVIEW_LINKS,
  MAX_WIDGET_SUMMARIES,
  WIDGET_API,
  WIDGET_REVIEW_SORTS,
  type WidgetReviewLinks,
} from '../../../../src/contract/widget-api';
import type { AppContext, AppEnv } from '../context';
import { ApiError, ResultCode } from '../../domain/errors';
import { getShopByDomain, type ShopRow } from '../../store/repositories/shops';
import { getWidgetDisplays } from '../../store/repositories/widget-display';
import { getWidgetSettings } from '../../store/repositories/settings';
import type { WidgetSettings } from '../../domain/widget-settings';
import { validate } from '../validate';
import { sendCached, sendCachedText } from '../../widgets/cached-answer';
import { publicWidgetSettings } from '../../widgets/public-view';
import { listWidgetReviews } from '../../widgets/reviews';
import { widgetSummaries } from '../../widgets/summaries';
import { listWidgetQuestions } from '../../widgets/questions';
import { widgetWords } from '../../widgets/words';
import { LANGUAGE_CODES } from '../../domain/languages';
import { gid } from '../../domain/store-ids';
import { widgetCss } from '../../widgets/css';
import { questionShop, questionsClosed, readQuestion, storeQuestion, takesQuestions } from '../../widgets/ask-question';
import { sendQuestionAskedEmail } from '../../widgets/question-email';
import { readQaSettings } from '../../store/repositories/qa-settings';
import { DEFAULT_QA_SETTINGS } from '../../../../src/contract/qa-settings';
import { connectionAddress } from '../../collect/form-flood';
import { envelope, ok } from '../envelope';
import { requestFormLink } from './manual-requests';
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

/** Largest body of an asked question (its fields are at most about 1.6 KB of text). */
const QUESTION_BODY_MAX_BYTES = 16 * 1024;

/** The JSON body of a request, or undefined when it is not JSON (the checks then refuse every field). */
async function jsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The query parameters of a request, an empty value read as absent. */
function queryOf(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
}

const origin = (c: Context): string => new URL(c.req.url).origin;

/**
 * The public API of the storefront widgets, without a session: `?shop=` (or the body's `shop`)
 * names the shop by its myshopify domain (unknown → 404). Published, not deleted reviews and
 * questions only, shown by the shop's display flags, never an email address or order. Any origin
 * may call it (no credentials; preflights answered). GET answers carry a strong ETag and
 * `Cache-Control: public, max-age=60` (a matching `If-None-Match` → 304).
 * - `GET reviews?shop&product?&product_ids?&page?&sort?&rating?&min_rating?&media?`: a page of
 *   reviews, each naming its product (`{id, title, handle, image}`, null when gone); `product_ids` a
 *   comma list of ≤ 50; `min_rating` 1–5 keeps that rating and above.
 * - `GET summary?shop&product?`, `GET summaries?shop&products=<ids, ≤ 50>`: rating summaries.
 * - `GET questions?shop&product?&page?`: published questions and their answers.
 * - `GET settings?shop&lang?`: the public review-widget settings, the words of a language, every
 *   widget's display (`widgets`), `shop_name` and `shop_domain`; never the custom CSS or moderation rules.
 * - `GET css?shop`: `text/css; charset=utf-8`, the rating badge's and the review widget's custom CSS,
 *   sanitised and scoped under their host tags; an empty body when there is none.
 * - `POST questions` JSON `{shop, product, author, email, body}` → `{ok: true}`: stores a question
 *   for the merchant, unpublished; 422 `data.errors` `[{path, key}]`, 403 when the shop takes no
 *   questions (Q&A off or the Q&A widget's `allow_questions` off), 429 `data.retryAfterSeconds` past
 *   the hourly limits per email and per client address. Never cached.
 * - `GET review_links?shop&products=<ids, ≤ 20>?` → `{items: [{product_id, url}]}`: the signed
 *   review-form links of the named products (unknown ones left out), or the shop's link when none is named.
 */
export function widgetApiRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', cors({
    origin: '*',
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['If-None-Match', 'Content-Type'],
    exposeHeaders: ['ETag'],
    credentials: false,
    maxAge: 600,
  }));

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
    const page = listWidgetQuestions(ctx.db, shop.id, shop.settings, { productId: q.product, page: q.page });
    // The Q&A settings may keep the askers' names off the storefront.
    const named = readQaSettings(ctx.db, shop.id).show_asker_name;
    return sendCached(c, named ? page : { ...page, items: page.items.map((item) => ({ ...item, author: '' })) });
  });

  app.get('/settings', (c) => {
    const q = validate(z.object({ shop: shopSchema, lang: z.enum(LANGUAGE_CODES).optional() }), queryOf(c));
    const shop = shopOf(q.shop);
    const language = (q.lang ?? shop.settings.language) as LanguageCode;
    const qa = readQaSettings(ctx.db, shop.id);
    return sendCached(c, publicWidgetSettings(shop.settings, {
      questions: { require_email: qa.require_email, auto_publish: qa.auto_publish },
      words: widgetWords(ctx.db, shop.id, language),
      words_language: language,
      widgets: getWidgetDisplays(ctx.db, shop.id),
      shop_name: shop.row.name,
      shop_domain: shop.row.custom_domain || shop.row.domain,
    }));
  });

  app.get('/css', (c) => {
    const q = validate(z.object({ shop: shopSchema }), queryOf(c));
    return sendCachedText(c, widgetCss(shopOf(q.shop).settings), 'text/css; charset=utf-8');
  });

  app.post(
    '/questions',
    bodyLimit({ maxSize: QUESTION_BODY_MAX_BYTES, onError: (c) => c.json(envelope(ResultCode.payloadTooLarge, 'Request body too large', null), 413) }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = await jsonBody(c);
      const named = getShopByDomain(ctx.db, questionShop(body));
      const qa = named ? readQaSettings(ctx.db, named.id) : DEFAULT_QA_SETTINGS;
      const question = readQuestion(body, qa.require_email);
      const shop = shopOf(question.shop.trim().toLowerCase());
      if (!takesQuestions(shop.settings, getWidgetDisplays(ctx.db, shop.id))) throw questionsClosed();
      const status = qa.auto_publish ? 'published' : 'pending';
      const id = storeQuestion(ctx.db, shop.id, question, { address: connectionAddress(c), now: ctx.now(), status });
      if (qa.notify_merchant) await sendQuestionAskedEmail(ctx, shop.id, id);
      return ok(c, { ok: true });
    },
  );

  app.get('/review_links', (c) => {
    const products = z.string().transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
      .pipe(z.array(productSchema).max(MAX_WIDGET_REVIEW_LINKS, { error: `at most ${MAX_WIDGET_REVIEW_LINKS} products` }));
    const q = validate(z.object({ shop: shopSchema, products: products.optional() }), queryOf(c));
    const shop = shopOf(q.shop);
    const base = (ctx.publicUrl || origin(c)).replace(/\/$/, '');
    const ids = [...new Set(q.products ?? [])];
    const known = new Set(ids.length === 0 ? [] : (ctx.db.prepare(`SELECT id FROM products WHERE shop_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
      .pluck().all(shop.id, ...ids) as number[]));
    const answer: WidgetReviewLinks = {
      items: ids.length === 0
        ? [{ product_id: null, url: requestFormLink(base, shop.row.domain, null, ctx.secret) }]
        : ids.filter((id) => known.has(id)).map((id) => ({ product_id: gid('Product', id), url: requestFormLink(base, shop.row.domain, gid('Product', id), ctx.secret) })),
    };
    return sendCached(c, answer);
  });

  return app;
}
