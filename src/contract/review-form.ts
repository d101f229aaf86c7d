import * as z from 'zod/mini';
import { LANGUAGE_CODES } from './constants';
import { attributeAnswerSchema, attributeSchema } from './review-rules';
import { REVIEW_STATUSES } from './reviews';
import { REWARD_KINDS } from './review-rewards';

/*
 * The customer's side (SPEC §2 public pages /email_review and /media_submit): the review form
 * opened from a request email's signed link, a shop or product link, or an update-review email;
 * photos and videos go straight to the upload form (SPEC §3) with the policy the page is given.
 * Calls under `/api/v1/public/` take no session: the signed link is the authorisation.
 */

/** Path prefix of the public form calls. */
export const REVIEW_FORM_API = 'api/v1/public/review_form';

/** How long a request email's link opens the form, counted from the email (then: "expired"). */
export const REVIEW_LINK_TTL_DAYS = 90;

/** Limits the page checks before sending and the server checks again. */
export const REVIEW_FORM_LIMITS = {
  nameMax: 60,
  titleMax: 120,
  bodyMin: 1,
  bodyMax: 5000,
  /** Products one submit may review. */
  productsMax: 20,
  photosMax: 5,
  videosMax: 1,
  /** A photo larger than this on either side is resized in the browser before upload. */
  photoMaxEdge: 2048,
  /** Largest photo after resizing, and largest video, in bytes. */
  photoMaxBytes: 8 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
} as const;

/** Days after a review without photos or videos that the photo/video reminder goes (once), and the last day it still may. */
export const PHOTO_REMINDER_AFTER_DAYS = 3;
export const PHOTO_REMINDER_WINDOW_DAYS = 14;
/** Least days between two requests of the merchant to update the same review. */
export const UPDATE_REQUEST_INTERVAL_DAYS = 30;

/** Answer of the admin's `request_review_update {id}`: when the update_review email went. */
export const reviewUpdateRequestSchema = z.object({ sentAt: z.string() });

/** Submits accepted per link, and per address (IP) per shop, in an hour; more are refused with 429. */
export const REVIEW_FORM_FLOOD = { perLinkPerHour: 10, perAddressPerHour: 30 } as const;

/**
 * The signed link the page was opened with, sent back with every call:
 * - `{ token, sig }`: a review request's link (request emails, the photo/video reminder, update-review);
 * - `{ shop, product?, sig }`: the shop's or a product's public link (/collect/review_request_link).
 */
export const formLinkSchema = z.union([
  z.object({ token: z.string().check(z.minLength(8), z.maxLength(200)), sig: z.string().check(z.maxLength(200)) }),
  z.object({
    shop: z.string().check(z.maxLength(255)),
    product: z.optional(z.string().check(z.maxLength(200))),
    sig: z.string().check(z.maxLength(200)),
  }),
]);
export type FormLink = z.infer<typeof formLinkSchema>;

/** Why a link does not open the form: tampered or unknown, or too old. */
export const FORM_LINK_ERRORS = ['invalid', 'expired'] as const;
/** Business codes of the public form's refusals (the envelope's `code`; `message` is one of the keys below). */
export const FORM_ERROR_CODES = {
  /** 403: the signature does not match or the request is unknown; message `invalid`. */
  invalid: 40301,
  /** 410: the link is older than {@link REVIEW_LINK_TTL_DAYS}; message `expired`. */
  expired: 41001,
  /** 422: fields refused; `data.errors` lists `{ path, key }` (path like `items.0.body`, key a `review-form` message key). */
  fields: 42202,
  /** 429: too many submits from this link or address; message `flood`, `data.retryAfterSeconds`. */
  flood: 42901,
} as const;

/** A field the server refused: where (dot path into the payload) and the message key. */
export const formFieldErrorSchema = z.object({ path: z.string(), key: z.string() });
export type FormFieldError = z.infer<typeof formFieldErrorSchema>;

/** A photo or video of a review on the form. */
export const formMediaSchema = z.object({
  type: z.enum(['image', 'video']),
  /** The stored key (from the upload form). */
  key: z.string().check(z.maxLength(200)),
  url: z.string(),
});
export type FormMedia = z.infer<typeof formMediaSchema>;

/** A review already written through this link (shown to edit, or to add media to). */
export const formReviewSchema = z.object({
  id: z.number(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  title: z.string(),
  body: z.string(),
  media: z.array(formMediaSchema),
  answers: z.array(attributeAnswerSchema),
  status: z.enum(REVIEW_STATUSES),
});
export type FormReview = z.infer<typeof formReviewSchema>;

/** A product on the form, with the review already written for it (null: none yet). */
export const formProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.nullable(z.string()),
  review: z.nullable(formReviewSchema),
  /** Ids of the custom questions asked about this product. */
  questionIds: z.array(z.string()),
});
export type FormProduct = z.infer<typeof formProductSchema>;

