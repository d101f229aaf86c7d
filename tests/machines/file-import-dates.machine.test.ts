import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { fileImportMachine } from '../../machines/import/file-import.machine';
import { dateOrderOpen, stepOf } from '../../machines/import/file-import.selectors';
import type { ChosenFile, SendBatchInput, SendBatchOutput } from '../../machines/import/file-import.types';
import type { CatalogProduct } from '../../src/contract/products';
import { parseCsvAll } from '../../src/lib/import/parse';

const CATALOG: CatalogProduct[] = [{ id: 'gid://shopify/Product/1001', title: 'Throw', handle: 'throw', skus: [], image: null }];
const HEADER = 'product_id,product_handle,sku,rating,title,body,reviewer_name,reviewer_email,review_date,verified_purchase,reply,reply_date,media_urls,country_code,status';
const csv = (dates: string[]) => [HEADER, ...dates.map((d, i) => `1001,,,5,T${i},Body ${i},Name ${i},n${i}@example.com,${d},yes,,,,GB,published`)].join('\n');
const flush = async (times = 6) => {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function start(text: string) {
  const calls: SendBatchInput[] = [];
  const machine = fileImportMachine.provide({
    actors: {
      readFile: fromCallback<EventObject, { file: ChosenFile }>(({ input, sendBack }) => {
        void parseCsvAll(input.file.content).then(({ records, summary }) => sendBack({ type: 'fileImport.parsed', file: { headers: summary.headers, records } }));
      }),
      loadCatalog: fromPromise(() => Promise.resolve(CATALOG)),
      sendBatch: fromPromise<SendBatchOutput, SendBatchInput>(({ input }) => {
        calls.push(input);
        return Promise.resolve({ import_id: 'imp_1', imported: input.rows.length, duplicates: 0, failed: [] });
      }),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: {} }).start();
  actor.send({ type: 'fileImport.choose', file: { name: 'dates.csv', size: text.length, content: text } });
  return { actor, calls };
}

const dates = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.valid.map((v) => v.row.date?.slice(0, 10));

describe('file import: the order of day and month', () => {
  it('reads a UK file day first when one of its days is above 12, without asking', async () => {
    const { actor, calls } = start(csv(['03/04/2024', '25/12/2023']));
    await flush();
    expect(stepOf(actor.getSnapshot())).toBe('preview');
    expect(dateOrderOpen(actor.getSnapshot())).toBe(false);
    expect(dates(actor)).toEqual(['2024-04-03', '2023-12-25']);
    actor.send({ type: 'fileImport.start' });
    await flush();
    expect(calls[0]).toMatchObject({ date_order: 'dmy' });
    expect(calls[0]!.rows[0]).toMatchObject({ date: '2024-04-03T00:00:00.000Z', date_only: true });
  });

  it('asks when every date is ambiguous, does not start before the answer, and reads the rows again in the chosen order', async () => {
    const { actor, calls } = start(csv(['03/04/2024', '01/02/2024']));
    await flush();
    const s = actor.getSnapshot();
    expect(stepOf(s)).toBe('preview');
    expect(dateOrderOpen(s)).toBe(true);
    expect(s.context.dates).toEqual({ order: null, conflict: false, examples: ['03/04/2024', '01/02/2024'] });
    actor.send({ type: 'fileImport.start' });
    expect(stepOf(actor.getSnapshot())).toBe('preview');
    expect(calls).toHaveLength(0);

    actor.send({ type: 'fileImport.chooseDateOrder', order: 'dmy' });
    await flush();
    expect(dateOrderOpen(actor.getSnapshot())).toBe(false);
    expect(dates(actor)).toEqual(['2024-04-03', '2024-02-01']);
    actor.send({ type: 'fileImport.chooseDateOrder', order: 'mdy' });
    await flush();
    expect(dates(actor)).toEqual(['2024-03-04', '2024-01-02']);

    actor.send({ type: 'fileImport.start' });
    await flush();
    expect(stepOf(actor.getSnapshot())).toBe('done');
    expect(calls[0]).toMatchObject({ date_order: 'mdy' });
    expect(calls[0]!.rows.map((r) => r.date)).toEqual(['2024-03-04T00:00:00.000Z', '2024-01-02T00:00:00.000Z']);
  });

  it('says a file mixes both orders and still asks for its ambiguous dates', async () => {
    const { actor } = start(csv(['25/12/2023', '12/25/2023', '03/04/2024']));
    await flush();
    expect(actor.getSnapshot().context.dates).toMatchObject({ order: null, conflict: true, examples: ['03/04/2024'] });
    expect(dateOrderOpen(actor.getSnapshot())).toBe(true);
  });

  it('sends no date order for a file of ISO dates', async () => {
    const { actor, calls } = start(csv(['2024-03-04', '2024-02-01 10:00:00 UTC']));
    await flush();
    expect(dateOrderOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'fileImport.start' });
    await flush();
    expect(calls[0]!.date_order).toBeUndefined();
    expect(calls[0]!.rows.map((r) => r.date_only)).toEqual([true, false]);
  });
});
