import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { moderationListMachine } from '../../machines/reviews/moderation-list.machine';
import { focusedItem, isBusy, selectedCount } from '../../machines/reviews/moderation-list.selectors';
import type { FetchedPage, ListQuery, ModerationListEmitted, PerformInput } from '../../machines/reviews/moderation-list.types';

interface Row { id: number; status: string; rating: number }

/** A fake server: rows filtered by rating, paged, with hide and undo over ids or a filter. */
function fakeServer(total = 45) {
  let rows: Row[] = Array.from({ length: total }, (_, i) => ({ id: i + 1, status: 'published', rating: (i % 5) + 1 }));
  const undo = new Map<string, Row[]>();
  const calls: { fetch: ListQuery[]; perform: PerformInput[] } = { fetch: [], perform: [] };
  const matching = (filter: Record<string, unknown>) => rows.filter((r) => !filter.rating || (filter.rating as number[]).includes(r.rating));
  let failNext = false;
  const machine = moderationListMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchedPage, ListQuery>(async ({ input }) => {
        calls.fetch.push(input);
        if (failNext) {
          failNext = false;
          throw new Error('Network Error');
        }
        const all = matching(input.filter);
        const start = (input.page - 1) * input.perPage;
        return { items: all.slice(start, start + input.perPage), total: all.length, counts: { all: all.length } };
      }),
      perform: fromPromise(async ({ input }: { input: PerformInput }) => {
        calls.perform.push(input);
        if (input.action === 'explode') throw new Error('Refused');
        const ids = 'ids' in input.target ? input.target.ids : matching(input.target.filter).map((r) => r.id);
        const token = `undo-${undo.size + 1}`;
        undo.set(token, rows.map((r) => ({ ...r })));
        rows = rows.map((r) => (ids.includes(r.id) ? { ...r, status: input.action } : r));
        return { affected: ids.length, undoToken: token };
      }),
      undo: fromPromise(async ({ input }: { input: { token: string } }) => {
        const saved = undo.get(input.token);
        if (!saved) throw new Error('Undo expired');
        undo.delete(input.token);
        const restored = saved.filter((r, i) => rows[i]!.status !== r.status).length;
        rows = saved;
        return { restored };
      }),
    },
  });
  return { machine, calls, rows: () => rows, failNextFetch: () => (failNext = true) };
}

const query = (over: Partial<ListQuery> = {}): ListQuery => ({ filter: {}, page: 1, perPage: 10, ...over });

function start(server: ReturnType<typeof fakeServer>, q = query()) {
  const actor = createActor(server.machine, { input: { query: q } });
  const emitted: ModerationListEmitted[] = [];
  for (const type of ['acted', 'actFailed', 'undone', 'undoFailed', 'pageWanted'] as const) actor.on(type, (e) => emitted.push(e));
  actor.start();
  return { actor, emitted, idle: () => waitFor(actor, (s) => s.matches({ ready: 'idle' })) };
}

