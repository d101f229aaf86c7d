import type { StartupData } from '../../machines/startup/startup.types';

/** The support team's address, where "Chat support" writes when no chat widget is configured. */
export const SUPPORT_EMAIL = 'support@example.com';

/** What a support chat widget is given when it opens (SPEC §7: user, shop and plan details). */
export interface SupportChatDetails {
  user: { name: string; email: string } | null;
  shop: { id: number; name: string; domain: string; myshopifyDomain: string; platformPlan: string } | null;
  plan: { name: string; id: number; tierLevel: number } | null;
  /** The admin's language and the page the merchant asked from. */
  language: string;
  path: string;
  /** The error the merchant saw, when the chat was opened from an error banner. */
  error: string | null;
}

/** The details a chat widget gets, from what the startup calls brought (none when startup failed). */
export function supportChatDetails(data: StartupData | null, context: { language: string; path: string; error?: string | null }): SupportChatDetails {
  const info = data?.userInfo;
  return {
    user: info ? { name: info.owner, email: info.email } : null,
    shop: info ? { id: info.id, name: info.name, domain: info.domain, myshopifyDomain: info.myshopify_domain, platformPlan: info.shopify_plan } : null,
    plan: data ? { name: data.plan.plan_name || info?.plan_name || '', id: info?.pricing_plan_id ?? 0, tierLevel: info?.tier_level ?? 1 } : null,
    language: context.language,
    path: context.path,
    error: context.error ?? null,
  };
}

/** A mailto link to the support team carrying the same details, for when no chat widget runs. */
export function supportEmailUrl(details: SupportChatDetails, subject: string): string {
  const lines = [
    details.shop ? `Shop: ${details.shop.myshopifyDomain} (${details.shop.name})` : null,
    details.plan ? `Plan: ${details.plan.name}` : null,
    `Page: ${details.path}`,
    details.error ? `Error: ${details.error}` : null,
  ].filter((line): line is string => line !== null);
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${lines.join('\n')}\n\n`)}`;
}
