import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';
import { catalogProducts, sentRequest } from './review-form-support';

const demo = useDemo();

/** Writes a review through a request's form link as the customer would (the API the page calls); answers its id. */
async function customerReview(): Promise<number> {
  const products = catalogProducts(demo.server, 1, 11);
  const token = sentRequest(demo.server, products);
  const redirect = await fetch(`${demo.server.url}/r/c/${token}`, { redirect: 'manual' });
  const form = new URL(redirect.headers.get('location') ?? '', demo.server.url);
  const link = { token: form.searchParams.get('token'), sig: form.searchParams.get('sig') };
  const sent = await fetch(`${demo.server.url}/api/v1/public/review_form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ link, language: 'en', name: 'Pat D.', items: [{ productId: products[0]!.id, rating: 3, title: 'Fine', body: 'Does the job.', media: [], answers: {} }] }),
  });
  const body = (await sent.json()) as { data: { reviews: { id: number }[] } };
  return body.data.reviews[0]!.id;
}

describe('asking a customer to update a review', () => {
  it('sends the update email from the opened review, then says it was asked recently', async () => {
    const id = await customerReview();
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/reviewList?id=${id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ask to update' }).click();
    await dialog.getByText(/We emailed pat.*@example\.com a link to update this review/).waitFor();
    const mail = demo.server.db.prepare("SELECT kind, text FROM mail_messages WHERE idempotency_key LIKE ?").get(`update-request:${id}:%`) as { kind: string; text: string };
    expect(mail.kind).toBe('update_request');
    expect(mail.text).toMatch(/\/email_review\?token=[^&\s]+&product=[^&\s]+&sig=/);
    await dialog.getByRole('button', { name: 'Ask to update' }).click();
    await dialog.getByText('You asked this customer less than 30 days ago.').waitFor();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
