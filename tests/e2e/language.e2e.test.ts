import { describe, expect, it } from 'vitest';
import de from '../../src/locales/de/common.json';
import deSettings from '../../src/locales/de/settings.json';
import ja from '../../src/locales/ja/common.json';
import zhTW from '../../src/locales/zh-TW/common.json';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';

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
    expect(await page.locator('reviews-admin').getAttribute('lang')).toBe('de');

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