/** What a reward would be, shown before the customer writes ("Get 10% off your next order for a photo review"). */
export const formRewardOfferSchema = z.object({
  kind: z.enum(REWARD_KINDS),
  valueType: z.union([z.literal(1), z.literal(2)]),
  value: z.number(),
  currency: z.string(),
});
export type FormRewardOffer = z.infer<typeof formRewardOfferSchema>;

/** Answer of `GET review_form?<link>`: everything the page needs, in one round. */
export const reviewFormSchema = z.object({
  /** `new`: nothing written yet; `edit`: this link's reviews, to change (a second form is never shown). */
  mode: z.enum(['new', 'edit']),
  shop: z.object({ name: z.string(), url: z.string(), logoUrl: z.nullable(z.string()) }),
  /** The customer's language when known, else the shop's. */
  language: z.enum(LANGUAGE_CODES),
  /** The name shown with the review (prefilled from the order) and whether the email must be asked (shop links). */
  customer: z.object({ name: z.string(), askEmail: z.boolean() }),
  products: z.array(formProductSchema),
  questions: z.array(attributeSchema),
  /** The best reward on offer, if any: shown as an incentive. */
  rewards: z.array(formRewardOfferSchema),
  /** When the link stops working (ISO), or null for a shop link. */
  expiresAt: z.nullable(z.string()),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** One product's review on a submit. */
export const formItemSchema = z.object({
  productId: z.string().check(z.maxLength(200)),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  title: z.string().check(z.maxLength(REVIEW_FORM_LIMITS.titleMax)),
  body: z.string().check(z.minLength(REVIEW_FORM_LIMITS.bodyMin), z.maxLength(REVIEW_FORM_LIMITS.bodyMax)),
  media: z.array(formMediaSchema).check(z.maxLength(REVIEW_FORM_LIMITS.photosMax + REVIEW_FORM_LIMITS.videosMax)),
  /** Answers by question id: 1–5 for rating questions, the chosen option or the text otherwise. */
  answers: z.record(z.string(), z.union([z.number(), z.string()])),
});

/** Payload of `POST review_form`: every product's review at once. */
export const reviewFormSubmitSchema = z.object({
  link: formLinkSchema,
  language: z.enum(LANGUAGE_CODES),
  name: z.string().check(z.minLength(1), z.maxLength(REVIEW_FORM_LIMITS.nameMax)),
  /** Asked only on a shop link (`customer.askEmail`). */
  email: z.optional(z.string().check(z.maxLength(254))),
  items: z.array(formItemSchema).check(z.minLength(1), z.maxLength(REVIEW_FORM_LIMITS.productsMax)),
});
export type ReviewFormSubmit = z.infer<typeof reviewFormSubmitSchema>;

/** A discount code earned, as the thank-you shows it. */
export const formRewardSchema = z.object({
  code: z.string(),
  valueType: z.union([z.literal(1), z.literal(2)]),
  value: z.number(),
  currency: z.string(),
  minOrder: z.number(),
  expiresAt: z.nullable(z.string()),
});
export type FormReward = z.infer<typeof formRewardSchema>;

/** Answer of a submit: each review with its state (published, or held for the shop to check), and the reward earned. */
export const reviewFormResultSchema = z.object({
  reviews: z.array(z.object({ id: z.number(), productId: z.string(), status: z.enum(REVIEW_STATUSES) })),
  reward: z.nullable(formRewardSchema),
});
export type ReviewFormResult = z.infer<typeof reviewFormResultSchema>;

/** Payload of `POST review_form/media`: photos or videos added to a review already written (/media_submit). */
export const mediaSubmitSchema = z.object({
  link: formLinkSchema,
  reviewId: z.number(),
  media: z.array(formMediaSchema).check(z.minLength(1), z.maxLength(REVIEW_FORM_LIMITS.photosMax + REVIEW_FORM_LIMITS.videosMax)),
});
export type MediaSubmit = z.infer<typeof mediaSubmitSchema>;

/** Answer of a media submit: the review with its media, and a reward earned by it. */
export const mediaSubmitResultSchema = z.object({ review: formReviewSchema, reward: z.nullable(formRewardSchema) });
export type MediaSubmitResult = z.infer<typeof mediaSubmitResultSchema>;
