import type { Database } from 'better-sqlite3';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/constants';
import type { FormProduct, FormRewardOffer, ReviewForm } from '../../../src/contract/review-form';
import type { Attribute } from '../../../src/contract/review-rules';
import { REWARD_KINDS } from '../../../src/contract/review-rewards';
import { templateFor } from '../mail/index';
import { requestLanguage, shopLanguage } from '../requests/request-email';
import type { FormTarget } from './form-links';
import { formReview, linkProducts, questionApplies, requestReview, type LinkProduct } from './form-products';
import { readCollectSettings } from './settings-store';

/** The currency of the demo shops' prices and fixed discounts. */
export const SHOP_CURRENCY = 'USD';

/** The language of a link's form: the request's customer's when known, else the shop's. */
export function formLanguage(db: Database, target: FormTarget): LanguageCode {
  return target.kind === 'request' ? requestLanguage(db, target.request) : shopLanguage(db, target.shop.id);
}

/** The shop's enabled custom questions, each with the products of the link it asks about. */
export function linkQuestions(db: Database, target: FormTarget, products: readonly LinkProduct[]): { question: Attribute; productNumbers: Set<number> }[] {
  const { attributes } = readCollectSettings(db, target.shop.id, 'attributes');
  return attributes
    .filter((question) => question.enabled)
    .map((question) => ({
      question,
      productNumbers: new Set(products.filter((p) => questionApplies(db, target.shop.id, question, p)).map((p) => p.number)),
    }));
}

/** The name the review is shown with: the order's customer, else the request's recipient; empty for a shop link. */
function customerName(db: Database, target: FormTarget): string {
  if (target.kind !== 'request') return '';
  const customer = target.request.order_id === null ? undefined : (db
    .prepare('SELECT c.first_name, c.last_name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ?')
    .get(target.request.order_id) as { first_name: string; last_name: string } | undefined);
  const name = customer ? `${customer.first_name} ${customer.last_name}` : target.request.customer_name;
  return name.trim().replace(/\s+/g, ' ');
}

/** The shop's enabled rewards, as offers shown before the customer writes. */
export function rewardOffers(db: Database, shopId: number): FormRewardOffer[] {
  const settings = readCollectSettings(db, shopId, 'rewards');
  return REWARD_KINDS.filter((kind) => settings[kind].enabled).map((kind) => ({
    kind,
    valueType: settings[kind].valueType,
    value: settings[kind].value,
    currency: SHOP_CURRENCY,
  }));
}

/**
 * The answer of `GET review_form?<link>`: the shop, the language (`lang` when the page's address
 * names one, else the link's), the customer, the link's products
 * with the reviews already written through it (edit mode when every product has one), the questions
 * they ask, the rewards on offer and when the link stops working.
 */
export function reviewFormView(db: Database, target: FormTarget, origin: string, asked: { first?: string; lang?: string } = {}): ReviewForm {
  const shopId = target.shop.id;
  const language = LANGUAGE_CODES.find((code) => code === asked.lang) ?? formLanguage(db, target);
  const first = asked.first;
  const products = linkProducts(db, target, origin, first);
  const questions = linkQuestions(db, target, products).filter((q) => q.productNumbers.size > 0);
  const formProducts: FormProduct[] = products.map((product) => {
    const stored = target.kind === 'request' ? requestReview(db, shopId, target.request.id, product.number) : undefined;
    return {
      id: product.id,
      title: product.title,
      image: product.image,
      review: stored ? formReview(stored, origin) : null,
      questionIds: questions.filter((q) => q.productNumbers.has(product.number)).map((q) => q.question.id),
    };
  });
  const logo = templateFor(db, shopId, 'first', language).logoUrl;
  return {
    mode: formProducts.length > 0 && formProducts.every((p) => p.review !== null) ? 'edit' : 'new',
    shop: { name: target.shop.name, url: `https://${target.shop.custom_domain}`, logoUrl: logo || null },
    language,
    customer: { name: customerName(db, target), askEmail: target.kind === 'shop' },
    products: formProducts,
    questions: questions.map((q) => q.question),
    rewards: rewardOffers(db, shopId),
    expiresAt: target.kind === 'request' ? new Date(target.expiresAt).toISOString() : null,
  };
}
