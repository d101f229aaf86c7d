import type { i18n as I18n } from 'i18next';

const watchers = new WeakMap<I18n, LocaleFailures>();

/** One locale file that still failed after the loader's retries. */
export interface FailedLocale {
  lng: string;
  ns: string;
}

/**
 * The English words of the locale-failure banner, bundled so the banner never depends on a fetch
 * (a test keeps them equal to `localeFailure` of `src/locales/en/common.json`).
 */
export const LOCALE_FAILURE_EN = {
  title: 'Some texts of this page could not be loaded',
  body: 'Parts of the page may show in another language until they load.',
  retry: 'Try again',
} as const;

/** Watches the page's locale loads; lists what failed and reloads it on request. */
export interface LocaleFailures {
  /** The locale files that failed (same array until it changes). */
  current(): readonly FailedLocale[];
  /** Calls `listener` whenever the list changes, or a retry loaded new texts; returns the undo. */
  subscribe(listener: () => void): () => void;
  /** Loads the failed files again; resolves true when all of them loaded. */
  retry(): Promise<boolean>;
  /** Stops watching. */
  stop(): void;
}

const same = (a: FailedLocale, lng: string, ns: string) => a.lng === lng && a.ns === ns;

/** Starts watching `i18n` (the page's instance; the elements' clones share its loader). */
function watchLocaleFailures(i18n: I18n): LocaleFailures {
  let failed: readonly FailedLocale[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onFailed = (lng: string, ns: string) => {
    if (failed.some((f) => same(f, lng, ns))) return;
    failed = [...failed, { lng, ns }];
    notify();
  };
  const onLoaded = (loaded: Record<string, Record<string, boolean>>) => {
    const next = failed.filter((f) => !(loaded[f.lng]?.[f.ns] && i18n.hasResourceBundle(f.lng, f.ns)));
    if (next.length === failed.length) return;
    failed = next;
    notify();
  };
  i18n.on('failedLoading', onFailed);
  i18n.on('loaded', onLoaded);
  return {
    current: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async retry() {
      const todo = failed;
      if (todo.length === 0) return true;
      // Forget them first: a file failing again is reported again.
      failed = [];
      const lngs = [...new Set(todo.map((f) => f.lng))];
      const nss = [...new Set(todo.map((f) => f.ns))];
      await i18n.reloadResources(lngs, nss);
      notify();
      return failed.length === 0;
    },
    stop() {
      i18n.off('failedLoading', onFailed);
      i18n.off('loaded', onLoaded);
      listeners.clear();
    },
  };
}

/** The watcher of a page's i18next instance (started by `createI18n`); none for other instances. */
export function localeFailuresOf(i18n: I18n): LocaleFailures | undefined {
  return watchers.get(i18n);
}

/** Starts watching the page's instance before its first load, and keeps the watcher for `localeFailuresOf`. */
export function registerLocaleFailures(i18n: I18n): LocaleFailures {
  const watcher = watchLocaleFailures(i18n);
  watchers.set(i18n, watcher);
  return watcher;
}
