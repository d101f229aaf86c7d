import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manualRequestsMachine } from '../../machines/request-import/manual-requests.machine';
import { CsvFileProblem, SAMPLE_CSV, checkRows, rowsFromCsv } from '../../machines/request-import/manual-requests.rows';
import {
  selectCanSend, selectChecks, selectHasUnsent, selectError, selectFileProblem, selectOverQuota, selectProblemCount, selectRefused, selectRows,
  selectScheduled, selectSendableCount, selectSkipped, selectStep,
} from '../../machines/request-import/manual-requests.selectors';
import type { CsvTable, RecipientRow } from '../../machines/request-import/manual-requests.types';
import { MAX_MANUAL_RECIPIENTS, type ManualRequestsPayload, type ManualRequestsResult } from '../../src/contract/review-requests';

/** A tiny CSV reader for the tests (the app uses papaparse): comma-separated, no quoting. */
function table(text: string): CsvTable {
  const [head = '', ...lines] = text.split(/\r?\n/);
  const headers = head.split(',');
  return { headers, records: lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [headers[i] ?? `c${i}`, v]))) };
}

const CATALOG = [
  { id: 'gid://shopify/Product/1', title: 'Lamp', handle: 'lamp' },
  { id: 'gid://shopify/Product/2', title: 'Oak Stool', handle: 'oak-stool' },
];

