import { describe, expect, it } from 'vitest';
import { TEMPLATE_ERROR_CODE, type EmailTemplate, type EmailTemplateAnswer } from '../../src/contract/email-templates';
import { SETTINGS_CONFLICT_CODE } from '../../src/contract/constants';
import { templateFor } from '../../demo/server/mail';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';

let offsetMs = 0;
const server = useTestServer({ now: () => Date.now() + offsetMs });
const token = await demoToken();

const getTemplate = async (query: string) => (await callApi<EmailTemplateAnswer>(server(), 'get_email_template_setting', { token, query })).body;
const save = (template: EmailTemplate) => callApi(server(), 'save_email_template_setting', { token, body: template });
const sendTest = (template: EmailTemplate, email = 'owner@maplemoss.example') => callApi(server(), 'send_test_email', { token, body: { template, email } });

describe('get_email_template_setting', () => {
  it('answers the default of a type in the shop language, version 0, nothing saved', async () => {
    const answer = await getTemplate('type=first');
    expect(answer.code).toBe(0);
    expect(answer.data.shopLanguage).toBe('en');
    expect(answer.data.savedLanguages).toEqual([]);
    expect(answer.data.template).toMatchObject({
      type: 'first',
      language: 'en',
      subject: 'How was your order from {{ shop.name }}?',
      button: 'Write a review',
      colors: { background: '#f6f6f7', text: '#202223', button: '#008060', buttonText: '#ffffff' },
      logoUrl: '',
      version: 0,
    });
  });

  it('answers the default in another language, with the same Liquid variables', async () => {
    const de = (await getTemplate('type=second&language=de')).data.template;
    const en = (await getTemplate('type=second&language=en')).data.template;
    expect(de.language).toBe('de');
    expect(de.subject).not.toBe(en.subject);
    expect(de.subject).toContain('{{ product.title }}');
    const ja = (await getTemplate('type=update_review&language=ja')).data.template;
    expect(ja.body).toContain('{{ product.title }}');
    expect(ja.body).not.toContain('You reviewed');
  });

  it('defaults to the shop language: its storefront widget language', async () => {
    const settings = await callApi(server(), 'save_shop_settings', { token, body: { language: 'fr' } });
    expect(settings.body.code).toBe(0);
    const answer = (await getTemplate('type=photo_video_reminder')).data;
    expect(answer.shopLanguage).toBe('fr');
    expect(answer.template.language).toBe('fr');
    await callApi(server(), 'save_shop_settings', { token, body: { language: 'en' } });
  });

  it('refuses an unknown type or language with 400', async () => {
    expect((await callApi(server(), 'get_email_template_setting', { token, query: 'type=third' })).status).toBe(400);
    expect((await callApi(server(), 'get_email_template_setting', { token, query: 'type=first&language=xx' })).status).toBe(400);
    expect((await callApi(server(), 'get_email_template_setting', { token: null, query: 'type=first' })).status).toBe(401);
  });
});

