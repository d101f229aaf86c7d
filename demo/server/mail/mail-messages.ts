import type { Database } from 'better-sqlite3';
import type { MessageHeader } from './compose';
import type { EmailKind, OutgoingEmail } from './types';

/** A stored message as the mailbox lists it. */
export interface MailListItem {
  id: number;
  createdAt: number;
  kind: string;
  to: string;
  subject: string;
  shopName: string | null;
}

/** A stored message with everything the mailbox shows of it. */
export interface StoredMessage extends MailListItem {
  messageId: string;
  from: string;
  replyTo: string | null;
  html: string;
  text: string;
  headers: MessageHeader[];
  requestId: number | null;
  idempotencyKey: string;
}

interface MessageRow {
  id: number;
  created_at: number;
  kind: string;
  to_address: string;
  subject: string;
  shop_name: string | null;
  message_id: string;
  from_address: string;
  reply_to: string | null;
  html: string;
  text: string;
  headers: string;
  request_id: number | null;
  idempotency_key: string;
}

const formatAddress = (a: { name: string; address: string }) => (a.name ? `${a.name} <${a.address}>` : a.address);

/**
 * Records a message under its idempotency key, unless that key is already recorded. Returns the
 * new row's id, or null with the recorded Message-ID when the key was there before.
 */
export function recordMessage(
  db: Database,
  email: OutgoingEmail,
  composed: { messageId: string; headers: MessageHeader[] },
  createdAt: number,
): { id: number } | { id: null; messageId: string } {
  return db.transaction(() => {
    const inserted = db
      .prepare(`INSERT INTO mail_messages (shop_id, request_id, kind, idempotency_key, message_id, from_address, to_address,
          reply_to, subject, html, text, headers, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING`)
      .run(
        email.shopId, email.requestId, email.kind, email.idempotencyKey, composed.messageId, formatAddress(email.from),
        formatAddress(email.to), email.replyTo || null, email.subject, email.html, email.text, JSON.stringify(composed.headers), createdAt,
      );
    if (inserted.changes === 1) return { id: Number(inserted.lastInsertRowid) };
    const messageId = db.prepare('SELECT message_id FROM mail_messages WHERE idempotency_key = ?').pluck().get(email.idempotencyKey) as string;
    return { id: null, messageId };
  })();
}

/** Removes a recorded message whose delivery failed, so a later attempt with its key can send it. */
export function forgetMessage(db: Database, id: number): void {
  db.prepare('DELETE FROM mail_messages WHERE id = ?').run(id);
}

/** The newest messages first (at most `limit`). */
export function listMessages(db: Database, limit: number): MailListItem[] {
  const rows = db
    .prepare(`SELECT m.id, m.created_at, m.kind, m.to_address, m.subject, s.name AS shop_name
      FROM mail_messages m LEFT JOIN shops s ON s.id = m.shop_id ORDER BY m.created_at DESC, m.id DESC LIMIT ?`)
    .all(limit) as MessageRow[];
  return rows.map(toListItem);
}

/** The number of stored messages. */
export function countMessages(db: Database): number {
  return db.prepare('SELECT COUNT(*) FROM mail_messages').pluck().get() as number;
}

/** One stored message, or undefined. */
export function getMessage(db: Database, id: number): StoredMessage | undefined {
  const row = db
    .prepare(`SELECT m.*, s.name AS shop_name FROM mail_messages m LEFT JOIN shops s ON s.id = m.shop_id WHERE m.id = ?`)
    .get(id) as MessageRow | undefined;
  if (!row) return undefined;
  return {
    ...toListItem(row),
    messageId: row.message_id,
    from: row.from_address,
    replyTo: row.reply_to,
    html: row.html,
    text: row.text,
    headers: JSON.parse(row.headers) as MessageHeader[],
    requestId: row.request_id,
    idempotencyKey: row.idempotency_key,
  };
}

/** How many messages of a kind a shop was sent since a time (the test emails' hourly limit). */
export function countSince(db: Database, shopId: number, kind: EmailKind, since: number): number {
  return db.prepare('SELECT COUNT(*) FROM mail_messages WHERE shop_id = ? AND kind = ? AND created_at > ?').pluck().get(shopId, kind, since) as number;
}

/** The time of the oldest message of a kind a shop was sent since a time, or null. */
export function oldestSince(db: Database, shopId: number, kind: EmailKind, since: number): number | null {
  const time = db.prepare('SELECT MIN(created_at) FROM mail_messages WHERE shop_id = ? AND kind = ? AND created_at > ?').pluck().get(shopId, kind, since) as number | null;
  return time ?? null;
}

function toListItem(row: MessageRow): MailListItem {
  return { id: row.id, createdAt: row.created_at, kind: row.kind, to: row.to_address, subject: row.subject, shopName: row.shop_name };
}
