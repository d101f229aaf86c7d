import { escapeHtml, renderPage } from '../http/html';
import type { MailListItem, StoredMessage } from './mail-messages';
import type { EmailKind } from './types';

/*
 * The demo mailbox's pages (a developer page, in English): the list of stored messages and one
 * message with its headers, its HTML in a sandboxed frame and its text part. Everything shown is
 * escaped; the pages run no script.
 */

/** Headers of the mailbox's own pages: no script, frames only from this origin, forms only to it. */
export const MAILBOX_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // The clock form's redirect goes back to the page it came from.
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * Headers of a message's HTML, shown in the message page's sandboxed frame: no script, no request
 * but images, framed by this origin only.
 */
export const MESSAGE_HTML_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Days the clock buttons move the demo clock forward. */
const CLOCK_STEPS = [1, 3, 7] as const;

/** Most messages the list shows. */
export const MAILBOX_LIST_LIMIT = 200;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f1f1f1;color:#303030;line-height:1.5}
main{max-width:1100px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 0 rgba(0,0,0,.07),0 4px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}
p{margin:0 0 16px;color:#616161}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e3e3e3;vertical-align:top;word-break:break-word}
th{color:#616161;font-weight:600}
td.when,td.kind{white-space:nowrap}
a{color:#005bd3}
a:focus-visible,button:focus-visible{outline:2px solid #005bd3;outline-offset:2px}
.clock{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 16px}
.clock form{margin:0}
button{font:inherit;font-weight:600;border-radius:8px;padding:6px 14px;cursor:pointer;background:#303030;color:#fff;border:0}
button:hover{background:#1a1a1a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 16px;font-size:14px}
dt{color:#616161;font-weight:600}
dd{margin:0;word-break:break-all}
iframe{width:100%;height:640px;border:1px solid #e3e3e3;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f7;border-radius:8px;padding:16px;font-size:13px}
h2{font-size:16px;margin:24px 0 8px}
main>form{margin:0 0 16px}
`;

/** What the mailbox calls each kind of message. */
const KIND_LABELS: Record<EmailKind, string> = {
  request: 'Review request',
  reminder: 'Request reminder',
  test: 'Test',
  reward: 'Reward code',
  reward_reminder: 'Reward reminder',
  reply: 'Reply to review',
  photo_reminder: 'Photo/video reminder',
  update_request: 'Update your review',
  question: 'Question asked',
  answer: 'Answer to a question',
};

/** The label of a stored kind (a kind this version does not know shows as stored). */
const kindLabel = (kind: string): string => (Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as EmailKind] : kind);

/** `2026-11-27 17:41:05 UTC` */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A mailbox page: the server's page shell with the mailbox's styles. */
const page = (title: string, head: string, body: string): string => renderPage(title, body, { head, style: STYLE });

/**
 * The clock line: the demo clock's time, and the buttons that move it forward (POST /demo/clock,
 * which redirects back here) when that route is served.
 */
function clockControls(now: number, movable: boolean): string {
  const buttons = CLOCK_STEPS.map(
    (days) => `<form method="post" action="/demo/clock"><input type="hidden" name="days" value="${days}"><input type="hidden" name="redirect" value="/mailbox"><button type="submit">Move clock +${days} day${days === 1 ? '' : 's'}</button></form>`,
  ).join('');
  const time = `<span>Demo clock: <time datetime="${new Date(now).toISOString()}">${utc(now)}</time></span>`;
  return `<div class="clock">${time}${movable ? buttons : '<span>(start the server with DEMO_CLOCK=1 to move it from here)</span>'}</div>`;
}

/** The list page: newest first, refreshed every 5 seconds; `clock` when the demo clock can be moved from here. */
export function mailboxListPage(messages: MailListItem[], total: number, now: number, clock: boolean): string {
  const rows = messages
    .map(
      (m) => `<tr><td class="when">${utc(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/mailbox/${m.id}">${escapeHtml(m.subject) || '(no subject)'}</a></td><td class="kind">${escapeHtml(kindLabel(m.kind))}</td><td>${escapeHtml(m.shopName ?? '')}</td></tr>`,
    )
    .join('\n');
  const shown = total > messages.length ? `the newest ${messages.length} of ${total} messages` : `${total} message${total === 1 ? '' : 's'}`;
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Shop</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : '<p>No messages yet. Send a test email from an email template, or move the clock until a review request is due.</p>';
  return page(
    'Mailbox',
    '<meta http-equiv="refresh" content="5">\n',
    `<h1>Mailbox</h1>
<p>Emails the demo server sent, kept here instead of being delivered (set SMTP_URL to send them through a mail server). ${shown}; this page refreshes every 5 seconds.</p>
${clockControls(now, clock)}
${table}`,
  );
}

/** The headers the message page lists first, in this order; the others follow as they came. */
const MAIN_HEADERS = ['From', 'To', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'List-Unsubscribe', 'List-Unsubscribe-Post'];

/**
 * A button that does what a mail client's unsubscribe button does (RFC 8058: POST
 * `List-Unsubscribe=One-Click` to the header's address), when that address is on this server.
 */
function oneClickUnsubscribe(message: StoredMessage, origin: string): string {
  const header = message.headers.find(([name]) => name.toLowerCase() === 'list-unsubscribe')?.[1] ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url || !URL.canParse(url) || new URL(url).origin !== origin) return '';
  return `<form method="post" action="${escapeHtml(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe with one click, as a mail client does</button></form>`;
}

/**
 * One message: its headers, its HTML in a sandboxed frame (no script, no same origin), its text
 * part; `origin` is this server's, for the one-click unsubscribe button.
 */
export function messagePage(message: StoredMessage, origin: string): string {
  const rank = (name: string) => {
    const i = MAIN_HEADERS.findIndex((h) => h.toLowerCase() === name.toLowerCase());
    return i < 0 ? MAIN_HEADERS.length : i;
  };
  const headers = [...message.headers]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(
    message.subject || 'Message',
    '',
    `<p><a href="/mailbox">← Mailbox</a></p>
<h1>${escapeHtml(message.subject) || '(no subject)'}</h1>
<p>${escapeHtml(kindLabel(message.kind))} · ${escapeHtml(message.shopName ?? '')} · ${utc(message.createdAt)}</p>
<h2>Headers</h2>
<dl>
${headers}
</dl>
${oneClickUnsubscribe(message, origin)}
<h2>HTML</h2>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" src="/mailbox/${message.id}/html" title="HTML part of the message" referrerpolicy="no-referrer"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(message.text)}</pre>`,
  );
}

/** A message's HTML as served into the frame: its links open in a new tab (the frame cannot navigate the page). */
export function messageHtml(message: StoredMessage): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(message.html) ? message.html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${message.html}`;
}
