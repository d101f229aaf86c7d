import * as z from 'zod/mini';
import { LANGUAGE_CODES, type LanguageCode } from './constants';

/*
 * Email templates (SPEC §2: /collect/review-request/{type}, /collect/photo_video_reminder,
 * /collect/update_review; §7 get_email_template_setting, save_email_template_setting, send_test_email).
 * Texts are Liquid, rendered by the same code in the admin's preview and the server's sender.
 */

/** Review-request emails under /collect/review-request/{type}: the first request and the reminder. */
export const REVIEW_REQUEST_TYPES = ['first', 'second'] as const;
export type ReviewRequestType = (typeof REVIEW_REQUEST_TYPES)[number];

/** Reward emails under /settings/review_discount/{type}: the code for a review or a photo review, and their reminders before expiry. */
export const REVIEW_DISCOUNT_EMAIL_TYPES = [
  'discount_for_review', 'discount_for_photo_review', 'discount_reminder', 'discount_reminder_for_photo_review',
] as const;
export type ReviewDiscountEmailType = (typeof REVIEW_DISCOUNT_EMAIL_TYPES)[number];

/** Every email template type: requests, reminders, reward emails and the reply notification (/settings/reply_review). */
export const EMAIL_TEMPLATE_TYPES = [
  ...REVIEW_REQUEST_TYPES, 'photo_video_reminder', 'update_review', ...REVIEW_DISCOUNT_EMAIL_TYPES, 'reply_review',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

/** The Liquid fields of a template, in the order the editor shows them. */
export const TEMPLATE_TEXT_FIELDS = ['subject', 'preheader', 'heading', 'body', 'button'] as const;
export type TemplateTextField = (typeof TEMPLATE_TEXT_FIELDS)[number];

/** Longest text of each field. */
export const TEMPLATE_FIELD_MAX: Record<TemplateTextField, number> = {
  subject: 200,
  preheader: 200,
  heading: 200,
  body: 5000,
  button: 60,
};

const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #1a2b3c' }));
const text = (field: TemplateTextField) => z.string().check(z.maxLength(TEMPLATE_FIELD_MAX[field]));

/** Colours of an email. */
export const templateColorsSchema = z.object({
  background: hexColor,
  text: hexColor,
  button: hexColor,
  buttonText: hexColor,
});
export type TemplateColors = z.infer<typeof templateColorsSchema>;

/** An email template in one language. */
export const emailTemplateSchema = z.object({
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  language: z.enum(LANGUAGE_CODES),
  subject: z.string().check(z.minLength(1), z.maxLength(TEMPLATE_FIELD_MAX.subject)),
  preheader: text('preheader'),
  heading: text('heading'),
  body: text('body'),
  button: z.string().check(z.minLength(1), z.maxLength(TEMPLATE_FIELD_MAX.button)),
  colors: templateColorsSchema,
  /** An https image address, or empty for the shop's name as text. */
  logoUrl: z.string().check(z.maxLength(2000), z.regex(/^(|https:\/\/\S+)$/, { error: 'must be an https address' })),
  /** Version of the saved template; a save sends the one it started from (409 with the saved one when stale). */
  version: z.optional(z.int().check(z.minimum(0))),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Answer of `get_email_template_setting?type=&language=`: the template (saved or default) and the languages that have their own. */
export const emailTemplateAnswerSchema = z.object({
  template: emailTemplateSchema,
  /** Languages with a saved version of this type. */
  savedLanguages: z.array(z.enum(LANGUAGE_CODES)),
  /** The shop's language: used for a customer whose language is not known. */
  shopLanguage: z.enum(LANGUAGE_CODES),
});
export type EmailTemplateAnswer = z.infer<typeof emailTemplateAnswerSchema>;

/** Query of `get_email_template_setting`. */
export const emailTemplateQuerySchema = z.object({
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  language: z.optional(z.enum(LANGUAGE_CODES)),
});

/** Payload of `send_test_email`: the template as it is on screen (saved or not) and where to send it. */
export const sendTestEmailSchema = z.object({
  template: emailTemplateSchema,
  email: z.string().check(z.minLength(3), z.maxLength(254)),
});
export type SendTestEmailPayload = z.infer<typeof sendTestEmailSchema>;

/** Answer of `send_test_email`. */
export const sendTestEmailResultSchema = z.object({ sent: z.boolean(), messageId: z.string() });

/** A template error at a place: the field, its line and column (1-based), and the message. */
export const templateErrorSchema = z.object({
  field: z.enum(TEMPLATE_TEXT_FIELDS),
  line: z.int(),
  column: z.int(),
  message: z.string(),
});
export type TemplateError = z.infer<typeof templateErrorSchema>;

/** Business code of a save or test refused for template errors; `data` is `{ errors: TemplateError[] }`. */
export const TEMPLATE_ERROR_CODE = 42201;

/** One product of an email. */
export interface EmailProduct {
  title: string;
  image: string;
  url: string;
  review_link: string;
}

/** The values a template may use (Liquid variables). Any other variable is an error. */
export interface EmailVariables {
  customer: { first_name: string; last_name: string; name: string };
  shop: { name: string; url: string };
  order: { name: string };
  product: EmailProduct;
  products: EmailProduct[];
  review_link: string;
  unsubscribe_link: string;
  /** The reward of a reward email (empty texts in other emails). */
  discount: { code: string; value: string; expires_at: string; min_order: string };
  /** The customer's review and the merchant's reply (reward and reply emails; empty texts in others). */
  review: { title: string; body: string; rating: number; reply: string };
}

/** The variables as the editor lists them (inserted as `{{ name }}`). */
export const EMAIL_VARIABLE_NAMES = [
  'customer.first_name', 'customer.last_name', 'customer.name', 'shop.name', 'shop.url', 'order.name',
  'product.title', 'product.url', 'review_link', 'unsubscribe_link',
] as const;

/** Variables of the reward emails, listed after the common ones. */
export const DISCOUNT_VARIABLE_NAMES = ['discount.code', 'discount.value', 'discount.expires_at', 'discount.min_order', 'review.title', 'review.rating'] as const;
/** Variables of the reply email, listed after the common ones. */
export const REPLY_VARIABLE_NAMES = ['review.title', 'review.body', 'review.rating', 'review.reply'] as const;

/** The variables the editor lists for a template type. */
export function variableNamesFor(type: EmailTemplateType): readonly string[] {
  if ((REVIEW_DISCOUNT_EMAIL_TYPES as readonly string[]).includes(type)) return [...EMAIL_VARIABLE_NAMES, ...DISCOUNT_VARIABLE_NAMES];
  if (type === 'reply_review') return [...EMAIL_VARIABLE_NAMES, ...REPLY_VARIABLE_NAMES];
  return EMAIL_VARIABLE_NAMES;
}

/** The reward and review values of emails that have none (every variable is defined in every email). */
export const NO_DISCOUNT: EmailVariables['discount'] = { code: '', value: '', expires_at: '', min_order: '' };
export const NO_REVIEW: EmailVariables['review'] = { title: '', body: '', rating: 0, reply: '' };

/** Values the preview and the test email use in place of a real customer's. */
export function sampleVariables(shopName: string, shopUrl: string): EmailVariables {
  const product: EmailProduct = {
    title: 'Linen Shirt',
    image: '',
    url: `${shopUrl}/products/linen-shirt`,
    review_link: `${shopUrl}/email_review?sample=1`,
  };
  return {
    customer: { first_name: 'Alex', last_name: 'Rivera', name: 'Alex Rivera' },
    shop: { name: shopName, url: shopUrl },
    order: { name: '#1001' },
    product,
    products: [product, { ...product, title: 'Canvas Tote', url: `${shopUrl}/products/canvas-tote` }],
    review_link: product.review_link,
    unsubscribe_link: `${shopUrl}/unsubscribe?sample=1`,
    discount: { code: 'THANKS-7QK2M9', value: '10%', expires_at: '2026-12-31', min_order: '' },
    review: {
      title: 'Soft and well made',
      body: 'The fabric is lovely and it fits as expected.',
      rating: 5,
      reply: 'Thank you, Alex! We are glad the shirt fits well.',
    },
  };
}

/** The default colours of every template. */
export const DEFAULT_TEMPLATE_COLORS: TemplateColors = {
  background: '#f6f6f7',
  text: '#202223',
  button: '#008060',
  buttonText: '#ffffff',
};

/** Languages as the contract names them (re-exported for the editor's picker). */
export type TemplateLanguage = LanguageCode;
