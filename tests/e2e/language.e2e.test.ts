import { beforeEach, describe, expect, it } from 'vitest';
import de from '../../src/locales/de/common.json';
import deSettings from '../../src/locales/de/settings.json';
import ja from '../../src/locales/ja/common.json';
import zhTW from '../../src/locales/zh-TW/common.json';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';
import { upgradeDemoShop } from './plan-support';
import type { Page } from 'playwright-core';

const demo = useDemo();

function backendLang(): number {
  const row = demo.server.db
    .prepare("SELECT value FROM shop_configs WHERE shop_id = ? AND key = 'backend_lang'")
    .get(DEMO_SHOP_ID) as { value: string };
  return Number(row.value);
}

describe('switching the interface language', () => {
  it('translates the shell, the navigation and the screen without a reload, and keeps the choice', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length && performance.timeOrigin);

    await page.getByTestId('top-bar').getByRole('button', { name: 'Language' }).click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: de.nav.dashboard }).waitFor();
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    await page.getByTestId('footer').filter({ hasText: 'Product Reviews von Channelwill' }).waitFor();
    // The standalone page is the admin's: html carries the language, and so does the element's
    // content; the element's own lang attribute is the page author's and stays as written (none).
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('reviews-admin [lang]').first().getAttribute('lang')).toBe('de');
    expect(await page.locator('reviews-admin').getAttribute('lang')).toBeNull();

    await page.getByTestId('top-bar').getByRole('button', { name: de.topBar.menu }).click();
    const nav = page.getByTestId('main-nav');
    await nav.getByRole('menuitem', { name: de.nav.reviews }).waitFor();
    await nav.getByRole('menuitem', { name: de.nav.settings }).click();
    await page.waitForURL(`${demo.server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: deSettings.title }).waitFor();
    await expect.poll(backendLang).toBe(4);

    await page.reload();
    expect(await heading(page)).toBe(deSettings.title);

    for (const [name, texts, id] of [['日本語', ja, 17], ['繁體中文', zhTW, 19]] as const) {
      await page.getByTestId('top-bar').locator('button').last().click();
      await page.getByTestId('language-list').getByRole('menuitemradio', { name }).click();
      await page.getByTestId('top-bar').getByRole('button', { name: texts.topBar.menu }).filter({ hasText: texts.nav.settings }).waitFor();
      await expect.poll(backendLang).toBe(id);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The body of the next POST to an admin endpoint, once the page sends it. */
async function nextPost(page: Page, endpoint: string): Promise<Record<string, unknown>> {
  const request = await page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/api/v1/admin/${endpoint}`));
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

describe('the language settings page', () => {
  // The test above leaves the admin in Traditional Chinese: start these in English.
  beforeEach(() => {
    demo.server.db.prepare("UPDATE shop_configs SET value = '1' WHERE shop_id = ? AND key = 'backend_lang'").run(DEMO_SHOP_ID);
  });

  it('saves the words of the language chosen after ?lang= changed, not of the first one', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    // Words for languages other than the widget's need a plan with multi_language (Starter and up).
    await upgradeDemoShop(page, 3);
    await page.goto(`${demo.server.url}/settings/language`);
    expect(await heading(page)).toBe('Language');

    // The words of a newly chosen language arrive late: the fields wait for them, so nothing typed is replaced.
    await page.route('**/get_shop_selfdefine_lang?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel('Edit words for').selectOption('fr');
    await page.waitForURL(/lang=fr/);
    expect(await page.getByLabel('Write a review button', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Write a review button', { exact: true }).fill('Donnez votre avis');
    const sent = nextPost(page, 'set_shop_selfdefine_lang');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await sent).lang).toBe('fr');
    await page.getByText('Language settings saved').first().waitFor();

    await page.getByLabel('Edit words for').selectOption('de');
    await page.waitForURL(/lang=de/);
    await page.getByLabel('Write a review button', { exact: true }).fill('Jetzt bewerten');
    const again = nextPost(page, 'set_shop_selfdefine_lang');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await again).lang).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the saved storefront language after a reload, and a later save keeps it', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/settings/language`);
    expect(await heading(page)).toBe('Language');

    const widgetLanguage = () => page.getByLabel('Widget language');
    await widgetLanguage().selectOption('de');
    const saved = nextPost(page, 'save_shop_settings');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).language).toBe('de');
    await page.getByText('Language settings saved').first().waitFor();

    await page.reload();
    expect(await heading(page)).toBe('Language');
    expect(await widgetLanguage().inputValue()).toBe('de');

    await page.getByLabel('Write a review button', { exact: true }).fill('Bewertung schreiben');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Language settings saved').first().waitFor();
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    expect(await widgetLanguage().inputValue()).toBe('de');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${demo.server.url}/settings`);
    await page.goBack();
    await page.waitForURL(`${demo.server.url}/settings/language`);
    expect(await heading(page)).toBe('Language');
    expect(await widgetLanguage().inputValue()).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });
});
