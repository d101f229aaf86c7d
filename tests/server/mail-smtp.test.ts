import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleVariables } from '../../src/contract/email-templates';
import { buildEmail, createMailer, emailLabels, templateFor } from '../../demo/server/mail';
import { DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';

/** A message the in-process SMTP server received: its envelope and the parsed message. */
interface Delivery {
  from: string;
  to: string[];
  mail: ParsedMail;
}

const deliveries: Delivery[] = [];
const waiters: (() => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream).then(
      (mail) => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        deliveries.push({ from, to: session.envelope.rcptTo.map((r) => r.address), mail });
        waiters.splice(0).forEach((wake) => wake());
        done();
      },
      (err: Error) => done(err),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

/** Waits until `count` messages arrived (or fails after 5 s). */
async function delivered(count: number): Promise<Delivery[]> {
  const deadline = Date.now() + 5000;
  while (deliveries.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${deliveries.length}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
  return deliveries.slice(0, count);
}

const header = (mail: ParsedMail, name: string): string => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase());
  return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : '';
};

const server = useTestServer({ smtpUrl });
const token = await demoToken();

beforeEach(() => {
  deliveries.length = 0;
});

describe('sending through SMTP_URL', () => {
  const shop = { id: DEMO_SHOP_ID, name: DEMO_SHOP_PROFILE.name, email: DEMO_SHOP_PROFILE.email, domain: DEMO_SHOP_PROFILE.domain };
  const requestEmail = (key: string) => {
    const variables = sampleVariables(shop.name, 'https://maplemoss.example');
    variables.review_link = 'https://reviews.test/r/c/tok123';
    variables.unsubscribe_link = 'https://reviews.test/r/u/tok123';
    const built = buildEmail({
      shop,
      to: { name: 'Jamie Doe', address: 'jamie@customer.test' },
      template: templateFor(server().db, DEMO_SHOP_ID, 'first', 'en'),
      variables: { ...variables, products: [variables.product] },
      labels: emailLabels('en', shop.name),
      kind: 'request',
      requestId: null,
      idempotencyKey: key,
      unsubscribeUrl: 'https://reviews.test/r/u/tok123',
    });
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    return built.email;
  };

  it('delivers a request email with the shop as sender, a reply-to, both parts and one-click unsubscribe', async () => {
    const mailer = createMailer(server().db, { smtpUrl, now: () => Date.now() });
    try {
      const sent = await mailer.send(requestEmail('request:smtp:1'));
      expect(sent.duplicate).toBe(false);
      const [{ from, to, mail }] = (await delivered(1)) as [Delivery];
      expect(from).toBe('reviews@reviews.example');
      expect(to).toEqual(['jamie@customer.test']);
      expect(mail.from?.value).toEqual([{ name: 'Maple & Moss Goods', address: 'reviews@reviews.example' }]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: 'Jamie Doe', address: 'jamie@customer.test' }]);
      expect(mail.replyTo?.value).toEqual([{ name: '', address: 'avery@maplemoss.example' }]);
      expect(mail.subject).toBe('How was your order from Maple & Moss Goods?');
      expect(mail.messageId).toBe(sent.messageId);
      expect(mail.text).toContain('Write a review: https://reviews.test/r/c/tok123');
      expect(mail.text).toContain('Unsubscribe: https://reviews.test/r/u/tok123');
      expect(mail.html).toContain('href="https://reviews.test/r/c/tok123"');
      expect(mail.html).toContain('Hi Alex, how did we do?');
      expect(header(mail, 'List-Unsubscribe')).toBe('<https://reviews.test/r/u/tok123>');
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      await mailer.close();
    }
  });

  it('sends one key once: the second send is a duplicate with the same Message-ID and delivers nothing', async () => {
    const mailer = createMailer(server().db, { smtpUrl, now: () => Date.now() });
    try {
      const first = await mailer.send(requestEmail('request:smtp:twice'));
      const again = await mailer.send(requestEmail('request:smtp:twice'));
      expect(again).toEqual({ messageId: first.messageId, duplicate: true });
      await delivered(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deliveries).toHaveLength(1);
      const rows = server().db.prepare("SELECT COUNT(*) FROM mail_messages WHERE idempotency_key = 'request:smtp:twice'").pluck().get();
      expect(rows).toBe(1);
    } finally {
      await mailer.close();
    }
  });

  it('derives the Message-ID from the key, so a retry is recognisable', async () => {
    const a = createMailer(server().db, { smtpUrl, now: () => Date.now() });
    const sent = await a.send(requestEmail('request:smtp:id'));
    await a.close();
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@reviews\.example>$/);
    server().db.prepare("DELETE FROM mail_messages WHERE idempotency_key = 'request:smtp:id'").run();
    const b = createMailer(server().db, { smtpUrl, now: () => Date.now() });
    expect((await b.send(requestEmail('request:smtp:id'))).messageId).toBe(sent.messageId);
    await b.close();
  });

  it('forgets a message the SMTP server refused, so the key can be sent again', async () => {
    const closed = createMailer(server().db, { smtpUrl: 'smtp://127.0.0.1:9', now: () => Date.now() });
    await expect(closed.send(requestEmail('request:smtp:refused'))).rejects.toThrow();
    await closed.close();
    expect(server().db.prepare("SELECT COUNT(*) FROM mail_messages WHERE idempotency_key = 'request:smtp:refused'").pluck().get()).toBe(0);
  });

  it('delivers non-ASCII names and subjects intact (encoded words on the wire)', async () => {
    const mailer = createMailer(server().db, { smtpUrl, now: () => Date.now() });
    try {
      const cafe = { ...shop, name: 'Café «Ünï» 東京' };
      const built = buildEmail({
        shop: cafe,
        to: { name: 'Zoë Åberg', address: 'zoe@customer.test' },
        template: templateFor(server().db, DEMO_SHOP_ID, 'first', 'ja'),
        variables: sampleVariables(cafe.name, 'https://maplemoss.example'),
        labels: emailLabels('ja', cafe.name),
        kind: 'request',
        requestId: null,
        idempotencyKey: 'request:smtp:ja',
        unsubscribeUrl: null,
      });
      if (!built.ok) throw new Error(JSON.stringify(built.errors));
      await mailer.send(built.email);
      const [{ mail }] = (await delivered(1)) as [Delivery];
      expect(mail.subject).toBe('Café «Ünï» 東京でのご注文はいかがでしたか？');
      expect(mail.from?.value[0]?.name).toBe('Café «Ünï» 東京');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.name : '').toBe('Zoë Åberg');
      expect(mail.text).toContain('Alex様、いかがでしたか？');
      const stored = server().db.prepare("SELECT headers FROM mail_messages WHERE idempotency_key = 'request:smtp:ja'").pluck().get() as string;
      expect(new Map(JSON.parse(stored) as [string, string][]).get('Subject')).toBe(mail.subject);
    } finally {
      await mailer.close();
    }
  });

  it('send_test_email goes through SMTP with the unsaved subject, and /mailbox is not served', async () => {
    const template = { ...templateFor(server().db, DEMO_SHOP_ID, 'second', 'en'), subject: 'Unsaved: {{ shop.name }} asks' };
    const answer = await callApi(server(), 'send_test_email', { token, body: { template, email: 'merchant@shop.test' } });
    expect(answer.body.code).toBe(0);
    const [{ mail }] = (await delivered(1)) as [Delivery];
    expect(mail.subject).toBe('Unsaved: Maple & Moss Goods asks');
    expect(mail.messageId).toBe(answer.body.data.messageId);
    expect(header(mail, 'List-Unsubscribe')).toBe('');
    expect((await fetch(`${server().url}/mailbox`)).status).toBe(404);
  });
});

describe('an SMTP server that does not answer', () => {
  const down = useTestServer({ smtpUrl: 'smtp://127.0.0.1:9' });

  it('send_test_email answers 502 with the reason, keeps no record and uses none of the hourly limit', async () => {
    const template = templateFor(down().db, DEMO_SHOP_ID, 'first', 'en');
    const failed = await callApi(down(), 'send_test_email', { token, body: { template, email: 'merchant@shop.test' } });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe(50200);
    expect(failed.body.message).toMatch(/^The test email could not be sent: .+/);
    expect(down().db.prepare("SELECT COUNT(*) FROM mail_messages WHERE kind = 'test'").pluck().get()).toBe(0);
  });
});
