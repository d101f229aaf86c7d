import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_COLORS, EMAIL_VARIABLE_NAMES, sampleVariables, type EmailTemplate } from '../../../src/contract/email-templates';
import { renderEmail, type RenderResult } from '../../../src/lib/email/render-email';

const template = (fields: Partial<EmailTemplate> = {}): EmailTemplate => ({
  type: 'first',
  language: 'en',
  subject: 'How was {{ product.title }}?',
  preheader: 'A minute of your time',
  heading: 'Hi {{ customer.first_name }}',
  body: 'Thanks for order {{ order.name }}.',
  button: 'Write a review',
  colors: DEFAULT_TEMPLATE_COLORS,
  logoUrl: '',
  ...fields,
});
const labels = { unsubscribe: 'Unsubscribe', footer: 'You ordered from Maple & Moss.' };
const vars = sampleVariables('Maple & Moss', 'https://maple.example');

function ok(result: RenderResult) {
  if (!result.ok) throw new Error(`expected a render, got ${JSON.stringify(result.errors)}`);
  return result.email;
}

/** liquidjs's `escape`: what every value becomes in the HTML part. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

describe('renderEmail', () => {
  it('fills in every listed variable', () => {
    const body = EMAIL_VARIABLE_NAMES.map((n) => `${n}=[{{ ${n} }}]`).join('\n');
    const email = ok(renderEmail(template({ body }), vars, labels));
    expect(email.subject).toBe('How was Linen Shirt?');
    expect(email.text).toContain('customer.first_name=[Alex]');
    expect(email.text).toContain('shop.url=[https://maple.example]');
    expect(email.text).toContain('order.name=[#1001]');
    expect(email.text).toContain('review_link=[https://maple.example/email_review?sample=1]');
    expect(email.html).toContain('Hi Alex');
    expect(email.html).toContain('Unsubscribe');
  });

  it('loops over the products and applies filters', () => {
    const body = '{% for p in products %}{{ p.title | upcase }};{% endfor %}';
    expect(ok(renderEmail(template({ body }), vars, labels)).text).toContain('LINEN SHIRT;CANVAS TOTE;');
  });

  it('escapes values in the HTML part but not in the subject or the text part', () => {
    const v = sampleVariables('Tom & <Jerry>', 'https://t.example');
    const email = ok(renderEmail(template({ subject: 'From {{ shop.name }}', body: 'Shop: {{ shop.name }}' }), v, labels));
    expect(email.subject).toBe('From Tom & <Jerry>');
    expect(email.text).toContain('Shop: Tom & <Jerry>');
    expect(email.html).toContain('Shop: Tom &amp; &lt;Jerry&gt;');
    expect(email.html).not.toContain('<Jerry>');
  });

  it('property: any customer name reaches the text part as it is and the HTML part escaped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }).filter((s) => !/\s/.test(s)), (name) => {
        const v = { ...vars, customer: { ...vars.customer, first_name: name } };
        const email = ok(renderEmail(template({ body: '[{{ customer.first_name }}]' }), v, labels));
        expect(email.text).toContain(`[${name}]`);
        expect(email.html).toContain(`[${escapeHtml(name)}]`);
      }),
      { numRuns: 200 },
    );
  });

  it("escapes the merchant's own text in the HTML part too, and keeps it as typed in the text part", () => {
    const email = ok(renderEmail(template({ heading: 'Hi <b>there</b> & "you"', body: '<img src=x onerror=alert(1)>' }), vars, labels));
    expect(email.html).toContain('Hi &lt;b&gt;there&lt;/b&gt; &amp; &#34;you&#34;');
    expect(email.html).not.toContain('<img src=x');
    expect(email.text).toContain('Hi <b>there</b> & "you"');
  });

  it('names an unknown variable at its field, line and column', () => {
    const result = renderEmail(template({ body: 'Hello\n  {{ customer.nope }}' }), vars, labels);
    expect(result).toEqual({ ok: false, errors: [{ field: 'body', line: 2, column: 6, message: 'undefined variable: customer.nope' }] });
  });

  it('names syntax errors and unknown filters, one per field', () => {
    const result = renderEmail(template({ subject: 'Hi {% if x %}', button: '{{ x | shout }}' }), vars, labels);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'subject', line: 1, column: 4, message: 'tag {% if x %} not closed' },
      { field: 'button', line: 1, column: 1, message: 'undefined filter: shout' },
    ]);
  });

  it('property: an unknown variable on line k is reported on line k', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ,.]{0,20}$/), { maxLength: 6 }), fc.stringMatching(/^[a-z]{1,8}$/), (lines, name) => {
        const body = [...lines, `x {{ customer.${name}_unknown }}`].join('\n');
        const result = renderEmail(template({ body }), vars, labels);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors[0]).toMatchObject({ field: 'body', line: lines.length + 1, column: 6 });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses include, render and layout (no file is read)', () => {
    for (const body of ["{% include 'secrets' %}", "{% render 'secrets' %}", "{% layout 'secrets' %}"]) {
      const result = renderEmail(template({ body }), vars, labels);
      expect(result.ok).toBe(false);
    }
  });

  it('does not read what a value inherits', () => {
    expect(renderEmail(template({ body: '{{ customer.constructor }}' }), vars, labels).ok).toBe(false);
  });

  it('stops runaway loops and growing strings quickly', () => {
    for (const body of [
      '{% for i in (1..100000000) %}x{% endfor %}',
      "{% assign s = 'x' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}",
    ]) {
      const started = Date.now();
      const result = renderEmail(template({ body }), vars, labels);
      expect(result.ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('property: any body renders or fails with places, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (body) => {
        const result = renderEmail(template({ body }), vars, labels);
        if (!result.ok) for (const e of result.errors) expect(e.line >= 1 && e.column >= 1 && e.field === 'body').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
