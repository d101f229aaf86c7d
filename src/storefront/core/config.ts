import type { StoreConfig } from './api';

let script: URL | null = null;

/** Remembers the storefront script's own URL (`import.meta.url`: origin, `?shop=`, `?lang=`). */
export function setScriptUrl(url: string): void {
  script = new URL(url);
}

/**
 * Where a widget element reads from: the API beside the script (`…/dist/storefront/widgets.js` →
 * `…/`), the shop and language of the element's `shop`/`lang` attributes, else of the script URL.
 */
export function configOf(host: Element): StoreConfig {
  const url = script ?? new URL(document.baseURI);
  return {
    apiBase: new URL('../../', url).href,
    shop: host.getAttribute('shop') || url.searchParams.get('shop') || '',
    lang: host.getAttribute('lang') || url.searchParams.get('lang') || '',
  };
}
