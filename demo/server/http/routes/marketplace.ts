import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import { importMarketplaceReviews } from '../../store/repositories/marketplace-imports';
import { ok } from '../envelope';
import { importFields, productNumberOf } from '../../domain/marketplace-link';
import { fetchItem } from '../marketplace-item';
import { simulatedItem } from '../../simulators/marketplace';
import { listSupplierProducts, supplierItemId, supplierItemUrl } from '../../simulators/supplier-links';
import { readBody, validationError } from '../validate';
import { filterReviews } from '../../domain/marketplace-filter';

const fetchSchema = z.strictObject({ url: importFields.url, countries: importFields.countries });
const importSchema = z.strictObject(importFields);
const supplierSchema = z.strictObject({
  product_ids: z.array(importFields.product_id).min(1, { error: 'choose at least one product' }).max(500, { error: 'at most 500 products' }),
  min_rating: importFields.min_rating,
  with_photos_only: importFields.with_photos_only,
});

/**
 * Marketplace and supplier imports of the signed-in shop:
 * `POST fetch_marketplace_reviews {url, countries?}` — the reviews of an AliExpress or Amazon item page
 *   (only those from `countries`, ISO alpha-2 codes, when given);
 * `POST import_marketplace_reviews {url, product_id, min_rating?, with_photos_only?, review_ids?, countries?}`;
 * `GET list_supplier_products` — store products linked to a supplier item;
 * `POST import_supplier_reviews {product_ids, min_rating?, with_photos_only?}`.
 * The marketplaces are simulated (no network): an item id always gives the same reviews.
 */
export function marketplaceRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const origin = (url: string) => new URL(url).origin;

  app.post('/fetch_marketplace_reviews', async (c) => {
    const body = await readBody(c, fetchSchema);
    const item = fetchItem(body.url, origin(c.req.url));
    return ok(c, body.countries?.length ? { ...item, reviews: filterReviews(item.reviews, { countries: body.countries }) } : item);
  });

  app.post('/import_marketplace_reviews', async (c) => {
    const body = await readBody(c, importSchema);
    const item = fetchItem(body.url, origin(c.req.url));
    return ok(c, importMarketplaceReviews(ctx.db, c.var.session.shop.id, {
      items: [{ productNumber: productNumberOf(body.product_id), reviews: item.reviews }],
      filter: { minRating: body.min_rating, withPhotosOnly: body.with_photos_only, reviewIds: body.review_ids, countries: body.countries },
      format: item.marketplace,
      fileName: item.url,
      now: ctx.now(),
    }));
  });

  app.get('/list_supplier_products', (c) => ok(c, { items: listSupplierProducts(ctx.db, c.var.session.shop.id, origin(c.req.url)) }));

  app.post('/import_supplier_reviews', async (c) => {
    const body = await readBody(c, supplierSchema);
    const numbers = [...new Set(body.product_ids.map(productNumberOf))];
    const items = numbers.map((productNumber, i) => {
      const itemId = supplierItemId(productNumber);
      if (!itemId) throw validationError([{ path: `product_ids.${i}`, code: 'not_linked', message: 'is not linked to a supplier item' }]);
      return { productNumber, reviews: simulatedItem({ marketplace: 'aliexpress', itemId, url: supplierItemUrl(itemId), origin: origin(c.req.url) }).reviews };
    });
    return ok(c, importMarketplaceReviews(ctx.db, c.var.session.shop.id, {
      items,
      filter: { minRating: body.min_rating, withPhotosOnly: body.with_photos_only },
      format: 'aliexpress',
      fileName: `Supplier reviews (${items.length} ${items.length === 1 ? 'product' : 'products'})`,
      now: ctx.now(),
    }));
  });

  return app;
}
