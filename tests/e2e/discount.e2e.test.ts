import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import { heading, loginAsDemoShop, openPage, storeToken, useDemo } from './support';

const demo = useDemo();

/** The countdown as shown: minutes and seconds from the text, hundredths from the running strip animation's phase. */
function shownCountdown(countdown: Locator): Promise<string> {
  return countdown.evaluate((el) => {
    const head = el.firstElementChild?.textContent ?? '';
    const strip = el.querySelector<HTMLElement>('.ra-countdown-strip');
    if (!strip || strip.hidden) return head;
    const animation = strip.getAnimations()[0];
    if (!animation || animation.playState !== 'running') return `${head}??`;
    const ms = Number(animation.currentTime ?? 0) % 1000;
    return head + String(99 - Math.floor(ms / 10)).padStart(2, '0');
  });
}

describe('the discount offer', () => {
  it('shows the popup once, runs the countdown without touching the rest of the page, and hides on /plan', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server, { discountPopup: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Big sale: 20% off').first().waitFor();
    const tab = page.getByTestId('discount-tab');
    await tab.waitFor();

    const first = await shownCountdown(tab.getByTestId('discount-countdown'));
    expect(first).toMatch(/^\d{2,3}:\d{2}:\d{2}$/);
    await page.waitForTimeout(150);
    expect(await shownCountdown(tab.getByTestId('discount-countdown'))).not.toBe(first);

    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(800); // let entrance animations finish

    // Only the countdown text changes while the offer runs.
    const outside = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const observer = new MutationObserver((records) => {
            for (const r of records) {
              const el = r.target instanceof Element ? r.target : r.target.parentElement;
              if (!el?.closest('[data-testid="discount-countdown"]')) seen.push(`${r.type} ${el?.tagName}.${el?.className} ${r.attributeName ?? ''}`);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(seen);
          }, 1000);
        }),
    );
    expect(outside).toEqual([]);

    await page.reload();
    await page.getByTestId('discount-tab').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByTestId('discount-tab').click();
    await page.waitForURL(`${demo.server.url}/plan?source=navigation`);
    await page.getByRole('heading', { level: 1, name: 'Plan' }).waitFor();
    expect(await page.getByTestId('discount-tab').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the popup away from a review opened by its link, and shows it on the next page', async () => {
    const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv() });
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/privacy_policy`);
    await storeToken(page, DEMO_SHOP_DOMAIN, token);
    await page.goto(`${demo.server.url}/reviewList?id=42`);
    expect(await heading(page)).toBe('Manage Reviews');
    await page.getByTestId('discount-tab').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').filter({ hasText: 'Big sale' }).count()).toBe(0);

    await page.goto(`${demo.server.url}/`);
    await page.getByRole('dialog').getByText('Big sale: 20% off').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
