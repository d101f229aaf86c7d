import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { resourcePickerMachine } from '../../machines/resource-picker/resource-picker.machine';
import {
  classifyPage, isDisabled, pageRequest, productState, selectedCount, selectionLimit, toggleItem, toggleVariant, selectPickerErrorKey,
} from '../../machines/resource-picker/resource-picker.selectors';
import type { PickerEmitted, Selection } from '../../machines/resource-picker/resource-picker.types';
import type { PageRequest, PickerProduct, StorePage } from '../../src/contract/store';

const product = (n: number, variants = 3): PickerProduct => ({
  id: `p${n}`,
  title: `Product ${n}`,
  featured_media: null,
  variants: Array.from({ length: variants }, (_, i) => ({ id: `p${n}v${i}`, title: `V${i}`, price: '1.00', inventory_quantity: 1 })),
  total_variants: variants,
  has_only_default_variant: variants === 1,
});
const CATALOG = Array.from({ length: 8 }, (_, i) => product(i + 1, (i % 3) + 1));
const page = (products: PickerProduct[], more = false): StorePage => ({
  code: 0,
  data: { products, pageInfo: { hasNextPage: more, endCursor: more ? 'next' : null }, total: CATALOG.length },
});
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(fetch: (req: PageRequest) => Promise<StorePage> = async (req) => page(CATALOG.filter((p) => p.title.toLowerCase().includes(req.keyword.toLowerCase())))) {
  const clock = new SimulatedClock();
  const requests: PageRequest[] = [];
  const emitted: PickerEmitted[] = [];
  const machine = resourcePickerMachine.provide({
    actors: { fetchPage: fromPromise(({ input }) => (requests.push(input), fetch(input))) },
  });
  const actor = createActor(machine, { clock }).start();
  for (const type of ['picker.resolved', 'picker.toast'] as const) actor.on(type, (e) => emitted.push(e));
  return { actor, clock, requests, emitted };
}

