import type { AppContext } from '../http/context';
import { readRequestSettings } from './settings';
import { getRequest, isUnsubscribed, type RequestRow } from './repository';
import { returnQuota, quotaState, takeQuota } from './quota';
import { buildRequestEmail } from './request-email';

/** What the scheduler needs of the app: the database, the mailer, the public address and the clock. */
export type SchedulerContext = Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now'>;

const DAY_MS = 86_400_000;
/** A row left in `sending` longer than this (a crash mid-send) is claimed again and sent with the same key. */
export const STALE_CLAIM_MS = 60_000;
/** A send refused for a passing reason (4xx, connection) is tried again this much later. */
export const RETRY_DELAY_MS = 10 * 60_000;

/** What one run did. */
export interface RunResult {
  sent: number;
  failed: number;
  held: number;
}

const ORDER_SOURCES = new Set(['order', 'sync']);

/**
 * Claims one due request in a transaction: the single conditional UPDATE to `sending` (claimed only
 * when it changed one row) and one email taken from the quota. Unsubscribed addresses end as
 * `unsubscribed`; with requests off the row waits (`requests_off`); with no quota left it waits
 * for the reset (`quota`). A row stuck in `sending` is taken over with its quota already counted.
 */
function claim(ctx: SchedulerContext, id: number, workerId: string, now: number): RequestRow | null {
  const { db } = ctx;
  // IMMEDIATE: the write lock is taken before the row is read, so servers sharing the file never both claim it.
  return db.transaction((): RequestRow | null => {
    const row = getRequest(db, id);
    if (!row) return null;
    if (row.status === 'sending') {
      if (row.claimed_at === null || row.claimed_at > now - STALE_CLAIM_MS) return null;
      const retaken = db
        .prepare("UPDATE review_requests SET claimed_by = ?, claimed_at = ? WHERE id = ? AND status = 'sending' AND claimed_at = ?")
        .run(workerId, now, id, row.claimed_at);
      return retaken.changes === 1 ? { ...row, claimed_by: workerId, claimed_at: now } : null;
    }
    if (row.status !== 'scheduled' || row.due_at === null || row.due_at > now) return null;
    if (isUnsubscribed(db, row.shop_id, row.customer_email)) {
      db.prepare("UPDATE review_requests SET status = 'unsubscribed', reason = 'unsubscribed', due_at = NULL WHERE id = ? AND status = 'scheduled'").run(id);
      return null;
    }
    const settings = readRequestSettings(db, row.shop_id);
    if (row.email_type === 'second' && !settings.reminderEnabled) {
      // Reminders were turned off after this one was planned: the request keeps what its first email reached.
      const reached = row.clicked_at ? 'clicked' : row.opened_at ? 'opened' : 'sent';
      db.prepare("UPDATE review_requests SET status = ?, due_at = NULL WHERE id = ? AND status = 'scheduled'").run(reached, id);
      return null;
    }
    if (ORDER_SOURCES.has(row.source) && !settings.enabled) {
      db.prepare("UPDATE review_requests SET reason = 'requests_off' WHERE id = ? AND status = 'scheduled'").run(id);
      return null;
    }
    const claimed = db
      .prepare("UPDATE review_requests SET status = 'sending', claimed_by = ?, claimed_at = ? WHERE id = ? AND status = 'scheduled' AND due_at <= ?")
      .run(workerId, now, id, now);
    if (claimed.changes !== 1) return null;
    if (!takeQuota(db, row.shop_id, now)) {
      const resetAt = Date.parse(quotaState(db, row.shop_id, now).resetAt);
      db.prepare("UPDATE review_requests SET status = 'scheduled', reason = 'quota', due_at = ?, claimed_by = NULL, claimed_at = NULL WHERE id = ?").run(resetAt, id);
      return null;
    }
    return { ...row, status: 'sending', claimed_by: workerId, claimed_at: now };
  }).immediate();
}

