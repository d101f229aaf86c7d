import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { realpath, readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { resolve, sep } from 'node:path';
import { compressedBody, pickEncoding } from './static-compression';

/** How long hashed build files may be cached. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy of every other static file: revalidate each time (ETag). */
export const REVALIDATE_CACHE = 'no-cache';
/**
 * Build-file name with a content hash, as rollup writes chunks (`name-[hash].js`, `.js.map` too):
 * a dash, 8+ url-safe characters holding a digit, capital or underscore, then the extension.
 */
const HASHED_NAME = /-(?=[A-Za-z0-9_-]*[0-9A-Z_])[A-Za-z0-9_-]{8,}\.(?:m?js|css|woff2?|png|svg|jpe?g|webp)(?:\.map)?$/;

const MIME_OVERRIDES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  ico: 'image/x-icon',
};

/** Result of mapping a URL path inside a root folder. */
export type SafePath = { ok: true; file: string } | { ok: false; status: 400 | 403 };

/** True when a file name looks like a content-hashed build chunk. */
export function isHashedFileName(name: string): boolean {
  return HASHED_NAME.test(name);
}

/** Content type for a file name (text types carry utf-8). */
export function contentTypeFor(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return MIME_OVERRIDES[ext] ?? getMimeType(file) ?? 'application/octet-stream';
}

/**
 * Maps a still-encoded URL path (relative to a root folder) to a file path.
 * Refuses `..` segments, backslashes, NUL bytes and anything resolving outside the root.
 */
export function safeJoin(root: string, encodedRelative: string): SafePath {
  let relative: string;
  try {
    relative = decodeURIComponent(encodedRelative);
  } catch {
    return { ok: false, status: 400 };
  }
  if (relative.includes('\0') || relative.includes('\\')) return { ok: false, status: 403 };
  if (relative.split('/').some((segment) => segment === '..')) return { ok: false, status: 403 };
  const base = resolve(root);
  const file = resolve(base, `.${relative.startsWith('/') ? '' : '/'}${relative}`);
  if (file !== base && !file.startsWith(base + sep)) return { ok: false, status: 403 };
  return { ok: true, file };
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

async function insideRoot(root: string, file: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return realFile === realRoot || realFile.startsWith(realRoot + sep);
  } catch {
    return false;
  }
}

/** Options for sending one static file. */
export interface SendFileOptions {
  /** Allow the immutable cache policy for hashed file names. */
  immutableHashed?: boolean;
}

/**
 * Sends a file from `root` (directories serve their index.html), with content type, ETag,
 * cache policy and brotli/gzip compression for text. Returns null when there is no such file.
 */
export async function sendFile(c: Context, root: string, file: string, options: SendFileOptions = {}): Promise<Response | null> {
  let path = file;
  let info = await statOrNull(path);
  if (info?.isDirectory()) {
    path = resolve(path, 'index.html');
    info = await statOrNull(path);
  }
  if (!info?.isFile() || !(await insideRoot(root, path))) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const name = path.slice(path.lastIndexOf(sep) + 1);
  const type = contentTypeFor(name);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': options.immutableHashed && isHashedFileName(name) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const encoding = pickEncoding(type, info.size, c.req.header('Accept-Encoding'));
  const body = encoding ? await compressedBody(path, info, encoding) : await readFile(path);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}
