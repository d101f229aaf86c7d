import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { moderationListMachine } from '../../machines/reviews/moderation-list.machine';
import {
  isBulkRunning, isPageSelected, rowBusy, rowFocused, rowSelected, selectPageSelectedCount,
} from '../../machines/reviews/moderation-list.selectors';
import type { FetchedPage, ListQuery, PerformInput, PerformOutput } from '../../machines/reviews/moderation-list.types';

/** A list of 3 rows whose actions wait until the test lets them finish. */
function startList() {
  const pending: (() => void)[] = [];
  const machine = moderationListMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchedPage, ListQuery>(async () => ({ items: [{ id: 7 }, { id: 8 }, { id: 9 }], total: 30, counts: null })),
      perform: fromPromise<PerformOutput, PerformInput>(() => new Promise((resolve) => pending.push(() => resolve({ affected: 1, undoToken: '' })))),
    },
  });
  const actor = createActor(machine, { input: { query: { filter: { rating: [5] }, page: 1, perPage: 3 } } }).start();
  const finish = async () => {
    pending.shift()?.();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  };
  return { actor, idle: () => waitFor(actor, (s) => s.matches({ ready: 'idle' })), finish };
}

describe('moderation list row selectors', () => {
  it('tell each row whether it is selected, and the page whether all its rows are', async () => {
    const { actor, idle } = startList();
    await idle();
    actor.send({ type: 'list.select', ids: [8] });
    const s = actor.getSnapshot();
    expect([7, 8, 9].map((id) => rowSelected(id)(s))).toEqual([false, true, false]);
    expect(selectPageSelectedCount(s)).toBe(1);
    expect(isPageSelected(s)).toBe(false);
    actor.send({ type: 'list.select', ids: [7, 8, 9] });
    expect(isPageSelected(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.clearSelection' });
    actor.send({ type: 'list.selectAllMatching' });
    expect([7, 8, 9, 1234].every((id) => rowSelected(id)(actor.getSnapshot()))).toBe(true);
  });

  it('tell only the focused row that it has the keyboard focus', async () => {
    const { actor, idle } = startList();
    await idle();
    expect([0, 1, 2].map((i) => rowFocused(i)(actor.getSnapshot()))).toEqual([false, false, false]);
    actor.send({ type: 'list.focusNext' });
    actor.send({ type: 'list.focusNext' });
    expect([0, 1, 2].map((i) => rowFocused(i)(actor.getSnapshot()))).toEqual([false, true, false]);
  });

  it('show a spinner on the rows an action runs on, and the whole table for an action over every matching row', async () => {
    const { actor, idle, finish } = startList();
    await idle();
    actor.send({ type: 'list.act', action: 'hide', ids: [9] });
    expect([7, 8, 9].map((id) => rowBusy(id)(actor.getSnapshot()))).toEqual([false, false, true]);
    expect(isBulkRunning(actor.getSnapshot())).toBe(false);
    await finish();
    expect(rowBusy(9)(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'list.selectAllMatching' });
    actor.send({ type: 'list.act', action: 'hide' });
    expect(isBulkRunning(actor.getSnapshot())).toBe(true);
    expect([7, 8, 9].some((id) => rowBusy(id)(actor.getSnapshot()))).toBe(false);
    await finish();
    expect(isBulkRunning(actor.getSnapshot())).toBe(false);
  });
});
