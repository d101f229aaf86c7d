import type { Database } from 'better-sqlite3';
import { nextEmailQuotaReset } from '../domain/shop-age';

/*
 * The monthly email quota of a shop (SPEC §3 email_quota_info, §9 Free 50). `email_quota_used`
 * counts the emails of the period named by `email_quota_period` (the time the period ends); a new
 * period starts at zero. Each request email takes one in the transaction that claims it.
 */

interface QuotaRow {
  id: number;
  installed_at: number;
  email_quota: number;
  email_quota_used: number;
  email_quota_period: string | null;
  is_enabled_usage_charge: number;
}

/** A shop's quota as of a time: the total, the emails used this period, and when it resets. */
export interface QuotaState {
  quota: number;
  used: number;
  left: number;
  /** ISO time the period ends and the count starts again. */
  resetAt: string;
  /** Emails past the quota are sent and charged instead of waiting. */
  usageCharge: boolean;
}

function quotaRow(db: Database, shopId: number): QuotaRow {
  const row = db
    .prepare('SELECT id, installed_at, email_quota, email_quota_used, email_quota_period, is_enabled_usage_charge FROM shops WHERE id = ?')
    .get(shopId) as QuotaRow | undefined;
  if (!row) throw new Error(`No shop ${shopId}`);
  return row;
}

/** The used count of the current period: what is stored, or 0 once the stored period has ended. */
function usedNow(row: QuotaRow, resetAt: string): number {
  return row.email_quota_period === null || row.email_quota_period === resetAt ? row.email_quota_used : 0;
}

/** The quota of a shop at `now` (reads only). */
export function quotaState(db: Database, shopId: number, now: number): QuotaState {
  const row = quotaRow(db, shopId);
  const resetAt = nextEmailQuotaReset(row, now);
  const used = usedNow(row, resetAt);
  return { quota: row.email_quota, used, left: Math.max(0, row.email_quota - used), resetAt, usageCharge: row.is_enabled_usage_charge === 1 };
}

/** The `email_quota_info` answer (also part of `get_shop_pricing_plan`): one source for both. */
export function emailQuotaInfo(db: Database, shopId: number, now: number) {
  const state = quotaState(db, shopId, now);
  const row = quotaRow(db, shopId);
  return {
    email_send_quota_count: state.quota,
    email_send_quota_used_count: state.used,
    next_email_quota_reset_time: state.resetAt,
    is_enabled_usage_charge: row.is_enabled_usage_charge,
  };
}

/**
 * Takes one email from the quota (call inside the claim's transaction): starts a new period when
 * the stored one ended. False, nothing taken, when none is left and usage charges are off.
 */
export function takeQuota(db: Database, shopId: number, now: number): boolean {
  const row = quotaRow(db, shopId);
  const resetAt = nextEmailQuotaReset(row, now);
  const used = usedNow(row, resetAt);
  if (used >= row.email_quota && row.is_enabled_usage_charge !== 1) {
    if (row.email_quota_period !== resetAt) db.prepare('UPDATE shops SET email_quota_used = ?, email_quota_period = ? WHERE id = ?').run(used, resetAt, shopId);
    return false;
  }
  db.prepare('UPDATE shops SET email_quota_used = ?, email_quota_period = ? WHERE id = ?').run(used + 1, resetAt, shopId);
  return true;
}

/** Gives back one email of the current period (the email taken was not sent: template error, refused send). */
export function returnQuota(db: Database, shopId: number, now: number): void {
  const row = quotaRow(db, shopId);
  const resetAt = nextEmailQuotaReset(row, now);
  if (row.email_quota_period === resetAt && row.email_quota_used > 0) {
    db.prepare('UPDATE shops SET email_quota_used = email_quota_used - 1 WHERE id = ?').run(shopId);
  }
}
