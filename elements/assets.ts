/** Address of the bundle file that is running (the IIFE's script or the ESM entry). */
export const BUNDLE_URL: string = import.meta.url;

/** Links the bundle's stylesheet into the document once (light DOM elements share it). */
export function ensureStylesheet(doc: Document = document, href = new URL('reviews-admin.css', BUNDLE_URL).href): void {
  if (doc.querySelector(`link[data-reviews-admin-css]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.reviewsAdminCss = '';
  doc.head.appendChild(link);
}
