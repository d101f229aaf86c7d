import * as z from 'zod/mini';

/** Shop part of an auth response. */
export const shopInfoSchema = z.object({
  token: z.string(),
  shopify_plan: z.string(),
  myshopify_domain: z.optional(z.string()),
  name: z.optional(z.string()),
});

/** Settings part of an auth response. */
export const shopSettingsInfoSchema = z.object({
  /** 1 when the first-run guide was done or skipped. */
  skip_install: z.number(),
  /** 1 when the merchant has not selected a plan yet. */
  is_selected_plan: z.number(),
});

/** Answer of `auth` and `exchange_customer_token_by_sign`. */
export const authResponseSchema = z.object({
  shop_info: shopInfoSchema,
  shop_settings_info: shopSettingsInfoSchema,
  is_authorization_required: z.optional(z.number()),
  redirect_url: z.optional(z.string()),
  is_super_admin: z.optional(z.number()),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of `login`. */
export const loginResponseSchema = z.object({
  /** 1 when the merchant must authorise the app first (then go to redirect_url). */
  is_authorization_required: z.number(),
  redirect_url: z.optional(z.string()),
  shop_info: z.optional(shopInfoSchema),
  shop_settings_info: z.optional(shopSettingsInfoSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Answer of `get_channelwill_sign`. */
export const channelwillSignSchema = z.object({ sign: z.string() });
