import { assign, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../../src/lib/constants';

/** A toast (SPEC §3). */
export interface Toast {
  id: string;
  content: string;
  error: boolean;
  /** Milliseconds on screen. */
  duration: number;
  action?: { content: string; onAction: () => void };
}

export type ToastInput = Omit<Toast, 'id' | 'error' | 'duration'> & Partial<Pick<Toast, 'id' | 'error' | 'duration'>>;

export type ToastsEvent =
  | { type: 'toast.show'; toast: ToastInput }
  | { type: 'toast.remove'; id: string }
  | { type: 'toast.clear' };

let seq = 0;

/** The page's toasts: appended (once per message on screen), removed by id, cleared. */
export const toastsMachine = setup({
  types: { context: {} as { toasts: Toast[] }, events: {} as ToastsEvent },
}).createMachine({
  id: 'toasts',
  context: { toasts: [] },
  initial: 'active',
  states: {
    active: {
      description: 'Holds the toasts on screen, oldest first.',
      on: {
        'toast.show': {
          // The same message already on screen is not shown twice (e.g. several calls failing alike).
          guard: ({ context, event }) => !context.toasts.some((t) => t.content === event.toast.content && t.error === (event.toast.error ?? false)),
          actions: assign({
            toasts: ({ context, event }) => [
              ...context.toasts,
              { error: false, duration: TOAST_DURATION_MS, ...event.toast, id: event.toast.id ?? `toast-${++seq}` },
            ],
          }),
        },
        'toast.remove': { actions: assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }) },
        'toast.clear': { actions: assign({ toasts: [] }) },
      },
    },
  },
});
