import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Runtime } from './runtime';
import { selectStartupStatus } from '../../machines/startup/startup.selectors';
import { selectSuperAdmin } from '../../machines/auth/session.selectors';

const RuntimeContext = createContext<Runtime | null>(null);

/** Provides the page runtime to the tree of one element. */
export const RuntimeProvider = RuntimeContext.Provider;

/** The page runtime, or null outside an admin element (a piece rendered on its own). */
export function useRuntimeOrNull(): Runtime | null {
  return useContext(RuntimeContext);
}

/** The page runtime; throws outside an admin element. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeProvider');
  return runtime;
}

/** The startup state name ('idle' | 'loading' | 'ready' | 'failed'). */
export function useStartupState(): string {
  return useSelector(useRuntime().startup, selectStartupStatus);
}

/** True for an operator session. */
export function useIsSuperAdmin(): boolean {
  return useSelector(useRuntime().session, selectSuperAdmin);
}

/** What the mounted element is (the whole admin, or one section of it) and its own settings. */
const ElementContext = createContext<{ section?: string | undefined; headerShow?: boolean | undefined }>({});

/** Provides what kind of element renders the tree. */
export const ElementProvider = ElementContext.Provider;

/** True inside a lone section element (the host page owns the rest of the screen). */
export function useIsSection(): boolean {
  return !!useContext(ElementContext).section;
}

/** The element's headerShow switch (SPEC §3; `header-show`, live): false hides the top bar. */
export function useHeaderShow(): boolean {
  return useContext(ElementContext).headerShow ?? true;
}
