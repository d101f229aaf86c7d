import type { Database } from 'better-sqlite3';

/*
 * The demo clock: an offset in ms kept in `demo_clock`, added to the real time, so a person can
 * move time forward and watch requests fall due. 0 unless moved.
 */

/** The stored offset of the demo clock (0 when never moved). */
export function clockOffset(db: Database): number {
  const offset = db.prepare('SELECT offset_ms FROM demo_clock WHERE id = 1').pluck().get() as number | undefined;
  return offset ?? 0;
}

/** Moves the demo clock forward by `ms`; answers the new offset. */
export function moveClock(db: Database, ms: number): number {
  const next = clockOffset(db) + Math.max(0, Math.round(ms));
  db.prepare('INSERT INTO demo_clock (id, offset_ms) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET offset_ms = excluded.offset_ms').run(next);
  return next;
}

/** Sets the demo clock back to the real time. */
export function resetClock(db: Database): void {
  db.prepare('DELETE FROM demo_clock WHERE id = 1').run();
}

/** A clock reading `base()` plus the stored offset (read on every call, so every server on the file agrees). */
export function clockWithOffset(db: Database, base: () => number): () => number {
  const read = db.prepare('SELECT offset_ms FROM demo_clock WHERE id = 1').pluck();
  return () => base() + (db.open ? ((read.get() as number | undefined) ?? 0) : 0);
}
