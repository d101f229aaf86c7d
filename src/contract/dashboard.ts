import * as z from 'zod/mini';
import { BANNER_KEYS, GUIDE_STEPS, STATS_RANGES } from './constants';

/** A stored on/off value: 1 on (done, shown), 0 off. */
export const flagSchema = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
export type Flag = z.infer<typeof flagSchema>;

/** One setup-guide step, by its server flag. */
export const guideStepSchema = z.enum(GUIDE_STEPS, { error: `must be one of ${GUIDE_STEPS.join(', ')}` });
export type GuideStep = z.infer<typeof guideStepSchema>;

/** Answer of `get_setup_guide` and `set_setup_guide`: each step 1 when done, 0 not yet. */
export const guideFlagsSchema = z.object(
  Object.fromEntries(GUIDE_STEPS.map((step) => [step, z.number()])) as Record<GuideStep, z.ZodMiniNumber>,
);
export type GuideFlags = Record<GuideStep, number>;

/** One dismissible banner. */
export type BannerKey = (typeof BANNER_KEYS)[number];
/** Answer of `get_banner_display_setting`: each banner 1 when shown; isInitial until the first change. */
export type BannerDisplay = { isInitial: boolean } & Record<BannerKey, Flag>;
/** Schema of `get_banner_display_setting` / `set_banner_display_setting` answers. */
export const bannerDisplaySchema = z.object({
  isInitial: z.boolean(),
  ...(Object.fromEntries(BANNER_KEYS.map((key) => [key, flagSchema])) as Record<BannerKey, typeof flagSchema>),
});
/** The partner apps' banners of `bannerStatus`, in the order they take the one partner slot. */
export const PARTNER_BANNER_KEYS = ['wiio', 'parcel_panel', 'langwill', 'seoant', 'loloyal'] as const satisfies readonly BannerKey[];

/** A range of the analytics: all time (0), 7, 30 or 90 days. */
export const statsRangeSchema = z.literal(STATS_RANGES, { error: `must be one of ${STATS_RANGES.join(', ')}` });
export type StatsRange = z.infer<typeof statsRangeSchema>;

/** Daily statistics (SPEC §3). */
export const statsSchema = z.object({
  average_star_rating: z.number(),
  review_requests_sent: z.number(),
  reviews_collected: z.number(),
  retention_revenue: z.number(),
  page_view: z.number(),
  unique_visitor: z.number(),
  add_to_cart: z.number(),
  order_count: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Answer of `get_daily_statistics`. */
export const dailyStatisticsSchema = z.object({
  days: statsRangeSchema,
  range: z.object({ from: z.string(), to: z.string() }),
  totals: statsSchema,
  previous: z.nullable(statsSchema),
  series: z.array(z.extend(statsSchema, { date: z.string() })),
});
export type DailyStatistics = z.infer<typeof dailyStatisticsSchema>;

/** A recommended app. */
export const recommendedAppSchema = z.object({
  name: z.string(),
  logo: z.string(),
  desc: z.string(),
  url: z.string(),
  category: z.optional(z.string()),
});
export type RecommendedApp = z.infer<typeof recommendedAppSchema>;
export const recommendedAppListSchema = z.object({ list: z.array(recommendedAppSchema) });

/** An ad on the dashboard. */
export const adSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  desc: z.string(),
  btn_text: z.string(),
  url: z.string(),
});
export type Ad = z.infer<typeof adSchema>;
export const adListSchema = z.object({ list: z.array(adSchema) });

/** Answer of `complete_install`. */
export const completeInstallSchema = z.object({ skip_install: z.number() });

/** Answer of the discount activation call. */
export const discountAnswerSchema = z.object({
  is_get_discount: z.number(),
  /** Seconds left on the offer. */
  discount_remaining: z.number(),
  discount_value: z.number(),
  original_price: z.number(),
  trigger_mode: z.number(),
  tag: z.string(),
  is_triggerable: z.number(),
  mode: z.optional(z.number()),
});
export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;

