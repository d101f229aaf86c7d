import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { upgradeDemoShop } from './plan-support';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** The merchant's own words of a language, as stored. */
function storedWords(lang: string): Record<string, string> {
  const json = demo.server.db.prepare('SELECT json_data FROM shop_selfdefine_langs WHERE shop_id = ? AND lang = ?').pluck().get(DEMO_SHOP_ID, lang) as string | undefined;
  return JSON.parse(json ?? '{}') as Record<string, string>;
}

describe('nothing typed is lost on a settings page', () => {
  it('two tabs saving custom words: the later save shows the other tab\'s words, keeps what was typed, and keep mine saves it', async () => {
    const contexts = [await demo.browser.newContext(), await demo.browser.newContext()];
    const [a, b] = await Promise.all(contexts.map((c) => openPage(c)));
    for (const tab of [a!, b!]) {
      await loginAsDemoShop(tab.page, demo.server);
      await tab.page.goto(`${demo.server.url}/settings/language?lang=en`);
      expect(await heading(tab.page)).toBe('Language');
    }

    await a!.page.getByLabel('Write a review button', { exact: true }).fill('Tell us, tab A');
    await a!.page.getByRole('button', { name: 'Save' }).click();
    await a!.page.getByText('Language settings saved').first().waitFor();
    expect(storedWords('en')).toEqual({ 'review_form.write_review': 'Tell us, tab A' });

    await b!.page.getByLabel('Write a review button', { exact: true }).fill('Tell us, tab B');
    await b!.page.getByRole('button', { name: 'Save' }).click();
    await b!.page.getByText('These settings were changed in another tab').waitFor();
    await b!.page.getByText('review_form.write_review: Tell us, tab A').waitFor();
    expect(await b!.page.getByLabel('Write a review button', { exact: true }).inputValue()).toBe('Tell us, tab B');
    expect(storedWords('en')).toEqual({ 'review_form.write_review': 'Tell us, tab A' });

    await b!.page.getByRole('button', { name: 'Keep mine' }).click();
    await b!.page.getByText('Language settings saved').first().waitFor();
    await b!.page.getByText('These settings were changed in another tab').waitFor({ state: 'detached' });
    expect(storedWords('en')).toEqual({ 'review_form.write_review': 'Tell us, tab B' });

    // Tab A is now the stale one: take theirs shows tab B's words.
    await a!.page.getByLabel('Write a review button', { exact: true }).fill('Tell us, tab A again');
    await a!.page.getByRole('button', { name: 'Save' }).click();
    await a!.page.getByText('These settings were changed in another tab').waitFor();
    await a!.page.getByRole('button', { name: 'Take theirs' }).click();
    expect(await a!.page.getByLabel('Write a review button', { exact: true }).inputValue()).toBe('Tell us, tab B');
    expect(storedWords('en')).toEqual({ 'review_form.write_review': 'Tell us, tab B' });
    expect([...a!.errors, ...b!.errors].filter((e) => !e.includes('409'))).toEqual([]);
    for (const c of contexts) await c.close();
  });

  it('a settings save with a network error shows the error with Try again, keeps the edits, and does not ask to leave', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    // Words for languages other than the widget's need a plan with multi_language (Starter and up).
    await upgradeDemoShop(page, 3);
    await page.goto(`${demo.server.url}/settings/language?lang=de`);
    expect(await heading(page)).toBe('Language');
    await page.route('**/api/v1/admin/set_shop_selfdefine_lang', (route) => route.abort());
    await page.getByLabel('Write a review button', { exact: true }).fill('Jetzt bewerten');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes were not saved').waitFor();
    await page.getByText(/Network Error/).waitFor();
    expect(await page.getByText('Are you sure you want to leave?').count()).toBe(0);
    expect(page.url()).toBe(`${demo.server.url}/settings/language?lang=de`);
    expect(await page.getByLabel('Write a review button', { exact: true }).inputValue()).toBe('Jetzt bewerten');

    await page.unroute('**/api/v1/admin/set_shop_selfdefine_lang');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Language settings saved').first().waitFor();
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    expect(storedWords('de')).toEqual({ 'review_form.write_review': 'Jetzt bewerten' });
    expect(await page.getByText('Are you sure you want to leave?').count()).toBe(0);
    expect(errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });
});
