import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { saveBarMachine } from '../../../machines/save-bar/save-bar.machine';

/** The widget page's save bar. */
export type SaveBarRef = ActorRefFrom<typeof saveBarMachine>;

/**
 * The draft value of one key of the save bar (the unsaved one, else the saved one): a field reads
 * only its own value, so a keystroke redraws that field and nothing else of the form.
 */
export function useDraft(saveBar: SaveBarRef, key: string): unknown {
  return useSelector(saveBar, (s) => (key in s.context.unsaved ? s.context.unsaved[key] : s.context.current[key]));
}
