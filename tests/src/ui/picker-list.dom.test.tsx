import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createInstance } from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { resourcePickerMachine } from '../../../machines/resource-picker/resource-picker.machine';
import type { PickerOptions } from '../../../machines/resource-picker/resource-picker.types';
import type { Runtime } from '../../../src/app/runtime';
import { RuntimeProvider } from '../../../src/app/runtime-context';
import type { PageRequest, PickerCollection, PickerProduct, StorePage } from '../../../src/contract/store';
import common from '../../../src/locales/en/common.json';
import { PickerList } from '../../../src/ui/picker/PickerList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = (n: number, variants: number): PickerProduct => ({
  id: `p${n}`,
  title: `Product ${n}`,
  featured_media: null,
  variants: Array.from({ length: variants }, (_, i) => ({ id: `p${n}v${i}`, title: `V${i}`, price: '1.00', inventory_quantity: 1 })),
  total_variants: variants,
  has_only_default_variant: variants === 1,
});
const collection = (n: number, count: number): PickerCollection => ({ id: `c${n}`, title: `Collection ${n}`, image: null, products_count: count });

let root: ReturnType<typeof createRoot> | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

/** Renders the list of a picker opened with `options` whose store answers `items`; returns the actor and the host. */
async function renderList(options: PickerOptions, all: (PickerProduct | PickerCollection)[]) {
  const page = (keyword: string): StorePage => {
    const items = all.filter((i) => i.title.includes(keyword));
    // A search answer names the shop's money format (the first, without one, falls back to the symbol).
    return { code: 0, ...(keyword ? { currency_format: '{{amount}} Kč' } : {}), data: { products: items as PickerProduct[], collections: items as PickerCollection[], pageInfo: { hasNextPage: false, endCursor: null }, total: items.length } };
  };
  const fetchPage = fromPromise<StorePage, PageRequest>(async ({ input }) => page(input.keyword));
  const picker = createActor(resourcePickerMachine.provide({ actors: { fetchPage } })).start();
  picker.send({ type: 'picker.open', options });
  await waitFor(picker, (s) => s.matches({ open: 'idle' }));
  // The shop's currency symbol reaches the variants' prices.
  const startup = createActor(createMachine({ context: { data: { userInfo: { currency_symbol: '€' } } } })).start();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, ns: ['common'], interpolation: { escapeValue: false } });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <AppProvider i18n={en}>
          <RuntimeProvider value={{ picker, startup } as unknown as Runtime}>
            <PickerList />
          </RuntimeProvider>
        </AppProvider>
      </I18nextProvider>,
    ),
  );
  return { picker, host };
}

const titles = (el: HTMLElement) => rows(el).map((r) => r.querySelector('span[class*="Text"]')?.textContent);
const rows = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[data-testid="picker-row"]')];
const boxes = (row: HTMLElement) => [...row.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
const click = (input: HTMLInputElement) => act(() => input.click());

describe('the picker list', () => {
  it('ticks every variant of a product ticked, shows a product with some variants as mixed, and leaves the other rows alone', async () => {
    const { host } = await renderList({ type: 'product' }, [product(1, 3), product(2, 2)]);
    const [first, second] = rows(host);
    click(boxes(first!)[0]!);
    expect(boxes(first!).map((b) => b.checked)).toEqual([true, true, true, true]);
    expect(boxes(second!).map((b) => b.checked)).toEqual([false, false, false]);
    click(boxes(first!)[2]!);
    expect(boxes(first!)[0]!.getAttribute('aria-checked')).toBe('mixed');
    expect(boxes(first!).slice(1).map((b) => b.checked)).toEqual([true, false, true]);
    click(boxes(second!)[1]!);
    expect(boxes(second!)[0]!.getAttribute('aria-checked')).toBe('mixed');
    expect(boxes(first!)[0]!.getAttribute('aria-checked')).toBe('mixed');
    expect(first!.textContent).toContain('V0 · €1.00');
  });

  it('disables the rows not chosen once the limit is reached, and enables them again when one is removed', async () => {
    const { host } = await renderList({ type: 'product', multiple: 1 }, [product(1, 1), product(2, 1), product(3, 1)]);
    click(boxes(rows(host)[1]!)[0]!);
    expect(rows(host).map((r) => boxes(r)[0]!.disabled)).toEqual([true, false, true]);
    click(boxes(rows(host)[1]!)[0]!);
    expect(rows(host).map((r) => boxes(r)[0]!.disabled)).toEqual([false, false, false]);
  });

  it('lists every item of a long page, and the last one can be ticked', async () => {
    const { host } = await renderList({ type: 'product' }, Array.from({ length: 120 }, (_, i) => product(i + 1, 1)));
    await act(async () => {});
    expect(rows(host)).toHaveLength(120);
    expect(host.querySelector('ul')!.getAttribute('aria-busy')).toBe('false');
    click(boxes(rows(host)[119]!)[0]!);
    expect(boxes(rows(host)[119]!)[0]!.checked).toBe(true);
  });

  it('replaces the rows with a search answer and keeps the selection across it', async () => {
    const { picker, host } = await renderList({ type: 'product' }, Array.from({ length: 40 }, (_, i) => product(i + 1, 1)));
    await act(async () => {});
    click(boxes(rows(host)[2]!)[0]!);
    picker.send({ type: 'picker.search', keyword: 'Product 3' });
    await act(async () => {
      await waitFor(picker, (s) => s.matches({ open: 'idle' }) && s.context.keyword === 'Product 3');
    });
    expect(titles(host)).toEqual(['Product 3', ...Array.from({ length: 10 }, (_, i) => `Product 3${i}`)]);
    expect(boxes(rows(host)[0]!)[0]!.checked).toBe(true);
    expect(boxes(rows(host)[1]!)[0]!.checked).toBe(false);
  });

  it("writes variant prices with the shop's money format once an answer names it", async () => {
    const { picker, host } = await renderList({ type: 'product' }, [product(1, 2), product(12, 2)]);
    await act(async () => {});
    expect(rows(host)[0]!.textContent).toContain('V0 · €1.00');
    picker.send({ type: 'picker.search', keyword: 'Product 1' });
    await act(async () => {
      await waitFor(picker, (s) => s.matches({ open: 'idle' }) && s.context.keyword === 'Product 1');
    });
    expect(rows(host)[0]!.textContent).toContain('V0 · 1.00 Kč');
  });

  it('lists collections with their product count', async () => {
    const { host } = await renderList({ type: 'collection' }, [collection(1, 1), collection(2, 12)]);
    const lines = rows(host).map((r) => [...r.querySelectorAll('span')].map((s) => s.textContent).filter((t) => /product/.test(t ?? '')).pop());
    expect(lines).toEqual(['1 product', '12 products']);
  });

  it('keeps the items selected when opened with selection ids', async () => {
    const { host } = await renderList({ type: 'product', selectionIds: [{ id: 'p2', variants: [{ id: 'p2v1' }] }] }, [product(1, 2), product(2, 2)]);
    const [, second] = rows(host);
    expect(boxes(second!)[0]!.getAttribute('aria-checked')).toBe('mixed');
    expect(boxes(second!).slice(1).map((b) => b.checked)).toEqual([false, true]);
  });
});
