import * as z from 'zod/mini';

/**
 * The merchant's Q&A settings (SPEC §3 QASettings), saved as a whole with a version: whether a
 * question asked on the storefront shows at once or waits for approval, who is emailed when, what
 * the asker must give and whether the storefront shows the asker's name.
 */
export const qaSettingsSchema = z.object({
  /** A question asked on the storefront is published at once (else it waits as pending). */
  auto_publish: z.boolean(),
  /** The shop's address gets an email for each question asked. */
  notify_merchant: z.boolean(),
  /** The asker gets an email when the question is answered (when an address was given). */
  notify_asker: z.boolean(),
  /** The ask form refuses a question without an email address. */
  require_email: z.boolean(),
  /** The storefront shows the asker's name beside the question (else no name). */
  show_asker_name: z.boolean(),
  /** Version the values were loaded with; a save naming an older one is refused (409). */
  version: z.optional(z.number()),
});
/** The Q&A settings. */
export type QaSettings = z.infer<typeof qaSettingsSchema>;

/** The Q&A settings of a shop that never saved them. */
export const DEFAULT_QA_SETTINGS: Omit<QaSettings, 'version'> = {
  auto_publish: false,
  notify_merchant: true,
  notify_asker: true,
  require_email: true,
  show_asker_name: true,
};

/** The switches of the Q&A settings, in the order the screen shows them. */
export const QA_SETTING_KEYS = ['auto_publish', 'notify_merchant', 'notify_asker', 'require_email', 'show_asker_name'] as const;
/** A switch of the Q&A settings. */
export type QaSettingKey = (typeof QA_SETTING_KEYS)[number];
