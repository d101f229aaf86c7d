import type { MarketplaceItem, PublicProduct } from '../../contract/marketplace';
import { isApiError } from '../../api/errors';
import type { Runtime } from '../../app/runtime';
import type { Marketplace } from '../../contract/marketplace';
import { checkMarketplaceLink } from '../../contract/marketplace-link';

/** How many products the product search offers before the merchant types. */
export const FIRST_PRODUCTS = 50;

/** What a bookmarklet page shows: the item and the first products, or why it cannot start. */
export type BookmarkPageData =
  | { state: 'ready'; key: string; item: MarketplaceItem; products: PublicProduct[] }
  | {
      state: 'problem';
      /** Translation key of the message (with its namespace). */
      messageKey: string;
      /** A server message to show as is (a failed load). */
      message?: string;
      /** A load failure worth trying again. */
      retry: boolean;
    };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Loader of /bookmark_import (`only` undefined: any supported marketplace) and
 * /amazon_bookmark_import (`only` 'amazon'): checks `key` and `url` from the query and the
 * link, then loads the item's reviews and the shop's first products with the key.
 */
export function bookmarkLoader(only?: Marketplace) {
  return async ({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<BookmarkPageData> => {
    const key = text(deps.key);
    const url = text(deps.url);
    if (!key) return { state: 'problem', messageKey: 'public:bookmark.missingKey', retry: false };
    if (!url) return { state: 'problem', messageKey: 'public:bookmark.missingUrl', retry: false };
    const link = checkMarketplaceLink(url, only);
    if (!link.ok) return { state: 'problem', messageKey: `marketplace:${link.key}`, retry: false };
    try {
      const [item, products] = await Promise.all([
        runtime.api.marketplace.publicReviews(key, link.url, link.marketplace),
        runtime.api.marketplace.publicProducts(key, '', FIRST_PRODUCTS),
      ]);
      return { state: 'ready', key, item, products: products.items };
    } catch (error) {
      if (isApiError(error, 'auth')) return { state: 'problem', messageKey: 'public:bookmark.badKey', retry: false };
      return {
        state: 'problem',
        messageKey: 'marketplace:import.loadFailedTitle',
        message: error instanceof Error ? error.message : String(error),
        retry: true,
      };
    }
  };
}
