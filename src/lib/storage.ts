import { STORAGE_PREFIX } from './constants';

/** A value written with an optional expiry. */
interface Envelope<T> {
  v: T;
  /** Expiry as epoch milliseconds; absent = never expires. */
  e?: number;
}

/** Options for {@link storageSet}. */
export interface StorageSetOptions {
  /** Lifetime in seconds. */
  expiresInS?: number;
  /** Use sessionStorage instead of localStorage. */
  session?: boolean;
}

/** The storage key for a logical name: product prefix, upper-cased. */
export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}_${name}`.toUpperCase();
}

/** While set: every value goes to sessionStorage, and the keys written are kept here to remove. */
let scoped: Set<string> | null = null;

/**
 * From now on values go to sessionStorage (none to localStorage), until the returned release,
 * which removes every key written meanwhile.
 */
export function scopeStorageToSession(): () => void {
  const keys = new Set<string>();
  scoped = keys;
  return () => {
    if (scoped === keys) scoped = null;
    const store = area(true);
    for (const key of keys) store?.removeItem(key);
    keys.clear();
  };
}

function area(session?: boolean): Storage | null {
  try {
    return session || scoped ? globalThis.sessionStorage ?? null : globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode)
  }
}

/** Writes a JSON value under the prefixed key, with an optional expiry. */
export function storageSet<T>(name: string, value: T, opts: StorageSetOptions = {}, now = Date.now()): void {
  const store = area(opts.session);
  if (!store) return;
  const env: Envelope<T> = { v: value };
  if (opts.expiresInS !== undefined) env.e = now + opts.expiresInS * 1000;
  try {
    scoped?.add(storageKey(name));
    store.setItem(storageKey(name), JSON.stringify(env));
  } catch {
    /* quota exceeded: the value is a cache, losing it is harmless */
  }
}

/** Reads a value; an expired or unreadable one is removed and reads as null. */
export function storageGet<T>(name: string, opts: { session?: boolean } = {}, now = Date.now()): T | null {
  const store = area(opts.session);
  if (!store) return null;
  const raw = store.getItem(storageKey(name));
  if (raw === null) return null;
  try {
    const env = JSON.parse(raw) as Envelope<T>;
    if (env && typeof env === 'object' && 'v' in env) {
      if (env.e !== undefined && env.e <= now) {
        store.removeItem(storageKey(name));
        return null;
      }
      return env.v;
    }
  } catch {
    /* fall through */
  }
  store.removeItem(storageKey(name));
  return null;
}

/** Removes a value. */
export function storageRemove(name: string, opts: { session?: boolean } = {}): void {
  area(opts.session)?.removeItem(storageKey(name));
}

/** Base64 of a UTF-8 JSON value (safe for any Unicode text). */
export function toBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** Inverse of {@link toBase64Json}; null when the text is not such a value. */
export function fromBase64Json<T>(text: string): T | null {
  try {
    const bin = atob(text);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}
