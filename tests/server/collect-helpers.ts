import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { createMailer } from '../../demo/server/mail';
import type { RewardContext } from '../../demo/server/collect/rewards';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import type { RunningServer } from '../../demo/server/server';
import { TEST_SECRET } from './helpers';

/** A product of the demo shop (its handle is `merino-wool-throw-blanket`). */
export const DEMO_PRODUCT_ID = 1001;

/** Columns a collected review may be written with in a test; the others take a customer's usual values. */
export interface CollectedReview {
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  language: string;
  created_at: number;
  status: 'published' | 'pending' | 'hidden';
  held_reason: string | null;
  auto_publish_at: number | null;
  answers: string;
  media: string;
  request_id: number | null;
  reply_body: string | null;
}

/** Writes a collected review of the demo shop as the review form does (a row of `reviews`); answers its id. */
export function insertCollectedReview(db: Database, fields: Partial<CollectedReview> & { created_at: number }): number {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<CollectedReview>;
  const row: CollectedReview = {
    rating: 5, title: 'Lovely throw', body: 'Soft, warm and well made.', author: 'Alex Rivera', email: 'alex@example.com', language: 'en',
    status: 'published', held_reason: null, auto_publish_at: null, answers: '[]', media: '[]', request_id: null, reply_body: null,
    ...given,
    created_at: fields.created_at,
  };
  const media = JSON.parse(row.media) as unknown[];
  return Number(
    db
      .prepare(`INSERT INTO reviews (shop_id, product_id, rating, title, body, author, email, language, created_at, status, source,
          has_media, media, duplicate_key, answers, held_reason, auto_publish_at, request_id, reply_body, reply_at)
        VALUES (@shop_id, @product_id, @rating, @title, @body, @author, @email, @language, @created_at, @status, 'collected',
          @has_media, @media, @duplicate_key, @answers, @held_reason, @auto_publish_at, @request_id, @reply_body, @reply_at)`)
      .run({
        ...row,
        shop_id: DEMO_SHOP_ID,
        product_id: DEMO_PRODUCT_ID,
        has_media: media.length > 0 ? 1 : 0,
        duplicate_key: `collect-test-${randomUUID()}`,
        reply_at: row.reply_body === null ? null : row.created_at,
      }).lastInsertRowid,
  );
}

/** What the server's reward and collect jobs run with, over a test server's database and a clock of the test's. */
export function rewardContext(server: RunningServer, now: () => number): RewardContext {
  return { db: server.db, mailer: createMailer(server.db, { now }), publicUrl: server.url, secret: TEST_SECRET };
}

/** Messages of the mailbox with a key starting with `prefix`, oldest first. */
export function mailWithKey(db: Database, prefix: string): { kind: string; to_address: string; subject: string; text: string; html: string; idempotency_key: string }[] {
  return db
    .prepare('SELECT kind, to_address, subject, text, html, idempotency_key FROM mail_messages WHERE idempotency_key LIKE ? ORDER BY id')
    .all(`${prefix}%`) as { kind: string; to_address: string; subject: string; text: string; html: string; idempotency_key: string }[];
}
