import type { FormReward, FormRewardOffer } from '../../contract/review-form';
import type { LanguageCode } from '../../contract/constants';
import type { Translate } from './i18n';

/** A discount's value as text: "10%" (type 1) or "€5.00" (type 2, the shop's currency). */
export function discountValue(lng: LanguageCode, offer: Pick<FormRewardOffer, 'valueType' | 'value' | 'currency'>): string {
  if (offer.valueType === 1) return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(offer.value / 100);
  return money(lng, offer.value, offer.currency);
}

/** An amount in a currency, in the page's language (the code itself when the currency is unknown). */
export function money(lng: LanguageCode, value: number, currency: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

/** The reward on offer as one sentence ("Get 10% off your next order for a photo review"), or null when none. */
export function rewardTeaser(t: Translate, lng: LanguageCode, rewards: readonly FormRewardOffer[]): string | null {
  if (rewards.length === 0) return null;
  return rewards.map((r) => t(`reward.teaser.${r.kind}`, { value: discountValue(lng, r) })).join(' ');
}

/** The date a code expires, in the page's language. */
export function rewardDate(lng: LanguageCode, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(date);
}

/** Value, minimum order and expiry lines of a code earned. */
export function rewardLines(t: Translate, lng: LanguageCode, reward: FormReward): string[] {
  const lines = [t('reward.value', { value: discountValue(lng, reward) })];
  if (reward.minOrder > 0) lines.push(t('reward.minOrder', { amount: money(lng, reward.minOrder, reward.currency) }));
  if (reward.expiresAt) lines.push(t('reward.expires', { date: rewardDate(lng, reward.expiresAt) }));
  return lines;
}