function start(opts: { send?: (p: ManualRequestsPayload) => Promise<ManualRequestsResult>; quotaLeft?: number; source?: 'typed' | 'csv'; catalogFails?: boolean } = {}) {
  const calls: ManualRequestsPayload[] = [];
  let catalogLoads = 0;
  const machine = manualRequestsMachine.provide({
    actors: {
      readCsv: fromPromise(async ({ input }) => {
        if (typeof input.file !== 'string') throw new Error('text only');
        if (input.file === 'BROKEN') throw new Error('cannot read');
        if (input.file === 'HUGE') throw new CsvFileProblem('too_large');
        return table(input.file);
      }),
      loadCatalog: fromPromise(async () => {
        catalogLoads += 1;
        if (opts.catalogFails) throw new Error('catalogue unavailable');
        return CATALOG;
      }),
      sendRequests: fromPromise(async ({ input }) => {
        calls.push(input);
        return (opts.send ?? (async (p) => ({ scheduled: p.recipients.length, refused: [] })))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { source: opts.source ?? 'csv', quotaLeft: opts.quotaLeft ?? 50 } }).start();
  return { actor, calls, catalogLoads: () => catalogLoads };
}

const CSV = [
  'Email,Name,product_id,language',
  'ann@example.com,Ann,gid://shopify/Product/1,de',
  'not-an-address,Bob,,',
  'cy@example.com,,,',
  'dee@example.com,Dee,,xx',
  'ANN@example.com,Ann again,gid://shopify/Product/1,',
  'ann@example.com,Ann for the shop,,PT-pt',
  ',,,',
  'eve@example.com,Eve,2,',
  'fay@example.com,Fay,oak-stool,',
  'gus@example.com,Gus,999,',
].join('\n');

describe('manual requests machine', () => {
  it('reads a CSV into rows, checks each with its reason, and refuses a file without the columns', async () => {
    const { actor } = start();
    actor.send({ type: 'manualRequests.chooseFile', name: 'list.csv', file: CSV });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    const rows = selectRows(actor.getSnapshot());
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 11]);
    expect(selectChecks(actor.getSnapshot()).map((c) => c.issues)).toEqual([
      [], ['invalid_email'], ['missing_name'], ['unknown_language'], ['duplicate'], [], [], [], ['unknown_product'],
    ]);
    expect(selectChecks(actor.getSnapshot())[5]!.language).toBe('pt-PT');
    expect(selectChecks(actor.getSnapshot()).map((c) => c.product?.title ?? null)).toEqual(['Lamp', null, null, null, 'Lamp', null, 'Oak Stool', 'Oak Stool', null]);
    expect(selectSendableCount(actor.getSnapshot())).toBe(4);
    expect(selectProblemCount(actor.getSnapshot())).toBe(5);

    actor.send({ type: 'manualRequests.chooseFile', name: 'other.csv', file: 'mail,who\na@b.co,A' });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    expect(selectFileProblem(actor.getSnapshot())).toBe('missing_columns');
    expect(selectRows(actor.getSnapshot())).toEqual([]);
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'manualRequests.chooseFile', name: 'broken.csv', file: 'BROKEN' });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    expect(selectFileProblem(actor.getSnapshot())).toBe('unreadable');
    actor.send({ type: 'manualRequests.chooseFile', name: 'huge.csv', file: 'HUGE' });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    expect(selectFileProblem(actor.getSnapshot())).toBe('too_large');
  });

  it('sends only the rows that pass, shows each refused one, and a failed call keeps the list for Retry', async () => {
    let fail = true;
    const { actor, calls } = start({
      send: async () => {
        if (fail) throw new Error('Service unavailable');
        return { scheduled: 2, refused: [{ index: 1, reason: 'unsubscribed' }] };
      },
    });
    actor.send({ type: 'manualRequests.chooseFile', name: 'list.csv', file: CSV });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    const before = selectRows(actor.getSnapshot());
    const later = new Date(Date.now() + 86_400_000).toISOString();
    actor.send({ type: 'manualRequests.setSendAt', sendAt: later });
    actor.send({ type: 'manualRequests.send' });
    await waitFor(actor, (s) => selectStep(s) === 'failed');
    expect(selectError(actor.getSnapshot())).toBe('Service unavailable');
    expect(selectRows(actor.getSnapshot())).toBe(before);
    expect(calls[0]).toEqual({
      source: 'csv',
      sendAt: later,
      recipients: [
        { email: 'ann@example.com', name: 'Ann', productId: 'gid://shopify/Product/1', language: 'de' },
        { email: 'ann@example.com', name: 'Ann for the shop', language: 'pt-PT' },
        { email: 'eve@example.com', name: 'Eve', productId: 'gid://shopify/Product/2' },
        { email: 'fay@example.com', name: 'Fay', productId: 'gid://shopify/Product/2' },
      ],
    });

    fail = false;
    actor.send({ type: 'manualRequests.retry' });
    await waitFor(actor, (s) => selectStep(s) === 'done');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(selectScheduled(actor.getSnapshot())).toBe(2);
    expect(selectSkipped(actor.getSnapshot())).toBe(5);
    expect(selectRefused(actor.getSnapshot())).toEqual([{ row: expect.objectContaining({ name: 'Ann for the shop', line: 7 }), reason: 'unsubscribed' }]);
    expect(selectRows(actor.getSnapshot())).toBe(before);

    actor.send({ type: 'manualRequests.startOver' });
    expect(selectStep(actor.getSnapshot())).toBe('editing');
    expect(selectRows(actor.getSnapshot())).toEqual([]);
  });

  it('keeps typed rows: add, edit, remove; refuses a send time in the past; warns over the quota', async () => {
    const { actor, calls } = start({ source: 'typed', quotaLeft: 1 });
    expect(selectRows(actor.getSnapshot())).toHaveLength(1);
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    expect(selectProblemCount(actor.getSnapshot())).toBe(0);
    expect(selectHasUnsent(actor.getSnapshot())).toBe(false);
    const [first] = selectRows(actor.getSnapshot());
    actor.send({ type: 'manualRequests.editRow', key: first!.key, changes: { email: 'ann@example.com', name: 'Ann', productId: 'gid://shopify/Product/3', productTitle: 'Lamp' } });
    actor.send({ type: 'manualRequests.addRow' });
    const second = selectRows(actor.getSnapshot())[1]!;
    actor.send({ type: 'manualRequests.editRow', key: second.key, changes: { email: 'bob@example.com', name: 'Bob' } });
    expect(selectSendableCount(actor.getSnapshot())).toBe(2);
    expect(selectOverQuota(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'manualRequests.useSource', source: 'csv' });
    expect(selectRows(actor.getSnapshot())).toEqual([]);
    expect(selectHasUnsent(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'manualRequests.useSource', source: 'typed' });
    expect(selectRows(actor.getSnapshot()).map((r) => r.email)).toEqual(['ann@example.com', 'bob@example.com']);
    actor.send({ type: 'manualRequests.setSendAt', sendAt: new Date(Date.now() - 60_000).toISOString() });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'manualRequests.send' });
    expect(selectStep(actor.getSnapshot())).toBe('editing');
    actor.send({ type: 'manualRequests.setSendAt', sendAt: null });
    actor.send({ type: 'manualRequests.removeRow', key: second.key });
    expect(selectOverQuota(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'manualRequests.send' });
    await waitFor(actor, (s) => selectStep(s) === 'done');
    expect(calls[0]).toEqual({ source: 'typed', recipients: [{ email: 'ann@example.com', name: 'Ann', productId: 'gid://shopify/Product/3' }] });
    expect(selectHasUnsent(actor.getSnapshot())).toBe(false);
  });

  it('a list from the store customers is sent with that source', async () => {
    const { actor, calls } = start();
    const rows: RecipientRow[] = [{ key: 'c1', email: 'zoe@example.com', name: 'Zoe', productId: null, productTitle: null, language: '' }];
    actor.send({ type: 'manualRequests.useSource', source: 'customers' });
    actor.send({ type: 'manualRequests.setRows', rows });
    actor.send({ type: 'manualRequests.send' });
    await waitFor(actor, (s) => selectStep(s) === 'done');
    expect(calls[0]).toEqual({ source: 'customers', recipients: [{ email: 'zoe@example.com', name: 'Zoe' }] });
  });
});

