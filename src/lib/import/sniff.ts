/**
 * What a chosen file really is, from its first bytes: a text file (CSV), or a workbook, an archive,
 * a PDF or a picture renamed .csv, which the import cannot read and the merchant must save as CSV.
 */
import { encodingFromHead, readBytes, type ByteSource } from './decode';

/** The kind of a file that is not CSV text. */
export type NotCsvKind = 'xlsx' | 'xls' | 'ods' | 'zip' | 'gzip' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'binary';

/** The kind of a file: text, or what else it is. */
export type FileKind = 'text' | NotCsvKind;

/** Bytes looked at. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const latin1 = (head: Uint8Array) => String.fromCharCode(...head.subarray(0, Math.min(head.length, SNIFF_BYTES)));

/** The kind of a file from its first bytes (up to SNIFF_BYTES). */
export function sniffBytes(head: Uint8Array): FileKind {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]) || startsWith(head, [0x50, 0x4b, 0x07, 0x08])) {
    const names = latin1(head);
    if (names.includes('xl/') || names.includes('[Content_Types].xml')) return 'xlsx';
    if (names.includes('opendocument.spreadsheet')) return 'ods';
    return 'zip';
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (encodingFromHead(head)) return 'text';
  // Text in an 8-bit encoding or UTF-8 has no NUL bytes; other control bytes are rare.
  const sample = head.subarray(0, Math.min(head.length, SNIFF_BYTES));
  let control = 0;
  for (const b of sample) {
    if (b === 0) return 'binary';
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1a && b !== 0x1b)) control += 1;
  }
  return control > sample.length * 0.1 ? 'binary' : 'text';
}

/** The kind of a file (a Blob, or bytes in tests). */
export async function sniffFile(source: ByteSource): Promise<FileKind> {
  const size = source instanceof Uint8Array ? source.byteLength : source.size;
  return sniffBytes(await readBytes(source, 0, Math.min(size, SNIFF_BYTES)));
}
