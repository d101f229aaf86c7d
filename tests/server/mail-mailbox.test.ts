import { describe, expect, it } from 'vitest';
import { sampleVariables } from '../../src/contract/email-templates';
import { buildEmail, createMailer, emailLabels, templateFor, type Mailer, type OutgoingEmail } from '../../demo/server/mail';
import { DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { mailboxListPage } from '../../demo/server/mail/mailbox-pages';
import { useTestServer } from './helpers';

const server = useTestServer();
const shop = { id: DEMO_SHOP_ID, name: DEMO_SHOP_PROFILE.name, email: DEMO_SHOP_PROFILE.email, domain: DEMO_SHOP_PROFILE.domain };
/** A mailbox mailer on the test server's database (no SMTP_URL: what the server itself uses), with a fixed clock. */
let mailboxMailer: Mailer;

/** An email of the demo shop's first template with a subject of the test's choice. */
function requestEmail(key: string, subject: string, unsubscribeUrl = 'https://reviews.test/r/u/abc'): OutgoingEmail {
  const built = buildEmail({
    shop,
    to: { name: 'Jo <Customer>', address: 'jo@customer.test' },
    template: { ...templateFor(server().db, DEMO_SHOP_ID, 'first', 'en'), subject },
    variables: sampleVariables(shop.name, 'https://maplemoss.example'),
    labels: emailLabels('en', shop.name),
    kind: 'request',
    requestId: null,
    idempotencyKey: key,
    unsubscribeUrl,
  });
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return built.email;
}

/** Sends an email into the mailbox; answers the stored row's id. */
async function sendToMailbox(key: string, subject: string, unsubscribeUrl?: string): Promise<number> {
  const sent = await mailboxMailer.send(requestEmail(key, subject, unsubscribeUrl));
  expect(sent.duplicate).toBe(false);
  return server().db.prepare('SELECT id FROM mail_messages WHERE idempotency_key = ?').pluck().get(key) as number;
}

describe('the demo mailbox', () => {
  it('stores a message once per key with its real headers', async () => {
    mailboxMailer = createMailer(server().db, { now: () => Date.UTC(2026, 10, 27, 12, 0, 0) });
    expect(mailboxMailer.kind).toBe('mailbox');
    const id = await sendToMailbox('mailbox:1', 'Hello {{ customer.first_name }}');
    const again = await mailboxMailer.send(requestEmail('mailbox:1', 'Changed'));
    expect(again.duplicate).toBe(true);
    expect(server().db.prepare("SELECT subject FROM mail_messages WHERE idempotency_key = 'mailbox:1'").pluck().all()).toEqual(['Hello Alex']);
    const row = server().db.prepare('SELECT * FROM mail_messages WHERE id = ?').get(id) as { headers: string; message_id: string; kind: string };
    const headers = new Map(JSON.parse(row.headers) as [string, string][]);
    expect(headers.get('From')).toBe('"Maple & Moss Goods" <reviews@reviews.example>');
    expect(headers.get('Reply-To')).toBe('avery@maplemoss.example');
    expect(headers.get('Subject')).toBe('Hello Alex');
    expect(headers.get('List-Unsubscribe')).toBe('<https://reviews.test/r/u/abc>');
    expect(headers.get('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('Message-ID')).toBe(row.message_id);
    expect(headers.get('Date')).toBe('Fri, 27 Nov 2026 12:00:00 +0000');
    expect(headers.get('Content-Type')).toMatch(/^multipart\/alternative/);
    expect(row.kind).toBe('request');
  });

  it('lists messages newest first with the demo clock’s time and refreshes every 5 s', async () => {
    mailboxMailer = createMailer(server().db, { now: () => Date.UTC(2026, 10, 28, 9, 30, 0) });
    await sendToMailbox('mailbox:2', 'Second one');
    const page = await fetch(`${server().url}/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    // The clock form's redirect back reads the Referer: same-origin requests must carry it.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html.indexOf('Second one')).toBeGreaterThan(0);
    expect(html.indexOf('Second one')).toBeLessThan(html.indexOf('Hello Alex'));
    expect(html).toContain('2026-11-28 09:30:00 UTC');
    expect(html).toContain('Maple &amp; Moss Goods');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toMatch(/Demo clock: <time datetime="[^"]+">[^<]+ UTC<\/time>/);
  });

  it('has buttons that move the demo clock by 1, 3 and 7 days when its route is served', () => {
    const page = mailboxListPage([], 0, Date.UTC(2026, 0, 2), true);
    for (const days of [1, 3, 7]) {
      expect(page).toMatch(new RegExp(`<form method="post" action="/demo/clock"><input type="hidden" name="days" value="${days}">`));
      expect(page).toContain(`Move clock +${days} day`);
    }
  });

  it('shows no clock buttons when the demo clock cannot be moved', () => {
    const page = mailboxListPage([], 0, Date.UTC(2026, 0, 2), false);
    expect(page).toContain('2026-01-02 00:00:00 UTC');
    expect(page).not.toContain('/demo/clock');
    expect(page).toContain('DEMO_CLOCK=1');
  });

  it('shows a message with its headers, its HTML in a sandboxed frame and its text; a <script> subject is inert', async () => {
    const id = await sendToMailbox('mailbox:xss', '<script>alert(1)</script> & "quoted"');
    const page = await fetch(`${server().url}/mailbox/${id}`);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('&quot;Maple &amp; Moss Goods&quot; &lt;reviews@reviews.example&gt;');
    expect(html).toContain('Jo &lt;Customer&gt;');
    expect(html).toMatch(/<dt>Message-ID<\/dt><dd>&lt;[0-9a-f]{32}@reviews\.example&gt;<\/dd>/);
    expect(html).toContain('<dt>List-Unsubscribe</dt><dd>&lt;https://reviews.test/r/u/abc&gt;</dd>');
    expect(html).toMatch(new RegExp(`<iframe sandbox="[^"]*" src="/mailbox/${id}/html"`));
    expect(html).not.toMatch(/<iframe sandbox="[^"]*allow-(scripts|same-origin)/);
    expect(html).toContain('<pre>Hi Alex, how did we do?');
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    // The unsubscribe address is another server's: no one-click button.
    expect(html).not.toContain('List-Unsubscribe" value="One-Click"');
  });

  it('offers the one-click unsubscribe POST of a mail client when the address is this server’s', async () => {
    const url = `${server().url}/r/u/tok-1`;
    const id = await sendToMailbox('mailbox:one-click', 'One click', url);
    const html = await (await fetch(`${server().url}/mailbox/${id}`)).text();
    expect(html).toContain(`<form method="post" action="${url}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`);
  });

  it('serves the HTML part under a strict CSP, framable by this origin only', async () => {
    const email = requestEmail('mailbox:html', '<script>alert(2)</script>');
    // An open-tracking image as the sender adds it: remote images may load in the frame.
    email.html = email.html.replace('</body>', '<img src="https://reviews.test/r/o/abc.gif" width="1" height="1" alt=""></body>');
    await mailboxMailer.send(email);
    const id = server().db.prepare("SELECT id FROM mail_messages WHERE idempotency_key = 'mailbox:html'").pluck().get() as number;
    const part = await fetch(`${server().url}/mailbox/${id}/html`);
    const csp = part.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/sandbox(?! [^;]*allow-scripts)/);
    const html = await part.text();
    expect(html).toContain('<base target="_blank">');
    expect(html).toContain('<img src="https://reviews.test/r/o/abc.gif" width="1" height="1" alt="">');
    // Whatever markup the template holds, nothing in the part may run: no script source at all.
    expect(csp).not.toMatch(/script-src|unsafe-eval/);
  });

  it('answers 404 for an unknown message', async () => {
    expect((await fetch(`${server().url}/mailbox/999999`)).status).toBe(404);
    expect((await fetch(`${server().url}/mailbox/abc/html`)).status).toBe(404);
    expect((await fetch(`${server().url}/mailbox/1/extra/path`)).status).toBe(404);
    const slash = await fetch(`${server().url}/mailbox/`, { redirect: 'manual' });
    expect([slash.status, slash.headers.get('location')]).toEqual([302, '/mailbox']);
  });
});
