import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const env = useDemo();

interface RowWatch {
  rows: Element[];
  /** Rows with a DOM change: nodes added or removed, text or an attribute value changed. */
  changed: Set<number>;
  /** Rows written to at all (also an attribute set again to the same value, as a re-render does with inputs). */
  touched: Set<number>;
  observer: MutationObserver;
}

/** Keeps the rows of the table and records, from now on, which rows the DOM changes of the table body fall in (-1: the body itself). */
async function watchRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const body = document.querySelector('.ra-review-table tbody')!;
    const rows = [...body.querySelectorAll(':scope > tr')];
    const w = window as unknown as { rowWatch?: RowWatch };
    w.rowWatch?.observer.disconnect();
    const watch = { rows, changed: new Set<number>(), touched: new Set<number>() } as RowWatch;
    watch.observer = new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const row = node?.closest('tr');
        const index = row && body.contains(row) ? rows.indexOf(row) : -1;
        watch.touched.add(index);
        const same = r.type === 'attributes' ? (r.target as Element).getAttribute(r.attributeName!) === r.oldValue
          : r.type === 'characterData' ? r.target.textContent === r.oldValue : false;
        if (!same) watch.changed.add(index);
      }
    });
    watch.observer.observe(body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
    w.rowWatch = watch;
  });
}

/** The rows changed and touched since watchRows, and whether every row is still the same element. */
async function rowChanges(page: Page): Promise<{ changed: number[]; touched: number[]; sameRows: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { rowWatch: RowWatch };
    const now = [...document.querySelectorAll('.ra-review-table tbody > tr')];
    const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
    return {
      changed: sorted(w.rowWatch.changed),
      touched: sorted(w.rowWatch.touched),
      sameRows: now.length === w.rowWatch.rows.length && now.every((row, i) => row === w.rowWatch.rows[i]),
    };
  });
}

const userSelectOf = (page: Page, row: number) =>
  page.evaluate((i) => getComputedStyle(document.querySelectorAll('.ra-review-table tbody > tr')[i]!.querySelector('[data-review-id]')!).userSelect, row);

describe('the review list under selection and keyboard focus', () => {
  it('changes only the ticked or focused rows, and leaves the other rows as they were', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, env.server);
    await page.goto(`${env.server.url}/reviewList`);
    const rows = page.locator('.ra-review-table tbody tr');
    await rows.nth(19).locator('[data-review-id]').waitFor();
    const textStyle = await userSelectOf(page, 5);

    await rows.nth(2).getByRole('checkbox').first().hover();
    await watchRows(page);
    await rows.nth(2).getByRole('checkbox').first().click();
    await expect(rows.nth(2).getByRole('checkbox').first().isChecked()).resolves.toBe(true);
    await page.getByText('1 selected', { exact: true }).first().waitFor();
    expect(await rowChanges(page)).toMatchObject({ changed: [2], sameRows: true });
    expect(await userSelectOf(page, 5)).toBe(textStyle);

    await rows.nth(4).getByRole('checkbox').first().hover();
    await watchRows(page);
    await rows.nth(4).getByRole('checkbox').first().click();
    await page.getByText('2 selected', { exact: true }).first().waitFor();
    expect(await rowChanges(page)).toMatchObject({ changed: [4], sameRows: true });

    // Moving the keyboard focus does not even re-render the other rows (a re-render writes their checkboxes again).
    await page.mouse.click(5, 5);
    await page.waitForTimeout(100);
    await watchRows(page);
    await page.keyboard.press('j');
    await rows.nth(0).locator('.ra-row-focused').waitFor();
    await page.keyboard.press('j');
    await rows.nth(1).locator('.ra-row-focused').waitFor();
    expect(await rowChanges(page)).toEqual({ changed: [0, 1], touched: [0, 1], sameRows: true });

    await watchRows(page);
    await page.keyboard.press('x');
    await page.getByText('3 selected', { exact: true }).first().waitFor();
    await expect(rows.nth(1).getByRole('checkbox').first().isChecked()).resolves.toBe(true);
    expect(await rowChanges(page)).toMatchObject({ changed: [1], sameRows: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
