import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReplySettings, RewardSettings } from '../../src/contract/review-rewards';
import { adminApi, axeViolations, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

async function session(width = 1280) {
  const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
  const { page, errors } = await openPage(context);
  await loginAsDemoShop(page, demo.server);
  return { context, page, errors };
}

const card = (page: Page, kind: 'any' | 'photo' | 'video') => page.getByTestId(`reward-${kind}`);
/** Ticks a checkbox or radio from the keyboard (the save bar may cover a control scrolled to the top). */
async function tick(page: Page, control: ReturnType<Page['getByLabel']>): Promise<void> {
  await control.focus();
  await page.keyboard.press('Space');
  expect(await control.isChecked()).toBe(true);
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

describe('/collect/discount', () => {
  it('validates values with the SPEC texts at the field and blocks Save; saves a photo reward and shows it after a reload', async () => {
    const { context, page, errors } = await session();
    await page.goto(`${demo.server.url}/collect/discount`);
    expect(await heading(page)).toBe('Discount for reviews');
    await page.getByText('Rewarded reviews are marked as incentivized in your store').waitFor();
    const photo = card(page, 'photo');
    const value = photo.getByLabel('Discount value');

    for (const [raw, text] of [['0', 'Enter a percentage greater than 0 and at most 100'], ['101', 'Enter a percentage greater than 0 and at most 100']] as const) {
      await value.fill(raw);
      await photo.getByText(text).waitFor();
      expect(await save(page).isDisabled()).toBe(true);
    }
    await tick(page, photo.getByLabel(/^Fixed amount/));
    for (const [raw, text] of [['0', 'Enter an amount greater than 0'], ['4.999', 'Use at most 2 decimal places']] as const) {
      await value.fill(raw);
      await photo.getByText(text).waitFor();
      expect(await save(page).isDisabled()).toBe(true);
    }

    await tick(page, photo.getByLabel('Percentage'));
    await value.fill('10');
    await tick(page, photo.getByLabel('Give this reward'));
    await photo.getByLabel('Minimum order').fill('50');
    await photo.getByLabel('Valid for (days)').fill('30');
    expect(await page.getByTestId('reward-summary-photo').innerText()).toBe('Customers who add a photo get 10% off orders over $50, valid 30 days. One code per customer.');
    expect(await page.getByTestId('reward-winner').innerText()).toContain('A review with a video earns: Reward for a photo review');
    await save(page).click();
    await page.getByText('Rewards saved').first().waitFor();
    const saved = await adminApi<RewardSettings>(page, 'get_review_discount_setting');
    expect(saved.photo).toMatchObject({ enabled: true, valueType: 1, value: 10, minOrder: 50, expiresDays: 30 });

    await page.reload();
    expect(await heading(page)).toBe('Discount for reviews');
    expect(await card(page, 'photo').getByLabel('Discount value').inputValue()).toBe('10');
    expect(await card(page, 'photo').getByLabel('Give this reward').isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a failed save keeps every edit and Try again saves them', async () => {
    const { context, page } = await session();
    await page.goto(`${demo.server.url}/collect/discount`);
    expect(await heading(page)).toBe('Discount for reviews');
    const video = card(page, 'video');
    await tick(page, video.getByLabel('Give this reward'));
    await video.getByLabel('Discount value').fill('25');
    await fault(demo.server, { path: '/api/v1/admin/save_review_discount_setting', status: 500, code: 50001, message: 'Settings store unavailable', times: 1 });
    await save(page).click();
    await page.getByText(/Settings store unavailable/).waitFor();
    expect(await video.getByLabel('Discount value').inputValue()).toBe('25');
    expect((await adminApi<RewardSettings>(page, 'get_review_discount_setting')).video.enabled).toBe(false);
    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Rewards saved').first().waitFor();
    expect((await adminApi<RewardSettings>(page, 'get_review_discount_setting')).video).toMatchObject({ enabled: true, value: 25 });
    await context.close();
  }, 120_000);
});

describe('/collect/discount in two tabs', () => {
  it('a stale save keeps the edits and shows the rewards saved in the other tab', async () => {
    const tabs = [await session(), await session()];
    for (const { page } of tabs) {
      await page.goto(`${demo.server.url}/collect/discount`);
      expect(await heading(page)).toBe('Discount for reviews');
    }
    const [a, b] = [tabs[0]!.page, tabs[1]!.page];
    await tick(a, card(a, 'any').getByLabel('Give this reward'));
    await card(a, 'any').getByLabel('Discount value').fill('8');
    await save(a).click();
    await a.getByText('Rewards saved').first().waitFor();

    await card(b, 'any').getByLabel('Discount value').fill('12');
    await save(b).click();
    await b.getByText('These settings were changed in another tab').waitFor();
    await b.getByText('Reward for any review: 8%').waitFor();
    expect(await card(b, 'any').getByLabel('Discount value').inputValue()).toBe('12');
    await b.getByRole('button', { name: 'Keep mine' }).click();
    await b.getByText('Rewards saved').first().waitFor();
    expect((await adminApi<RewardSettings>(b, 'get_review_discount_setting')).any).toMatchObject({ enabled: true, value: 12 });
    for (const tab of tabs) await tab.context.close();
  }, 120_000);
});

describe('reward and reply email pages', () => {
  it('a reward email previews with the sample code and lists the discount variables', async () => {
    const { context, page, errors } = await session();
    await page.goto(`${demo.server.url}/collect/discount`);
    await page.getByRole('link', { name: 'Reward email for a photo review' }).click();
    await page.waitForURL(/\/settings\/review_discount\/discount_for_photo_review/);
    await page.getByRole('heading', { level: 1, name: 'Reward email for a photo review' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="email-preview-frame"]')?.getAttribute('srcdoc') ?? '').includes('THANKS-7QK2M9'));
    const variables = page.getByTestId('email-variables');
    for (const name of ['{{ discount.code }}', '{{ discount.value }}', '{{ discount.expires_at }}', '{{ discount.min_order }}']) {
      await variables.getByRole('button', { name: `Insert ${name}` }).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('/settings/reply_review turns reply emails off and on, kept after a reload', async () => {
    const { context, page, errors } = await session();
    await page.goto(`${demo.server.url}/settings/reply_review`);
    expect(await heading(page)).toBe('Reply to review email');
    await page.getByText('Email reviewers when you reply').waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="email-preview-frame"]')?.getAttribute('srcdoc') ?? '').includes('We are glad the shirt fits well'));
    await page.getByTestId('email-variables').getByRole('button', { name: 'Insert {{ review.reply }}' }).waitFor();
    const before = await adminApi<ReplySettings>(page, 'get_reply_review_setting');
    expect(before.enabled).toBe(true);
    await page.getByRole('button', { name: 'Turn off reply emails' }).click();
    await page.getByText('Reply emails turned off').first().waitFor();
    expect((await adminApi<ReplySettings>(page, 'get_reply_review_setting')).enabled).toBe(false);
    await page.reload();
    expect(await page.getByTestId('reply-status').innerText()).toBe('Off');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Turn on reply emails' }).click();
    await page.getByText('Reply emails turned on').first().waitFor();
    expect((await adminApi<ReplySettings>(page, 'get_reply_review_setting')).enabled).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('Manage Reviews marks', () => {
  it('shows answers, the held reason with its publish date, edited, and the incentivized mark with the code', async () => {
    const { context, page, errors } = await session();
    const publishAt = '2026-12-11T10:00:00.000Z';
    const collected = {
      status: 'pending',
      incentivized: true,
      reward_code: 'THANKS-AB12CD',
      held_reason: 'rating',
      auto_publish_at: publishAt,
      edited_at: '2026-11-20T10:00:00.000Z',
      answers: [
        { id: 'fit', kind: 'rating', label: 'Fit', value: 4 },
        { id: 'size', kind: 'choice', label: 'Size bought', value: 'M' },
      ],
    };
    let firstId = 0;
    // The list and the opened review as the server answers them, the first review carrying the collected fields.
    await page.route('**/api/v1/admin/list_reviews**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
      const first = body.data.items[0];
      if (first) {
        firstId = Number(first.id);
        Object.assign(first, collected);
      }
      await route.fulfill({ response, json: body });
    });
    await page.route('**/api/v1/admin/get_review?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      if (Number(body.data.id) === firstId) Object.assign(body.data, collected);
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${demo.server.url}/reviewList`);
    const row = page.locator('.ra-review-table tbody tr').first();
    await row.getByTestId('review-incentivized').getByText('Incentivized · code THANKS-AB12CD').waitFor();
    expect(await row.getByTestId('review-held').innerText()).toBe('Held: rating below your threshold · Publishes automatically on Dec 11, 2026');
    await row.getByTestId('review-edited').getByText('Edited by the customer').waitFor();
    const answers = row.getByTestId('review-answers');
    await answers.getByText('Size bought').waitFor();
    await answers.getByText('M', { exact: true }).waitFor();
    await answers.getByRole('img', { name: '4 stars' }).waitFor();

    await row.locator('[data-review-id]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('review-incentivized').getByText('Incentivized · code THANKS-AB12CD').waitFor();
    expect(await dialog.getByTestId('review-held').innerText()).toContain('Publishes automatically on Dec 11, 2026');
    await dialog.getByTestId('review-answers').getByText('Size bought').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
