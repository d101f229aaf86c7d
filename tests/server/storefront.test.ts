import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { seedCatalog } from '../../demo/server/seed/catalog-seed';
import { createInstalledShop } from '../../demo/server/store/repositories/shops';
import { getWidget } from './widget-api-helpers';
import { useTestServer } from './helpers';
import { reviewWidgetHeight } from '../../src/contract/widget-layout';
import { displaysWith, getStorePage, reviewedProduct, setDemoEmbed, storefrontWith, widgetTags } from './storefront-helpers';

const server = useTestServer();

const HOSTILE = `<img src=x onerror="window.__x=1">"'&</title><script>alert(1)</script>`;

function addHostileProduct(): void {
  const db = server().db;
  if (db.prepare('SELECT 1 FROM products WHERE shop_id = ? AND id = 999001').get(DEMO_SHOP_ID)) return;
  db.prepare(`INSERT INTO products (shop_id, id, title, handle, status, media_id, image_name, image_alt) VALUES (?, 999001, ?, 'hostile-thing', 'ACTIVE', NULL, NULL, NULL)`)
    .run(DEMO_SHOP_ID, HOSTILE);
  db.prepare(`INSERT INTO product_variants (shop_id, id, product_id, position, title, price_cents, inventory_quantity, sku) VALUES (?, 999001, 999001, 1, 'Default Title', 1250, 3, 'HOSTILE-1')`)
    .run(DEMO_SHOP_ID);
}

const recentOrder = () => server().db.prepare('SELECT id FROM orders WHERE shop_id = ? ORDER BY created_at DESC LIMIT 1').pluck().get(DEMO_SHOP_ID) as number;

