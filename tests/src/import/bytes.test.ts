import { describe, expect, it } from 'vitest';
import { decodeFile, encodingFromHead, StreamDecoder } from '../../../src/lib/import/decode';
import { RecordLines } from '../../../src/lib/import/lines';
import { parseCsvAll } from '../../../src/lib/import/parse';
import { sniffBytes, sniffFile } from '../../../src/lib/import/sniff';

const utf8 = (text: string) => new TextEncoder().encode(text);
const CHUNK = 512 * 1024;

/** UTF-16 bytes of a text, little- or big-endian, with or without a BOM. */
function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array<ArrayBuffer> {
  const units = (bom ? '\uFEFF' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i += 1) {
    const code = units.charCodeAt(i);
    bytes[2 * i + (order === 'le' ? 0 : 1)] = code & 0xff;
    bytes[2 * i + (order === 'le' ? 1 : 0)] = code >> 8;
  }
  return bytes;
}

/** Windows-1252 bytes of a text made of Latin-1 letters (and € ’ “ ” –). */
function cp1252(text: string): Uint8Array<ArrayBuffer> {
  const extra: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from([...text].map((c) => extra[c] ?? c.charCodeAt(0)));
}

/** A review CSV whose non-ASCII names fall across every 512 KiB boundary at each byte offset. */
function straddlingCsv(minBytes: number) {
  const names = ['Zoë Brontë', '日本 太郎', 'שרה כהן', 'Ana 🙂 Núñez', 'Jürgen Weiß', 'Ольга Петрова'];
  const lines = ['rating,body,author'];
  const rows: Array<{ rating: string; body: string; author: string }> = [];
  let size = 0;
  for (let i = 0; size < minBytes; i += 1) {
    const row = { rating: String((i % 5) + 1), body: `Review ${i} ${'x'.repeat(i % 7)} — çà 中文 🙂`, author: names[i % names.length]! };
    rows.push(row);
    const line = `${row.rating},${row.body},${row.author}`;
    lines.push(line);
    size += utf8(line).length + 1;
  }
  return { text: `${lines.join('\n')}\n`, rows };
}

describe('decoding a file a chunk of bytes at a time', () => {
  it('keeps characters whole when their bytes straddle a chunk end (UTF-8: accents, CJK, Hebrew, emoji)', async () => {
    const { text, rows } = straddlingCsv(3 * CHUNK);
    const bytes = utf8(text);
    // Every multi-byte character cut by some chunk end: 2-, 3- and 4-byte ones all straddle a boundary for one of these chunk sizes.
    for (const chunkBytes of [CHUNK, CHUNK - 1, CHUNK + 1, 7]) {
      const decoded = await decodeFile(bytes, { chunkBytes });
      expect(decoded!.text).toBe(text);
      expect(decoded!.encoding).toEqual({ encoding: 'utf-8', source: 'utf8' });
    }
    const { records, summary } = await parseCsvAll(new Blob([bytes]));
    expect(summary.encoding).toEqual({ encoding: 'utf-8', source: 'utf8' });
    expect(records).toEqual(rows);
    expect(JSON.stringify(records)).not.toContain('\uFFFD');
  });

  it('the streaming decoder holds back a cut character until its last byte comes', () => {
    const decoder = new StreamDecoder('utf-8');
    const bytes = utf8('a🙂b');
    expect(decoder.write(bytes.subarray(0, 3))).toBe('a');
    expect(decoder.write(bytes.subarray(3, 5))).toBe('🙂');
    expect(decoder.write(bytes.subarray(5))).toBe('b');
    expect(decoder.end()).toBe('');
  });

  it('reads UTF-16 LE and BE files larger than a chunk to their end, with or without a BOM', async () => {
    const { text, rows } = straddlingCsv(2 * CHUNK);
    for (const order of ['le', 'be'] as const) {
      for (const bom of [true, false]) {
        const bytes = utf16(text, order, bom);
        expect(bytes.length).toBeGreaterThan(2 * CHUNK);
        const { records, summary } = await parseCsvAll(new Blob([bytes]));
        expect(summary.encoding).toEqual({ encoding: `utf-16${order}`, source: bom ? 'bom' : 'pattern' });
        expect(records).toEqual(rows);
      }
    }
  });

  it('reads a Windows-1252 file (not valid UTF-8) as Windows-1252, and as the merchant picks', async () => {
    const text = 'rating,body,author\n5,“Très belle qualité” – 20 €,Françoise Müller\n4,Smørrebrød’s fine,Søren Ørsted\n';
    const bytes = cp1252(text);
    const auto = await decodeFile(bytes);
    expect(auto).toEqual({ text, encoding: { encoding: 'windows-1252', source: 'fallback' } });
    const { records } = await parseCsvAll(new Blob([bytes]));
    expect(records.map((r) => r.author)).toEqual(['Françoise Müller', 'Søren Ørsted']);
    const picked = await decodeFile(bytes, { encoding: 'windows-1250' });
    expect(picked!.encoding).toEqual({ encoding: 'windows-1250', source: 'chosen' });
    expect(picked!.text).toContain('Françoise Müller');
    expect(picked!.text).toContain('Sřren Řrsted'); // ø and Ø are ř and Ř in Central European
    // A UTF-8 file keeps its BOM out of the first header.
    const bom = await parseCsvAll(new Blob([Uint8Array.from([0xef, 0xbb, 0xbf]), utf8('rating,author\n5,Zoë\n')]));
    expect(bom.summary.headers).toEqual(['rating', 'author']);
    expect(bom.summary.encoding).toEqual({ encoding: 'utf-8', source: 'bom' });
  });

  it('tells encodings from the first bytes only when they are sure', () => {
    expect(encodingFromHead(Uint8Array.from([0xff, 0xfe, 0x61, 0]))).toEqual({ encoding: 'utf-16le', source: 'bom' });
    expect(encodingFromHead(Uint8Array.from([0xfe, 0xff, 0, 0x61]))).toEqual({ encoding: 'utf-16be', source: 'bom' });
    expect(encodingFromHead(utf16('rating,body', 'be', false))).toEqual({ encoding: 'utf-16be', source: 'pattern' });
    expect(encodingFromHead(utf8('rating,body\n5,ok'))).toBeNull();
    expect(encodingFromHead(cp1252('rating,body\n5,Très'))).toBeNull();
  });
});

