import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { WIDGET_API } from '../../src/contract/widget-api';
import { WIDGET_CSS_SCOPE } from '../../src/contract/widget-css';

const server = useTestServer();

/** GETs the shop's widget CSS. */
const getCss = (headers: Record<string, string> = {}, shop = DEMO_SHOP_DOMAIN) =>
  fetch(`${server().url}/${WIDGET_API}/css?shop=${encodeURIComponent(shop)}`, { headers: { Origin: 'https://some-store.example', ...headers } });

/** Stores CSS as it is, around the admin's sanitising save (as a value stored before the sanitiser was). */
const store = (rating: string, reviews: string) => saveWidgetSettings(server().db, DEMO_SHOP_ID, { rating_css_code: rating, reviews_css_code: reviews });

describe('GET css', () => {
  it('answers an empty text/css body when the shop has no custom CSS', async () => {
    store('', '  ');
    const response = await getCss();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.text()).toBe('');
  });

  it('serves both custom CSS fields sanitised and scoped, without @import, javascript: urls or style-closing text', async () => {
    store(
      '@import url("https://evil.example/x.css"); .star { color: gold; }',
      `.card { background: url(javascript:alert(1)); border: 1px solid red; }
       .title { width: expression(alert(1)); color: navy; }
       .x::after { content: "</style><script>alert(1)</script>"; }
       :root { --gap: 4px; }
       .photo { background-image: url(https://cdn.example/a.png); }`,
    );
    const css = await (await getCss()).text();
    expect(css).not.toMatch(/@import|javascript|expression|<\/style|<script/i);
    expect(css).toContain(`${WIDGET_CSS_SCOPE.rating} .star`);
    expect(css).toContain(`${WIDGET_CSS_SCOPE.reviews} .card`);
    expect(css).toContain('border: 1px solid red');
    expect(css).toContain('color: navy');
    expect(css).toContain('url(https://cdn.example/a.png)');
    expect(css).toMatch(new RegExp(`(^|\\n)${WIDGET_CSS_SCOPE.reviews}\\s*\\{\\s*--gap: 4px`));
    expect(css.indexOf(WIDGET_CSS_SCOPE.rating)).toBeLessThan(css.indexOf(WIDGET_CSS_SCOPE.reviews));
    // Every rule's selector sits under one of the two widget scopes.
    const selectors = [...css.matchAll(/(?:^|})\s*([^{}@]+)\{/g)].map((m) => m[1]!.trim());
    expect(selectors.length).toBeGreaterThan(3);
    for (const list of selectors) {
      for (const selector of list.split(',')) expect(selector.trim()).toMatch(new RegExp(`^(${WIDGET_CSS_SCOPE.rating}|${WIDGET_CSS_SCOPE.reviews})\\b`));
    }
  });

  it('answers with a strong ETag, 304 without a body when it matches, and a new tag when the CSS changes', async () => {
    store('.star { color: gold; }', '');
    const first = await getCss();
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const again = await getCss({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    store('.star { color: red; }', '');
    const changed = await getCss({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(await changed.text()).toContain('red');
  });

  it('answers 404 for an unknown shop', async () => {
    expect((await getCss({}, 'nowhere.myshopify.com')).status).toBe(404);
  });
});
