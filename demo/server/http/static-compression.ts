import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content encoding the static file server produces. */
export type StaticEncoding = 'br' | 'gzip';

const MIN_COMPRESS_BYTES = 1024;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Picks brotli, then gzip, for compressible text of at least 1 KiB that the client accepts. */
export function pickEncoding(type: string, size: number, acceptEncoding: string | undefined): StaticEncoding | null {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return null;
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

async function precompressed(path: string, info: Stats, encoding: StaticEncoding): Promise<Buffer | null> {
  const sibling = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const siblingInfo = await stat(sibling);
    return siblingInfo.isFile() && siblingInfo.mtimeMs >= info.mtimeMs ? await readFile(sibling) : null;
  } catch {
    return null;
  }
}

/**
 * The compressed bytes of a file: a fresh `.br`/`.gz` sibling if the build wrote one,
 * else compressed once and kept in memory (keyed by path, size and mtime).
 */
export async function compressedBody(path: string, info: Stats, encoding: StaticEncoding): Promise<Buffer> {
  const key = `${encoding}:${info.size}:${info.mtimeMs}:${path}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ready = await precompressed(path, info, encoding);
  const source = ready ? null : await readFile(path);
  const body =
    ready ??
    (encoding === 'br'
      ? await brotli(source ?? Buffer.alloc(0), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: info.size },
        })
      : await gzipAsync(source ?? Buffer.alloc(0), { level: 9 }));
  if (cachedBytes + body.byteLength > MAX_CACHE_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(key, body);
  cachedBytes += body.byteLength;
  return body;
}
