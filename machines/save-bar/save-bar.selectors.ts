import type { SaveBarContext, SettingValues } from './save-bar.types';

/** Structural equality of JSON-like values (objects by keys, arrays by items). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as SettingValues)[k], (b as SettingValues)[k]));
}

/** The unsaved map after a change: added when it differs from the saved value, removed when equal again. */
export function applyChange(ctx: Pick<SaveBarContext, 'current' | 'unsaved'>, key: string, value: unknown): SettingValues {
  const next = { ...ctx.unsaved };
  if (deepEqual(value, ctx.current[key])) delete next[key];
  else next[key] = value;
  return next;
}

/** What the screen shows: saved values with the unsaved ones on top. */
export const valuesOf = (ctx: SaveBarContext): SettingValues => ({ ...ctx.current, ...ctx.unsaved });

/** True while anything is unsaved. */
export const hasUnsaved = (ctx: Pick<SaveBarContext, 'unsaved'>): boolean => Object.keys(ctx.unsaved).length > 0;

/**
 * Unsaved settings left after a save of `sent`: edits made during the save stay unsaved; a sent
 * value the server saved in its own form (trimmed, sanitised) is saved, not an edit.
 */
export function afterSave(ctx: Pick<SaveBarContext, 'current' | 'unsaved'>, sent: SettingValues, saved: SettingValues): Pick<SaveBarContext, 'current' | 'unsaved'> {
  const current = { ...ctx.current, ...sent, ...saved };
  const unsaved: SettingValues = {};
  for (const [k, v] of Object.entries(ctx.unsaved)) if (!deepEqual(v, current[k]) && !(k in sent && deepEqual(v, sent[k]))) unsaved[k] = v;
  return { current, unsaved };
}

type Snapshot = { context: SaveBarContext; matches: (state: 'closed' | 'open' | 'saving') => boolean };

/** What the screen shows (saved values with the unsaved ones on top). */
export const selectSaveBarValues = (s: Snapshot): SettingValues => valuesOf(s.context);

/** True while anything is unsaved. */
export const selectSaveBarDirty = (s: Snapshot): boolean => hasUnsaved(s.context);

/** True while the save bar shows. */
export const selectSaveBarOpen = (s: Snapshot): boolean => !s.matches('closed');

/** True while the save runs. */
export const selectSaveBarSaving = (s: Snapshot): boolean => s.matches('saving');

/** Message of the last failed save. */
export const selectSaveBarError = (s: Snapshot): string | null => s.context.error;

/** The values saved elsewhere when the last save was stale (null without a conflict). */
export const selectSaveBarConflict = (s: Snapshot): SettingValues | null => s.context.conflict;
