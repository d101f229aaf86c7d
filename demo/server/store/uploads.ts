import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * File extensions a review photo or video may have, with the content type it is served with.
 * SVG is left out on purpose: it can carry scripts.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** A stored key: `reviews/<shop id>/<name>.<ext>` with a plain name (the client sends 10 random characters). */
const KEY = /^reviews\/\d{1,15}\/[A-Za-z0-9_-]{1,64}\.([A-Za-z0-9]{1,8})$/;

/** The media extension of a well-formed key (lower case), or null for anything else ('..', slashes, unknown types). */
export function keyExtension(key: string): string | null {
  if (key.includes('..') || key.includes('\\')) return null;
  const ext = KEY.exec(key)?.[1]?.toLowerCase();
  return ext !== undefined && MEDIA_TYPES[ext] ? ext : null;
}

/** The content type a stored file is served with; never text/html or any other active type. */
export function servedContentType(key: string): string {
  const ext = keyExtension(key);
  return (ext && MEDIA_TYPES[ext]) ?? 'application/octet-stream';
}

/** True when a posted file type may be stored: image/* or video/*, but not SVG. */
export function isMediaType(type: string): boolean {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^(image|video)\/[a-z0-9.+-]+$/.test(base) && base !== 'image/svg+xml';
}

const memoryRoots = new WeakMap<Database, string>();
const temporaryRoots = new Set<string>();

function removeTemporaryRoots(): void {
  for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
}

/**
 * Folder of the uploaded files: `uploads/` next to the database file (so in DATA_DIR), or a
 * fresh temporary folder for an in-memory database (removed when the process exits).
 */
export function uploadRoot(db: Database): string {
  if (!db.memory) return join(dirname(db.name), 'uploads');
  let root = memoryRoots.get(db);
  if (!root) {
    root = mkdtempSync(join(tmpdir(), 'reviews-uploads-'));
    memoryRoots.set(db, root);
    if (temporaryRoots.size === 0) process.once('exit', removeTemporaryRoots);
    temporaryRoots.add(root);
  }
  return root;
}

/** Writes an uploaded file under its (already validated) key. */
export async function saveUpload(db: Database, key: string, bytes: Uint8Array): Promise<void> {
  const path = join(uploadRoot(db), key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

/** The bytes of a stored file, or null when the key is malformed or nothing is stored under it. */
export async function readUpload(db: Database, key: string): Promise<Buffer | null> {
  if (keyExtension(key) === null) return null;
  try {
    return await readFile(join(uploadRoot(db), key));
  } catch {
    return null;
  }
}
