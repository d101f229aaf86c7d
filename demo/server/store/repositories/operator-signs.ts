import type { Database } from 'better-sqlite3';

/**
 * Marks an operator sign used. Returns true the first time a `jti` is seen, false when it was
 * exchanged before. Forgets signs whose lifetime is over (they fail their own expiry check).
 */
export function consumeOperatorSign(db: Database, jti: string, expiresAt: number, now: number): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM used_operator_signs WHERE expires_at < ?').run(now);
    return db.prepare('INSERT OR IGNORE INTO used_operator_signs (jti, expires_at) VALUES (?, ?)').run(jti, expiresAt).changes === 1;
  })();
}
