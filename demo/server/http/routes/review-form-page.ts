import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { escapeHtml } from '../html';
import { LANGUAGE_CODES } from '../../../../src/contract/constants';

/**
 * Headers of the public review form's shell: never cached, no referrer (the address carries the
 * link's signature), scripts and styles from this origin only, photos also from uploads and
 * product images elsewhere, calls to this origin only.
 */
const SHELL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
};

/**
 * The shell's headers for one address. A request's link (`token`: one customer's order) is never
 * framed. A shop or product link is public by design (the widget API hands it to any storefront),
 * so a store's own pages may frame it: the write-a-review widget opens it in a dialog on the
 * store's domain, whatever that domain is.
 */
function shellHeaders(hasToken: boolean): Record<string, string> {
  if (hasToken) return { ...SHELL_HEADERS };
  const csp = (SHELL_HEADERS['Content-Security-Policy'] ?? '').replace("frame-ancestors 'none'", 'frame-ancestors https: http://127.0.0.1:* http://localhost:*');
  return { ...SHELL_HEADERS, 'Content-Security-Policy': csp };
}

/** The page's text before the script has run (it then speaks the customer's language). */
const NOSCRIPT = 'This review form needs JavaScript. Turn it on in your browser, then open the link from your email again.';

/** The HTML shell of /email_review and /media_submit: the page's styles, its script, and a skeleton at the form's size. */
export function reviewFormShell(page: 'review' | 'media', lang: string): string {
  const title = page === 'media' ? 'Add photos or videos to your review' : 'Write a review';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dist/review-form.css">
<script type="module" src="/dist/review-form.js"></script>
</head>
<body class="rf-body">
<div id="review-form" class="rf-root" data-page="${page}">
<div class="rf-page"><header class="rf-header"></header><main class="rf-main">
<div class="rf-skeleton" aria-hidden="true"><div class="rf-skeleton-line rf-skeleton-heading"></div><div class="rf-skeleton-card"></div><div class="rf-skeleton-card"></div></div>
<noscript><p class="rf-card rf-noscript">${escapeHtml(NOSCRIPT)}</p></noscript>
</main></div>
</div>
</body>
</html>`;
}

/** `GET /email_review` and `GET /media_submit`: the public review form pages (no admin bundle). */
export function reviewFormPageRoutes(_ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const lang = (asked: string | undefined) => (asked && (LANGUAGE_CODES as readonly string[]).includes(asked) ? asked : 'en');
  app.get('/email_review', (c) => c.html(reviewFormShell('review', lang(c.req.query('lang'))), 200, shellHeaders(c.req.query('token') !== undefined)));
  app.get('/media_submit', (c) => c.html(reviewFormShell('media', lang(c.req.query('lang'))), 200, shellHeaders(true)));
  return app;
}