describe('sniffing what a file is', () => {
  const zipWith = (name: string) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0), ...utf8(name)]);
  it('names workbooks, archives, PDFs and pictures, and lets text through', async () => {
    expect(sniffBytes(zipWith('[Content_Types].xml'))).toBe('xlsx');
    expect(sniffBytes(zipWith('reviews.csv'))).toBe('zip');
    expect(sniffBytes(zipWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'))).toBe('ods');
    expect(sniffBytes(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls');
    expect(sniffBytes(Uint8Array.from([0x1f, 0x8b, 0x08, 0]))).toBe('gzip');
    expect(sniffBytes(utf8('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffBytes(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('png');
    expect(sniffBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffBytes(utf8('GIF89a...'))).toBe('gif');
    expect(sniffBytes(utf8('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffBytes(Uint8Array.from([1, 2, 3, 0, 5, 6, 7, 8]))).toBe('binary');
    expect(sniffBytes(utf8('rating,body\n5,Très bien 🙂\n'))).toBe('text');
    expect(sniffBytes(cp1252('rating,body\n5,Très bien\n'))).toBe('text');
    expect(sniffBytes(utf16('rating,body\n5,ok\n', 'le', false))).toBe('text');
    expect(sniffBytes(utf16('rating,body\n5,ok\n', 'be', true))).toBe('text');
    expect(await sniffFile(new Blob([Uint8Array.from([0x1f, 0x8b, 8, 0])]))).toBe('gzip');
    expect(await sniffFile(new Blob([]))).toBe('text');
  });
});

describe('spreadsheet lines', () => {
  it('numbers records by the line they start on: header = 1, multi-line values and blank lines count', async () => {
    const text = [
      'rating,body,author', // 1
      '5,"First line', // 2
      'second line', // 3
      'third ""quoted"" line",Ann', // 4
      '', // 5
      '4,Plain,Bob', // 6
      ' , , ', // 7 (blank: skipped, but counted)
      '3,"a, b',
      'c",Cy', // 8-9
      '2,x"y,Dee', // 10 (a quote inside a value opens nothing)
    ].join('\r\n');
    const { records, lines } = await parseCsvAll(text);
    expect(records.map((r) => r.author)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(lines).toEqual([2, 6, 8, 10]);
    // The same through small chunks and batches, and from a Blob.
    expect((await parseCsvAll(text, { chunkBytes: 5, batchSize: 1 })).lines).toEqual([2, 6, 8, 10]);
    expect((await parseCsvAll(new Blob([utf8(text)]), { chunkBytes: 3 })).lines).toEqual([2, 6, 8, 10]);
  });

  it('follows the delimiter and a file without a final line break, and skips blank lines before the header', () => {
    const tracker = new RecordLines('\n\nrating;body\n"5";"a\nb"\n\n4;c', ';', '\n');
    expect([tracker.next(), tracker.next(), tracker.next()]).toEqual([4, 7, null]);
  });
});
