const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use in HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Headers sent with the server's own HTML pages (install, billing): never framed, never cached. */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:-apple-system,BlinkMacSystemFont,"San Francisco","Segoe UI",Roboto,"Helvetica Neue",sans-serif;
background:#f1f1f1;color:#303030;line-height:1.5}
main{width:100%;max-width:480px;background:#fff;border-radius:12px;padding:28px;
box-shadow:0 1px 0 rgba(0,0,0,.07),0 4px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px;word-break:break-word}
p{margin:0 0 16px;color:#616161}
ul{margin:0 0 24px;padding-left:20px}
li{margin:4px 0}
.actions{display:flex;gap:12px;justify-content:flex-end;align-items:center}
button,.link{font:inherit;font-weight:600;border-radius:8px;padding:8px 16px;cursor:pointer;text-decoration:none}
button{background:#303030;color:#fff;border:0}
button:hover{background:#1a1a1a}
.link{color:#005bd3;background:none;border:1px solid #c9cccf}
button:focus-visible,.link:focus-visible{outline:2px solid #005bd3;outline-offset:2px}
`;

/** What a page may change of the document around its body: its language, extra head markup, its own styles. */
export interface PageOptions {
  /** The document's language (default `en`). */
  lang?: string;
  /** Markup added to the head (a trusted constant: a meta refresh). */
  head?: string;
  /** Styles in place of the server's card page styles. */
  style?: string;
}

/** Wraps a page body into a complete, styled HTML document. */
export function renderPage(title: string, body: string, options: PageOptions = {}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.head ?? ''}<title>${escapeHtml(title)}</title>
<style>${options.style ?? STYLE}</style>
</head>
<body>
<main>${body}</main>
</body>
</html>`;
}

/** A page explaining a problem, with one link to go on. */
export function renderErrorPage(title: string, message: string, linkHref: string, linkText: string): string {
  return renderPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<div class="actions"><a class="link" href="${escapeHtml(linkHref)}">${escapeHtml(linkText)}</a></div>`,
  );
}
