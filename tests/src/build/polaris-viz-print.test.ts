import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- the build configuration is plain JavaScript without type declarations
import { polarisVizPrintListener } from '../../../rollup.config.mjs';

const ID = `${process.cwd()}/node_modules/@shopify/polaris-viz/build/esm/hooks/usePrintResizing.js`;
const SOURCE = readFileSync(ID, 'utf8');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform: Transform = polarisVizPrintListener().transform;
const context = { error: (message: string): never => { throw new Error(message); } };

interface FakeList { added: unknown[]; addEventListener(type: string, fn: unknown): void; removeEventListener(type: string, fn: unknown): void }

/** Mounts and unmounts the module's hook with fake React hooks and a `matchMedia` that returns a new list per call, as browsers do. */
function mountAndUnmount(code: string): FakeList[] {
  const lists: FakeList[] = [];
  const matchMedia = () => {
    const list: FakeList = {
      added: [],
      addEventListener: (_type, fn) => list.added.push(fn),
      removeEventListener: (_type, fn) => { list.added = list.added.filter((f) => f !== fn); },
    };
    lists.push(list);
    return list;
  };
  const body = code.replace(/import [^;]* from '[^']+';/g, '').replace(/^export \{ usePrintResizing \};$/m, 'return usePrintResizing;');
  const cleanUps: (() => void)[] = [];
  const hook = new Function('useState', 'useLayoutEffect', 'useBrowserCheck', 'window', body)(
    (initial: unknown) => [initial, vi.fn()],
    (effect: () => () => void) => cleanUps.push(effect()),
    () => ({ isFirefox: false, isSafari: false }),
    { matchMedia },
  );
  hook({ ref: {}, setContainerBounds: vi.fn(), onIsPrintingChange: vi.fn() });
  cleanUps.forEach((cleanUp) => cleanUp());
  return lists;
}

describe("the build's fix of polaris-viz's print listener", () => {
  it('leaves no print listener behind once a chart unmounts', () => {
    const patched = transform.call(context, SOURCE, ID);
    const left = mountAndUnmount(patched!.code).flatMap((list) => list.added);
    expect(left).toEqual([]);
  });

  it('is needed: the module as published leaves its listener on the page', () => {
    const left = mountAndUnmount(SOURCE).flatMap((list) => list.added);
    expect(left).toHaveLength(1);
  });

  it('fails the build when the module no longer looks as expected, and leaves other modules alone', () => {
    expect(() => transform.call(context, 'export const x = 1;', ID)).toThrow(/no longer calls/);
    expect(transform.call(context, SOURCE, '/x/node_modules/@shopify/polaris-viz/build/esm/index.js')).toBeNull();
  });
});
