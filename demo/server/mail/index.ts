import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_TEMPLATE_COLORS,
  emailTemplateSchema,
  type EmailTemplate,
  type EmailTemplateType,
} from '../../../src/contract/email-templates';
import type { LanguageCode } from '../../../src/contract/constants';
import { renderEmail, type EmailLabels } from '../../../src/lib/email/render-email';
import type { BuiltEmail, EmailInput, Mailer, OutgoingEmail, SentEmail } from './types';

/*
 * The mail module's interface with a mailbox-only sender: messages go into `mail_messages`
 * (one row per idempotency key). Templates come from the saved ones, else the defaults of
 * src/locales/<lng>/email-defaults.json, rendered by the shared renderer.
 */

/** Texts of one email template in the defaults file. */
type DefaultTexts = Pick<EmailTemplate, 'subject' | 'preheader' | 'heading' | 'body' | 'button'>;

/** The parsed `email-defaults.json` of a language. */
export interface EmailDefaultsFile {
  templates: Record<EmailTemplateType, DefaultTexts>;
  labels: { unsubscribe: string; footer: string };
  unsubscribePage: { title: string; question: string; button: string; done: string; invalid: string };
}

const LOCALES = fileURLToPath(new URL('../../../src/locales/', import.meta.url));
const defaultsCache = new Map<string, EmailDefaultsFile>();

/** The default texts of a language (English for what its file lacks). */
export function emailDefaults(language: LanguageCode): EmailDefaultsFile {
  const cached = defaultsCache.get(language);
  if (cached) return cached;
  let parsed: Partial<EmailDefaultsFile> = {};
  try {
    parsed = JSON.parse(readFileSync(`${LOCALES}${language}/email-defaults.json`, 'utf8')) as Partial<EmailDefaultsFile>;
  } catch {
    if (language === 'en') throw new Error('The English email defaults are missing');
  }
  const english = language === 'en' ? null : emailDefaults('en');
  const complete: EmailDefaultsFile = {
    templates: { ...english?.templates, ...parsed.templates } as EmailDefaultsFile['templates'],
    labels: { ...english?.labels, ...parsed.labels } as EmailDefaultsFile['labels'],
    unsubscribePage: { ...english?.unsubscribePage, ...parsed.unsubscribePage } as EmailDefaultsFile['unsubscribePage'],
  };
  defaultsCache.set(language, complete);
  return complete;
}

/** The shop's saved template of a type and language, else the default in that language. */
export function templateFor(db: Database, shopId: number, type: EmailTemplateType, language: LanguageCode): EmailTemplate {
  const row = db.prepare('SELECT data FROM email_templates WHERE shop_id = ? AND type = ? AND language = ?').get(shopId, type, language) as
    | { data: string }
    | undefined;
  if (row) {
    const saved = emailTemplateSchema.safeParse(JSON.parse(row.data));
    if (saved.success) return saved.data;
  }
  return { type, language, ...emailDefaults(language).templates[type], colors: { ...DEFAULT_TEMPLATE_COLORS }, logoUrl: '' };
}

/** The layout's texts in a language, with the shop's name in the footer. */
export function emailLabels(language: LanguageCode, shopName: string): EmailLabels {
  const labels = emailDefaults(language).labels;
  return { unsubscribe: labels.unsubscribe, footer: labels.footer.replace(/\{\{\s*shop\s*\}\}/g, shopName) };
}

/** Renders the email and adds the sender (the shop's name), the reply-to and the unsubscribe headers. */
export function buildEmail(input: EmailInput): BuiltEmail {
  const rendered = renderEmail(input.template, input.variables, input.labels);
  if (!rendered.ok) return rendered;
  const headers: Record<string, string> = { 'X-Entity-Ref-ID': input.idempotencyKey };
  if (input.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${input.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const email: OutgoingEmail = {
    shopId: input.shop.id,
    requestId: input.requestId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    from: { name: input.shop.name, address: `no-reply@${input.shop.domain}` },
    to: input.to,
    replyTo: input.shop.email,
    subject: rendered.email.subject,
    html: rendered.email.html,
    text: rendered.email.text,
    headers,
  };
  return { ok: true, email };
}

const address = (who: { name: string; address: string }) => (who.name ? `"${who.name.replace(/"/g, '')}" <${who.address}>` : who.address);

/** A mailer that stores every message in the demo mailbox (`mail_messages`), once per idempotency key. */
export function createMailer(db: Database, options: { smtpUrl?: string; now: () => number }): Mailer {
  const insert = db.prepare(`INSERT INTO mail_messages
    (shop_id, request_id, kind, idempotency_key, message_id, from_address, to_address, reply_to, subject, html, text, headers, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING`);
  const existing = db.prepare('SELECT message_id FROM mail_messages WHERE idempotency_key = ?').pluck();
  return {
    kind: 'mailbox',
    send: async (email: OutgoingEmail): Promise<SentEmail> => {
      const messageId = `<${randomBytes(12).toString('hex')}@${email.from.address.split('@')[1] ?? 'localhost'}>`;
      const result = insert.run(
        email.shopId, email.requestId, email.kind, email.idempotencyKey, messageId, address(email.from), address(email.to),
        email.replyTo, email.subject, email.html, email.text, JSON.stringify(email.headers), options.now(),
      );
      if (result.changes === 1) return { messageId, duplicate: false };
      return { messageId: existing.get(email.idempotencyKey) as string, duplicate: true };
    },
    close: async () => undefined,
  };
}
