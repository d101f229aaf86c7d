import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import { FORM_ERROR_CODES, REVIEW_FORM_FLOOD } from '../../../src/contract/review-form';
import { ApiError } from '../domain/errors';

/*
 * Flood limits of the public form: at most REVIEW_FORM_FLOOD submits per link, and per client
 * address per shop, in any hour (a sliding window over `form_submits`; rows older than the window
 * are pruned as new ones come).
 */

const HOUR_MS = 3_600_000;

/** The address of the connection a request came on (never a forwarded-for header), or `unknown`. */
export function connectionAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Counts one submit of a link from an address, or refuses it past the limits: 429 `flood` with
 * `data.retryAfterSeconds` (when the oldest counted submit leaves the window). A shop's or product's
 * public link is shared by every customer (`linkKey` null): only its address is counted.
 */
export function takeSubmit(db: Database, shopId: number, linkKey: string | null, address: string, now: number): void {
  const since = now - HOUR_MS;
  const keys = [
    ...(linkKey === null ? [] : [{ key: `link:${linkKey}`, max: REVIEW_FORM_FLOOD.perLinkPerHour }]),
    { key: `address:${address}`, max: REVIEW_FORM_FLOOD.perAddressPerHour },
  ];
  const window = db.prepare('SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM form_submits WHERE shop_id = ? AND key = ? AND created_at > ?');
  db.transaction(() => {
    db.prepare('DELETE FROM form_submits WHERE created_at <= ?').run(since);
    for (const { key, max } of keys) {
      const { count, oldest } = window.get(shopId, key, since) as { count: number; oldest: number | null };
      if (count >= max) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ?? now) + HOUR_MS - now) / 1000));
        throw new ApiError(FORM_ERROR_CODES.flood, 'flood', 429, { retryAfterSeconds });
      }
    }
    const insert = db.prepare('INSERT INTO form_submits (shop_id, key, created_at) VALUES (?, ?, ?)');
    for (const { key } of keys) insert.run(shopId, key, now);
  }).immediate();
}
