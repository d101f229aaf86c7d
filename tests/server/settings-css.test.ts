import { describe, expect, it, beforeAll } from 'vitest';
import { WIDGET_CSS_SCOPE, cssRemovedSchema } from '../../src/contract/widget-css';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';
import { upgradeShop } from './plan-helpers';

const server = useTestServer();
const token = await demoToken();
// Custom CSS and words in other languages need a plan that has them (Starter and up).
beforeAll(() => upgradeShop(server(), token, 3));

const post = (call: string, body: unknown) => callApi(server(), call, { token, body });

describe('save_shop_settings custom CSS', () => {
  it('stores the sanitised CSS of each widget under its scope and answers what was removed', async () => {
    const { status, body } = await post('save_shop_settings', {
      rating_css_code: '@import url(https://x.test/a.css);\nbody .stars{color:gold}',
      reviews_css_code: '.card{background:url(javascript:alert(1));border:0}\n.x{content:"</style><script>alert(1)</script>"}',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.rating_css_code).toBe(`${WIDGET_CSS_SCOPE.rating} .stars {\n    color: gold\n}`);
    expect(body.data.reviews_css_code).toBe(`${WIDGET_CSS_SCOPE.reviews} .card {\n    border: 0\n}\n${WIDGET_CSS_SCOPE.reviews} .x {}`);
    const removed = cssRemovedSchema.parse(body.data.css_removed);
    expect(removed).toEqual({
      rating_css_code: [{ line: 1, column: 1, what: '@import url(https://x.test/a.css)', reason: 'import' }],
      reviews_css_code: [
        { line: 1, column: 7, what: 'background:url(javascript:alert(1))', reason: 'javascript' },
        { line: 2, column: 4, what: 'content:"</style><script>alert(1)</script>"', reason: 'closesStyle' },
      ],
    });
    const stored = await callApi(server(), 'get_user_settings', { token });
    expect(stored.body.data).toMatchObject({ rating_css_code: body.data.rating_css_code, reviews_css_code: body.data.reviews_css_code });
    expect(stored.body.data).not.toHaveProperty('css_removed');
  });

  it('lists only the CSS fields sent, and nothing when the save holds no CSS', async () => {
    const ratingOnly = await post('save_shop_settings', { rating_css_code: '.a{color:red}' });
    expect(ratingOnly.body.data.css_removed).toEqual({ rating_css_code: [] });
    const noCss = await post('save_shop_settings', { font_size: 15 });
    expect(noCss.body.data).not.toHaveProperty('css_removed');
  });

  it('keeps nothing of CSS that does not parse and says where it broke', async () => {
    const { body } = await post('save_shop_settings', { reviews_css_code: '.a{color:red}\n.b{color:' });
    expect(body.data.reviews_css_code).toBe('');
    expect(body.data.css_removed.reviews_css_code).toMatchObject([{ reason: 'parseError', line: 2 }]);
  });

  it('saves sanitised CSS again unchanged', async () => {
    const first = await post('save_shop_settings', { reviews_css_code: ':root{--c:red} @media (max-width:600px){.a{color:var(--c)}}' });
    const second = await post('save_shop_settings', { reviews_css_code: first.body.data.reviews_css_code });
    expect(second.body.data.reviews_css_code).toBe(first.body.data.reviews_css_code);
    expect(second.body.data.css_removed).toEqual({ reviews_css_code: [] });
  });

  it('serves CSS stored before saves sanitised it sanitised', async () => {
    const row = server().db.prepare('SELECT settings FROM shop_settings WHERE shop_id = ?').get(DEMO_SHOP_ID) as { settings: string };
    const legacy = { ...JSON.parse(row.settings), reviews_css_code: '@import "https://x.test/a.css"; .a{color:red;background:url(http://x.test/a.png)}' };
    server().db.prepare('UPDATE shop_settings SET settings = ? WHERE shop_id = ?').run(JSON.stringify(legacy), DEMO_SHOP_ID);
    const { body } = await callApi(server(), 'get_user_settings', { token });
    expect(body.data.reviews_css_code).toBe(`${WIDGET_CSS_SCOPE.reviews} .a {\n    color: red\n}`);
  });
});
