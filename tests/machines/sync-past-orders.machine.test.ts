import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SyncBatch, SyncPeriod, SyncPreview } from '../../src/contract/review-requests';
import { syncPastOrdersMachine } from '../../machines/collect/sync-past-orders.machine';
import { periodError, selectSyncPercent, selectSyncStep, selectSyncStopping } from '../../machines/collect/sync-past-orders.selectors';
import type { SyncBatchInput } from '../../machines/collect/sync-past-orders.types';

const PREVIEW: SyncPreview = { orders: 150, alreadyRequested: 10, notQualified: 5, emails: 135, quotaLeft: 50, spreadDays: 3 };

/** Three batches of 50 over 150 orders: cursors c1, c2, then null. */
const BATCHES: Record<string, SyncBatch> = {
  start: { scheduled: 45, skipped: 5, processed: 50, total: 150, cursor: 'c1' },
  c1: { scheduled: 40, skipped: 10, processed: 100, total: 150, cursor: 'c2' },
  c2: { scheduled: 50, skipped: 0, processed: 150, total: 150, cursor: null },
};

function start(batch: (input: SyncBatchInput) => Promise<SyncBatch> = async (i) => BATCHES[i.cursor ?? 'start']!) {
  const previews: SyncPeriod[] = [];
  const batches: SyncBatchInput[] = [];
  const actor = createActor(
    syncPastOrdersMachine.provide({
      actors: {
        previewSync: fromPromise(async ({ input }: { input: SyncPeriod }) => {
          previews.push(input);
          return PREVIEW;
        }),
        syncBatch: fromPromise(({ input }: { input: SyncBatchInput }) => {
          batches.push(input);
          return batch(input);
        }),
      },
    }),
  ).start();
  return { actor, previews, batches };
}

describe('sync past orders machine', () => {
  it('previews, confirms and runs three batches with the cursor to done', async () => {
    const { actor, previews, batches } = start();
    actor.send({ type: 'sync.preview', period: { days: 30 } });
    expect(selectSyncStep(actor.getSnapshot())).toBe('previewing');
    let s = await waitFor(actor, (x) => x.matches('previewed'));
    expect(previews).toEqual([{ days: 30 }]);
    expect(s.context.preview).toEqual(PREVIEW);
    actor.send({ type: 'sync.confirm' });
    s = await waitFor(actor, (x) => x.matches('done'));
    expect(batches).toEqual([{ days: 30 }, { days: 30, cursor: 'c1' }, { days: 30, cursor: 'c2' }]);
    expect(s.context).toMatchObject({ processed: 150, total: 150, scheduled: 135, skipped: 15, batches: 3 });
    expect(selectSyncPercent(s)).toBe(100);
  });

  it('a failing batch stops with its message; retry goes on from the last cursor and never resends a finished batch', async () => {
    let failOnce = true;
    const { actor, batches } = start(async (input) => {
      if (input.cursor === 'c1' && failOnce) {
        failOnce = false;
        throw new Error('Server error');
      }
      return BATCHES[input.cursor ?? 'start']!;
    });
    actor.send({ type: 'sync.preview', period: { from: '2026-09-01', to: '2026-09-30' } });
    await waitFor(actor, (x) => x.matches('previewed'));
    actor.send({ type: 'sync.confirm' });
    let s = await waitFor(actor, (x) => x.matches('failed'));
    expect(s.context.error).toBe('Server error');
    expect(s.context).toMatchObject({ processed: 50, scheduled: 45, cursor: 'c1' });
    expect(selectSyncPercent(s)).toBe(33);
    actor.send({ type: 'sync.retry' });
    s = await waitFor(actor, (x) => x.matches('done'));
    expect(batches.map((b) => b.cursor ?? 'start')).toEqual(['start', 'c1', 'c1', 'c2']);
    expect(s.context).toMatchObject({ scheduled: 135, skipped: 15, batches: 3, error: null });
  });

  it('cancel stops between batches after the one in flight; it can go on from there', async () => {
    const gates: Array<() => void> = [];
    const { actor, batches } = start((input) => new Promise((resolve) => gates.push(() => resolve(BATCHES[input.cursor ?? 'start']!))));
    actor.send({ type: 'sync.preview', period: { days: 60 } });
    await waitFor(actor, (x) => x.matches('previewed'));
    actor.send({ type: 'sync.confirm' });
    actor.send({ type: 'sync.cancel' });
    expect(selectSyncStopping(actor.getSnapshot())).toBe(true);
    gates.shift()!();
    const s = await waitFor(actor, (x) => x.matches('cancelled'));
    expect(batches).toHaveLength(1);
    expect(s.context).toMatchObject({ processed: 50, scheduled: 45, cursor: 'c1' });
    actor.send({ type: 'sync.retry' });
    await waitFor(actor, () => gates.length === 1);
    gates.shift()!();
    await waitFor(actor, () => gates.length === 1);
    gates.shift()!();
    await waitFor(actor, (x) => x.matches('done'));
    expect(batches.map((b) => b.cursor ?? 'start')).toEqual(['start', 'c1', 'c2']);
  });

  it('refuses a period without dates, in the wrong order or over the longest range', () => {
    const { actor, previews } = start();
    actor.send({ type: 'sync.preview', period: { from: '2026-09-01' } });
    expect(actor.getSnapshot().context.error).toBe('sync.errors.dates');
    actor.send({ type: 'sync.preview', period: { from: '2026-09-10', to: '2026-09-01' } });
    expect(actor.getSnapshot().context.error).toBe('sync.errors.order');
    actor.send({ type: 'sync.preview', period: { from: '2026-01-01', to: '2026-12-31' } });
    expect(actor.getSnapshot().context.error).toBe('sync.errors.range');
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(previews).toEqual([]);
    expect(periodError({ from: '2026-01-01', to: '2026-04-30' })).toBeNull();
    expect(periodError({ from: '2026-01-01', to: '2026-05-01' })).toBe('sync.errors.range');
  });

  it('a failed preview shows its message and lets the merchant try again', async () => {
    let fail = true;
    const actor = createActor(
      syncPastOrdersMachine.provide({
        actors: {
          previewSync: fromPromise(async () => {
            if (fail) throw new Error('Network Error');
            return PREVIEW;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'sync.preview', period: { days: 90 } });
    const s = await waitFor(actor, (x) => x.matches('choosing') && x.context.error !== null);
    expect(s.context.error).toBe('Network Error');
    fail = false;
    actor.send({ type: 'sync.preview', period: { days: 90 } });
    await waitFor(actor, (x) => x.matches('previewed'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reset goes back to choosing with nothing kept', async () => {
    const { actor } = start();
    actor.send({ type: 'sync.preview', period: { days: 30 } });
    await waitFor(actor, (x) => x.matches('previewed'));
    actor.send({ type: 'sync.confirm' });
    await waitFor(actor, (x) => x.matches('done'));
    actor.send({ type: 'sync.reset' });
    const s = actor.getSnapshot();
    expect(selectSyncStep(s)).toBe('choose');
    expect(s.context).toMatchObject({ period: null, preview: null, scheduled: 0, cursor: undefined });
  });
});
