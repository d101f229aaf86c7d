import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { escapeHtml } from '../http/html';
import { fromAddress } from '../mail/build-email';
import type { Mailer, OutgoingEmail } from '../mail/types';
import { getShopById } from '../store/repositories/shops';

/*
 * The two emails of the Q&A settings: the merchant's notice of a question asked on the storefront
 * (`notify_merchant`) and the asker's notice of the shop's answer (`notify_asker`). Each has its
 * idempotency key (a question is announced once; an answer once per answer time). Failures are
 * logged, never thrown: the question or the answer is saved either way.
 */

/** What sending needs. */
export interface QuestionMailContext {
  db: Database;
  mailer: Mailer;
}

interface QuestionRow {
  id: number;
  body: string;
  author: string;
  email: string | null;
  answer_body: string | null;
  answer_at: number | null;
  product_title: string;
}

function questionRow(db: Database, shopId: number, id: number): QuestionRow | undefined {
  return db.prepare(`SELECT q.id, q.body, q.author, q.email, q.answer_body, q.answer_at, p.title AS product_title
    FROM questions q JOIN products p ON p.shop_id = q.shop_id AND p.id = q.product_id WHERE q.shop_id = ? AND q.id = ?`).get(shopId, id) as
    | QuestionRow
    | undefined;
}

const paragraphs = (lines: string[]): string =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;

function message(shopId: number, key: string, parts: Pick<OutgoingEmail, 'from' | 'to' | 'replyTo' | 'subject' | 'kind'>, lines: string[]): OutgoingEmail {
  return {
    ...parts,
    shopId,
    requestId: null,
    idempotencyKey: key,
    html: paragraphs(lines),
    text: lines.join('\n\n'),
    headers: { 'X-Entity-Ref-ID': createHash('sha256').update(key).digest('hex').slice(0, 24) },
  };
}

async function send(ctx: QuestionMailContext, what: string, build: () => OutgoingEmail | null): Promise<boolean> {
  try {
    const email = build();
    if (!email) return false;
    await ctx.mailer.send(email);
    return true;
  } catch (err) {
    process.stderr.write(`[mail] ${what} failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return false;
  }
}

/** Emails the shop's address a question just asked (key `question:<id>`). Answers whether it went. */
export function sendQuestionAskedEmail(ctx: QuestionMailContext, shopId: number, questionId: number): Promise<boolean> {
  return send(ctx, `question email of question ${questionId}`, () => {
    const shop = getShopById(ctx.db, shopId);
    const question = questionRow(ctx.db, shopId, questionId);
    if (!shop || !question) return null;
    return message(shopId, `question:${questionId}`, {
      kind: 'question',
      from: { name: shop.name, address: fromAddress() },
      to: { name: shop.owner || shop.name, address: shop.email },
      replyTo: question.email ?? shop.email,
      subject: `New question about ${question.product_title}`,
    }, [
      `${question.author} asked about ${question.product_title}:`,
      question.body,
      'Answer it from the Q&A tab of Manage Reviews.',
    ]);
  });
}

/** Emails the asker the shop's answer (key `answer:<id>:<answer time>`), when the question has an address. Answers whether it went. */
export function sendQuestionAnsweredEmail(ctx: QuestionMailContext, shopId: number, questionId: number): Promise<boolean> {
  return send(ctx, `answer email of question ${questionId}`, () => {
    const shop = getShopById(ctx.db, shopId);
    const question = questionRow(ctx.db, shopId, questionId);
    if (!shop || !question?.email || question.answer_body === null) return null;
    return message(shopId, `answer:${questionId}:${question.answer_at ?? 0}`, {
      kind: 'answer',
      from: { name: shop.name, address: fromAddress() },
      to: { name: question.author, address: question.email },
      replyTo: shop.email,
      subject: `${shop.name} answered your question about ${question.product_title}`,
    }, [
      `Hi ${question.author},`,
      `You asked: ${question.body}`,
      `${shop.name} answered: ${question.answer_body}`,
    ]);
  });
}
