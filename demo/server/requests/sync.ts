import type { Database } from 'better-sqlite3';
import { MAX_SYNC_RANGE_DAYS, SYNC_BATCH_SIZE, type SyncBatch, type SyncPeriod, type SyncPreview } from '../../../src/contract/review-requests';
import { validationError } from '../http/validate';
import { DAY_MS } from './order-timing';
import { customerName, loadOrders, qualifier, triggerTime, type OrderRecord } from './qualify';
import { insertRequest } from './repository';
import { quotaState } from './quota';
import { readRequestSettings } from './settings';
import { duePlanner } from './spread';

/** A period resolved to times (ms, both ends included). */
interface Range {
  from: number;
  to: number;
}

/** The period of a sync: the last N days, or a date range of at most MAX_SYNC_RANGE_DAYS days. */
export function syncRange(period: SyncPeriod, now: number): Range {
  if (period.days !== undefined) return { from: now - period.days * DAY_MS, to: now };
  if (!period.from || !period.to) throw validationError([{ path: 'days', code: 'custom', message: 'give days, or from and to' }]);
  const from = Date.parse(`${period.from}T00:00:00.000Z`);
  const to = Date.parse(`${period.to}T23:59:59.999Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) throw validationError([{ path: 'from', code: 'custom', message: 'from must be a date on or before to' }]);
  if (to - from > MAX_SYNC_RANGE_DAYS * DAY_MS) throw validationError([{ path: 'to', code: 'custom', message: `at most ${MAX_SYNC_RANGE_DAYS} days` }]);
  return { from, to: Math.min(to, now) };
}

/** Orders of the period whose trigger (fulfilment or delivery) has happened, in id order; `afterId` continues a sync. */
function periodOrders(db: Database, shopId: number, range: Range, trigger: 'fulfillment' | 'delivery', afterId = 0, extra = '') {
  const column = trigger === 'delivery' ? 'o.delivered_at' : 'o.fulfilled_at';
  return loadOrders(db, shopId, `o.created_at >= ? AND o.created_at <= ? AND ${column} IS NOT NULL AND o.id > ? ${extra}`, [range.from, range.to, afterId]);
}

const NO_REQUEST = 'AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.shop_id = o.shop_id AND r.order_id = o.id)';

/** What a sync of the period would do: orders, those already asked, those that do not qualify, emails and quota. */
export function previewSync(db: Database, shopId: number, period: SyncPeriod, now: number): SyncPreview {
  const settings = readRequestSettings(db, shopId);
  const range = syncRange(period, now);
  const all = periodOrders(db, shopId, range, settings.trigger);
  const open = periodOrders(db, shopId, range, settings.trigger, 0, NO_REQUEST);
  const qualifies = qualifier(db, shopId, settings);
  const emails = open.filter((o) => qualifies(o).ok);
  const planner = duePlanner(db, shopId, now, emails.length);
  for (const order of emails) planner.due(baseDue(order, settings, now));
  return {
    orders: all.length,
    alreadyRequested: all.length - open.length,
    notQualified: open.length - emails.length,
    emails: emails.length,
    quotaLeft: quotaState(db, shopId, now).left,
    spreadDays: emails.length ? planner.spreadDays : 1,
  };
}

function baseDue(order: OrderRecord, settings: ReturnType<typeof readRequestSettings>, now: number): number {
  const trigger = triggerTime(order, settings) ?? now;
  return Math.max(now, trigger + settings.days * DAY_MS);
}

/** The cursor of a sync: the last order id done and the running count. */
function readCursor(cursor: string | undefined): { afterId: number; processed: number } {
  if (!cursor) return { afterId: 0, processed: 0 };
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) throw validationError([{ path: 'cursor', code: 'custom', message: 'is not a cursor of this sync' }]);
  return { afterId: Number(match[1]), processed: Number(match[2]) };
}

/**
 * One batch of a sync (SYNC_BATCH_SIZE orders after the cursor): a request for each qualifying order
 * without one (`INSERT OR IGNORE`, so never two), a skipped request with its reason for the others;
 * due N days after the trigger, or spread over days when the quota left would run out.
 */
export function syncBatch(db: Database, shopId: number, period: SyncPeriod, cursor: string | undefined, now: number): SyncBatch {
  const settings = readRequestSettings(db, shopId);
  const range = syncRange(period, now);
  const { afterId, processed } = readCursor(cursor);
  const total = periodOrders(db, shopId, range, settings.trigger).length;
  const remaining = periodOrders(db, shopId, range, settings.trigger, afterId);
  const batch = remaining.slice(0, SYNC_BATCH_SIZE);
  const qualifies = qualifier(db, shopId, settings);
  let scheduled = 0;
  let skipped = 0;
  db.transaction(() => {
    const pending = periodOrders(db, shopId, range, settings.trigger, afterId, NO_REQUEST).filter((o) => qualifies(o).ok).length;
    const planner = duePlanner(db, shopId, now, pending);
    for (const order of batch) {
      const outcome = qualifies(order);
      const id = insertRequest(db, {
        shopId,
        orderId: order.id,
        source: 'sync',
        email: order.email,
        name: customerName(order),
        language: order.language,
        products: outcome.ok ? outcome.products : order.items,
        status: outcome.ok ? 'scheduled' : 'skipped',
        reason: outcome.ok ? null : outcome.reason,
        dueAt: outcome.ok ? planner.due(baseDue(order, settings, now)) : null,
        createdAt: now,
      });
      if (id !== null && outcome.ok) scheduled += 1;
      else skipped += 1;
    }
  }).immediate();
  const last = batch[batch.length - 1];
  const done = processed + batch.length;
  return { scheduled, skipped, processed: done, total, cursor: last && remaining.length > batch.length ? `${last.id}:${done}` : null };
}
