import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_DISPLAYS, STOREFRONT_WIDGETS, type StorefrontWidget } from '../../src/contract/widgets';
import display from '../../src/locales/en/display.json';
import { FORM_SPECS } from '../../src/screens/display-widget/forms/form-fields';
import { buildHarness, changesOf, lastChange, openHarness } from './display-forms-page';
import { axeViolations, launchChromium } from './support';

const env = {} as { browser: Browser; files: { js: string; css: string } };
beforeAll(async () => {
  [env.files, env.browser] = await Promise.all([buildHarness(), launchChromium()]);
});
afterAll(() => env.browser?.close());

const fields = display.options.fields as Record<string, string>;
const mount = (page: Page, widget: StorefrontWidget, value: Record<string, unknown> = DEFAULT_WIDGET_DISPLAYS[widget].options, errors = {}) =>
  page.evaluate(([w, v, e]) => (window as unknown as { harness: { form: (...a: unknown[]) => void } }).harness.form(w, v, e), [widget, value, errors] as const);

/** What the field of an option shows, read as the merchant sees it. */
async function shown(page: Page, name: string, kind: string): Promise<unknown> {
  if (kind === 'toggle') return page.getByRole('checkbox', { name: fields[name] }).isChecked();
  if (kind === 'choice') {
    const checked = page.getByRole('group', { name: fields[name] }).getByRole('radio', { checked: true });
    return checked.getAttribute('value');
  }
  const value = await page.getByLabel(fields[name]!, { exact: true }).first().inputValue();
  return kind === 'number' || kind === 'rating' ? Number(value) : value;
}

describe('the widgets’ options forms (real Chromium)', () => {
  it('each form shows every option of its value', async () => {
    const { page, errors, close } = await openHarness(env.browser, env.files);
    for (const widget of STOREFRONT_WIDGETS) {
      await mount(page, widget);
      const options = DEFAULT_WIDGET_DISPLAYS[widget].options as Record<string, unknown>;
      const specs = FORM_SPECS[widget].flat();
      expect(specs.map((s) => s.name).sort(), widget).toEqual(Object.keys(options).sort());
      for (const spec of specs) expect(await shown(page, spec.name, spec.kind), `${widget}.${spec.name}`).toBe(options[spec.name]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('a change hands over the typed value', async () => {
    const { page, close } = await openHarness(env.browser, env.files);
    await mount(page, 'carousel');
    await page.getByRole('checkbox', { name: fields.with_media_only }).click();
    expect(await lastChange(page)).toMatchObject({ with_media_only: true, max_items: 12 });
    await page.getByLabel(fields.max_items!).fill('20');
    expect(await lastChange(page)).toMatchObject({ max_items: 20 });
    await page.getByLabel(fields.autoplay_seconds!).fill('0');
    expect(await lastChange(page)).toMatchObject({ autoplay_seconds: 0 });
    await page.getByLabel(fields.min_rating!).selectOption('3');
    expect(await lastChange(page)).toMatchObject({ min_rating: 3, title: 'What our customers say' });
    await page.getByLabel(fields.title!).fill('Loved by many');
    expect(await lastChange(page)).toEqual({ title: 'Loved by many', min_rating: 3, autoplay_seconds: 0, max_items: 20, with_media_only: true });

    await mount(page, 'write');
    await page.locator('label').filter({ hasText: display.options.choices.mode.page }).click();
    expect(await lastChange(page)).toEqual({ mode: 'page', ask_media: true });
    // Keyboard: the next field, then Space.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await lastChange(page)).toEqual({ mode: 'page', ask_media: false });

    await mount(page, 'tab');
    await page.getByLabel(fields.color!, { exact: true }).fill('#ffb400');
    expect(await lastChange(page)).toMatchObject({ color: '#ffb400', text_color: '#FFFFFF' });
    await page.getByLabel(`Pick the ${fields.text_color}`).fill('#00ff00');
    expect(await lastChange(page)).toMatchObject({ color: '#ffb400', text_color: '#00FF00' });
    expect(await page.locator('[data-swatch]').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 180, 0)');
    await close();
  });

  it('a number out of its bounds or no whole number shows the error at the field, and the page learns of it', async () => {
    const { page, close } = await openHarness(env.browser, env.files);
    await mount(page, 'rating');
    const size = page.getByLabel(fields.star_size!);
    expect(await size.getAttribute('min')).toBe('10');
    expect(await size.getAttribute('max')).toBe('40');
    await size.fill('50');
    await page.getByText('Enter a whole number from 10 to 40.').waitFor();
    expect(await lastChange(page)).toMatchObject({ star_size: 50 });
    expect(await size.getAttribute('aria-invalid')).toBe('true');
    await size.fill('1.5');
    expect(await size.inputValue()).toBe('1.5');
    expect(Number.isNaN((await lastChange<{ star_size: number }>(page)).star_size)).toBe(true);
    await page.getByText('Enter a whole number from 10 to 40.').waitFor();
    await size.fill('24');
    expect(await lastChange(page)).toMatchObject({ star_size: 24 });
    expect(await page.getByText('Enter a whole number from 10 to 40.').count()).toBe(0);

    await mount(page, 'shows', { title: 'Photos', rows: 9, columns: 5 }, { title: 'The server refused this title.' });
    await page.getByText('Enter a whole number from 1 to 4.').waitFor();
    await page.getByText('The server refused this title.').waitFor();
    await mount(page, 'tab', { ...DEFAULT_WIDGET_DISPLAYS.tab.options, color: 'red' });
    await page.getByText(display.options.errors.colour).waitFor();
    await close();
  });

  it('a form has no axe violation, with an error showing', async () => {
    const { page, close } = await openHarness(env.browser, env.files);
    await mount(page, 'tab', { ...DEFAULT_WIDGET_DISPLAYS.tab.options, color: '#12' });
    expect(await axeViolations(page)).toEqual([]);
    await mount(page, 'carousel');
    expect(await axeViolations(page)).toEqual([]);
    expect((await changesOf(page)).length).toBe(0);
    await close();
  });
});
