import { describe, expect, it } from 'vitest';
import type { AttributesSettings } from '../../src/contract/review-rules';
import { adminApi, axeViolations, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('/collect/attributes', () => {
  it('adds, edits, translates and reorders questions; a choice question with one choice blocks Save at its field; a failed save keeps them; reload shows them', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/attributes`);
    expect(await heading(page)).toBe('Custom questions');
    await page.getByText('No custom questions yet.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question', { exact: true }).fill('How does it fit?');
    await page.getByLabel('Kind of answer').selectOption('choice');
    await page.getByLabel('Choice 1', { exact: true }).fill('Small');
    await page.getByRole('button', { name: 'Remove choice 2' }).click();
    await page.getByText('A choice question needs at least 2 choices.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add choice' }).click();
    await page.getByLabel('Choice 2', { exact: true }).fill('small');
    await page.getByText('This choice is already in the list.').waitFor();
    await page.getByLabel('Choice 2', { exact: true }).fill('True to size');
    await page.getByText('This choice is already in the list.').waitFor({ state: 'detached' });
    await page.getByLabel('Customers must answer').check();
    await page.getByLabel('Translate into').selectOption('de');
    await page.getByLabel('Question in this language').fill('Wie ist die Passform?');
    await page.getByTestId('attribute-preview').getByText('Wie ist die Passform?').waitFor();
    await page.getByTestId('attribute-preview').getByText('True to size').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question', { exact: true }).fill('Anything else?');
    await page.getByLabel('Kind of answer').selectOption('text');
    await page.getByRole('button', { name: 'Move “Anything else?” up' }).click();
    const rows = page.getByTestId('attribute-list').locator('h3');
    expect(await rows.allInnerTexts()).toEqual(['Anything else?', 'How does it fit?']);

    await fault(demo.server, { path: '/api/v1/admin/save_review_attributes', status: 500, code: 50001, message: 'Questions store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Questions store unavailable/).waitFor();
    expect(await rows.allInnerTexts()).toEqual(['Anything else?', 'How does it fit?']);
    expect((await adminApi<AttributesSettings>(page, 'get_review_attributes')).attributes).toEqual([]);
    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Custom questions saved').first().waitFor();
    const saved = await adminApi<AttributesSettings>(page, 'get_review_attributes');
    expect(saved.attributes.map((a) => [a.kind, a.label, a.required, a.options])).toEqual([
      ['text', 'Anything else?', false, []],
      ['choice', 'How does it fit?', true, ['Small', 'True to size']],
    ]);
    expect(saved.attributes[1]?.translations.de?.label).toBe('Wie ist die Passform?');
    expect(saved.attributes.every((a) => /^a_[a-z0-9]+$/.test(a.id))).toBe(true);

    await page.reload();
    expect(await heading(page)).toBe('Custom questions');
    expect(await rows.allInnerTexts()).toEqual(['Anything else?', 'How does it fit?']);
    await page.getByRole('button', { name: 'Delete “Anything else?”' }).click();
    await page.getByRole('button', { name: 'Delete question' }).click();
    expect(await rows.allInnerTexts()).toEqual(['How does it fit?']);
    await page.getByRole('button', { name: 'Turn off “How does it fit?”' }).click();
    await page.getByTestId('attribute-list').getByText('Off', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Custom questions saved').first().waitFor();
    expect((await adminApi<AttributesSettings>(page, 'get_review_attributes')).attributes.map((a) => [a.label, a.enabled])).toEqual([['How does it fit?', false]]);
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  }, 120_000);
});
