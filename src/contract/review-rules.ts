import * as z from 'zod/mini';
import { LANGUAGE_CODES } from './constants';

/*
 * What happens to a review a customer writes (SPEC §2 /collect/managing_reviews), the custom
 * questions of the review form (/collect/attributes) and the review form on the thank-you and
 * checkout pages (/collect/auto_leave_reviews, /thankyou, /checkout). Saved as a whole with a
 * version: a save names the version it started from (409 with the saved settings when stale).
 */

const version = z.optional(z.int().check(z.minimum(0)));

// Publishing rules.

/** Days after which a held review is published unless the merchant published, hid or deleted it (the platform's policy). */
export const HELD_REVIEW_AUTO_PUBLISH_DAYS = 14;
/** Most entries of each block list, and the longest entry. */
export const MAX_BLOCK_LIST = 200;
export const MAX_BLOCK_ENTRY = 80;

/**
 * Why a collected review is held (status `pending`) or hidden: below the rating threshold, it has
 * photos or a video and media are checked first, it matched the block list (hidden, never published
 * automatically), or the customer edited a review (edits are checked like new reviews).
 */
export const HELD_REASONS = ['rating', 'media', 'blocked', 'edited', 'manual'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** Answer of `get_review_moderation_setting` and payload of `save_review_moderation_setting`. */
export const moderationRulesSchema = z.object({
  /** Publish new reviews at once when they reach `minRating`; off: every new review is held. */
  autoPublish: z.boolean(),
  /** Lowest rating published at once (1–5). */
  minRating: z.int().check(z.minimum(1), z.maximum(5)),
  /** Hold reviews with photos or videos until the merchant has looked at them. */
  holdMedia: z.boolean(),
  /** Words or phrases (case-insensitive, whole words) that hide a review. */
  blockWords: z.array(z.string().check(z.minLength(1), z.maxLength(MAX_BLOCK_ENTRY))).check(z.maxLength(MAX_BLOCK_LIST)),
  /** Email addresses, or whole domains written `@example.com`, whose reviews are hidden. */
  blockEmails: z.array(z.string().check(z.minLength(3), z.maxLength(254))).check(z.maxLength(MAX_BLOCK_LIST)),
  version,
});
export type ModerationRules = z.infer<typeof moderationRulesSchema>;

/** Rules of a shop that never saved them. */
export const DEFAULT_MODERATION_RULES: ModerationRules = {
  autoPublish: true,
  minRating: 4,
  holdMedia: false,
  blockWords: [],
  blockEmails: [],
};

// Custom questions (attributes).

/** Kinds of custom question: a 1–5 rating scale, one choice of a list, or a short text. */
export const ATTRIBUTE_KINDS = ['rating', 'choice', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Most custom questions per shop, choices per question, longest label, choice and text answer. */
export const MAX_ATTRIBUTES = 20;
export const MAX_ATTRIBUTE_OPTIONS = 10;
export const MAX_ATTRIBUTE_LABEL = 120;
export const MAX_ATTRIBUTE_OPTION = 60;
export const MAX_ATTRIBUTE_TEXT_ANSWER = 500;

/** Which products a question (or a form placement) applies to. */
export const productScopeSchema = z.object({
  type: z.enum(['all', 'products', 'collections']),
  /** Product gids or collection ids, by `type`; empty for `all`. */
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(250)),
});
export type ProductScope = z.infer<typeof productScopeSchema>;

/** A question in other languages: label and choices by language (absent: the shop language's text). */
const attributeTranslationSchema = z.object({
  label: z.string().check(z.maxLength(MAX_ATTRIBUTE_LABEL)),
  options: z.array(z.string().check(z.maxLength(MAX_ATTRIBUTE_OPTION))).check(z.maxLength(MAX_ATTRIBUTE_OPTIONS)),
});

/** A custom question of the review form. */
export const attributeSchema = z.object({
  /** Stable id (letters, digits, `_`, `-`), made by the client; answers keep it. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  kind: z.enum(ATTRIBUTE_KINDS),
  /** The question in the shop's language. */
  label: z.string().check(z.minLength(1), z.maxLength(MAX_ATTRIBUTE_LABEL)),
  /** The choices of a `choice` question (2–10), in the shop's language. */
  options: z.array(z.string().check(z.minLength(1), z.maxLength(MAX_ATTRIBUTE_OPTION))).check(z.maxLength(MAX_ATTRIBUTE_OPTIONS)),
  translations: z.partialRecord(z.enum(LANGUAGE_CODES), attributeTranslationSchema),
  required: z.boolean(),
  enabled: z.boolean(),
  scope: productScopeSchema,
});
export type Attribute = z.infer<typeof attributeSchema>;

/** Answer of `get_review_attributes` and payload of `save_review_attributes`. */
export const attributesSettingsSchema = z.object({
  attributes: z.array(attributeSchema).check(z.maxLength(MAX_ATTRIBUTES)),
  version,
});
export type AttributesSettings = z.infer<typeof attributesSettingsSchema>;

/** One answer kept on a review: the question as it was asked (its label then), and the value. */
export const attributeAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  label: z.string(),
  /** 1–5 for `rating`; the chosen text for `choice`; the text for `text`. */
  value: z.union([z.number(), z.string()]),
});
export type AttributeAnswer = z.infer<typeof attributeAnswerSchema>;

// The review form on the thank-you and checkout pages.

/** Where the form can show in the store: the order-status (thank-you) page and after checkout. */
export const AUTO_LEAVE_PLACEMENTS = ['thankyou', 'checkout'] as const;
export type AutoLeavePlacement = (typeof AUTO_LEAVE_PLACEMENTS)[number];

/** Longest heading, text and button of a placement. */
export const AUTO_LEAVE_TEXT_MAX = { heading: 120, description: 500, button: 40 } as const;

const placementTextsSchema = z.object({
  heading: z.string().check(z.maxLength(AUTO_LEAVE_TEXT_MAX.heading)),
  description: z.string().check(z.maxLength(AUTO_LEAVE_TEXT_MAX.description)),
  button: z.string().check(z.maxLength(AUTO_LEAVE_TEXT_MAX.button)),
});
export type PlacementTexts = z.infer<typeof placementTextsSchema>;

/** One placement: on or off, which products it asks about, its texts per language (absent: the defaults). */
export const placementSettingsSchema = z.object({
  enabled: z.boolean(),
  scope: productScopeSchema,
  texts: z.partialRecord(z.enum(LANGUAGE_CODES), placementTextsSchema),
  /** Colour of the stars, `#rrggbb`. */
  starColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});
export type PlacementSettings = z.infer<typeof placementSettingsSchema>;

/** Answer of `get_auto_leave_review_setting` and payload of `save_auto_leave_review_setting`. */
export const autoLeaveSettingsSchema = z.object({
  thankyou: placementSettingsSchema,
  checkout: placementSettingsSchema,
  version,
});
export type AutoLeaveSettings = z.infer<typeof autoLeaveSettingsSchema>;

const offPlacement: PlacementSettings = { enabled: false, scope: { type: 'all', ids: [] }, texts: {}, starColor: '#ffb400' };

/** Settings of a shop that never saved them: both placements off. */
export const DEFAULT_AUTO_LEAVE_SETTINGS: AutoLeaveSettings = { thankyou: offPlacement, checkout: offPlacement };
