import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
/** The worker reads and parses 512 KiB at a time. */
const CHUNK = 512 * 1024;
const HEADER = 'product_id,rating,title,body,reviewer_name,reviewer_email,review_date';

/** One review as the file holds it. */
interface FileReview {
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string;
  date: string;
}

const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (r: FileReview, i: number) => [String(1001 + (i % 40)), String(r.rating), r.title, r.body, r.author, r.email, r.date].map(quote).join(',');
const csvOf = (reviews: FileReview[], eol = '\n') => `${[HEADER, ...reviews.map(csvLine)].join(eol)}${eol}`;

/** Reviews of one file: non-ASCII names and texts of every script (2-, 3- and 4-byte UTF-8). */
function reviewsOf(tag: string, count: number, pad = 0): FileReview[] {
  const names = ['Zoë Brontë', '山田 花子', 'שרה כהן', 'Ana Núñez 🙂', 'Jürgen Weiß', 'Ольга Петрова', 'Ελένη Παππά', 'Nguyễn Thị Lan'];
  return Array.from({ length: count }, (_, i) => ({
    rating: (i % 5) + 1,
    title: `${tag} ${i} – très bien`,
    body: `${tag} review ${i}: qualité 中文 עברית 🙂👍${pad ? ` ${'ü'.repeat(pad)}` : ''}`,
    author: names[i % names.length]!,
    email: `${tag.toLowerCase()}.${i}@example.com`,
    date: `2023-0${(i % 9) + 1}-${String((i % 27) + 1).padStart(2, '0')}`,
  }));
}

/**
 * A UTF-8 file larger than one chunk whose 512 KiB boundary falls inside a 4-byte emoji (the review
 * at the boundary has its body padded so the emoji starts two bytes before it), and whose other
 * chunk ends fall where they may: accents, CJK and Hebrew across them all.
 */
function straddlingUtf8(tag: string): { bytes: Buffer; reviews: FileReview[]; straddler: number } {
  const reviews = reviewsOf(tag, 1300, 300);
  const encoder = new TextEncoder();
  let offset = encoder.encode(`${HEADER}\n`).length;
  let straddler = -1;
  for (let i = 0; i < reviews.length; i += 1) {
    const line = encoder.encode(`${csvLine(reviews[i]!, i)}\n`).length;
    if (straddler < 0 && offset + line > CHUNK) {
      // Put the boundary inside this review's body: ASCII padding, then 🙂 at CHUNK - 2.
      const prefix = encoder.encode(csvLine({ ...reviews[i]!, body: '' }, i).split(',').slice(0, 3).join(',') + ',').length;
      const padding = CHUNK - 2 - offset - prefix;
      reviews[i] = { ...reviews[i]!, body: `${'a'.repeat(padding)}🙂 at the boundary ❤️ 日本` };
      straddler = i;
    }
    offset += encoder.encode(`${csvLine(reviews[i]!, i)}\n`).length;
  }
  const bytes = Buffer.from(csvOf(reviews), 'utf8');
  expect(bytes.subarray(CHUNK - 2, CHUNK + 2).toString('utf8')).toBe('🙂');
  return { bytes, reviews, straddler };
}

/** UTF-16 LE with a BOM, as Excel's "Unicode text" writes it (tab-separated). */
function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/** Windows-1252 bytes of a text of Latin-1 letters and € – “ ” ’ (bytes 0x80 0x96 0x93 0x94 0x92). */
function cp1252(text: string): Buffer {
  const extra: Record<string, number> = { '€': 0x80, '–': 0x96, '“': 0x93, '”': 0x94, '’': 0x92 };
  return Buffer.from([...text].map((c) => extra[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : Number.NaN)));
}

type Stored = { title: string; body: string; author: string; rating: number; created_at: string; email: string | null };

/** Every imported review whose text holds `keyword`, by title. */
async function storedReviews(page: Page, keyword: string): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  for (let p = 1; ; p += 1) {
    const list = await adminApi<{ items: Stored[]; total: number }>(page, `list_reviews?source=imported&keyword=${encodeURIComponent(keyword)}&per_page=100&page=${p}`);
    for (const item of list.items) found.set(item.title, item);
    if (list.items.length < 100) return found;
  }
}

/** The reviews of the file are on the server exactly as the file holds them, field by field. */
async function expectImported(page: Page, tag: string, reviews: FileReview[]) {
  const stored = await storedReviews(page, tag);
  expect(stored.size).toBe(reviews.length);
  for (const review of reviews) {
    const got = stored.get(review.title);
    expect(got, review.title).toBeDefined();
    expect({ author: got!.author, body: got!.body, title: got!.title, rating: got!.rating, date: got!.created_at.slice(0, 10), email: got!.email }).toEqual({
      author: review.author, body: review.body, title: review.title, rating: review.rating, date: review.date, email: review.email,
    });
  }
}

async function openImport(page: Page) {
  await page.goto(`${demo.server.url}/import/file_import`);
  await page.getByRole('button', { name: 'Download template' }).waitFor();
}

