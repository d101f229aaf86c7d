import fc from 'fast-check';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SaveConflict } from '../../../machines/save-bar/save-bar.types';
import { emailTemplateSave, TemplateRefused, valuesOfTemplate } from '../../../src/app/actors/email-template.actors';
import type { Runtime } from '../../../src/app/runtime';
import { ApiError } from '../../../src/api/errors';
import { SETTINGS_CONFLICT_CODE } from '../../../src/contract/constants';
import { DEFAULT_TEMPLATE_COLORS, TEMPLATE_ERROR_CODE, type EmailTemplate } from '../../../src/contract/email-templates';
import { formErrors, insertText, liquidErrors, stillRefused, templateOf, variableTag } from '../../../src/screens/email-template/template-form';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

const template: EmailTemplate = {
  type: 'second',
  language: 'de',
  subject: 'Hallo {{ customer.first_name }}',
  preheader: '',
  heading: 'Kopf',
  body: 'Text',
  button: 'Bewerten',
  colors: DEFAULT_TEMPLATE_COLORS,
  logoUrl: '',
  version: 3,
};

describe('the template form', () => {
  it('inserts a variable at the caret or over the selection', () => {
    expect(insertText('Hello  there', 6, 6, variableTag('customer.first_name'))).toEqual({ value: 'Hello {{ customer.first_name }} there', caret: 31 });
    expect(insertText('Hello NAME', 6, 10, '{{ customer.name }}')).toEqual({ value: 'Hello {{ customer.name }}', caret: 25 });
  });

  it('property: an insertion keeps the text around it and puts the caret after it', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), fc.string({ minLength: 1 }), (value, a, b, text) => {
        const start = Math.min(a, b);
        const end = Math.max(a, b);
        const next = insertText(value, start, end, text);
        const from = Math.min(start, value.length);
        expect(next.value.slice(0, from)).toBe(value.slice(0, from));
        expect(next.value.slice(next.caret - text.length, next.caret)).toBe(text);
        expect(next.value.slice(next.caret)).toBe(value.slice(Math.max(from, Math.min(end, value.length))));
      }),
    );
  });

  it('builds the template from the page and the values on screen', () => {
    const values = { ...valuesOfTemplate(template), subject: 'Neu' };
    expect(templateOf({ type: 'second', language: 'de' }, values)).toEqual({ ...template, subject: 'Neu' });
  });

  it('asks for a subject and a button text, an https logo and colours like #1a2b3c', () => {
    expect(formErrors(t, template)).toEqual({});
    const errors = formErrors(t, { ...template, subject: ' ', button: '', logoUrl: 'http://x.example/logo.png', colors: { ...DEFAULT_TEMPLATE_COLORS, text: 'red' } });
    expect(errors).toEqual({
      subject: 'emails:errors.required',
      button: 'emails:errors.required',
      logoUrl: 'emails:errors.logoHttps',
      'colors.text': 'emails:errors.color',
    });
    expect(formErrors(t, { ...template, logoUrl: 'https://cdn.example/logo.png' })).toEqual({});
    expect(formErrors(t, { ...template, logoUrl: 'https://' })).toEqual({ logoUrl: 'emails:errors.logoHttps' });
  });

  it('shows the first Liquid error of a field with its line and column', () => {
    const errors = liquidErrors(t, [
      { field: 'body', line: 2, column: 8, message: 'undefined variable: customer.nope' },
      { field: 'body', line: 3, column: 1, message: 'later' },
    ]);
    expect(errors).toEqual({ body: 'emails:errors.at {"line":2,"column":8,"message":"undefined variable: customer.nope"}' });
  });

  it('keeps a server refusal at a field until that field changes', () => {
    const refused = { errors: [{ field: 'subject' as const, line: 1, column: 7, message: 'undefined variable: x' }], values: { ...template } };
    expect(stillRefused(refused, template)).toHaveLength(1);
    expect(stillRefused(refused, { ...template, body: 'other' })).toHaveLength(1);
    expect(stillRefused(refused, { ...template, subject: 'fixed' })).toEqual([]);
    expect(stillRefused(null, template)).toEqual([]);
  });
});

describe('the template save', () => {
  const runtimeWith = (saveTemplate: (t: EmailTemplate) => Promise<unknown>) => ({ api: { emails: { saveTemplate } } }) as unknown as Runtime;
  const current = valuesOfTemplate(template);

  it('sends the whole template with the version it was loaded with and answers the saved values', async () => {
    const sent: EmailTemplate[] = [];
    const save = emailTemplateSave(
      runtimeWith(async (tpl) => {
        sent.push(tpl);
        return { template: { ...tpl, version: 4 }, savedLanguages: ['de'], shopLanguage: 'en' };
      }),
      { type: 'second', language: 'de' },
    );
    const saved = await save({ unsaved: { body: 'Neu' }, current });
    expect(sent).toEqual([{ ...template, body: 'Neu' }]);
    expect(saved).toEqual({ ...current, body: 'Neu', version: 4 });
  });

  it('turns a stale save into a conflict holding the saved template and its version', async () => {
    const theirs = { template: { ...template, body: 'Theirs', version: 5 }, savedLanguages: ['de'], shopLanguage: 'en', version: 5 };
    const save = emailTemplateSave(
      runtimeWith(() => Promise.reject(new ApiError('stale', 'business', SETTINGS_CONFLICT_CODE, theirs, 409))),
      { type: 'second', language: 'de' },
    );
    const error = await save({ unsaved: { body: 'Mine' }, current }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveConflict);
    expect((error as SaveConflict).theirs).toEqual({ ...current, body: 'Theirs', version: 5 });
  });

  it('turns a refusal for Liquid errors into the errors at their fields', async () => {
    const errors = [{ field: 'body', line: 1, column: 4, message: 'undefined variable: customer.nope' }];
    const save = emailTemplateSave(
      runtimeWith(() => Promise.reject(new ApiError('The template has errors', 'business', TEMPLATE_ERROR_CODE, { errors }, 422))),
      { type: 'second', language: 'de' },
    );
    const error = await save({ unsaved: {}, current }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemplateRefused);
    expect((error as TemplateRefused).errors).toEqual(errors);
  });

  it('passes any other failure on as it is', async () => {
    const failure = new ApiError('Template store unavailable', 'business', 50001, null, 200);
    const save = emailTemplateSave(runtimeWith(() => Promise.reject(failure)), { type: 'second', language: 'de' });
    await expect(save({ unsaved: {}, current })).rejects.toBe(failure);
  });
});
