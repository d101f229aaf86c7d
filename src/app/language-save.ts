import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../contract/constants';
import { storageGet, storageSet } from '../lib/storage';
import type { Runtime } from './runtime.types';

/** Where the merchant's language choice stands. */
export interface LanguageSaveState {
  /** The language being saved, else null. */
  saving: LanguageCode | null;
  /** The language whose save failed (the interface still shows the previous one), else null. */
  failed: LanguageCode | null;
}

interface LanguageSave {
  state(): LanguageSaveState;
  subscribe(listener: () => void): () => void;
  choose(code: LanguageCode): Promise<boolean>;
}

const IDLE: LanguageSaveState = { saving: null, failed: null };
const saves = new WeakMap<Runtime, LanguageSave>();

/**
 * The merchant's language choice. It switches the interface only once backend_lang is saved: what
 * the merchant sees is always what a reload shows. A failed save leaves the previous language on
 * screen and remembers the choice, so Try again can save it.
 */
function languageSaveOf(runtime: Runtime): LanguageSave {
  const known = saves.get(runtime);
  if (known) return known;
  let state = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: LanguageSaveState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const save: LanguageSave = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async choose(code) {
      set({ saving: code, failed: null });
      try {
        await runtime.changeLanguage(code);
        set(IDLE);
        return true;
      } catch {
        set({ saving: null, failed: code });
        return false;
      }
    },
  };
  saves.set(runtime, save);
  return save;
}

/** The language choice of the page: its state, `choose` and `retry` (the failed choice again). */
export function useLanguageSave(runtime: Runtime) {
  const save = languageSaveOf(runtime);
  const state = useSyncExternalStore(save.subscribe, save.state);
  return {
    ...state,
    choose: (code: LanguageCode) => save.choose(code),
    retry: () => (state.failed ? save.choose(state.failed) : Promise.resolve(true)),
  };
}

const PICKED_KEY = 'langPicked';

/** Notes that the merchant picked the interface language (saved as backend_lang). */
export function markLanguagePicked(code: LanguageCode): void {
  storageSet(PICKED_KEY, code);
}

/**
 * True once the merchant has picked a language here: from then on the shop's saved backend_lang
 * wins over an element's `lang` attribute, which is only the embedding page's first choice.
 */
export function languagePicked(): boolean {
  return storageGet<string>(PICKED_KEY) !== null;
}