describe('moderation list', () => {
  it('a page past the end moves to the last page, says so for the address (in place), and does not load again when the address follows', async () => {
    const server = fakeServer(45);
    const { actor, emitted, idle } = start(server, query({ page: 999_999 }));
    await idle();
    expect(actor.getSnapshot().context.query.page).toBe(5);
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
    expect(emitted).toContainEqual({ type: 'pageWanted', page: 5, replace: true });
    const fetches = server.calls.fetch.length;
    actor.send({ type: 'list.query', query: query({ page: 5 }) });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(server.calls.fetch).toHaveLength(fetches);
    const empty = start(fakeServer(0), query({ page: 3 }));
    await empty.idle();
    expect(empty.actor.getSnapshot().context.query.page).toBe(1);
    expect(empty.actor.getSnapshot().context.total).toBe(0);
  });

  it('loads the page of the query and reloads when the query changes, dropping the selection', async () => {
    const { actor, idle } = start(fakeServer());
    await idle();
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    expect(actor.getSnapshot().context.total).toBe(45);
    actor.send({ type: 'list.select', ids: [1, 2, 2] });
    expect(selectedCount(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'list.query', query: query({ filter: { rating: [1] } }) });
    await idle();
    expect(actor.getSnapshot().context.total).toBe(9);
    expect(selectedCount(actor.getSnapshot())).toBe(0);
  });

  it('hides every matching row (not only the page), offers undo, and undo restores them', async () => {
    const server = fakeServer(120);
    const { actor, emitted, idle } = start(server, query({ filter: { rating: [2] } }));
    await idle();
    actor.send({ type: 'list.selectAllMatching' });
    expect(selectedCount(actor.getSnapshot())).toBe(24);
    actor.send({ type: 'list.act', action: 'hidden' });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    await idle();
    expect(server.calls.perform[0]!.target).toEqual({ filter: { rating: [2] } });
    expect(server.rows().filter((r) => r.status === 'hidden')).toHaveLength(24);
    expect(emitted).toContainEqual({ type: 'acted', action: 'hidden', affected: 24, undoable: true });
    expect(selectedCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'list.undo' });
    await idle();
    expect(emitted).toContainEqual({ type: 'undone', restored: 24, skipped: 0 });
    expect(server.rows().every((r) => r.status === 'published')).toBe(true);
    actor.send({ type: 'list.undo' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('acts on one row by id without touching the selection target', async () => {
    const server = fakeServer();
    const { actor, idle } = start(server);
    await idle();
    actor.send({ type: 'list.select', ids: [3, 4] });
    actor.send({ type: 'list.act', action: 'hidden', ids: [7] });
    await idle();
    expect(server.calls.perform[0]!.target).toEqual({ ids: [7] });
    expect(server.rows().find((r) => r.id === 7)!.status).toBe('hidden');
  });

  it('keeps the selection and reports the error when an action fails', async () => {
    const { actor, emitted, idle } = start(fakeServer());
    await idle();
    actor.send({ type: 'list.select', ids: [1, 2] });
    actor.send({ type: 'list.act', action: 'explode' });
    await idle();
    expect(emitted).toContainEqual({ type: 'actFailed', action: 'explode', message: 'Refused' });
    expect(actor.getSnapshot().context.selectedIds).toEqual([1, 2]);
  });

  it('does nothing for an action with nothing selected', async () => {
    const server = fakeServer();
    const { actor, idle } = start(server);
    await idle();
    actor.send({ type: 'list.act', action: 'hidden' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(server.calls.perform).toHaveLength(0);
  });

  it('moves the keyboard focus across rows and asks for the next or previous page at the ends', async () => {
    const { actor, emitted, idle } = start(fakeServer(15));
    await idle();
    expect(focusedItem(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'list.focusNext' });
    expect(focusedItem(actor.getSnapshot().context)?.id).toBe(1);
    actor.send({ type: 'list.focus', index: 9 });
    actor.send({ type: 'list.focusNext' });
    expect(emitted).toContainEqual({ type: 'pageWanted', page: 2 });
    actor.send({ type: 'list.query', query: query({ page: 2 }) });
    await idle();
    expect(focusedItem(actor.getSnapshot().context)?.id).toBe(11);
    actor.send({ type: 'list.focus', index: 4 });
    actor.send({ type: 'list.focusNext' });
    expect(focusedItem(actor.getSnapshot().context)?.id).toBe(15);
    expect(emitted.filter((e) => e.type === 'pageWanted')).toHaveLength(1);
    actor.send({ type: 'list.focus', index: 0 });
    actor.send({ type: 'list.focusPrevious' });
    expect(emitted).toContainEqual({ type: 'pageWanted', page: 1 });
    actor.send({ type: 'list.query', query: query({ page: 1 }) });
    await idle();
    expect(focusedItem(actor.getSnapshot().context)?.id).toBe(10);
  });

  it('shows a load failure and recovers on retry', async () => {
    const server = fakeServer();
    server.failNextFetch();
    const { actor, idle } = start(server);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('Network Error');
    actor.send({ type: 'list.retry' });
    await idle();
    expect(actor.getSnapshot().context.items).toHaveLength(10);
  });

  it('keeps a query change made while an action runs for the reload after it', async () => {
    const server = fakeServer();
    const { actor, emitted, idle } = start(server);
    await idle();
    actor.send({ type: 'list.select', ids: [1] });
    actor.send({ type: 'list.act', action: 'hidden' });
    actor.send({ type: 'list.query', query: query({ filter: { rating: [3] } }) });
    await idle();
    expect(emitted.some((e) => e.type === 'acted')).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(9);
    expect(server.calls.fetch.at(-1)!.filter).toEqual({ rating: [3] });
  });

  it('replaces an updated row in place', async () => {
    const { actor, idle } = start(fakeServer());
    await idle();
    actor.send({ type: 'list.updateItem', item: { id: 2, status: 'replied', rating: 5 } as Row });
    expect(actor.getSnapshot().context.items[1]).toEqual({ id: 2, status: 'replied', rating: 5 });
  });
});
