import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/** Lifetime of a login state nonce. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Lifetime of an authorization code. */
export const CODE_TTL_MS = 5 * 60 * 1000;

/** A pending login: the shop and where to send the merchant after approval. */
export interface OAuthState {
  state: string;
  shop: string;
  redirect_uri: string;
  expires_at: number;
}

/** A random url-safe token. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Stores a new state nonce for a shop and returns it. */
export function createState(db: Database, shop: string, redirectUri: string, now: number): string {
  const state = randomToken();
  db.prepare('DELETE FROM oauth_states WHERE expires_at < ?').run(now);
  db.prepare('INSERT INTO oauth_states (state, shop, redirect_uri, expires_at) VALUES (?, ?, ?, ?)').run(state, shop, redirectUri, now + STATE_TTL_MS);
  return state;
}

/** Reads a state nonce if it exists, is not expired and belongs to the shop. */
export function findState(db: Database, state: string, shop: string, now: number): OAuthState | undefined {
  const row = db.prepare('SELECT * FROM oauth_states WHERE state = ?').get(state) as OAuthState | undefined;
  return row && row.shop === shop && row.expires_at >= now ? row : undefined;
}

/** Deletes a state nonce (it is single use). */
export function deleteState(db: Database, state: string): void {
  db.prepare('DELETE FROM oauth_states WHERE state = ?').run(state);
}

/** Creates a single-use authorization code for a shop. */
export function createCode(db: Database, shop: string, now: number): string {
  const code = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO oauth_codes (code, shop, expires_at) VALUES (?, ?, ?)').run(code, shop, now + CODE_TTL_MS);
  return code;
}

/** Marks a code used if it exists, is unused, unexpired and for the shop; returns whether it was. */
export function consumeCode(db: Database, code: string, shop: string, now: number): boolean {
  const result = db
    .prepare('UPDATE oauth_codes SET used_at = ? WHERE code = ? AND shop = ? AND used_at IS NULL AND expires_at >= ?')
    .run(now, code, shop, now);
  return result.changes === 1;
}