describe('save_email_template_setting', () => {
  it('saves a template per type and language with a version, and refuses a stale one with 409 and the saved one', async () => {
    const start = (await getTemplate('type=first&language=es')).data.template;
    const edited = { ...start, subject: '¿Qué tal {{ product.title }}, {{ customer.first_name }}?', colors: { ...start.colors, button: '#aa3300' } };
    const saved = await save(edited);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.template).toMatchObject({ subject: edited.subject, version: 1, colors: { button: '#aa3300' } });
    expect(saved.body.data.savedLanguages).toEqual(['es']);
    expect((await getTemplate('type=first&language=es')).data.template.version).toBe(1);
    expect((await getTemplate('type=first&language=en')).data.template.version).toBe(0);
    expect(templateFor(server().db, DEMO_SHOP_ID, 'first', 'es').subject).toBe(edited.subject);

    const stale = await save({ ...start, subject: 'Another tab' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(SETTINGS_CONFLICT_CODE);
    expect(stale.body.data.template).toMatchObject({ subject: edited.subject, version: 1 });
    expect((await getTemplate('type=first&language=es')).data.template.subject).toBe(edited.subject);
  });

  it('refuses an unknown variable with its field and line, and saves nothing', async () => {
    const start = (await getTemplate('type=second&language=en')).data.template;
    const body = 'Hello,\n\nthanks for shopping.\nYour nickname: {{ customer.nickname }}';
    const refused = await save({ ...start, body });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(TEMPLATE_ERROR_CODE);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'body', line: 4 })]);
    expect(refused.body.data.errors[0].message).toContain('customer.nickname');
    expect((await getTemplate('type=second&language=en')).data.template).toMatchObject({ version: 0, body: start.body });
  });

  it('refuses an unclosed tag and a file include at their fields', async () => {
    const start = (await getTemplate('type=second&language=en')).data.template;
    const refused = await save({ ...start, heading: '{% if customer.first_name %}Hi', button: "{% include 'footer' %}" });
    expect(refused.status).toBe(422);
    const errors = refused.body.data.errors as { field: string; line: number }[];
    expect(errors.map((e) => e.field)).toEqual(['heading', 'button']);
    expect(errors[0]?.line).toBe(1);
  });

  it('validates the template shape (colours, logo address, empty subject) with 400', async () => {
    const start = (await getTemplate('type=second&language=en')).data.template;
    expect((await save({ ...start, colors: { ...start.colors, text: 'red' } })).status).toBe(400);
    expect((await save({ ...start, logoUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await save({ ...start, subject: '' })).status).toBe(400);
  });
});

describe('send_test_email', () => {
  it('sends the template as on screen (unsaved) to the mailbox as a test, with the shop’s real name', async () => {
    const start = (await getTemplate('type=first&language=en')).data.template;
    const sent = await sendTest({ ...start, subject: 'Unsaved draft for {{ shop.name }}' });
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toEqual({ sent: true, messageId: expect.stringMatching(/^<[0-9a-f]{32}@reviews\.example>$/) });
    const row = server().db.prepare('SELECT * FROM mail_messages WHERE message_id = ?').get(sent.body.data.messageId) as Record<string, unknown>;
    expect(row).toMatchObject({ kind: 'test', shop_id: DEMO_SHOP_ID, subject: 'Unsaved draft for Maple & Moss Goods', to_address: 'owner@maplemoss.example' });
    expect((await getTemplate('type=first&language=en')).data.template.version).toBe(0);
    const list = await (await fetch(`${server().url}/mailbox`)).text();
    expect(list).toContain('Unsaved draft for Maple &amp; Moss Goods');
  });

  it('refuses a wrong address with 400 and a template with errors with 422', async () => {
    const start = (await getTemplate('type=first&language=en')).data.template;
    for (const email of ['not-an-address', 'a@b', 'x@y.com\r\nBcc: z@w.com', 'two@a.com, three@b.com']) {
      const wrong = await sendTest(start, email);
      expect(wrong.status, email).toBe(400);
      expect(wrong.body.message).toContain('email');
    }
    const broken = await sendTest({ ...start, subject: '{{ order.total }}' });
    expect(broken.status).toBe(422);
    expect(broken.body.data.errors[0]).toMatchObject({ field: 'subject', line: 1 });
  });

  it('allows 20 test emails per shop an hour, then says when the next one may go', async () => {
    const start = (await getTemplate('type=first&language=en')).data.template;
    const already = server().db.prepare("SELECT COUNT(*) FROM mail_messages WHERE kind = 'test'").pluck().get() as number;
    // Sent at once, and one more than the limit allows: exactly the rest of the 20 go out.
    const burst = await Promise.all(Array.from({ length: 21 - already }, () => sendTest(start)));
    expect(burst.filter((r) => r.body.code === 0)).toHaveLength(20 - already);
    expect(server().db.prepare("SELECT COUNT(*) FROM mail_messages WHERE kind = 'test'").pluck().get()).toBe(20);
    const limited = await sendTest(start);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(42900);
    expect(limited.body.message).toMatch(/^You can send 20 test emails an hour\. Try again in \d+ minutes?\.$/);
    expect(limited.body.data.retry_after).toBeGreaterThan(0);
    offsetMs = 61 * 60_000;
    expect((await sendTest(start)).body.code).toBe(0);
  }, 30_000);
});
