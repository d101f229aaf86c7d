import { ASSET_FAILURE_EVENT } from './asset-failure';

let bundleUrl = '';

/** Records where the running bundle was loaded from (the element entry calls it once). */
export function setBundleUrl(url: string): void {
  bundleUrl = url;
}

/** Address of the bundle's stylesheet (next to the bundle). */
export function stylesheetUrl(): string {
  return new URL('reviews-admin.css', bundleUrl || document.baseURI).href;
}

/** The link `ensureDocumentStylesheet` added (a link the page wrote itself is never ours to remove). */
let added: HTMLLinkElement | null = null;

/** Links the stylesheet into the document once (light DOM: the admin owns the page). */
export function ensureDocumentStylesheet(doc: Document = document): void {
  if (doc.querySelector('link[data-reviews-admin-css]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl();
  link.dataset.reviewsAdminCss = '';
  link.onerror = () => window.dispatchEvent(new CustomEvent(ASSET_FAILURE_EVENT));
  doc.head.appendChild(link);
  added = link;
}

/** Removes the stylesheet link `ensureDocumentStylesheet` added (the last element left the page). */
export function removeDocumentStylesheet(): void {
  added?.remove();
  added = null;
}
