import { describe, expect, it } from 'vitest';
import { serveCsvWorker, type CsvWorkerScope, type FromCsvWorker, type ToCsvWorker } from '../../../src/lib/import/csv-worker-host';
import type { CsvBatch, CsvSummary } from '../../../src/lib/import/csv-stream';
import { parseCsv, parseCsvAll, type CsvWorkerLike, type ParseCsvOptions } from '../../../src/lib/import/parse';
import { fixtureText } from './helpers';

const HEADER = 'product_handle,rating,author,email,body,created_at,photo_url,verified_purchase';

/** A Loox-style CSV of n rows; every 7th body is quoted, multi-line and holds a comma. */
function generated(n: number): string {
  const lines = [HEADER];
  for (let i = 1; i <= n; i += 1) {
    const body = i % 7 === 0 ? `"Row ${i}, line one\nline two ""quoted"""` : `Row ${i} body`;
    lines.push(`product-${i % 50},${(i % 5) + 1},Author ${i},a${i}@example.com,${body},03/0${(i % 9) + 1}/2024,,true`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

function collect(input: Blob | string, options: ParseCsvOptions = {}, onBatch?: (batch: CsvBatch) => void | Promise<void>) {
  const batches: CsvBatch[] = [];
  return new Promise<{ batches: CsvBatch[]; summary: CsvSummary }>((resolve) => {
    parseCsv(
      input,
      (batch) => {
        batches.push(batch);
        return onBatch?.(batch);
      },
      (summary) => resolve({ batches, summary }),
      options,
    );
  });
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('parseCsv', () => {
  it('streams a generated 20 000-row CSV in batches of 2 000', async () => {
    const { batches, summary } = await collect(generated(20_000));
    expect(batches.map((b) => b.rows.length)).toEqual(Array(10).fill(2000));
    expect(batches.map((b) => b.firstRow)).toEqual([1, 2001, 4001, 6001, 8001, 10001, 12001, 14001, 16001, 18001]);
    expect(batches.map((b) => b.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(summary).toMatchObject({ mode: 'main', rowCount: 20_000, batchCount: 10, issues: [], aborted: false, error: null, delimiter: ',' });
    expect(summary.headers).toEqual(HEADER.split(','));
    expect(batches[0]!.rows[6]).toMatchObject({ author: 'Author 7', body: 'Row 7, line one\nline two "quoted"' });
    expect(batches[9]!.rows[1999]).toMatchObject({ author: 'Author 20000', email: 'a20000@example.com' });
  });

  it('reads small chunks (multi-line quoted cells across chunk ends) exactly like one big chunk', async () => {
    const text = generated(500);
    const whole = await parseCsvAll(text, { chunkBytes: 10_000_000 });
    const small = await parseCsvAll(text, { chunkBytes: 97, batchSize: 64 });
    expect(small.records).toEqual(whole.records);
    expect(small.summary.batchCount).toBe(Math.ceil(500 / 64));
    const paused: Record<string, string>[] = [];
    await collect(text, { chunkBytes: 97, batchSize: 64 }, async (batch) => {
      paused.push(...batch.rows);
      await tick();
    });
    expect(paused).toEqual(whole.records);
  });

  it('waits for an asynchronous onChunk before delivering the next batch', async () => {
    let busy = false;
    let overlaps = 0;
    const { batches, summary } = await collect(generated(5_000), { batchSize: 1_000, chunkBytes: 20_000 }, async () => {
      if (busy) overlaps += 1;
      busy = true;
      await tick();
      busy = false;
    });
    expect(overlaps).toBe(0);
    expect(batches.map((b) => b.rows.length)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(summary.rowCount).toBe(5_000);
  });

  it('can be aborted between batches', async () => {
    const batches: CsvBatch[] = [];
    const summary = await new Promise<CsvSummary>((resolve) => {
      const handle = parseCsv(
        generated(10_000),
        async (batch) => {
          batches.push(batch);
          if (batches.length === 2) handle.abort();
          await tick();
        },
        resolve,
        { batchSize: 1_000, chunkBytes: 8_000 },
      );
    });
    expect(summary.aborted).toBe(true);
    expect(batches.length).toBeLessThan(10);
  });

  it('parses a Blob, strips a BOM and detects semicolons', async () => {
    const shopify = await collect(new Blob([fixtureText('shopify.csv')], { type: 'text/csv' }));
    expect(shopify.summary.headers[0]).toBe('product_handle');
    expect(shopify.summary.rowCount).toBe(12);
    const okendo = await parseCsvAll(fixtureText('okendo.csv'));
    expect(okendo.summary.delimiter).toBe(';');
    expect(okendo.records[1]!.body).toBe('Super Qualität; würde ich wieder kaufen.');
  });

  it('skips blank lines and reports structural problems at their spreadsheet lines', async () => {
    const { records, summary } = await parseCsvAll('a,b,c\n1,2,3\n\n  ,  ,  \n4,5\n6,7,8,9\n"open,1,2\n');
    expect(records.slice(0, 3)).toEqual([{ a: '1', b: '2', c: '3' }, { a: '4', b: '5' }, { a: '6', b: '7', c: '8' }]);
    expect(summary.issues.map((i) => [i.row, i.code])).toEqual(expect.arrayContaining([[5, 'TooFewFields'], [6, 'TooManyFields'], [7, 'MissingQuotes']]));
  });
});

/** A Worker double running serveCsvWorker in this thread, with asynchronous messages both ways. */
function fakeWorker(stats: { inFlight: number; maxInFlight: number; terminated: boolean }): CsvWorkerLike {
  const worker: CsvWorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (message: ToCsvWorker) => {
      if (message.type === 'ack') stats.inFlight -= 1;
      setTimeout(() => scope.onmessage?.({ data: message }));
    },
    terminate: () => void (stats.terminated = true),
  };
  const scope: CsvWorkerScope = {
    onmessage: null,
    postMessage: (message: FromCsvWorker) => {
      if (message.type === 'batch') stats.maxInFlight = Math.max(stats.maxInFlight, (stats.inFlight += 1));
      setTimeout(() => worker.onmessage?.({ data: message } as MessageEvent<FromCsvWorker>));
    },
  };
  serveCsvWorker(scope);
  return worker;
}

describe('parseCsv with the module worker', () => {
  it('receives batches from the worker with at most two unacknowledged', async () => {
    const stats = { inFlight: 0, maxInFlight: 0, terminated: false };
    const blob = new Blob([generated(20_000)]);
    const { batches, summary } = await collect(blob, { createWorker: () => fakeWorker(stats) }, () => tick());
    expect(batches.map((b) => b.rows.length)).toEqual(Array(10).fill(2000));
    expect(summary).toMatchObject({ mode: 'worker', rowCount: 20_000, error: null });
    expect(stats.maxInFlight).toBeLessThanOrEqual(2);
    expect(stats.terminated).toBe(true);
  });

  it('reports a worker failure as an error summary', async () => {
    let worker: CsvWorkerLike | null = null;
    const createWorker = () => {
      worker = { onmessage: null, onerror: null, postMessage: () => setTimeout(() => worker?.onerror?.({ message: 'boom' } as ErrorEvent)), terminate: () => undefined };
      return worker;
    };
    const { summary } = await collect(new Blob(['a\n1\n']), { createWorker });
    expect(summary).toMatchObject({ mode: 'worker', error: 'boom' });
  });

  it('falls back to this thread when the worker cannot be created', async () => {
    const { summary } = await collect(new Blob(['a\n1\n']), {
      createWorker: () => {
        throw new Error('blocked');
      },
    });
    expect(summary).toMatchObject({ mode: 'main', rowCount: 1, error: null });
  });
});
