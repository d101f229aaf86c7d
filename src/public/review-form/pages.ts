import type { FormReward, ReviewForm, ReviewFormResult } from '../../contract/review-form';
import type { LanguageCode } from '../../contract/constants';
import { h } from './dom';
import type { Translate } from './i18n';
import { rewardLines } from './reward-text';

/** The shop as the page shows it at the top: logo and name. */
export function shopHeader(shop: ReviewForm['shop'] | null, picker: HTMLElement | null): HTMLElement {
  return h(
    'header',
    { class: 'rf-header' },
    h(
      'div',
      { class: 'rf-shop' },
      shop?.logoUrl ? h('img', { src: shop.logoUrl, alt: '', class: 'rf-logo', width: 40, height: 40 }) : null,
      shop ? h('span', { class: 'rf-shop-name' }, shop.name) : null,
    ),
    picker,
  );
}

/** Placeholder blocks at the size of the form, so nothing moves when it arrives. */
export function skeleton(label: string): HTMLElement {
  return h(
    'div',
    { class: 'rf-skeleton', role: 'status', 'aria-busy': 'true' },
    h('span', { class: 'rf-visually-hidden' }, label),
    h('div', { class: 'rf-skeleton-line rf-skeleton-heading' }),
    h('div', { class: 'rf-skeleton-card' }),
    h('div', { class: 'rf-skeleton-card' }),
  );
}

/** A page that cannot show the form: why, and a way on (the shop's site, or Retry). */
export function problemPage(
  t: Translate,
  kind: 'invalid' | 'expired' | 'network' | 'noLink',
  shop: { name: string; url: string } | null,
  retry: (() => void) | null,
): HTMLElement {
  return h(
    'section',
    { class: 'rf-card rf-problem' },
    h('h1', { class: 'rf-heading', tabindex: -1 }, t(`problem.${kind}.heading`)),
    h('p', {}, t(`problem.${kind}.body`)),
    kind === 'invalid' || kind === 'expired' ? h('p', {}, shop ? t('problem.contact', { shop: shop.name }) : t('problem.contactUnknown')) : null,
    h(
      'div',
      { class: 'rf-actions' },
      retry ? h('button', { type: 'button', class: 'rf-button', onclick: retry }, t('form.retry')) : null,
      shop?.url ? h('a', { class: 'rf-button rf-button-secondary', href: shop.url, rel: 'noopener' }, t('problem.visitShop', { shop: shop.name })) : null,
    ),
  );
}

/** The code earned, with a Copy button, its value, minimum order and expiry. */
export function rewardCard(t: Translate, lng: LanguageCode, reward: FormReward): HTMLElement {
  const copied = h('span', { class: 'rf-hint', role: 'status' });
  const copy = h('button', {
    type: 'button',
    class: 'rf-button rf-button-secondary',
    onclick: () => {
      navigator.clipboard?.writeText(reward.code).then(
        () => (copied.textContent = t('reward.copied')),
        () => (copied.textContent = t('reward.copyFailed')),
      );
    },
  }, t('reward.copy'));
  return h(
    'section',
    { class: 'rf-card rf-reward', 'aria-labelledby': 'rf-reward-heading' },
    h('h2', { id: 'rf-reward-heading', class: 'rf-product-title' }, t('reward.heading')),
    h('p', { class: 'rf-code' }, h('code', {}, reward.code)),
    h('div', { class: 'rf-actions rf-actions-start' }, copy, copied),
    h('ul', { class: 'rf-reward-lines' }, rewardLines(t, lng, reward).map((line) => h('li', {}, line))),
  );
}

/** After submit: each review published or waiting for the shop's check, the reward, and a way to edit. */
export function thankYouPage(t: Translate, lng: LanguageCode, form: ReviewForm, result: ReviewFormResult, edit: () => void): HTMLElement {
  const title = (id: string) => form.products.find((p) => p.id === id)?.title ?? id;
  return h(
    'div',
    { class: 'rf-thanks' },
    h('h1', { class: 'rf-heading', tabindex: -1 }, t('thanks.heading')),
    h('p', { class: 'rf-intro' }, t('thanks.intro', { shop: form.shop.name })),
    h(
      'ul',
      { class: 'rf-card rf-results' },
      result.reviews.map((r) => h('li', {}, h('strong', {}, title(r.productId)), h('span', {}, t(r.status === 'published' ? 'thanks.published' : 'thanks.pending')))),
    ),
    result.reward ? rewardCard(t, lng, result.reward) : null,
    h('div', { class: 'rf-actions rf-actions-start' }, h('button', { type: 'button', class: 'rf-button rf-button-secondary', onclick: edit }, t('thanks.edit'))),
  );
}
