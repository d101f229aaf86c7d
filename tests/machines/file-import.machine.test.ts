import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { fileImportMachine } from '../../machines/import/file-import.machine';
import { catalogLookup, productGid, rowPayload } from '../../machines/import/file-import.rows';
import {
  duplicateCount, failedCount, failedRows, importedCount, invalidCount, leftBehindColumns, missingSlots, notSentCount, progressPercent, sentCount,
  splitColumns, stepOf, summaryEntries, updatedCount, validCount,
} from '../../machines/import/file-import.selectors';
import type { ChosenFile, FileImportEvent, SendBatchInput, SendBatchOutput } from '../../machines/import/file-import.types';
import type { CatalogProduct } from '../../src/contract/products';
import type { EncodingLabel } from '../../src/lib/import/decode';
import { parseCsvAll } from '../../src/lib/import/parse';
import { fixtureText, storeProducts } from '../src/import/helpers';

const CATALOG: CatalogProduct[] = storeProducts.map((p) => ({
  id: `gid://shopify/Product/${p.id}`, title: String(p.handle), handle: String(p.handle), skus: [...(p.skus ?? [])] as string[], image: null,
}));
const flush = async (times = 5) => {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0));
};
const fileOf = (name: string): ChosenFile => ({ name, size: 1, content: fixtureText(name) });

/** A server that keeps duplicate keys, like the real one; `fail` makes chosen calls (1-based) reject. */
function fakeServer(fail: number[] = []) {
  const keys = new Set<string>();
  const calls: SendBatchInput[] = [];
  let n = 0;
  const send = async (input: SendBatchInput): Promise<SendBatchOutput> => {
    calls.push(input);
    n += 1;
    if (fail.includes(n)) throw new Error('Internal Server Error');
    const duplicateLines: number[] = [];
    for (const row of input.rows) {
      const key = String(row.duplicate_key);
      if (keys.has(key)) duplicateLines.push(row.line);
      else keys.add(key);
    }
    return { import_id: input.import_id ?? 'imp_1', imported: input.rows.length - duplicateLines.length, duplicates: duplicateLines.length, failed: [], duplicate_lines: duplicateLines };
  };
  return { calls, send };
}

