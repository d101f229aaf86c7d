import { configureMoreStyles, registerStyleRoot } from '../ui/more-styles';
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

/** Address of the second stylesheet (the other screens' rules), next to the bundle. */
export function moreStylesheetUrl(): string {
  return new URL('reviews-admin.more.css', bundleUrl || document.baseURI).href;
}

/** Registers a root the admin renders in for the second stylesheet; returns the release. */
export function addStyleRoot(root: Document | ShadowRoot): () => void {
  configureMoreStyles({ href: moreStylesheetUrl(), onFailure: () => window.dispatchEvent(new CustomEvent(ASSET_FAILURE_EVENT)) });
  return registerStyleRoot(root);
}

let releaseDocumentRoot: (() => void) | null = null;

/** The link `ensureDocumentStylesheet` added (a link the page wrote itself is never ours to remove). */
let added: HTMLLinkElement | null = null;

/** Links the stylesheet into the document once (light DOM: the admin owns the page); the second one follows when wanted. */
export function ensureDocumentStylesheet(doc: Document = document): void {
  releaseDocumentRoot ??= addStyleRoot(doc);
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
  releaseDocumentRoot?.();
  releaseDocumentRoot = null;
}
