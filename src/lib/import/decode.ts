/**
 * Text decoding of an import file. The file is read in chunks of bytes and every chunk goes through
 * one TextDecoder with `stream: true`, so a character whose bytes straddle two chunks (é, 日, 🙂, ש)
 * is decoded whole, and a UTF-16 file is read to its end. The encoding comes from the file's BOM,
 * from the NUL pattern of BOM-less UTF-16, from UTF-8 validity, else Windows-1252 (what Excel's
 * plain "CSV" writes on Western European Windows); the merchant can pick another one.
 */

/** Bytes read and decoded at a time (one short task of the page each). */
export const DECODE_CHUNK_BYTES = 128 * 1024;

/** Encodings the merchant can pick (every one is a WHATWG label that TextDecoder knows). */
export const ENCODING_CHOICES = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-15',
  'windows-1250',
  'windows-1251',
  'windows-1253',
  'windows-1254',
  'windows-1257',
  'windows-874',
  'shift_jis',
  'gbk',
  'big5',
  'euc-kr',
] as const;

/** An encoding the merchant can pick. */
export type EncodingLabel = (typeof ENCODING_CHOICES)[number];

/** How the encoding was decided: a byte order mark, the NUL pattern of UTF-16, valid UTF-8, the single-byte fallback, or the merchant. */
export type EncodingSource = 'bom' | 'pattern' | 'utf8' | 'fallback' | 'chosen';

/** The encoding a file was read with, and why. */
export interface DetectedEncoding {
  encoding: EncodingLabel;
  source: EncodingSource;
}

/** Read when the bytes are not valid UTF-8. */
export const FALLBACK_ENCODING: EncodingLabel = 'windows-1252';

/** True for a label the merchant can pick. */
export const isEncodingLabel = (value: string): value is EncodingLabel => (ENCODING_CHOICES as readonly string[]).includes(value);

/** The encoding a byte order mark names, or null. */
export function bomEncoding(head: Uint8Array): EncodingLabel | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-16 without a BOM, told by its NUL bytes: text that is mostly Latin has a NUL in every other
 * byte, at odd offsets in little-endian and at even offsets in big-endian. Null when the pattern
 * is not there (a few NULs in an 8-bit file are not enough).
 */
export function utf16ByPattern(head: Uint8Array): EncodingLabel | null {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs; i += 1) {
    if (head[2 * i] === 0) even += 1;
    if (head[2 * i + 1] === 0) odd += 1;
  }
  if (odd >= pairs * 0.4 && even <= pairs * 0.05) return 'utf-16le';
  if (even >= pairs * 0.4 && odd <= pairs * 0.05) return 'utf-16be';
  return null;
}

/** The encoding the first bytes tell for sure (BOM, then the UTF-16 NUL pattern), or null when only the whole file can tell. */
export function encodingFromHead(head: Uint8Array): DetectedEncoding | null {
  const bom = bomEncoding(head);
  if (bom) return { encoding: bom, source: 'bom' };
  const utf16 = utf16ByPattern(head);
  return utf16 ? { encoding: utf16, source: 'pattern' } : null;
}

/**
 * A decoder that takes byte chunks in order and gives their text: bytes of a character cut by a
 * chunk end are kept for the next chunk. A leading BOM is dropped. With `fatal`, invalid bytes throw.
 */
export class StreamDecoder {
  private readonly decoder: TextDecoder;

  constructor(encoding: EncodingLabel, fatal = false) {
    this.decoder = new TextDecoder(encoding, { fatal });
  }

  /** The text of the next chunk (an incomplete character at its end waits for the next one). */
  write(bytes: Uint8Array): string {
    return this.decoder.decode(bytes, { stream: true });
  }

  /** The end of the input: what is left (a cut character at the very end becomes U+FFFD). */
  end(): string {
    return this.decoder.decode();
  }
}

/** A file's bytes, read in order a chunk at a time (a Blob, or plain bytes in tests). */
export type ByteSource = Blob | Uint8Array;

const sizeOf = (source: ByteSource) => (source instanceof Uint8Array ? source.byteLength : source.size);

/** The bytes from `start` to `end` of a source. */
export async function readBytes(source: ByteSource, start: number, end: number): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.subarray(start, end);
  return new Uint8Array(await source.slice(start, end).arrayBuffer());
}

/** Options of decodeFile. */
export interface DecodeOptions {
  /** The merchant's choice; detected from the bytes when absent. */
  encoding?: EncodingLabel | null;
  chunkBytes?: number;
  /** Stops reading early (the text so far is dropped). */
  signal?: { aborted: boolean };
}

/** A decoded file. */
export interface DecodedFile {
  text: string;
  encoding: DetectedEncoding;
}

async function decodeWith(source: ByteSource, encoding: EncodingLabel, fatal: boolean, options: DecodeOptions): Promise<string | null> {
  const chunkBytes = Math.max(4, options.chunkBytes ?? DECODE_CHUNK_BYTES);
  const decoder = new StreamDecoder(encoding, fatal);
  const parts: string[] = [];
  const size = sizeOf(source);
  for (let start = 0; start < size; start += chunkBytes) {
    if (options.signal?.aborted) return null;
    parts.push(decoder.write(await readBytes(source, start, Math.min(size, start + chunkBytes))));
  }
  parts.push(decoder.end());
  return parts.join('');
}

/**
 * Reads a whole file as text, a chunk of bytes at a time through one streaming decoder. Without a
 * chosen encoding: a BOM or the UTF-16 NUL pattern decides; else the file is read as UTF-8 and,
 * when any of its bytes are not valid UTF-8, read again as Windows-1252. Null when aborted.
 */
export async function decodeFile(source: ByteSource, options: DecodeOptions = {}): Promise<DecodedFile | null> {
  if (options.encoding) {
    const text = await decodeWith(source, options.encoding, false, options);
    return text === null ? null : { text, encoding: { encoding: options.encoding, source: 'chosen' } };
  }
  const known = encodingFromHead(await readBytes(source, 0, Math.min(sizeOf(source), 4096)));
  if (known) {
    const text = await decodeWith(source, known.encoding, false, options);
    return text === null ? null : { text, encoding: known };
  }
  try {
    const text = await decodeWith(source, 'utf-8', true, options);
    return text === null ? null : { text, encoding: { encoding: 'utf-8', source: 'utf8' } };
  } catch {
    const text = await decodeWith(source, FALLBACK_ENCODING, false, options);
    return text === null ? null : { text, encoding: { encoding: FALLBACK_ENCODING, source: 'fallback' } };
  }
}
