import { afterEach, describe, expect, it } from 'vitest';
import deCommon from '../../src/locales/de/common.json';
import deReviews from '../../src/locales/de/reviews.json';
import frCommon from '../../src/locales/fr/common.json';
import { LOCALE_FAILURE_EN } from '../../src/app/locale-failures';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, suppressDiscountPopup, useDemo } from './support';
import type { Page } from 'playwright-core';

const demo = useDemo();

function backendLang(): number {
  const row = demo.server.db
    .prepare("SELECT value FROM shop_configs WHERE shop_id = ? AND key = 'backend_lang'")
    .get(DEMO_SHOP_ID) as { value: string };
  return Number(row.value);
}
function setBackendLang(id: number): void {
  demo.server.db.prepare("UPDATE shop_configs SET value = ? WHERE shop_id = ? AND key = 'backend_lang'").run(String(id), DEMO_SHOP_ID);
}
afterEach(async () => {
  await clearFaults(demo.server);
  setBackendLang(1);
});

/** Logs in and waits for the dashboard's heading, in whatever language. */
async function logIn(page: Page): Promise<void> {
  await suppressDiscountPopup(page, demo.server);
  await page.goto(`${demo.server.url}/login`);
  await page.getByLabel('Shop domain').fill(DEMO_SHOP_DOMAIN);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('button', { name: /Install/ }).click();
  await page.waitForURL(`${demo.server.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Text nodes of the banner that look like raw i18n keys (`localeFailure.title`). */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.getByTestId('locale-failure').innerText();
  return text.split('\n').filter((line) => /^[a-z]+[A-Za-z]*\.[a-zA-Z.]+$/.test(line.trim()));
}

describe('a locale file that fails to load', () => {
  it('says so in the language on screen; Try again loads the German texts and the banner goes', async () => {
    setBackendLang(4);
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await fault(demo.server, { path: '/locales/de/reviews.json', status: 503, times: 100 });
    await logIn(page); // the dashboard's heading is German here
    await page.goto(`${demo.server.url}/reviewList`);
    const banner = page.getByTestId('locale-failure');
    await banner.getByText(deCommon.localeFailure.title).waitFor({ timeout: 15_000 });
    expect(await heading(page)).toBe('Manage Reviews'); // the English fallback meanwhile

    await clearFaults(demo.server);
    await banner.getByRole('button', { name: deCommon.localeFailure.retry }).click();
    await page.getByRole('heading', { level: 1, name: deReviews.title }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('stays usable when English fails too, with no raw keys', async () => {
    setBackendLang(4);
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await logIn(page);
    for (const lng of ['de', 'en']) await fault(demo.server, { path: `/locales/${lng}/common.json`, status: 500, times: 100 });
    await page.reload();
    const banner = page.getByTestId('locale-failure');
    await banner.getByText(LOCALE_FAILURE_EN.title).waitFor({ timeout: 15_000 });
    expect(await rawKeys(page)).toEqual([]);
    await banner.getByText(LOCALE_FAILURE_EN.body).waitFor();

    await clearFaults(demo.server);
    await banner.getByRole('button', { name: LOCALE_FAILURE_EN.retry }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId('top-bar').getByRole('button', { name: deCommon.topBar.menu }).waitFor();
    await context.close();
  });
});

describe('saving the interface language', () => {
  it('from the top bar: a failed save says so in the language on screen, keeps it, and Try again saves and switches', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.route('**/api/v1/admin/save_shop_config', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"db down"}' }));

    await page.getByTestId('top-bar').getByRole('button', { name: 'Language' }).click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByText('The language could not be saved.').waitFor();
    expect(await page.getByText('db down').count()).toBe(0);
    expect(await heading(page)).toBe('Dashboard');
    expect(backendLang()).toBe(1);

    await page.unroute('**/api/v1/admin/save_shop_config');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('top-bar').getByRole('button', { name: deCommon.topBar.menu }).waitFor();
    await expect.poll(backendLang).toBe(4);
    await page.reload();
    await page.getByTestId('top-bar').getByRole('button', { name: deCommon.topBar.menu }).waitFor();
    await context.close();
  });

  it('on /settings/language: the field keeps the language on screen and a banner offers Try again', async () => {
    setBackendLang(4);
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await logIn(page);
    await page.goto(`${demo.server.url}/settings/language`);
    const field = page.getByTestId('admin-main').getByLabel(deCommon.language.label, { exact: true });
    await field.waitFor();
    await page.route('**/api/v1/admin/save_shop_config', (route) => route.fulfill({ status: 503, body: '' }));
    await field.selectOption('fr');
    const failed = page.getByTestId('language-save-failed');
    await failed.getByText(deCommon.language.saveFailed).waitFor();
    expect(await field.inputValue()).toBe('de');
    expect(backendLang()).toBe(4);

    await page.unroute('**/api/v1/admin/save_shop_config');
    await failed.getByRole('button', { name: deCommon.errors.tryAgain }).click();
    const frField = page.getByTestId('admin-main').getByLabel(frCommon.language.label, { exact: true });
    await frField.waitFor();
    await failed.waitFor({ state: 'detached' });
    expect(await frField.inputValue()).toBe('fr');
    await expect.poll(backendLang).toBe(6);
    await context.close();
  });
});

describe('the lang attribute and the saved backend_lang', () => {
  it('shows the attribute until the merchant picks; the pick is saved and wins after a reload with the same attribute', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    // The embedding page asks for French.
    await page.route(`${demo.server.url}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('<reviews-admin ', '<reviews-admin lang="fr" ');
      return route.fulfill({ response, body });
    });
    await page.reload();
    const topBar = page.getByTestId('top-bar');
    await topBar.getByRole('button', { name: frCommon.topBar.menu }).waitFor();
    expect(backendLang()).toBe(1); // the attribute is not saved

    await topBar.getByRole('button', { name: frCommon.language.label }).click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await topBar.getByRole('button', { name: deCommon.topBar.menu }).waitFor();
    await expect.poll(backendLang).toBe(4);

    await page.reload();
    await topBar.getByRole('button', { name: deCommon.topBar.menu }).waitFor();
    expect(await page.locator('reviews-admin').getAttribute('lang')).toBe('fr');
    expect(await page.locator('reviews-admin [lang]').first().getAttribute('lang')).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('recommended apps', () => {
  it('are described in the interface language, and asked again when it changes', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/recommended`);
    await page.getByText('Translate your store, reviews included, into 100+ languages in one click.').waitFor();
    const asked = page.waitForRequest((r) => r.url().includes('get_recommend_app_list') && r.url().includes('lang=de'));
    await page.getByTestId('top-bar').getByRole('button', { name: 'Language' }).click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await asked;
    await page.getByText('Übersetzen Sie Ihren Shop samt Bewertungen mit einem Klick in über 100 Sprachen.').waitFor();
    expect(await page.getByText('Lingo Lantern Translate').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
