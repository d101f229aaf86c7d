import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { Runtime } from '../../../src/app/runtime';
import { createAppRouter } from '../../../src/routes/tree';

/** The parts of the runtime the tree's guard and layouts use. */
export function fakeRuntime(opts: { token?: boolean; embedded?: boolean } = {}) {
  const runtime = {
    hasToken: () => !!opts.token,
    host: { embedded: !!opts.embedded },
    i18n: { loadNamespaces: vi.fn(async () => undefined) },
    startup: { send: vi.fn() },
  };
  return runtime;
}

/** The app's router at `path` (memory history) with a fake runtime. */
export function routerAt(path: string, runtime = fakeRuntime({ token: true })) {
  // The tree only reaches the members of the fake above (and the api of the pages with a loader).
  const router = createAppRouter(runtime as unknown as Runtime, createMemoryHistory({ initialEntries: [path] }));
  return { router, runtime };
}