/** Ends a claimed row as failed (template error, permanent SMTP refusal) or back to waiting (passing error); gives its quota back. */
function release(ctx: SchedulerContext, row: RequestRow, outcome: 'failed' | 'retry', error: string, now: number): void {
  ctx.db.transaction(() => {
    const changed = outcome === 'failed'
      ? ctx.db.prepare("UPDATE review_requests SET status = 'failed', error = ?, due_at = NULL, claimed_by = NULL, claimed_at = NULL WHERE id = ? AND status = 'sending' AND claimed_by = ?").run(error, row.id, row.claimed_by)
      : ctx.db.prepare("UPDATE review_requests SET status = 'scheduled', error = ?, due_at = ?, claimed_by = NULL, claimed_at = NULL WHERE id = ? AND status = 'sending' AND claimed_by = ?").run(error, now + RETRY_DELAY_MS, row.id, row.claimed_by);
    if (changed.changes === 1) returnQuota(ctx.db, row.shop_id, now);
  }).immediate();
}

/** Marks a claimed row sent and schedules its reminder (`second`) when on and no review came yet. */
function markSent(ctx: SchedulerContext, row: RequestRow, now: number): void {
  const { db } = ctx;
  db.transaction(() => {
    const fresh = getRequest(db, row.id);
    if (!fresh || fresh.claimed_by !== row.claimed_by) return;
    const settings = readRequestSettings(db, row.shop_id);
    const reached = fresh.clicked_at ? 'clicked' : fresh.opened_at ? 'opened' : 'sent';
    const reminder = fresh.status === 'sending' && row.email_type === 'first' && settings.reminderEnabled && fresh.reviewed_at === null;
    const status = fresh.status !== 'sending' ? fresh.status : reminder ? 'scheduled' : reached;
    db.prepare(`UPDATE review_requests SET status = ?, email_type = ?, due_at = ?, emails_sent = emails_sent + 1,
        sent_at = COALESCE(sent_at, ?), error = NULL, reason = NULL, claimed_by = NULL, claimed_at = NULL WHERE id = ?`)
      .run(status, reminder ? 'second' : row.email_type, reminder ? now + settings.reminderDays * DAY_MS : null, now, row.id);
  }).immediate();
}

/** An SMTP reply code of a send error, when it has one. */
function replyCode(err: unknown): number | null {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}

async function sendOne(ctx: SchedulerContext, row: RequestRow, now: number): Promise<keyof RunResult> {
  let built;
  try {
    built = buildRequestEmail(ctx.db, ctx.publicUrl, row);
  } catch (err) {
    release(ctx, row, 'failed', err instanceof Error ? err.message : String(err), now);
    return 'failed';
  }
  if (!built.ok) {
    release(ctx, row, 'failed', built.errors.map((e) => `${e.field} ${e.line}:${e.column} ${e.message}`).join('; '), now);
    return 'failed';
  }
  try {
    await ctx.mailer.send(built.email);
  } catch (err) {
    const code = replyCode(err);
    const message = err instanceof Error ? err.message : String(err);
    const permanent = code !== null && code >= 500 && code < 600;
    release(ctx, row, permanent ? 'failed' : 'retry', message, ctx.now());
    return permanent ? 'failed' : 'held';
  }
  markSent(ctx, row, ctx.now());
  return 'sent';
}

/**
 * Sends the due requests of every shop, each exactly once: a row is claimed by one worker only
 * (across processes sharing the database file), sent with idempotency key
 * `request:<id>:<email_type>`, then marked sent in one transaction. A row left in `sending` by a
 * crash is sent again with the same key after {@link STALE_CLAIM_MS} (the mailbox keeps one copy).
 */
export async function runDueRequests(ctx: SchedulerContext, options: { workerId: string; limit?: number; ids?: number[] }): Promise<RunResult> {
  const now = ctx.now();
  const limit = options.limit ?? 100;
  const result: RunResult = { sent: 0, failed: 0, held: 0 };
  const candidates = options.ids
    ? options.ids.slice(0, limit)
    : (ctx.db
        .prepare(`SELECT id FROM review_requests
          WHERE (status = 'scheduled' AND due_at <= ? AND (reason IS NULL OR reason <> 'requests_off'))
             OR (status = 'sending' AND claimed_at <= ?)
          ORDER BY due_at, id LIMIT ?`)
        .pluck()
        .all(now, now - STALE_CLAIM_MS, limit) as number[]);
  for (const id of candidates) {
    if (!ctx.db.open) break;
    const row = claim(ctx, id, options.workerId, now);
    if (!row) continue;
    result[await sendOne(ctx, row, now)] += 1;
  }
  return result;
}
