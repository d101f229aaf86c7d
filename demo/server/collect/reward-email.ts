import type { Database } from 'better-sqlite3';
import type { LanguageCode } from '../../../src/contract/constants';
import type { EmailTemplateType, EmailVariables } from '../../../src/contract/email-templates';
import type { FormReward } from '../../../src/contract/review-form';
import { emailDefaults } from '../mail/index';
import type { Mailer } from '../mail/types';
import type { ShopRow } from '../store/repositories/shops';
import { buildReviewEmail, customerLanguage, logEmailFailure, reviewEmailSource } from './review-email';
import { markRewardEmailed, type RewardRow } from './reward-store';

/** What sending a reward's emails needs. */
export interface RewardMailContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** ISO 4217 codes of the currency symbols a shop may be stored with. */
const CURRENCY_BY_SYMBOL: Record<string, string> = {
  $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₩': 'KRW', '₺': 'TRY', '฿': 'THB', 'zł': 'PLN', 'Kč': 'CZK',
  R$: 'BRL', A$: 'AUD', C$: 'CAD', CA$: 'CAD', NT$: 'TWD', CHF: 'CHF', '₹': 'INR',
};

/** The shop's currency as an ISO 4217 code (its stored symbol, or code; US dollars when unknown). */
export function shopCurrency(shop: Pick<ShopRow, 'currency_symbol'>): string {
  const symbol = shop.currency_symbol.trim();
  if (/^[A-Z]{3}$/.test(symbol)) return symbol;
  return CURRENCY_BY_SYMBOL[symbol] ?? 'USD';
}

/** The Intl locale of a language (`no` is Norwegian Bokmål, `pt` Brazilian Portuguese). */
const intlLocale = (language: LanguageCode): string => (language === 'no' ? 'nb-NO' : language === 'pt' ? 'pt-BR' : language);

const formatPercent = (language: LanguageCode, percent: number) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
const formatMoney = (language: LanguageCode, amount: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(amount);
/** A date of an email: the day, written the customer's way (UTC, as the code is checked). */
const emailDate = (language: LanguageCode, ms: number) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(ms);

/**
 * The `discount` values of a reward's emails in a language: the value ("10%", "10 %", "$5.00",
 * "5,00 €"), the day it expires (or "no expiry date"), the smallest order (empty when any order).
 */
export function discountVariables(row: RewardRow, language: LanguageCode, currency: string): EmailVariables['discount'] {
  return {
    code: row.code,
    value: row.value_type === 1 ? formatPercent(language, row.value) : formatMoney(language, row.value, currency),
    expires_at: row.expires_at === null ? emailDefaults(language).labels.noExpiry : emailDate(language, row.expires_at),
    min_order: row.min_order > 0 ? formatMoney(language, row.min_order, currency) : '',
  };
}

/** A reward as the form's thank-you shows it. */
export function formReward(row: RewardRow, currency: string): FormReward {
  return {
    code: row.code,
    valueType: row.value_type,
    value: row.value,
    currency,
    minOrder: row.min_order,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}

const rewardTemplate = (row: RewardRow, reminder: boolean): EmailTemplateType => {
  const photo = row.kind !== 'any';
  if (reminder) return photo ? 'discount_reminder_for_photo_review' : 'discount_reminder';
  return photo ? 'discount_for_photo_review' : 'discount_for_review';
};

/**
 * Sends a reward's code email (`reminder` false, key `reward:<review id>`) or its reminder before
 * expiry (key `reward-reminder:<review id>`) with the template of its kind in the reward's language,
 * to the customer by `name` (else the name the request was sent to, else the review's author).
 * Answers whether the email went (or had gone before under its key); failures are logged.
 */
export async function sendRewardEmail(ctx: RewardMailContext, row: RewardRow, options: { reminder: boolean; name?: string }): Promise<boolean> {
  const what = `${options.reminder ? 'reward reminder' : 'reward email'} of review ${row.review_id}`;
  try {
    const source = reviewEmailSource(ctx.db, row.shop_id, row.review_id);
    if (!source) return false;
    const language = customerLanguage(ctx.db, row.shop_id, row.language);
    const built = buildReviewEmail(source, ctx.publicUrl, ctx.db, {
      type: rewardTemplate(row, options.reminder),
      kind: options.reminder ? 'reward_reminder' : 'reward',
      idempotencyKey: `${options.reminder ? 'reward-reminder' : 'reward'}:${row.review_id}`,
      language,
      to: { name: options.name?.trim() || source.requestName || source.author, address: row.customer_email },
      discount: discountVariables(row, language, shopCurrency(source.shop)),
      button: 'shop',
    });
    if (!built.ok) {
      logEmailFailure(what, new Error(`template errors: ${built.errors.map((e) => `${e.field} ${e.line}:${e.column} ${e.message}`).join('; ')}`));
      return false;
    }
    await ctx.mailer.send(built.email);
    return true;
  } catch (err) {
    logEmailFailure(what, err);
    return false;
  }
}

/** Sends a reward's code email and stamps `emailed_at` once it went. */
export async function emailReward(ctx: RewardMailContext, row: RewardRow, now: number, name?: string): Promise<boolean> {
  const sent = await sendRewardEmail(ctx, row, { reminder: false, name });
  if (sent) markRewardEmailed(ctx.db, row.id, now);
  return sent;
}
