import * as z from 'zod/mini';

/** The review-widget settings of a shop (a large set; the known keys are typed, the rest kept). */
export const userSettingsSchema = z.catchall(
  z.object({
    language: z.string(),
    reviews_per_page_number: z.number(),
    review_sort_by: z.string(),
    font_size: z.number(),
    border_radius: z.number(),
    card_shadow: z.string(),
    rating_css_code: z.string(),
    reviews_css_code: z.string(),
    /** Version of the saved settings: a save sends the one it started from (a newer one makes it a conflict). */
    version: z.optional(z.int()),
  }),
  z.unknown(),
);
export type UserSettings = z.infer<typeof userSettingsSchema>;
