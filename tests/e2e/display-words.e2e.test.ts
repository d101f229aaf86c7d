import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_WORD_GROUPS } from '../../src/contract/widget-words';
import display from '../../src/locales/en/display.json';
import en from '../../src/locales/en/widget-words.json';
import type { WordsEditorProps } from '../../src/screens/display-widget/words/types';
import { buildHarness, changesOf, lastChange, openHarness } from './display-forms-page';
import { axeViolations, launchChromium } from './support';

const env = {} as { browser: Browser; files: { js: string; css: string } };
beforeAll(async () => {
  [env.files, env.browser] = await Promise.all([buildHarness(), launchChromium()]);
});
afterAll(() => env.browser?.close());

type Setup = Omit<WordsEditorProps, 'onChange' | 'onLanguageChange'>;
const SETUP: Setup = {
  groups: ['reviews', 'time_ago'],
  languages: [{ code: 'de', name: 'Deutsch' }, { code: 'fr', name: 'Français' }, { code: 'en', name: 'English', primary: true }],
  language: 'en',
  defaults: en,
  value: { 'reviews.load_more': 'See more', 'qa.title': 'Kept as it is' },
  errors: {},
  loading: false,
};
const mount = (page: Page, over: Partial<Setup> = {}) =>
  page.evaluate((setup) => (window as unknown as { harness: { words: (s: unknown) => void } }).harness.words(setup), { ...SETUP, ...over });
const section = (page: Page, group: keyof typeof display.words.groups) => page.getByRole('button', { name: display.words.groups[group], exact: true });
const labels = display.words.labels;

describe('the words editor (real Chromium)', () => {
  it('lists the languages primary first and hands over the chosen one', async () => {
    const { page, errors, close } = await openHarness(env.browser, env.files);
    await mount(page);
    const select = page.getByLabel(display.words.language);
    expect(await select.locator('option').allInnerTexts()).toEqual(['English (primary)', 'Deutsch', 'Français']);
    await select.selectOption('fr');
    expect(await lastChange(page)).toEqual({ language: 'fr' });
    expect(errors).toEqual([]);
    await close();
  });

  it('draws sections closed and only an open section’s fields; a word resets to its default', async () => {
    const { page, close } = await openHarness(env.browser, env.files);
    await mount(page, { groups: WIDGET_WORD_GROUPS });
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await section(page, 'reviews').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('1 changed').count()).toBe(2);
    await section(page, 'reviews').click();
    expect(await section(page, 'reviews').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('textbox').count()).toBe(Object.keys(en.reviews).length);

    const more = page.getByLabel(labels.reviews.load_more, { exact: true });
    expect(await more.inputValue()).toBe('See more');
    expect(await more.getAttribute('placeholder')).toBe(en.reviews.load_more);
    expect(await more.getAttribute('maxlength')).toBe('500');
    await page.getByRole('button', { name: `Reset ${labels.reviews.load_more} to the default` }).click();
    expect(await lastChange(page)).toEqual({ 'qa.title': 'Kept as it is' });
    expect(await more.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /^Reset / }).count()).toBe(0);

    // Typed letter by letter: the field keeps focus as its Reset button appears.
    const empty = page.getByLabel(labels.reviews.no_reviews, { exact: true });
    await empty.pressSequentially('None yet');
    expect(await lastChange(page)).toEqual({ 'qa.title': 'Kept as it is', 'reviews.no_reviews': 'None yet' });
    await page.getByRole('button', { name: `Reset ${labels.reviews.no_reviews} to the default` }).waitFor();
    await section(page, 'reviews').click();
    await expect.poll(() => page.getByRole('textbox').count()).toBe(0);

    // By keyboard: a section opens with Enter, and Tab goes on to its first word.
    await section(page, 'time_ago').focus();
    await page.keyboard.press('Enter');
    await page.getByLabel(labels.time_ago.just_now, { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(en.time_ago.just_now);
    await close();
  });

  it('shows a default’s placeholders and warns, without blocking, when a text drops one', async () => {
    const { page, close } = await openHarness(env.browser, env.files);
    await mount(page, { errors: { 'reviews.verified': 'The server refused this word.' } });
    await section(page, 'reviews').click();
    await page.getByText('The server refused this word.').waitFor();
    const count = page.getByLabel(labels.reviews.based_on, { exact: true });
    const warning = 'Without {{count}} the storefront cannot show the value.';
    expect(await page.getByText('Placeholders: {{count}}', { exact: true }).count()).toBeGreaterThan(0);
    await count.fill('Many reviews');
    await page.getByText(warning).waitFor();
    expect(await lastChange(page)).toMatchObject({ 'reviews.based_on': 'Many reviews' });
    expect(await count.getAttribute('aria-invalid')).not.toBe('true');
    await count.fill('{{ count }} reviews in all');
    expect(await page.getByText(warning).count()).toBe(0);
    await count.fill('Page {{page}}');
    await page.getByText(warning).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it.each([900, 390])('shows skeletons at the fields’ size while the language loads (%i px wide)', async (width) => {
    const { page, close } = await openHarness(env.browser, env.files, width);
    const heights = () => page.locator('.Polaris-FormLayout__Item').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    for (const group of ['time_ago', 'reviews'] as const) {
      await mount(page, { groups: [group], loading: true, value: {} });
      expect(await page.locator('[data-word-skeleton]').count()).toBe(Object.keys(en[group]).length);
      expect(await page.getByRole('textbox').count()).toBe(0);
      const loading = await heights();
      await mount(page, { groups: [group], value: {} });
      expect(await page.getByRole('textbox').count()).toBe(Object.keys(en[group]).length);
      expect(await heights(), group).toEqual(loading);
    }
    expect((await changesOf(page)).length).toBe(0);
    await close();
  });
});