describe('resource picker machine', () => {
  it('opens on a show event, fetches with the filter statuses, and lists the items', async () => {
    const { actor, requests } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'picker.open', options: { type: 'product', filter: { archived: true, draft: true } } });
    await flush();
    expect(requests[0]).toEqual({ type: 'product', keyword: '', status: 'ARCHIVED,DRAFT', cursor: null });
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.items).toHaveLength(8);
  });

  it('debounces search by 200 ms and refetches with the keyword', async () => {
    const { actor, clock, requests } = start();
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    actor.send({ type: 'picker.search', keyword: 'Pro' });
    clock.increment(150);
    actor.send({ type: 'picker.search', keyword: 'Product 3' });
    clock.increment(199);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.keyword).toBe('Product 3');
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['p3']);
  });

  it('runs one fetch at a time and re-runs once with the latest keyword for calls during a fetch', async () => {
    const pending: (() => void)[] = [];
    const { actor, requests } = start((req) => new Promise((r) => pending.push(() => r(page(CATALOG.filter((p) => p.title.includes(req.keyword)))))));
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    actor.send({ type: 'picker.search', keyword: 'Product 1' });
    actor.send({ type: 'picker.search', keyword: 'Product 2' });
    actor.send({ type: 'picker.search', keyword: 'Product 5' });
    expect(requests).toHaveLength(1);
    pending.shift()!();
    await flush();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.keyword).toBe('Product 5');
    pending.shift()!();
    await flush();
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['p5']);
  });

  it('selects all variants with the product, tracks indeterminate, and returns the selection on Select', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'picker.open', options: { type: 'product', action: 'add' } });
    await flush();
    actor.send({ type: 'picker.toggle', id: 'p3' });
    const p3 = CATALOG[2]!;
    expect(productState(actor.getSnapshot().context.selection, p3)).toBe(true);
    actor.send({ type: 'picker.toggleVariant', productId: 'p3', variantId: 'p3v0' });
    expect(productState(actor.getSnapshot().context.selection, p3)).toBe('indeterminate');
    actor.send({ type: 'picker.confirm' });
    expect(actor.getSnapshot().value).toBe('closed');
    const resolved = emitted.find((e) => e.type === 'picker.resolved');
    expect(resolved).toMatchObject({ result: { type: 'product', action: 'add', items: [{ id: 'p3', selected: 'indeterminate' }] } });
    const items = (resolved as { result: { items: PickerProduct[] } }).result.items;
    expect(items[0]?.variants.map((v) => v.id)).toEqual(['p3v1', 'p3v2']);
  });

  it('Select does nothing while nothing is selected; Cancel returns null', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    actor.send({ type: 'picker.confirm' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'picker.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toContainEqual({ type: 'picker.resolved', result: null });
  });

  it('starts from selectionIds and fills in the items on first load', async () => {
    const { actor } = start();
    actor.send({ type: 'picker.open', options: { type: 'product', selectionIds: [{ id: 'p3', variants: [{ id: 'p3v2' }] }, { id: 'p2' }] } });
    expect(selectedCount(actor.getSnapshot().context.selection)).toBe(2);
    await flush();
    const sel = actor.getSnapshot().context.selection;
    expect(productState(sel, CATALOG[2]!)).toBe('indeterminate');
    expect(productState(sel, CATALOG[1]!)).toBe(true);
  });

  it('keeps the selection across searches', async () => {
    const { actor, clock } = start();
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    actor.send({ type: 'picker.toggle', id: 'p1' });
    actor.send({ type: 'picker.search', keyword: 'Product 4' });
    clock.increment(200);
    await flush();
    expect(Object.keys(actor.getSnapshot().context.selection)).toEqual(['p1']);
  });

  it('loads the next page and appends it', async () => {
    const { actor, requests } = start(async (req) => (req.cursor ? page(CATALOG.slice(4)) : page(CATALOG.slice(0, 4), true)));
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    actor.send({ type: 'picker.loadMore' });
    await flush();
    expect(requests[1]?.cursor).toBe('next');
    expect(actor.getSnapshot().context.items).toHaveLength(8);
  });

  it.each([
    [{ code: 0, data: null } as StorePage, { type: 'picker.toast', message: 'Invalid response format: missing data', error: true }],
    [{ code: 1, reasonCode: 1100001, msg: 'x' } as StorePage, { type: 'picker.toast', message: 'Fetch data error', error: true }],
  ])('reports %j', async (answer, expected) => {
    const { actor, emitted } = start(async () => answer);
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    expect(emitted).toContainEqual(expected);
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('keeps an expired token that no fresh token rescued as an error (never an empty list), and Retry asks again', async () => {
    const answers: StorePage[] = [{ code: 1, reasonCode: 1100003, msg: 'Token expired' }, page(CATALOG.slice(0, 2))];
    const { actor, requests } = start(async () => answers.shift()!);
    actor.send({ type: 'picker.open', options: { type: 'product' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('expired');
    expect(selectPickerErrorKey(actor.getSnapshot())).toBe('expired');
    actor.send({ type: 'picker.retry' });
    await flush();
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(selectPickerErrorKey(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    actor.send({ type: 'picker.retry' });
    await flush();
    expect(requests).toHaveLength(2);
  });

  it('reports a network failure', async () => {
    const { actor, emitted } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'picker.open', options: { type: 'collection' } });
    await flush();
    expect(emitted).toContainEqual({ type: 'picker.toast', message: 'Network error. Please try again later.', error: true });
  });

  it('collections are selected or not', async () => {
    const { actor, emitted } = start(async () => ({ code: 0, data: { collections: [{ id: 'c1', title: 'C', image: null, products_count: 3 }], total: 1 } }));
    actor.send({ type: 'picker.open', options: { type: 'collection', multiple: false } });
    await flush();
    actor.send({ type: 'picker.toggle', id: 'c1' });
    actor.send({ type: 'picker.confirm' });
    expect(emitted).toContainEqual({ type: 'picker.resolved', result: { type: 'collection', items: [{ id: 'c1', title: 'C', image: null, products_count: 3 }] } });
    expect(pageRequest({ options: { type: 'collection' }, keyword: ' x ' })).toEqual({ type: 'collection', keyword: 'x', status: '', cursor: null });
    expect(classifyPage({ code: 0, data: { products: [] } }, 'collection')).toEqual({ kind: 'error', message: 'Invalid response format: missing data' });
  });
});

describe('picker selection rules (properties)', () => {
  const ops = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('item' as const), n: fc.integer({ min: 0, max: 7 }) }),
      fc.record({ kind: fc.constant('variant' as const), n: fc.integer({ min: 0, max: 7 }), v: fc.integer({ min: 0, max: 2 }) }),
    ),
    { maxLength: 40 },
  );
  const multiple = fc.oneof(fc.boolean(), fc.integer({ min: 1, max: 5 }));

  it('never exceeds the limit; states follow the variants; unselected items disable at the limit', () => {
    fc.assert(
      fc.property(multiple, ops, (m, list) => {
        const limit = selectionLimit(m);
        let sel: Selection = {};
        for (const op of list) {
          const p = CATALOG[op.n]!;
          sel = op.kind === 'item' ? toggleItem(sel, p, limit) : toggleVariant(sel, p, p.variants[op.v % p.variants.length]!.id, limit);
          expect(selectedCount(sel)).toBeLessThanOrEqual(limit);
        }
        for (const p of CATALOG) {
          const entry = sel[p.id];
          const state = productState(sel, p);
          if (!entry) expect(state).toBe(false);
          else expect(state).toBe(entry.variantIds!.length === p.variants.length ? true : 'indeterminate');
          expect(isDisabled(sel, p.id, limit)).toBe(!entry && selectedCount(sel) >= limit);
        }
      }),
    );
  });

  it('selecting an unselected product selects all its variants; toggling a fully selected one clears it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (n) => {
        const p = CATALOG[n]!;
        const on = toggleItem({}, p, Infinity);
        expect(productState(on, p)).toBe(true);
        expect(toggleItem(on, p, Infinity)).toEqual({});
      }),
    );
    expect(selectionLimit(false)).toBe(1);
    expect(selectionLimit(true)).toBe(Infinity);
    expect(selectionLimit(3)).toBe(3);
  });
});