describe('manual requests machine and the catalogue', () => {
  it('reads the catalogue once, and without it leaves product checks to the server', async () => {
    const { actor, catalogLoads } = start();
    actor.send({ type: 'manualRequests.chooseFile', name: 'a.csv', file: 'email,name,product_id\na@example.com,A,lamp' });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    actor.send({ type: 'manualRequests.chooseFile', name: 'b.csv', file: 'email,name,product_id\nb@example.com,B,404' });
    await waitFor(actor, (s) => selectStep(s) === 'editing');
    expect(catalogLoads()).toBe(1);
    expect(selectChecks(actor.getSnapshot())[0]!.issues).toEqual(['unknown_product']);

    const offline = start({ catalogFails: true });
    offline.actor.send({ type: 'manualRequests.chooseFile', name: 'b.csv', file: 'email,name,product_id\nb@example.com,B,404' });
    await waitFor(offline.actor, (s) => selectStep(s) === 'editing');
    expect(selectChecks(offline.actor.getSnapshot())[0]).toMatchObject({ issues: [], product: { id: '404' } });
  });
});

describe('manual request rows', () => {
  it('marks rows past the most one list may carry', () => {
    const rows = Array.from({ length: MAX_MANUAL_RECIPIENTS + 2 }, (_, i): RecipientRow => ({
      key: String(i), email: `p${i}@example.com`, name: `P${i}`, productId: null, productTitle: null, language: '',
    }));
    const checks = checkRows(rows);
    expect(checks.filter((c) => c.issues.length === 0)).toHaveLength(MAX_MANUAL_RECIPIENTS);
    expect(checks.slice(-2).map((c) => c.issues)).toEqual([['over_limit'], ['over_limit']]);
  });

  it('reads the sample file without a problem', () => {
    const read = rowsFromCsv(table(SAMPLE_CSV));
    expect('rows' in read && checkRows(read.rows).every((c) => c.issues.length === 0)).toBe(true);
  });
});
