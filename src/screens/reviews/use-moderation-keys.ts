import { useEffect, useRef } from 'react';

/** What each shortcut does; absent handlers leave their key alone. */
export interface ModerationKeyHandlers {
  next?: () => void;
  previous?: () => void;
  toggleSelect?: () => void;
  open?: () => void;
  publish?: () => void;
  hide?: () => void;
  reply?: () => void;
  pin?: () => void;
  verify?: () => void;
  remove?: () => void;
  undo?: () => void;
  search?: () => void;
  help?: () => void;
}

/** The keys of each shortcut, as the help overlay lists them. */
export const MODERATION_KEYS: Record<keyof ModerationKeyHandlers, readonly string[]> = {
  next: ['j'],
  previous: ['k'],
  toggleSelect: ['x'],
  open: ['o', 'Enter'],
  publish: ['p'],
  hide: ['h'],
  reply: ['r'],
  pin: ['f'],
  verify: ['v'],
  remove: ['#'],
  undo: ['z'],
  search: ['/'],
  help: ['?'],
};

const BY_KEY = new Map<string, keyof ModerationKeyHandlers>(
  (Object.entries(MODERATION_KEYS) as [keyof ModerationKeyHandlers, readonly string[]][]).flatMap(([name, keys]) => keys.map((k) => [k, name])),
);

/** True when the key press belongs to a field, a button or an open dialog, not to the list. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  if (event.key === 'Enter' && target.closest('button, a, [role="button"], [role="checkbox"]')) return true;
  const root = target.getRootNode();
  const doc = root instanceof ShadowRoot || root instanceof Document ? root : document;
  return Boolean(doc.querySelector('.Polaris-Modal-Dialog__Modal'));
}

/** Keyboard moderation over the list: single keys while no field or dialog has the focus. */
export function useModerationKeys(handlers: ModerationKeyHandlers, enabled = true): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const name = BY_KEY.get(event.key);
      if (!name || isForSomethingElse(event)) return;
      const handler = current.current[name];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
