import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/constants';
import {
  DEFAULT_TEMPLATE_COLORS,
  emailTemplateSchema,
  type EmailTemplate,
  type EmailTemplateAnswer,
  type EmailTemplateType,
} from '../../../src/contract/email-templates';
import { settingsVersion, type SettingsObject } from '../store/repositories/settings-versions';
import { getWidgetSettings } from '../store/repositories/settings';
import { emailDefaults } from './email-defaults';

/** The versioned settings object of one template type in one language. */
export const templateObject = (type: EmailTemplateType, language: LanguageCode): SettingsObject => `email_template:${type}:${language}`;

const isLanguage = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/** The default template of a type in a language: the language's default texts, default colours, no logo. */
export function defaultTemplate(type: EmailTemplateType, language: LanguageCode): EmailTemplate {
  const texts = emailDefaults(language).templates[type];
  return { type, language, ...texts, colors: { ...DEFAULT_TEMPLATE_COLORS }, logoUrl: '' };
}

/** The shop's language: its storefront widget language, used for customers whose language is unknown. */
export function shopLanguage(db: Database, shopId: number): LanguageCode {
  const { language } = getWidgetSettings(db, shopId);
  return isLanguage(language) ? language : 'en';
}

/**
 * The template a shop sends for a type in a language: the saved one, else the default in that
 * language; with the version a save of it must name.
 */
export function templateFor(db: Database, shopId: number, type: EmailTemplateType, language: LanguageCode): EmailTemplate {
  const version = settingsVersion(db, shopId, templateObject(type, language));
  const data = db
    .prepare('SELECT data FROM email_templates WHERE shop_id = ? AND type = ? AND language = ?')
    .pluck()
    .get(shopId, type, language) as string | undefined;
  const saved = data === undefined ? null : z.safeParse(emailTemplateSchema, { ...(JSON.parse(data) as object), type, language });
  const template = saved?.success ? saved.data : defaultTemplate(type, language);
  return { ...template, version };
}

/** Languages in which a shop saved its own template of a type. */
export function savedLanguages(db: Database, shopId: number, type: EmailTemplateType): LanguageCode[] {
  const rows = db.prepare('SELECT language FROM email_templates WHERE shop_id = ? AND type = ? ORDER BY language').pluck().all(shopId, type) as string[];
  return rows.filter(isLanguage);
}

/** Stores a shop's template of a type in a language (the caller holds the version check). */
export function writeTemplate(db: Database, shopId: number, template: EmailTemplate): void {
  const { version: _version, ...data } = template;
  db.prepare(`INSERT INTO email_templates (shop_id, type, language, data) VALUES (?, ?, ?, ?)
    ON CONFLICT(shop_id, type, language) DO UPDATE SET data = excluded.data`).run(shopId, template.type, template.language, JSON.stringify(data));
}

/** The answer of `get_email_template_setting` (and of a save, or of a stale save's 409). */
export function templateAnswer(db: Database, shopId: number, type: EmailTemplateType, language: LanguageCode): EmailTemplateAnswer {
  return {
    template: templateFor(db, shopId, type, language),
    savedLanguages: savedLanguages(db, shopId, type),
    shopLanguage: shopLanguage(db, shopId),
  };
}
