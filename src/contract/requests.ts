import * as z from 'zod/mini';
import { BANNER_KEYS, IMPORT_BATCH_MAX_ROWS, LANGUAGE_CODES, type LanguageCode } from './constants';
import { flagSchema, guideStepSchema, statsRangeSchema } from './dashboard';

/*
 * Request schemas: the payloads the reference server validates, with its messages. They live apart
 * from the answer schemas so the client bundle (which only needs their types) does not carry them.
 */

// Auth.
/** Payload of `login`. */
export const loginRequestSchema = z.object({
  shop: z.optional(z.string().check(z.maxLength(255))),
  redirect_url: z.string().check(z.maxLength(2048)),
  url: z.optional(z.string().check(z.maxLength(4096))),
});
export type LoginPayload = z.infer<typeof loginRequestSchema>;

/** Payload of `exchange_customer_token_by_sign`. */
export const signRequestSchema = z.object({
  sign: z.string().check(z.minLength(1), z.maxLength(4096)),
  shopify_shop_id: z.union([z.string().check(z.minLength(1), z.maxLength(32)), z.number()]),
});

// Shop.
/** Payload of `save_shop_config`: numbers are saved with type 'integer'. */
export const saveShopConfigRequestSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(100)),
  value: z.union([z.string().check(z.maxLength(2000)), z.number()], { error: 'must be a string or a number' }),
  type: z.optional(z.string().check(z.maxLength(20))),
});

// Plans.
/** Payload of `redeem_pricing_plan_discount_code`. */
export const redeemCodeRequestSchema = z.strictObject({
  code: z.string({ error: 'must be a string' }).check(
    z.trim(),
    z.minLength(1, { error: 'must not be empty' }),
    z.maxLength(40, { error: 'must be at most 40 characters' }),
  ),
});

// Dashboard.
/** Payload of `set_setup_guide`. */
export const setGuideRequestSchema = z.strictObject({ key: guideStepSchema, value: flagSchema });

/** Payload of `set_banner_display_setting`. */
export const setBannerRequestSchema = z.strictObject({
  key: z.enum(BANNER_KEYS, { error: `must be one of ${BANNER_KEYS.join(', ')}` }),
  value: flagSchema,
});

/** Payload of `get_daily_statistics`. */
export const statisticsRequestSchema = z.strictObject({ days: statsRangeSchema });

/** Payload of the discount activation call. */
export const activateDiscountRequestSchema = z.object({
  trigger_mode: z.int({ error: 'must be a whole number from 0 to 9' }).check(z.minimum(0), z.maximum(9)),
});

// Languages.
/** One of the 20 language codes. */
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'must be one of the 20 supported language codes',
});

/** The version of a settings object a save started from. */
export const settingsVersionSchema = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));

/** Payload of `set_shop_selfdefine_lang`. */
export const saveWordsRequestSchema = z.object({
  lang: languageCodeSchema,
  json_data: z.string().check(z.maxLength(100_000)),
  /** The version the edit started from (a newer saved one makes the save a conflict). */
  version: z.optional(settingsVersionSchema),
});

// Imports.
const lineSchema = z.int({ error: 'must be the whole line number of the row in the file' }).check(z.minimum(0), z.maximum(100_000_000));

/** The id of an import, as an earlier batch answered it. */
export const importIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be the import_id of an earlier call' }));

/** One batch sent to `import_reviews` (at most {@link IMPORT_BATCH_MAX_ROWS} rows). */
export const importBatchSchema = z.strictObject({
  /** Absent on the first batch; the answer's id on the following ones. */
  import_id: z.optional(importIdSchema),
  /**
   * The client's key of this import, the same on every batch and retry; with `batch`, a batch sent
   * again (after its answer was lost) gets the same answer and is not stored or counted twice.
   */
  import_key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 letters, digits, - or _' }))),
  /** Index of the batch in the import, from 0. */
  batch: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
  file_name: z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(255, { error: 'at most 255 characters' })),
  format: z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(40, { error: 'at most 40 characters' })),
  /** How the file's ambiguous numeric dates were read; kept on the import record. */
  date_order: z.optional(z.enum(['dmy', 'mdy'])),
  rows: z
    .array(z.looseObject({ line: lineSchema }))
    .check(z.maxLength(IMPORT_BATCH_MAX_ROWS, { error: `at most ${IMPORT_BATCH_MAX_ROWS} rows per call; send the rest in further calls with the import_id` })),
  /** Rows the client's own check refused, kept with the import so its details list every skipped row. */
  refused: z.optional(
    z
      .array(
        z.strictObject({
          line: z.int().check(z.minimum(0), z.maximum(100_000_000)),
          reasons: z
            .array(
              z.strictObject({
                code: z.string().check(z.regex(/^[a-z_]{1,60}$/, { error: 'must be a reason code' })),
                message: z.optional(z.string().check(z.maxLength(500))),
              }),
            )
            .check(z.minLength(1), z.maxLength(30)),
        }),
      )
      .check(z.maxLength(IMPORT_BATCH_MAX_ROWS, { error: `at most ${IMPORT_BATCH_MAX_ROWS} refused rows per call` })),
  ),
});

// Reviews.
/** Payload of the undo calls (reviews and questions). */
export const undoRequestSchema = z.strictObject({
  undo_token: z.string().check(z.minLength(1, { error: 'is required' }), z.maxLength(200)),
});