describe('the demo storefront pages', () => {
  it('answers every page with the theme, a strict policy and no inline script', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    const paths = ['/storefront/', `/storefront/products/${product.handle}`, '/storefront/collections/all', '/storefront/collections/bedroom',
      '/storefront/pages/reviews', `/storefront/thank-you?order=${recentOrder()}`];
    for (const path of paths) {
      const page = await getStorePage(server(), path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      for (const part of ["default-src 'none'", "script-src 'self'", "connect-src 'self'", "base-uri 'none'", "object-src 'none'", "frame-ancestors 'self'"]) {
        expect(csp, path).toContain(part);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      const scripts = [...page.doc.querySelectorAll('script')];
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0]?.getAttribute('type')).toBe('module');
      expect(scripts[0]?.textContent).toBe('');
      expect(page.html).not.toMatch(/\son[a-z]+=/i);
      expect(page.doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/storefront/theme.css');
      expect(page.doc.querySelector('header .sf-logo')?.textContent).toBe('Maple & Moss Goods');
      expect([...page.doc.querySelectorAll('.sf-nav a')].map((a) => a.textContent)).toEqual(['Home', 'Catalog', 'Reviews']);
      expect([...page.doc.querySelectorAll('.sf-langs a')].map((a) => a.getAttribute('hreflang'))).toEqual(['en', 'de', 'fr']);
    }
    const css = await fetch(`${server().url}/storefront/theme.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('rv-review-widget');
  });

  it('loads the widget script once, for the shop and language, only while the app embed is on', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    const on = await getStorePage(server(), `/storefront/products/${product.handle}?lang=fr`);
    const src = new URL(on.doc.querySelector('script')?.getAttribute('src') ?? '', server().url);
    expect(src.pathname).toBe('/dist/storefront/widgets.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ shop: DEMO_SHOP_DOMAIN, lang: 'fr' });
    expect(widgetTags(on.doc).length).toBeGreaterThan(0);

    setDemoEmbed(server(), false);
    const off = await getStorePage(server(), `/storefront/products/${product.handle}`);
    expect(off.status).toBe(200);
    expect(off.doc.querySelectorAll('script')).toHaveLength(0);
    expect(widgetTags(off.doc)).toEqual([]);
    expect(off.doc.querySelector('h1')?.textContent).toBe(product.title);
    setDemoEmbed(server(), true);
  });

  it('gives the product page its widgets with the server-side rating figures and the reserved space', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    const page = await getStorePage(server(), `/storefront/products/${product.handle}`);
    const summary = (await getWidget(server(), 'summary', { product: product.id })).body?.data;
    const badge = page.doc.querySelector('.sf-product-info rv-star-rating');
    expect(badge?.getAttribute('variant')).toBe('product');
    expect(badge?.getAttribute('product-id')).toBe(String(product.id));
    expect(Number(badge?.getAttribute('count'))).toBe(summary.count);
    expect(Number(badge?.getAttribute('average'))).toBe(summary.average);
    const widget = page.doc.querySelector('rv-review-widget');
    expect(widget?.getAttribute('product-title')).toBe(product.title);
    expect(Number(widget?.getAttribute('count'))).toBe(summary.count);
    const style = widget?.getAttribute('style') ?? '';
    expect(style).toBe(`--sf-h:${reviewWidgetHeight(summary.count, 14)}`);
    expect(badge?.getAttribute('style')).toBe('--sf-star-px:16');
    // Badge under the title, then the widget, which carries the write button and the Q&A tab itself
    // (no second write button or Q&A block under it).
    expect(widgetTags(page.doc)).toEqual(['rv-star-rating', 'rv-review-widget']);
    expect(page.doc.querySelector('.sf-price')?.textContent).toMatch(/^\$\d+\.\d\d$/);
  });

  it('escapes a hostile product title everywhere it shows, attributes included', async () => {
    setDemoEmbed(server(), true);
    addHostileProduct();
    for (const path of ['/storefront/products/hostile-thing', '/storefront/collections/all']) {
      const page = await getStorePage(server(), path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('<img src=x');
      expect(page.html).not.toContain('<script>alert');
      expect(page.doc.querySelectorAll('script')).toHaveLength(1);
      expect(page.doc.querySelectorAll('img[onerror]')).toHaveLength(0);
      expect(page.html).toContain('&lt;img src=x onerror=&quot;window.__x=1&quot;&gt;&quot;&#39;&amp;&lt;/title&gt;');
    }
    const page = await getStorePage(server(), '/storefront/products/hostile-thing');
    expect(page.doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(page.doc.querySelector('rv-review-widget')?.getAttribute('product-title')).toBe(HOSTILE);
    expect(page.doc.querySelector('title')?.textContent).toBe(`${HOSTILE} – Maple & Moss Goods`);
  });

  it('answers 404 for an unknown shop, product, collection or order', async () => {
    const unknown = await getStorePage(server(), '/storefront/?shop=nobody-here.myshopify.com');
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('h1')?.textContent).toBe('Store not found');
    expect(unknown.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const path of ['/storefront/products/no-such-thing', '/storefront/collections/no-such-thing', '/storefront/thank-you?order=99999999',
      '/storefront/thank-you?order=abc', '/storefront/elsewhere']) {
      const page = await getStorePage(server(), path);
      expect(page.status, path).toBe(404);
      expect(page.doc.querySelector('h1')?.textContent).toBe('Page not found');
    }
    const bare = await fetch(`${server().url}/storefront?lang=de`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storefront/?lang=de');
  });

  it('speaks the asked storefront language and keeps it and the shop on links', async () => {
    const fr = await getStorePage(server(), '/storefront/?lang=fr');
    expect(fr.doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(fr.doc.querySelector('.sf-nav a')?.textContent).toBe('Accueil');
    expect(fr.doc.querySelector('.sf-card-link')?.getAttribute('href')).toMatch(/^\/storefront\/products\/[a-z0-9-]+\?lang=fr$/);
    // Not one of the shop's languages: its primary one.
    const ja = await getStorePage(server(), '/storefront/?lang=ja');
    expect(ja.doc.documentElement.getAttribute('lang')).toBe('en');

    const other = createInstalledShop(server().db, 'second-store.myshopify.com', Date.now());
    seedCatalog(server().db, other.id);
    const page = await getStorePage(server(), '/storefront/collections/all?shop=second-store.myshopify.com');
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('.sf-logo')?.textContent).toBe('Second Store');
    expect(page.doc.querySelector('.sf-card-link')?.getAttribute('href')).toMatch(/\?shop=second-store\.myshopify\.com$/);
    // Its app embed is off: no script, no widget.
    expect(page.doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('links a recent order from the footer to its thank-you page with the order and the thank-you block', async () => {
    setDemoEmbed(server(), true);
    const home = await getStorePage(server(), '/storefront/');
    const link = [...home.doc.querySelectorAll('footer a')].map((a) => a.getAttribute('href')).find((href) => href?.includes('thank-you'));
    expect(link).toBe(`/storefront/thank-you?order=${recentOrder()}`);
    const open = storefrontWith(server(), displaysWith({ checkout: { enabled: true } }));
    const page = await open(link ?? '');
    expect(page.status).toBe(200);
    const items = server().db.prepare('SELECT product_id FROM order_items WHERE order_id = ? ORDER BY rowid').pluck().all(recentOrder()) as string[];
    expect(page.doc.querySelectorAll('.sf-line')).toHaveLength(items.length);
    expect(page.doc.querySelector('rv-checkout-review')?.getAttribute('products')).toBe(items.map((id) => id.replace(/\D/g, '')).join(','));
    expect(page.html).not.toContain('@');
  });
});