function start(options: { server?: ReturnType<typeof fakeServer>; batchSize?: number; catalog?: () => Promise<CatalogProduct[]>; read?: (file: ChosenFile, sendBack: (e: FileImportEvent) => void) => void } = {}) {
  const server = options.server ?? fakeServer();
  let reads = 0;
  let catalogLoads = 0;
  const machine = fileImportMachine.provide({
    actors: {
      readFile: fromCallback<EventObject, { file: ChosenFile; encoding?: EncodingLabel | null }>(({ input, sendBack }) => {
        reads += 1;
        if (options.read) return options.read(input.file, sendBack);
        void parseCsvAll(input.file.content, { encoding: input.encoding }).then(({ records, lines, summary }) => {
          sendBack({ type: 'fileImport.progress', rows: records.length });
          sendBack({ type: 'fileImport.parsed', file: { headers: summary.headers, records, lines, encoding: summary.encoding } });
        });
      }),
      loadCatalog: fromPromise(() => (catalogLoads += 1, options.catalog ? options.catalog() : Promise.resolve(CATALOG))),
      sendBatch: fromPromise<SendBatchOutput, SendBatchInput>(({ input }) => server.send(input)),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { batchSize: options.batchSize ?? 4 } }).start();
  return { actor, server, reads: () => reads, catalogLoads: () => catalogLoads };
}

describe('file import machine', () => {
  it('recognises a Judge.me file, skips the mapping step and previews every row', async () => {
    const { actor } = start();
    actor.send({ type: 'fileImport.choose', file: fileOf('judgeme.csv') });
    expect(stepOf(actor.getSnapshot())).toBe('reading');
    await flush();
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(s.context.format).toBe('judgeme');
    expect(validCount(s)).toBe(12);
    expect(invalidCount(s)).toBe(0);
    const first = s.context.valid[0]!;
    expect(first.productId).toBe('gid://shopify/Product/7982301462583');
    expect(rowPayload(first)).toMatchObject({ line: 2, reply: 'Thanks Emily!', media_urls: ['https://judgeme.imgix.net/shop/tee-a.jpg', 'https://judgeme.imgix.net/shop/tee-b.jpg'], date: '2023-11-04T00:00:00.000Z' });
  });

  it('sends the valid rows in batches one after another with the import id and reports progress', async () => {
    const server = fakeServer();
    const send = server.send;
    const gates: (() => void)[] = [];
    server.send = (input) => new Promise<void>((r) => gates.push(r)).then(() => send(input));
    const { actor } = start({ server, batchSize: 5 });
    actor.send({ type: 'fileImport.choose', file: fileOf('judgeme.csv') });
    await flush();
    actor.send({ type: 'fileImport.start' });
    expect(stepOf(actor.getSnapshot())).toBe('importing');
    expect([sentCount(actor.getSnapshot()), gates.length]).toEqual([0, 1]);
    gates.shift()!();
    await flush();
    expect([sentCount(actor.getSnapshot()), progressPercent(actor.getSnapshot()), gates.length]).toEqual([5, 42, 1]);
    gates.shift()!();
    await flush();
    expect(sentCount(actor.getSnapshot())).toBe(10);
    gates.shift()!();
    await flush();
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('done');
    expect(server.calls.map((c) => c.rows.length)).toEqual([5, 5, 2]);
    expect(server.calls.map((c) => c.import_id)).toEqual([undefined, 'imp_1', 'imp_1']);
    expect(server.calls[0]).toMatchObject({ file_name: 'judgeme.csv', format: 'judgeme' });
    expect(server.calls.flatMap((c) => c.rows.map((r) => r.line))).toEqual([2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]); // spreadsheet lines: the third review's text takes two
    expect([importedCount(s), duplicateCount(s), failedCount(s), progressPercent(s)]).toEqual([12, 0, 0, 100]);
    expect(summaryEntries(s.context).map((e) => e.outcome)).toEqual(Array(12).fill('imported'));
  });

  it('imports nothing the second time the same file is imported', async () => {
    const server = fakeServer();
    for (const round of [1, 2]) {
      const { actor } = start({ server });
      actor.send({ type: 'fileImport.choose', file: fileOf('shopify.csv') });
      await flush();
      actor.send({ type: 'fileImport.start' });
      await flush(20);
      const s = actor.getSnapshot();
      expect(stepOf(s)).toBe('done');
      expect([importedCount(s), duplicateCount(s)]).toEqual(round === 1 ? [12, 0] : [0, 12]);
      if (round === 2) expect(summaryEntries(s.context).every((e) => e.outcome === 'duplicate')).toBe(true);
    }
  });

  it('after a failed batch, retry resumes at that batch and never re-sends the done ones', async () => {
    const { actor, server } = start({ server: fakeServer([2]), batchSize: 5 });
    actor.send({ type: 'fileImport.choose', file: fileOf('judgeme.csv') });
    await flush();
    actor.send({ type: 'fileImport.start' });
    await flush();
    let s = actor.getSnapshot();
    expect(s.matches('importFailed')).toBe(true);
    expect(s.context.error).toEqual({ stage: 'import', message: 'Internal Server Error' });
    expect([sentCount(s), importedCount(s)]).toEqual([5, 5]);
    actor.send({ type: 'fileImport.retry' });
    await flush();
    s = actor.getSnapshot();
    expect(stepOf(s)).toBe('done');
    expect(server.calls.map((c) => [c.import_id, c.rows[0]?.line, c.rows.length])).toEqual([
      [undefined, 2, 5], ['imp_1', 8, 5], ['imp_1', 8, 5], ['imp_1', 13, 2],
    ]);
    expect([importedCount(s), duplicateCount(s), s.context.error]).toEqual([12, 0, null]);
  });

  it('a batch whose answer was lost is retried under the same import key and index, and every row counts once', async () => {
    // The server stores the batch, then the connection drops before its answer arrives.
    const server = fakeServer();
    const send = server.send;
    const answers = new Map<string, SendBatchOutput>();
    let dropped = 0;
    server.send = async (input) => {
      const key = `${String(input.import_key)}/${String(input.batch)}`;
      const known = answers.get(key);
      if (input.import_key !== undefined && known) {
        server.calls.push(input);
        return known;
      }
      const answer = await send(input);
      answers.set(key, answer);
      if (input.batch === 1 && dropped === 0) {
        dropped += 1;
        throw new Error('Network Error');
      }
      return answer;
    };
    const { actor } = start({ server, batchSize: 5 });
    actor.send({ type: 'fileImport.choose', file: fileOf('judgeme.csv') });
    await flush();
    actor.send({ type: 'fileImport.start' });
    await flush();
    let s = actor.getSnapshot();
    expect(s.matches('importFailed')).toBe(true);
    expect(s.context.error).toEqual({ stage: 'import', message: 'Network Error' });
    actor.send({ type: 'fileImport.retry' });
    await flush();
    s = actor.getSnapshot();
    expect(stepOf(s)).toBe('done');
    const key = server.calls[0]!.import_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(server.calls.map((c) => [c.import_key, c.batch])).toEqual([[key, 0], [key, 1], [key, 1], [key, 2]]);
    expect([importedCount(s), duplicateCount(s), summaryEntries(s.context).length]).toEqual([12, 0, 12]);
  });

  it('cancel stops after the current batch and counts the rows never sent', async () => {
    const { actor, server } = start({ batchSize: 5 });
    actor.send({ type: 'fileImport.choose', file: fileOf('judgeme.csv') });
    await flush();
    actor.send({ type: 'fileImport.start' });
    actor.send({ type: 'fileImport.cancel' });
    expect(stepOf(actor.getSnapshot())).toBe('importing');
    await flush();
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('done');
    expect(s.context.cancelled).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect([importedCount(s), notSentCount(s), summaryEntries(s.context).length]).toEqual([5, 7, 5]);
  });

  it('asks for a mapping only for an unknown header, prefilled with the suggestion', async () => {
    const { actor } = start();
    actor.send({ type: 'fileImport.choose', file: fileOf('unknown-header.csv') });
    await flush();
    let s = actor.getSnapshot();
    expect(stepOf(s)).toBe('mapping');
    expect(s.context.mapping).toMatchObject({ sku: 'Product SKU', rating: 'Stars', body: 'Review Text', author: 'Customer Name' });
    actor.send({ type: 'fileImport.map', field: 'rating', header: null });
    expect(missingSlots(actor.getSnapshot())).toBe('rating');
    actor.send({ type: 'fileImport.confirmMapping' });
    expect(stepOf(actor.getSnapshot())).toBe('mapping');
    actor.send({ type: 'fileImport.map', field: 'rating', header: 'Stars' });
    actor.send({ type: 'fileImport.confirmMapping' });
    await flush();
    s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(validCount(s)).toBe(10);
    actor.send({ type: 'fileImport.editMapping' });
    expect(stepOf(actor.getSnapshot())).toBe('mapping');

    for (const name of ['ours.csv', 'judgeme-export.csv', 'shopify.csv', 'okendo.csv', 'loox.csv']) {
      actor.send({ type: 'fileImport.choose', file: fileOf(name) });
      actor.send({ type: 'fileImport.reset' });
      actor.send({ type: 'fileImport.choose', file: fileOf(name) });
      await flush();
      expect([name, stepOf(actor.getSnapshot())]).toEqual([name, 'preview']);
      actor.send({ type: 'fileImport.editMapping' });
      expect(stepOf(actor.getSnapshot())).toBe('preview');
      actor.send({ type: 'fileImport.reset' });
    }
  });

  it('gives every bad row its reasons, never sends them as reviews, and reports them with the import', async () => {
    const { actor, server } = start({ batchSize: 2000 });
    actor.send({ type: 'fileImport.choose', file: fileOf('bad-rows.csv') });
    await flush();
    const s = actor.getSnapshot();
    expect([validCount(s), invalidCount(s)]).toEqual([7, 8]);
    const failed = failedRows(s.context);
    expect(failed.map((f) => [f.line, f.reasons.map((r) => r.code)])).toContainEqual([3, ['rating_invalid']]);
    expect(failed.map((f) => [f.line, f.reasons.map((r) => r.code)])).toContainEqual([5, ['product_not_found']]);
    actor.send({ type: 'fileImport.start' });
    await flush();
    expect(server.calls[0]!.rows.map((r) => r.line)).toEqual([2, 6, 7, 9, 11, 12, 16]);
    expect(server.calls[0]!.refused).toHaveLength(8);
    expect(server.calls[0]!.refused).toContainEqual({ line: 3, reasons: [expect.objectContaining({ code: 'rating_invalid' })] });
    const done = actor.getSnapshot();
    expect([importedCount(done), failedCount(done)]).toEqual([7, 8]);
    expect(summaryEntries(done.context).filter((e) => e.outcome === 'failed')).toHaveLength(8);
  });

  it('counts rows the server refuses as failed with its reasons', async () => {
    const server = fakeServer();
    const send = server.send;
    server.send = async (input) => ({ ...(await send(input)), imported: input.rows.length - 1, failed: [{ line: input.rows[0]!.line, reasons: [{ code: 'duplicate_key_invalid', message: 'Bad key.' }] }] });
    const { actor } = start({ server, batchSize: 2000 });
    actor.send({ type: 'fileImport.choose', file: fileOf('loox.csv') });
    await flush();
    actor.send({ type: 'fileImport.start' });
    await flush();
    const s = actor.getSnapshot();
    expect([importedCount(s), failedCount(s)]).toEqual([9, 1]);
    expect(failedRows(s.context)[0]).toMatchObject({ line: 2, reasons: [{ code: 'duplicate_key_invalid', message: 'Bad key.' }] });
    expect(summaryEntries(s.context)[0]).toMatchObject({ outcome: 'failed' });
  });

  it('reports an empty or unreadable file, and retries a failed product load without reading again', async () => {
    const empty = start({ read: (_file, sendBack) => sendBack({ type: 'fileImport.parsed', file: { headers: ['rating'], records: [] } }) });
    empty.actor.send({ type: 'fileImport.choose', file: fileOf('ours.csv') });
    expect(empty.actor.getSnapshot().context.error?.stage).toBe('empty');
    const broken = start({ read: (_file, sendBack) => sendBack({ type: 'fileImport.readFailed', message: 'Unreadable' }) });
    broken.actor.send({ type: 'fileImport.choose', file: fileOf('ours.csv') });
    expect(stepOf(broken.actor.getSnapshot())).toBe('failed');

    let fail = true;
    const flaky = start({ catalog: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(CATALOG)) });
    flaky.actor.send({ type: 'fileImport.choose', file: fileOf('ours.csv') });
    await flush();
    expect(flaky.actor.getSnapshot().context.error).toEqual({ stage: 'catalog', message: 'offline' });
    fail = false;
    flaky.actor.send({ type: 'fileImport.retry' });
    await flush();
    expect(stepOf(flaky.actor.getSnapshot())).toBe('preview');
    expect([flaky.reads(), flaky.catalogLoads()]).toEqual([1, 2]);
    flaky.actor.send({ type: 'fileImport.reset' });
    flaky.actor.send({ type: 'fileImport.choose', file: fileOf('loox.csv') });
    await flush();
    expect(flaky.catalogLoads()).toBe(2);
  });

  it('shows the encoding a file was read with, and reads it again in the encoding the merchant picks', async () => {
    // Windows-1252 bytes (what Excel's plain "CSV" writes): é ø Ø are single bytes, not valid UTF-8.
    const latin = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    const csv = 'product_id,rating,body,reviewer_name,review_date\n7982301462583,5,Très bien,Søren Ørsted,2024-03-05\n7982301462583,4,"Deux\nlignes",Zoé,2024-03-06\n';
    const { actor, reads } = start();
    actor.send({ type: 'fileImport.choose', file: { name: 'latin.csv', size: csv.length, content: new Blob([latin(csv)]) } });
    await flush(10);
    let s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(s.context.readEncoding).toEqual({ encoding: 'windows-1252', source: 'fallback' });
    expect(s.context.valid.map((v) => [v.row.rowNumber, v.row.author, v.row.body])).toEqual([[2, 'Søren Ørsted', 'Très bien'], [3, 'Zoé', 'Deux\nlignes']]);

    actor.send({ type: 'fileImport.changeEncoding', encoding: 'windows-1250' });
    expect(stepOf(actor.getSnapshot())).toBe('reading');
    await flush(10);
    s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(s.context.encoding).toBe('windows-1250');
    expect(s.context.readEncoding).toEqual({ encoding: 'windows-1250', source: 'chosen' });
    expect(s.context.valid.map((v) => v.row.author)).toEqual(['Sřren Řrsted', 'Zoé']);
    expect(reads()).toBe(2);

    actor.send({ type: 'fileImport.changeEncoding', encoding: 'windows-1252' });
    await flush(10);
    expect(actor.getSnapshot().context.valid.map((v) => v.row.author)).toEqual(['Søren Ørsted', 'Zoé']);
  });

  it('keeps a confirmed mapping when the file is read again in another encoding', async () => {
    const { actor } = start();
    actor.send({ type: 'fileImport.choose', file: fileOf('unknown-header.csv') });
    await flush();
    actor.send({ type: 'fileImport.map', field: 'title', header: null });
    actor.send({ type: 'fileImport.confirmMapping' });
    await flush();
    const before = actor.getSnapshot().context.mapping;
    expect(before.title).toBeUndefined();
    actor.send({ type: 'fileImport.changeEncoding', encoding: 'iso-8859-15' });
    await flush();
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(s.context.mapping).toEqual(before);
    // Before the mapping is confirmed, a new encoding goes back to the mapping step.
    actor.send({ type: 'fileImport.editMapping' });
    actor.send({ type: 'fileImport.changeEncoding', encoding: 'utf-8' });
    await flush();
    expect(stepOf(actor.getSnapshot())).toBe('mapping');
  });

  it('stops at once on a file that is not CSV, saying what it is', () => {
    const { actor } = start({ read: (_file, sendBack) => sendBack({ type: 'fileImport.notCsv', kind: 'xlsx' }) });
    actor.send({ type: 'fileImport.choose', file: fileOf('ours.csv') });
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('failed');
    expect(s.context.error).toEqual({ stage: 'notCsv', message: 'xlsx' });
    expect(s.context.records).toEqual([]);
  });

  it('finds products by a bare number, a shopify- id, a handle or a SKU', () => {
    const lookup = catalogLookup(CATALOG);
    expect(productGid('7982301462583')).toBe('gid://shopify/Product/7982301462583');
    expect(lookup({ id: '7982301462583' })).toBe('gid://shopify/Product/7982301462583');
    expect(lookup({ id: 'shopify-7982301495351' })).toBe('gid://shopify/Product/7982301495351');
    expect(lookup({ handle: 'Linen-Throw-Blanket' })).toBe('gid://shopify/Product/7982301528119');
    expect(lookup({ sku: 'wal-tan' })).toBe('gid://shopify/Product/7982301626423');
    expect(lookup({ id: '1', handle: 'nope' })).toBeNull();
  });

  it('reads a Loox export with its review ids, and counts the rows that filled in earlier reviews', async () => {
    const handle = String(storeProducts[0]!.handle);
    const text = [
      'id,status,rating,email,nickname,full_name,review,date,productId,handle,img,variant,verified_purchase',
      `lx-1,published,5,,,Ana Lima,Lovely,2024-02-03,,${handle},"https://cdn.loox.io/a.jpg,https://cdn.loox.io/b.jpg",Grey,true`,
      `lx-2,published,4,,Kenji,,Warm,2024-02-04,,${handle},,,false`,
    ].join('\n');
    const server = fakeServer();
    server.send = () => Promise.resolve({ import_id: 'imp_1', imported: 1, duplicates: 0, updated: 1, failed: [], duplicate_lines: [], updated_lines: [3] });
    const { actor } = start({ server });
    actor.send({ type: 'fileImport.choose', file: { name: 'loox.csv', size: text.length, content: text } });
    await flush();
    let s = actor.getSnapshot();
    expect([stepOf(s), s.context.format, validCount(s)]).toEqual(['preview', 'loox_export', 2]);
    expect(splitColumns(leftBehindColumns(s))).toEqual(['variant']);
    expect(rowPayload(s.context.valid[0]!)).toMatchObject({ author: 'Ana Lima', source_id: 'lx-1', media_urls: ['https://cdn.loox.io/a.jpg', 'https://cdn.loox.io/b.jpg'] });
    actor.send({ type: 'fileImport.start' });
    await flush(20);
    s = actor.getSnapshot();
    expect([stepOf(s), importedCount(s), updatedCount(s), duplicateCount(s)]).toEqual(['done', 1, 1, 0]);
    expect(summaryEntries(s.context).map((e) => e.outcome)).toEqual(['imported', 'updated']);
  });
});
