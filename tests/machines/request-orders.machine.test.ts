import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RequestActionPayload, RequestActionResult, RequestView } from '../../src/contract/review-requests';
import { requestOrdersMachine } from '../../machines/collect/request-orders.machine';
import { selectActingIds, selectOrdersBusy, selectOrdersError, selectSelectedCount } from '../../machines/collect/request-orders.selectors';
import type { RequestOrdersEmitted } from '../../machines/collect/request-orders.types';

const view = (id: number, status: RequestView['status'] = 'sent'): RequestView => ({
  id, status, dueAt: null, sentAt: null, openedAt: null, clickedAt: null, reviewedAt: null, emailsSent: 1, reason: null, error: null,
});

function start(answer: (payload: RequestActionPayload) => Promise<RequestActionResult>) {
  const calls: RequestActionPayload[] = [];
  let refreshes = 0;
  const emitted: RequestOrdersEmitted[] = [];
  const actor = createActor(
    requestOrdersMachine.provide({
      actors: {
        requestAction: fromPromise(({ input }: { input: RequestActionPayload }) => {
          calls.push(input);
          return answer(input);
        }),
        refresh: fromPromise<void, void>(async () => {
          refreshes += 1;
        }),
      },
    }),
  ).start();
  actor.on('orders.acted', (e) => emitted.push(e));
  return { actor, calls, emitted, refreshes: () => refreshes };
}

describe('request orders machine', () => {
  it('selects requests, sends now in bulk, refreshes the list and reports how many changed', async () => {
    const { actor, calls, emitted, refreshes } = start(async (p) => ({ updated: p.ids.map((id) => view(id)), refused: [] }));
    actor.send({ type: 'orders.select', ids: [3, 4, 4, 5] });
    expect(selectSelectedCount(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'orders.act', action: 'send_now' });
    expect(selectOrdersBusy(actor.getSnapshot())).toBe(true);
    expect(selectActingIds(actor.getSnapshot())).toEqual([3, 4, 5]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ action: 'send_now', ids: [3, 4, 5] }]);
    expect(refreshes()).toBe(1);
    expect(emitted).toEqual([{ type: 'orders.acted', outcome: { action: 'send_now', updated: 3, refused: [] } }]);
    expect(selectSelectedCount(actor.getSnapshot())).toBe(0);
  });

  it('a partial refusal reports the changed count and each refused request with its reason, which stay selected', async () => {
    const { actor, emitted } = start(async () => ({ updated: [view(1, 'cancelled')], refused: [{ id: 2, reason: 'already_sent' }] }));
    actor.send({ type: 'orders.select', ids: [1, 2] });
    actor.send({ type: 'orders.act', action: 'cancel' });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.outcome).toEqual({ action: 'cancel', updated: 1, refused: [{ id: 2, reason: 'already_sent' }] });
    expect(s.context.selectedIds).toEqual([2]);
    expect(emitted).toHaveLength(1);
    actor.send({ type: 'orders.dismiss' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('a row action names its own request, not the selection', async () => {
    const { actor, calls } = start(async (p) => ({ updated: p.ids.map((id) => view(id)), refused: [] }));
    actor.send({ type: 'orders.select', ids: [7, 8] });
    actor.send({ type: 'orders.act', action: 'send_now', ids: [9] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ action: 'send_now', ids: [9] }]);
  });

  it('reschedule needs its date; nothing is sent without a request named', async () => {
    const { actor, calls } = start(async (p) => ({ updated: p.ids.map((id) => view(id, 'scheduled')), refused: [] }));
    actor.send({ type: 'orders.act', action: 'send_now' });
    actor.send({ type: 'orders.act', action: 'reschedule', ids: [1] });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'orders.act', action: 'reschedule', ids: [1], dueAt: '2030-01-02T09:00:00.000Z' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ action: 'reschedule', ids: [1], dueAt: '2030-01-02T09:00:00.000Z' }]);
  });

  it('a failed action keeps the selection and the message; retry sends the same action once more', async () => {
    let fail = true;
    const { actor, calls, refreshes } = start(async (p) => {
      if (fail) throw new Error('Server error');
      return { updated: p.ids.map((id) => view(id)), refused: [] };
    });
    actor.send({ type: 'orders.select', ids: [1, 2] });
    actor.send({ type: 'orders.act', action: 'send_now' });
    let s = await waitFor(actor, (x) => x.matches('idle') && x.context.error !== null);
    expect(selectOrdersError(s)).toBe('Server error');
    expect(s.context.selectedIds).toEqual([1, 2]);
    expect(refreshes()).toBe(0);
    fail = false;
    actor.send({ type: 'orders.retry' });
    s = await waitFor(actor, (x) => x.matches('idle') && x.context.outcome !== null);
    expect(calls).toEqual([{ action: 'send_now', ids: [1, 2] }, { action: 'send_now', ids: [1, 2] }]);
    expect(s.context.error).toBeNull();
  });

  it('no second action starts while one is in flight', async () => {
    let release!: () => void;
    const { actor, calls } = start((p) => new Promise((resolve) => (release = () => resolve({ updated: p.ids.map((id) => view(id)), refused: [] }))));
    actor.send({ type: 'orders.act', action: 'send_now', ids: [1] });
    actor.send({ type: 'orders.act', action: 'cancel', ids: [1] });
    release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toHaveLength(1);
  });
});
