import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('ratings on the review-request products page', () => {
  it('shows each chosen product’s average and count of published reviews, as the reviews table has them', async () => {
    const db = demo.server.db;
    const products = db.prepare(`SELECT p.id, p.title FROM products p JOIN reviews r ON r.shop_id = p.shop_id AND r.product_id = p.id
      WHERE p.shop_id = ? AND r.status = 'published' AND r.deleted_at IS NULL GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 2`).all(DEMO_SHOP_ID) as { id: number; title: string }[];
    expect(products).toHaveLength(2);
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const chosen = products.map((p) => ({ id: `gid://shopify/Product/${p.id}`, title: p.title, image: null, variantIds: [], totalVariants: 1 }));
    await page.evaluate(async ([body, shop]) => {
      const token = (JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}') as { v: string }).v;
      await fetch('/api/v1/admin/save_review_request_products', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
    }, [{ mode: 'only', products: chosen }, DEMO_SHOP_DOMAIN] as const);

    await page.goto(`${demo.server.url}/collect/review_request_product`);
    expect(await heading(page)).toBe('Products to request reviews for');
    const rows = page.getByTestId('chosen-products').locator('li');
    await expect.poll(() => rows.count()).toBe(2);
    for (const [i, product] of products.entries()) {
      const { count, average } = db.prepare(`SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews
        WHERE shop_id = ? AND product_id = ? AND status = 'published' AND deleted_at IS NULL`).get(DEMO_SHOP_ID, product.id) as { count: number; average: number };
      const text = await rows.nth(i).innerText();
      expect(text).toContain(product.title);
      expect(text).toContain(`Rating ${(Math.round(average * 10) / 10).toFixed(1)} of 5 · Published reviews: ${count.toLocaleString('en')}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
