import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { signEditorGrant } from '../../demo/storefront/editor-link';
import { callApi, demoToken, TEST_SECRET, useTestServer } from './helpers';
import { getStorePage, parseHtml, reviewedProduct } from './storefront-helpers';

const server = useTestServer();
const token = await demoToken();

const embedStatus = async () => (await callApi(server(), 'get_core_app_embeds_status', { token })).body.data as { app_embeds_enabled: boolean; url: string };

/** Posts the editor form (fields as the page holds them) with the given request headers. */
async function postSwitch(fields: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server().url}/storefront/editor`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The hidden fields of the editor page's form. */
async function formFields(url: string): Promise<Record<string, string>> {
  const doc = parseHtml(await (await fetch(url)).text());
  return Object.fromEntries([...doc.querySelectorAll('form input[type=hidden]')].map((input) => [input.getAttribute('name') ?? '', input.getAttribute('value') ?? '']));
}

const sameOrigin = () => ({ Origin: server().url, 'Sec-Fetch-Site': 'same-origin' });
const embedOn = () => server().db.prepare('SELECT app_embeds_enabled FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID);

describe('the theme editor stand-in', () => {
  it('is where the admin\'s theme-embed link points: the server\'s own origin, signed for the shop', async () => {
    const status = await embedStatus();
    expect(status.app_embeds_enabled).toBe(false);
    const url = new URL(status.url);
    expect(url.origin).toBe(server().url);
    expect(url.pathname).toBe('/storefront/editor');
    expect(url.searchParams.get('shop')).toBe(DEMO_SHOP_DOMAIN);
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    const page = await getStorePage(server(), `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.doc.querySelectorAll('script')).toHaveLength(0);
    const toggle = page.doc.querySelector('input[role=switch]');
    expect(toggle?.hasAttribute('checked')).toBe(false);
    expect(page.doc.querySelector('label.sf-switch')?.textContent?.trim()).toBe('Reviews app embed');
    expect(page.doc.querySelector('form')?.getAttribute('method')).toBe('post');
    expect([...page.doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(`${server().url}/display`);
  });

  it('turns the app embed on and off from a same-origin post; the store then loads the widgets', async () => {
    const { url } = await embedStatus();
    const fields = await formFields(url);
    const on = await postSwitch({ ...fields, enabled: '1' }, sameOrigin());
    expect(on.status).toBe(303);
    const back = new URL(on.headers.get('location') ?? '', server().url);
    expect(back.pathname).toBe('/storefront/editor');
    expect(back.searchParams.get('saved')).toBe('1');
    expect((await embedStatus()).app_embeds_enabled).toBe(true);
    const saved = await getStorePage(server(), `${back.pathname}${back.search}`);
    expect(saved.doc.querySelector('[role=status]')?.textContent).toContain('is on');
    expect(saved.doc.querySelector('input[role=switch]')?.hasAttribute('checked')).toBe(true);
    const product = await getStorePage(server(), `/storefront/products/${reviewedProduct(server()).handle}`);
    expect(product.doc.querySelector('script')?.getAttribute('src')).toMatch(/^\/dist\/storefront\/widgets\.js\?/);

    const off = await postSwitch(fields, { Origin: server().url });
    expect(off.status).toBe(303);
    expect((await embedStatus()).app_embeds_enabled).toBe(false);
  });

  it('refuses a post from another site, or one that cannot say where it comes from', async () => {
    const fields = await formFields((await embedStatus()).url);
    const refused: Record<string, string>[] = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: server().url, 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const headers of refused) {
      const answer = await postSwitch({ ...fields, enabled: '1' }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(embedOn()).toBe(0);
    }
  });

  it('refuses an altered, expired or other shop\'s link, on the page and on the post', async () => {
    const fields = await formFields((await embedStatus()).url);
    const past = Math.floor(Date.now() / 1000) - 60;
    const bad = [
      { ...fields, sig: fields.sig!.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) },
      { ...fields, exp: String(Number(fields.exp) + 3600) },
      { ...fields, exp: String(past), sig: signEditorGrant({ shop: DEMO_SHOP_DOMAIN, exp: past }, TEST_SECRET) },
      { ...fields, shop: 'second-shop.myshopify.com' },
      { ...fields, sig: signEditorGrant({ shop: DEMO_SHOP_DOMAIN, exp: Number(fields.exp) }, 'another-secret-0123456789') },
      { shop: DEMO_SHOP_DOMAIN },
    ];
    for (const grant of bad) {
      const page = await getStorePage(server(), `/storefront/editor?${new URLSearchParams(grant).toString()}`);
      expect(page.status).toBe(403);
      expect(page.doc.querySelector('[role=alert]')?.textContent).toContain('not valid or has expired');
      expect(page.doc.querySelector('form')).toBeNull();
      expect((await postSwitch({ ...grant, enabled: '1' }, sameOrigin())).status).toBe(403);
      expect(embedOn()).toBe(0);
    }
  });
});
