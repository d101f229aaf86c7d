import type { Ad, RecommendedApp } from '../../../src/contract/dashboard';
import { STORE_IMAGES_PREFIX } from '../domain/store-ids';
import { RECOMMEND_WORDS } from './recommend-i18n';

export type { Ad, RecommendedApp };

/** A recommended app as stored: its logo is the generated image named by `slug`. */
interface AppEntry {
  slug: string;
  name: string;
  desc: string;
  category: string;
}

const APPS: readonly AppEntry[] = [
  { slug: 'parcelwise-order-tracking', name: 'Parcelwise Order Tracking', category: 'Shipping', desc: 'Branded tracking pages and delivery updates that cut "where is my order" emails.' },
  { slug: 'lingo-lantern-translate', name: 'Lingo Lantern Translate', category: 'Translation', desc: 'Translate your store, reviews included, into 100+ languages in one click.' },
  { slug: 'rankroot-seo-booster', name: 'Rankroot SEO Booster', category: 'SEO', desc: 'Fix meta tags, add rich snippets and show star ratings in search results.' },
  { slug: 'loyalty-loop-rewards', name: 'Loyalty Loop Rewards', category: 'Loyalty', desc: 'Points, VIP tiers and referral rewards that bring shoppers back.' },
  { slug: 'cartwhisper-upsell', name: 'Cartwhisper Upsell', category: 'Upsell', desc: 'Post-purchase and in-cart offers that raise your average order value.' },
  { slug: 'mailmoss-email-marketing', name: 'Mailmoss Email Marketing', category: 'Email marketing', desc: 'Newsletters, abandoned-cart flows and review snippets in every email.' },
  { slug: 'pixel-perch-image-optimizer', name: 'Pixel Perch Image Optimizer', category: 'Store speed', desc: 'Compress product and review photos for faster pages without losing quality.' },
  { slug: 'shelfsync-stock-alerts', name: 'Shelfsync Stock Alerts', category: 'Inventory', desc: 'Back-in-stock alerts and low-stock warnings for your best sellers.' },
  { slug: 'chatterbox-live-chat', name: 'Chatterbox Live Chat', category: 'Customer support', desc: 'Live chat, FAQ answers and order lookups in one inbox.' },
  { slug: 'bundlebee-product-bundles', name: 'Bundlebee Product Bundles', category: 'Upsell', desc: 'Bundles, volume discounts and "frequently bought together" blocks.' },
];

/** External address of an app's listing. */
function listingUrl(slug: string): string {
  return `https://apps.example.com/${slug}`;
}

/**
 * The recommended apps, with logos served by this server at `origin`, described in `lang` (one of
 * the interface languages; English when it is not one).
 */
export function recommendedApps(origin: string, lang = 'en'): RecommendedApp[] {
  const words = RECOMMEND_WORDS[lang];
  return APPS.map((app) => ({
    name: app.name,
    logo: `${origin}${STORE_IMAGES_PREFIX}/${app.slug}.svg`,
    desc: words?.descs[app.slug] ?? app.desc,
    url: listingUrl(app.slug),
    category: words?.categories[app.category] ?? app.category,
  }));
}

/** The four dashboard ads (the client rotates them). */
export const ADS: readonly Ad[] = [
  { id: 'loyalty-loop', title: 'Turn reviewers into repeat buyers', desc: 'Give loyalty points for every review with Loyalty Loop Rewards.', btn_text: 'Try Loyalty Loop', url: listingUrl('loyalty-loop-rewards') },
  { id: 'parcelwise', title: 'Ask for reviews when the parcel arrives', desc: 'Parcelwise tells you the delivery date, so review requests land at the right time.', btn_text: 'Track orders', url: listingUrl('parcelwise-order-tracking') },
  { id: 'rankroot', title: 'Show your stars on search results', desc: 'Rankroot adds review rich snippets to your product pages.', btn_text: 'Boost SEO', url: listingUrl('rankroot-seo-booster') },
  { id: 'lingo-lantern', title: 'Reviews in every shopper\'s language', desc: 'Lingo Lantern translates your store and its reviews automatically.', btn_text: 'Translate store', url: listingUrl('lingo-lantern-translate') },
];