/** Chooses a file on the import page. */
async function choose(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

const preview = (page: Page) => page.getByRole('heading', { name: 'Check before importing' }).waitFor({ timeout: 60_000 });

/** Imports what the preview shows and returns the summary. */
async function importAll(page: Page, count: number) {
  await page.getByRole('button', { name: `Import ${count.toLocaleString('en-US')} review${count === 1 ? '' : 's'}` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
  return {
    imported: await page.getByTestId('summary-imported').innerText(),
    duplicates: await page.getByTestId('summary-duplicates').innerText(),
    failed: await page.getByTestId('summary-failed').innerText(),
  };
}

/** Imports a file twice through the screen: all of it the first time, nothing the second. */
async function importTwice(page: Page, name: string, buffer: Buffer, count: number) {
  for (const round of [1, 2]) {
    await openImport(page);
    await choose(page, name, buffer);
    await preview(page);
    expect(await page.getByTestId('preview-valid').innerText()).toBe(`${count.toLocaleString('en-US')} rows ready to import`);
    const summary = await importAll(page, count);
    const n = count.toLocaleString('en-US');
    expect(summary).toEqual(
      round === 1
        ? { imported: `${n} reviews imported`, duplicates: '0 skipped, already imported', failed: '0 rows failed' }
        : { imported: '0 reviews imported', duplicates: `${n} skipped, already imported`, failed: '0 rows failed' },
    );
  }
}

describe('file import: bytes, encodings and lines', () => {
  it('imports a UTF-8 file whose characters straddle the 512 KiB read boundary, every one whole', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const { bytes, reviews, straddler } = straddlingUtf8('Straddle');
    expect(bytes.length).toBeGreaterThan(CHUNK);
    await importTwice(page, 'straddle.csv', bytes, reviews.length);
    const stored = await storedReviews(page, 'Straddle');
    expect(stored.get(reviews[straddler]!.title)?.body).toBe(reviews[straddler]!.body);
    expect([...stored.values()].filter((r) => `${r.author}${r.body}${r.title}`.includes('\uFFFD'))).toEqual([]);
    await expectImported(page, 'Straddle', reviews);
    await openImport(page);
    await choose(page, 'straddle.csv', bytes);
    await preview(page);
    expect(await page.getByLabel('File encoding').inputValue()).toBe('utf-8');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports a UTF-16 LE file (Excel "Unicode text", tab-separated) larger than one chunk to its last review', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const reviews = reviewsOf('Sixteen', 1000, 500);
    const text = `${[HEADER.replace(/,/g, '\t'), ...reviews.map((r, i) => csvLine(r, i).replace(/,/g, '\t'))].join('\r\n')}\r\n`;
    const bytes = utf16le(text);
    expect(bytes.length).toBeGreaterThan(2 * CHUNK);
    await openImport(page);
    await choose(page, 'unicode-text.csv', bytes);
    await preview(page);
    expect(await page.getByTestId('preview-invalid').count()).toBe(0);
    expect(await page.getByLabel('File encoding').inputValue()).toBe('utf-16le');
    await importTwice(page, 'unicode-text.csv', bytes, reviews.length);
    await expectImported(page, 'Sixteen', reviews);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a Windows-1252 file as such, shows it, and reads it again in the encoding the merchant picks', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const reviews: FileReview[] = [
      { rating: 5, title: 'Ansi 1 Très belle qualité', body: 'Ça va très bien, merci. Prix : 20 €', author: 'Søren Ørsted', email: 'ansi.1@example.com', date: '2023-04-12' },
      { rating: 4, title: 'Ansi 2 Schön', body: 'Größe passt, schöne Farbe – gerne wieder.', author: 'Jürgen Müßig', email: 'ansi.2@example.com', date: '2023-05-01' },
      { rating: 3, title: 'Ansi 3 Señal', body: '¿Qué tal? Año nuevo, “niño” feliz.', author: 'Begoña Ibáñez', email: 'ansi.3@example.com', date: '2023-06-30' },
    ];
    const bytes = cp1252(csvOf(reviews));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    await openImport(page);
    await choose(page, 'excel-ansi.csv', bytes);
    await preview(page);
    const picker = page.getByTestId('encoding-picker');
    expect(await page.getByLabel('File encoding').inputValue()).toBe('windows-1252');
    expect(await picker.innerText()).toContain('The file is not UTF-8, so it is read as Western European (Windows-1252)');
    const table = page.getByTestId('import-preview');
    expect(await table.innerText()).toContain('Søren Ørsted');

    await page.getByLabel('File encoding').selectOption('windows-1250');
    await table.getByText('Sřren Řrsted').waitFor();
    expect(await page.getByLabel('File encoding').inputValue()).toBe('windows-1250');
    expect(await picker.innerText()).toContain('The file is read with the encoding you picked.');
    expect(await table.innerText()).not.toContain('Søren Ørsted');

    await page.getByLabel('File encoding').selectOption('windows-1252');
    await table.getByText('Søren Ørsted').waitFor();
    const summary = await importAll(page, 3);
    expect(summary.imported).toBe('3 reviews imported');
    await expectImported(page, 'Ansi', reviews);
    // The same file again adds nothing.
    await openImport(page);
    await choose(page, 'excel-ansi.csv', bytes);
    await preview(page);
    expect((await importAll(page, 3)).duplicates).toBe('3 skipped, already imported');
    await expectImported(page, 'Ansi', reviews);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what a workbook, a gzip or a picture renamed .csv is, how to save it as CSV, and never maps its columns', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const zipEntry = (name: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(16), Buffer.from([name.length, 0, 0, 0]), Buffer.from(name)]);
    const xlsx = Buffer.concat([zipEntry('[Content_Types].xml'), Buffer.from('<?xml version="1.0"?>'), zipEntry('xl/workbook.xml'), Buffer.alloc(64)]);
    const gzip = gzipSync(Buffer.from(csvOf(reviewsOf('Gzip', 3))));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(40)]);
    const cases: Array<[string, Buffer, string, string]> = [
      ['reviews.csv', xlsx, '“reviews.csv” is an Excel workbook (.xlsx) with a .csv name.', 'in Excel choose File > Save As and the type “CSV UTF-8 (Comma delimited)”'],
      ['export.csv', gzip, '“export.csv” is a compressed file (gzip).', 'Unpack it first (double-click it) and choose the .csv file inside.'],
      ['photo.csv', png, '“photo.csv” is a picture (PNG), not a list of reviews.', 'Export your reviews from your review app as a CSV file'],
    ];
    await openImport(page);
    for (const [name, buffer, what, how] of cases) {
      await choose(page, name, buffer);
      const banner = page.getByTestId('not-csv');
      await banner.waitFor();
      expect(await banner.innerText()).toContain(what);
      expect(await banner.innerText()).toContain(how);
      expect(await page.getByText('This file is not a CSV file').count()).toBe(1);
      expect(await page.getByRole('heading', { name: /Match your columns|Check before importing/ }).count()).toBe(0);
      expect(await page.locator('select').count()).toBe(0);
      await page.getByRole('button', { name: 'Choose another file' }).click();
      await page.getByRole('button', { name: 'Download template' }).waitFor();
    }
    const imports = await adminApi<{ items: Array<{ file_name: string }> }>(page, 'list_imports');
    expect(imports.items.filter((i) => ['reviews.csv', 'export.csv', 'photo.csv'].includes(i.file_name))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a bad row by its spreadsheet line when reviews above it span several lines', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const reviews = reviewsOf('Lines', 5).map((r, i) => ({ ...r, body: `${r.body}\nsecond line ${i}\n\nfourth line "${i}"` }));
    const bad = { ...reviewsOf('Lines', 6)[5]!, title: 'Lines bad', rating: 9 };
    // Lines: 1 header; reviews 1..5 take 4 lines each (2-5, 6-9, 10-13, 14-17, 18-21); 22 is blank; the bad row is on 23.
    const text = `${HEADER}\n${reviews.map(csvLine).join('\n')}\n\n${csvLine(bad, 5)}\n${csvLine({ ...reviewsOf('Lines', 7)[6]!, title: 'Lines last' }, 6)}\n`;
    const good = [...reviews, { ...reviewsOf('Lines', 7)[6]!, title: 'Lines last' }];
    await openImport(page);
    await choose(page, 'multi-line.csv', Buffer.from(text));
    await preview(page);
    expect(await page.getByTestId('preview-invalid').innerText()).toBe('1 row with problems will be skipped');
    const rows = page.getByTestId('import-preview').getByRole('row');
    const numbers = [];
    for (let i = 1; i <= 7; i += 1) numbers.push((await rows.nth(i).locator('th, td').first().innerText()).trim());
    expect(numbers).toEqual(['2', '6', '10', '14', '18', '23', '24']);
    expect(await rows.nth(6).innerText()).toContain('The rating must be a whole number of stars from 1 to 5. (“9”)');
    const summary = await importAll(page, 6);
    expect(summary).toEqual({ imported: '6 reviews imported', duplicates: '0 skipped, already imported', failed: '1 row failed' });
    expect(await page.getByTestId('summary-failures').innerText()).toContain('Row 23: The rating must be a whole number of stars from 1 to 5.');
    await expectImported(page, 'Lines', good);
    // Again: nothing new, the bad row still named by its line.
    await openImport(page);
    await choose(page, 'multi-line.csv', Buffer.from(text));
    await preview(page);
    expect(await importAll(page, 6)).toEqual({ imported: '0 reviews imported', duplicates: '6 skipped, already imported', failed: '1 row failed' });
    expect(await page.getByTestId('summary-failures').innerText()).toContain('Row 23:');
    await expectImported(page, 'Lines', good);
    expect(errors).toEqual([]);
    await context.close();
  });
});
