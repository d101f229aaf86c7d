import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/constants';
import { EMAIL_TEMPLATE_TYPES, sampleVariables, type EmailTemplate, type EmailVariables } from '../../src/contract/email-templates';
import { renderEmail } from '../../src/lib/email/render-email';
import { buildEmail, emailDefaults, emailLabels, type EmailInput } from '../../demo/server/mail';
import { defaultTemplate } from '../../demo/server/mail/templates';
import { decodeWords } from '../../demo/server/mail/compose';

const shop = { id: 7, name: 'Fern & Finch', email: 'hello@fernfinch.example', domain: 'fern-finch.myshopify.com' };

function input(template: EmailTemplate, variables: EmailVariables, extra: Partial<EmailInput> = {}): EmailInput {
  return {
    shop,
    to: { name: 'Ana Lima', address: 'ana@customer.test' },
    template,
    variables,
    labels: emailLabels(template.language, shop.name),
    kind: 'request',
    requestId: 1,
    idempotencyKey: 'request:1:first',
    unsubscribeUrl: 'https://reviews.test/r/u/t1',
    ...extra,
  };
}

const variables = (): EmailVariables => {
  const v = sampleVariables(shop.name, 'https://fernfinch.example');
  return { ...v, customer: { first_name: 'Ana', last_name: 'Lima', name: 'Ana Lima' }, review_link: 'https://reviews.test/r/c/t1' };
};

afterEach(() => {
  delete process.env.MAIL_FROM_DOMAIN;
});

describe('buildEmail renders with the preview’s renderer', () => {
  it.each(['en', 'de', 'ja', 'pt-PT'] as const)('gives the same HTML and text as renderEmail (%s)', (language) => {
    for (const type of EMAIL_TEMPLATE_TYPES) {
      const template = { ...defaultTemplate(type, language), body: 'Line <b>one</b> for {{ customer.name }}\n\nA & B', logoUrl: 'https://cdn.test/logo.png' };
      const rendered = renderEmail(template, variables(), emailLabels(language, shop.name));
      const built = buildEmail(input(template, variables()));
      if (!rendered.ok || !built.ok) throw new Error(`${type} ${language} did not render`);
      expect(built.email.html).toBe(rendered.email.html);
      expect(built.email.text).toBe(rendered.email.text);
      expect(built.email.subject).toBe(rendered.email.subject);
    }
  });

  it('sets sender, reply-to, recipient and the one-click unsubscribe headers', () => {
    process.env.MAIL_FROM_DOMAIN = 'mail.fernfinch.example';
    const built = buildEmail(input(defaultTemplate('first', 'en'), variables()));
    if (!built.ok) throw new Error('did not render');
    expect(built.email).toMatchObject({
      shopId: 7,
      requestId: 1,
      kind: 'request',
      from: { name: 'Fern & Finch', address: 'reviews@mail.fernfinch.example' },
      to: { name: 'Ana Lima', address: 'ana@customer.test' },
      replyTo: 'hello@fernfinch.example',
      subject: 'How was your order from Fern & Finch?',
    });
    expect(built.email.headers['List-Unsubscribe']).toBe('<https://reviews.test/r/u/t1>');
    expect(built.email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const test = buildEmail(input(defaultTemplate('first', 'en'), variables(), { kind: 'test', unsubscribeUrl: null }));
    expect(test.ok && Object.keys(test.email.headers).filter((h) => h.startsWith('List-'))).toEqual([]);
  });

  it('answers the renderer’s errors and nothing to send', () => {
    const template = { ...defaultTemplate('second', 'fr'), heading: 'Bonjour {{ customer.surname }}', body: '{% for p in products %}{{ p.title }}' };
    const rendered = renderEmail(template, variables(), emailLabels('fr', shop.name));
    const built = buildEmail(input(template, variables()));
    expect(built.ok).toBe(false);
    expect(rendered.ok).toBe(false);
    if (!built.ok && !rendered.ok) {
      expect(built.errors).toEqual(rendered.errors);
      expect(built.errors.map((e) => e.field)).toEqual(['heading', 'body']);
    }
  });
});

describe('default templates', () => {
  it.each([...LANGUAGE_CODES])('render in %s with the review link in the text part and the layout in that language', (language) => {
    const labels = emailLabels(language, shop.name);
    expect(labels.footer).toContain('Fern & Finch');
    expect(labels.footer).not.toContain('{{');
    for (const type of EMAIL_TEMPLATE_TYPES) {
      const built = buildEmail(input(defaultTemplate(type, language), variables()));
      if (!built.ok) throw new Error(`${type} ${language}: ${JSON.stringify(built.errors)}`);
      expect(built.email.subject.length).toBeGreaterThan(5);
      expect(built.email.text).toContain('https://reviews.test/r/c/t1');
      expect(built.email.html).toContain('href="https://reviews.test/r/c/t1"');
      expect(built.email.html).toContain('Ana');
      if (language !== 'en') expect(emailDefaults(language).templates[type].subject).not.toBe(emailDefaults('en').templates[type].subject);
    }
  });
});

describe('stored headers', () => {
  it('decode encoded words, joining a character split between two of them', () => {
    const bytes = Buffer.from('東京', 'utf8');
    const split = `=?UTF-8?B?${bytes.subarray(0, 4).toString('base64')}?= =?UTF-8?B?${bytes.subarray(4).toString('base64')}?=`;
    expect(decodeWords(`${split} and =?UTF-8?Q?Caf=C3=A9_au_lait?= plain`)).toBe('東京 and Café au lait plain');
    expect(decodeWords('"Maple & Moss Goods" <reviews@reviews.example>')).toBe('"Maple & Moss Goods" <reviews@reviews.example>');
  });
});
