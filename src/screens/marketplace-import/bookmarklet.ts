import type { Marketplace } from '../../contract/marketplace';

/** The public page a bookmarklet opens for each marketplace (SPEC §2). */
export const BOOKMARK_PAGES: Record<Marketplace, string> = {
  aliexpress: '/bookmark_import',
  amazon: '/amazon_bookmark_import',
};

/**
 * The `javascript:` address of a bookmarklet: on a marketplace page it opens our public import
 * page in a new tab with the shop's reviews API key and the page's address.
 * `appOrigin` is the origin serving the app's pages.
 */
export function bookmarkletHref(appOrigin: string, key: string, marketplace: Marketplace): string {
  const target = `${appOrigin}${BOOKMARK_PAGES[marketplace]}?key=${encodeURIComponent(key)}&url=`;
  const code = `(function(){window.open(${JSON.stringify(target)}+encodeURIComponent(location.href),'_blank','noopener');})();`;
  return `javascript:${encodeURI(code)}`;
}
