import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { getWidget, quietProduct } from './widget-api-helpers';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { getShopById } from '../../demo/server/store/repositories/shops';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { putWidgetDisplay } from '../../demo/server/store/repositories/widget-display';
import { DEFAULT_WIDGET_DISPLAYS } from '../../src/contract/widgets';
import { WIDGET_API } from '../../src/contract/widget-api';
import { DEFAULT_QA_SETTINGS, type QaSettings } from '../../src/contract/qa-settings';

const HOUR_MS = 3_600_000;
let now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });
let token = '';
let counter = 0;

/** Asks a question on the storefront, as the public widget does. */
async function ask(over: Record<string, unknown> = {}): Promise<{ status: number; body: any; email: string }> {
  counter += 1;
  const email = `asker${counter}@buyer.example`;
  const response = await fetch(`${server().url}/${WIDGET_API}/questions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://some-store.example' },
    body: JSON.stringify({ shop: DEMO_SHOP_DOMAIN, product: String(quietProduct(server())), author: `Asker ${counter}`, email, body: `Is it washable? (${counter})`, ...over }),
  });
  return { status: response.status, body: await response.json(), email };
}

const questionOf = (author: string) =>
  server().db.prepare('SELECT id, status, email FROM questions WHERE shop_id = ? AND author = ?').get(DEMO_SHOP_ID, author) as { id: number; status: string; email: string | null };
const mails = (key: string) => server().db.prepare('SELECT to_address, subject, text FROM mail_messages WHERE idempotency_key = ?').all(key) as { to_address: string; subject: string; text: string }[];

async function save(values: Partial<QaSettings>): Promise<{ status: number; body: any }> {
  const current = await callApi(server(), 'get_qa_settings', { token });
  return callApi(server(), 'set_qa_settings', { token, body: { ...current.body.data, ...values } });
}

beforeEach(async () => {
  now += 2 * HOUR_MS;
  token ||= await demoToken();
  saveWidgetSettings(server().db, DEMO_SHOP_ID, { is_show_qa: 1, is_show_anonymous: 2 });
  putWidgetDisplay(server().db, DEMO_SHOP_ID, 'qa', DEFAULT_WIDGET_DISPLAYS.qa, now);
});

describe('the Q&A settings', () => {
  it('read as the defaults until saved, then as saved with a version; a stale save is refused with the saved ones', async () => {
    const first = await callApi(server(), 'get_qa_settings', { token });
    expect(first.body.data).toEqual({ ...DEFAULT_QA_SETTINGS, version: 0 });
    const saved = await callApi(server(), 'set_qa_settings', { token, body: { ...DEFAULT_QA_SETTINGS, auto_publish: true, version: 0 } });
    expect(saved.body.data).toEqual({ ...DEFAULT_QA_SETTINGS, auto_publish: true, version: 1 });
    const stale = await callApi(server(), 'set_qa_settings', { token, body: { ...DEFAULT_QA_SETTINGS, notify_asker: false, version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toEqual({ ...DEFAULT_QA_SETTINGS, auto_publish: true, version: 1 });
    expect((await callApi(server(), 'get_qa_settings', { token })).body.data).toEqual({ ...DEFAULT_QA_SETTINGS, auto_publish: true, version: 1 });
    const wrong = await callApi(server(), 'set_qa_settings', { token, body: { auto_publish: 'yes' } });
    expect(wrong.status).toBe(400);
    expect((await callApi(server(), 'get_qa_settings')).status).toBe(401);
    await save(DEFAULT_QA_SETTINGS);
  });

  it('hold a question for approval, or publish it at once', async () => {
    await save({ auto_publish: false });
    const held = await ask();
    expect(held.status).toBe(200);
    expect(questionOf(`Asker ${counter}`).status).toBe('pending');
    await save({ auto_publish: true });
    await ask();
    const published = questionOf(`Asker ${counter}`);
    expect(published.status).toBe('published');
    const page = await getWidget(server(), 'questions', { product: quietProduct(server()) });
    expect(page.body?.data.items.map((q: { id: number }) => q.id)).toContain(published.id);
    await save({ auto_publish: false });
  });

  it('email the shop a question asked, or not', async () => {
    const shop = getShopById(server().db, DEMO_SHOP_ID);
    await save({ notify_merchant: true });
    await ask({ body: 'Does the lid seal tight?' });
    const told = mails(`question:${questionOf(`Asker ${counter}`).id}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to_address: expect.stringContaining(`<${shop?.email}>`) });
    expect(told[0]?.text).toContain('Does the lid seal tight?');
    await save({ notify_merchant: false });
    await ask();
    expect(mails(`question:${questionOf(`Asker ${counter}`).id}`)).toHaveLength(0);
    await save({ notify_merchant: true });
  });

  it("email the asker the shop's answer, or not", async () => {
    await save({ notify_asker: true });
    const asked = await ask();
    const { id } = questionOf(`Asker ${counter}`);
    await callApi(server(), 'answer_question', { token, body: { id, body: 'Yes, at 30 degrees.' } });
    const answered = mails(`answer:${id}:${now}`);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ to_address: `Asker ${counter} <${asked.email}>` });
    expect(answered[0]?.text).toContain('Yes, at 30 degrees.');
    await save({ notify_asker: false });
    await ask();
    const quiet = questionOf(`Asker ${counter}`).id;
    now += 1000;
    await callApi(server(), 'answer_question', { token, body: { id: quiet, body: 'No.' } });
    expect(mails(`answer:${quiet}:${now}`)).toHaveLength(0);
    await save({ notify_asker: true });
  });

  it('require the asker’s email, or take a question without one', async () => {
    await save({ require_email: true });
    const refused = await ask({ email: undefined });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([{ path: 'email', key: 'required' }]);
    await save({ require_email: false });
    const taken = await ask({ email: '' });
    expect(taken.status).toBe(200);
    expect(questionOf(`Asker ${counter}`).email).toBeNull();
    const wrong = await ask({ email: 'not-an-address' });
    expect(wrong.status).toBe(422);
    // The storefront's ask form learns it from the public settings.
    const settings = await getWidget(server(), 'settings', {});
    expect(settings.body?.data.questions).toEqual({ require_email: false, auto_publish: DEFAULT_QA_SETTINGS.auto_publish });
    await save({ require_email: true });
    expect((await getWidget(server(), 'settings', {})).body?.data.questions.require_email).toBe(true);
  });

  it('show the asker’s name on the storefront, or no name', async () => {
    await save({ auto_publish: true, show_asker_name: true });
    await ask({ author: 'Visible Name' });
    const named = await getWidget(server(), 'questions', { product: quietProduct(server()) });
    expect(named.text).toContain('Visible Name');
    await save({ show_asker_name: false });
    const hidden = await getWidget(server(), 'questions', { product: quietProduct(server()) });
    expect(hidden.text).not.toContain('Visible Name');
    expect(hidden.body?.data.items.every((q: { author: string }) => q.author === '')).toBe(true);
    await save({ auto_publish: false, show_asker_name: true });
  });
});
