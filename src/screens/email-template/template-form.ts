import type { TFunction } from 'i18next';
import {
  TEMPLATE_FIELD_MAX,
  TEMPLATE_TEXT_FIELDS,
  type EmailTemplate,
  type EmailTemplateType,
  type TemplateColors,
  type TemplateError,
  type TemplateTextField,
} from '../../contract/email-templates';
import type { LanguageCode } from '../../contract/constants';
import type { TemplateValues } from '../../app/actors/email-template.actors';

/** The four colours in the order the editor shows them. */
export const COLOR_KEYS = ['background', 'text', 'button', 'buttonText'] as const satisfies readonly (keyof TemplateColors)[];
export type ColorKey = (typeof COLOR_KEYS)[number];

/** What a field of the form shows under it: its error, by field (`colors.text` for a colour). */
export type FieldErrors = Partial<Record<string, string>>;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The template a page edits: its type and language with the values on screen. */
export function templateOf(page: { type: EmailTemplateType; language: LanguageCode }, values: Record<string, unknown>): EmailTemplate {
  const v = values as unknown as TemplateValues;
  return {
    type: page.type,
    language: page.language,
    subject: v.subject,
    preheader: v.preheader,
    heading: v.heading,
    body: v.body,
    button: v.button,
    colors: v.colors,
    logoUrl: v.logoUrl,
    ...(v.version === undefined ? {} : { version: v.version }),
  };
}

/** A Liquid error as the merchant reads it: "Line 2, column 8: <the engine's message>". */
export const describeTemplateError = (t: TFunction, e: TemplateError): string =>
  t('emails:errors.at', { line: e.line, column: e.column, message: e.message });

/** Checks that do not need Liquid: required texts, lengths, the https logo and the colours. */
export function formErrors(t: TFunction, template: EmailTemplate): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of TEMPLATE_TEXT_FIELDS) {
    const value = template[field];
    if ((field === 'subject' || field === 'button') && value.trim() === '') errors[field] = t('emails:errors.required');
    else if (value.length > TEMPLATE_FIELD_MAX[field]) errors[field] = t('emails:errors.tooLong', { max: TEMPLATE_FIELD_MAX[field] });
  }
  if (template.logoUrl !== '' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(template.logoUrl)) errors.logoUrl = t('emails:errors.logoHttps');
  for (const key of COLOR_KEYS) if (!HEX.test(template.colors[key])) errors[`colors.${key}`] = t('emails:errors.color');
  return errors;
}

/** Liquid errors by field (the first of each field). */
export function liquidErrors(t: TFunction, errors: readonly TemplateError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) out[e.field] ??= describeTemplateError(t, e);
  return out;
}

/** Errors the server refused a save with, kept while their field still holds the refused text. */
export interface RefusedErrors {
  errors: TemplateError[];
  values: Record<TemplateTextField, string>;
}

/** The server's errors whose field has not changed since. */
export function stillRefused(refused: RefusedErrors | null, template: EmailTemplate): TemplateError[] {
  if (!refused) return [];
  return refused.errors.filter((e) => refused.values[e.field] === template[e.field]);
}

/** `value` with `text` put in place of the selection from `start` to `end`, and where the caret goes after it. */
export function insertText(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** How a variable is inserted: `{{ customer.first_name }}`. */
export const variableTag = (name: string): string => `{{ ${name} }}`;

/** Key of a variable's description in `emails:variables` (dots are key separators). */
export const variableKey = (name: string): string => name.replace(/\./g, '_');
