import { assign, emit, fromPromise, setup } from 'xstate';
import type { TaskContext, TaskEmitted, TaskEvent } from './task.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One action a merchant starts (save a reply, redeem a code, import reviews…): idle, running the
 * injected `perform` actor, then back to idle with the answer or to failed with the message. What
 * the merchant typed lives outside the task, so a failure loses nothing; running again retries.
 */
export const taskMachine = setup({
  types: {
    context: {} as TaskContext,
    events: {} as TaskEvent,
    emitted: {} as TaskEmitted,
  },
  actors: {
    perform: fromPromise<unknown, unknown>(() => Promise.reject(new Error('perform is not provided'))),
  },
}).createMachine({
  id: 'task',
  context: { output: null, error: null, runs: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing running; the last answer (if any) is in context.',
      on: {
        'task.run': 'running',
        'task.invalid': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    running: {
      description: 'The injected perform actor is running; its button shows loading.',
      entry: assign({ runs: ({ context }) => context.runs + 1, error: null }),
      invoke: {
        src: 'perform',
        input: ({ event }: { event: TaskEvent }) => (event.type === 'task.run' ? event.input : undefined),
        onDone: {
          target: 'idle',
          actions: [
            assign({ output: ({ event }) => event.output }),
            emit(({ context, event }) => ({ type: 'task.done' as const, output: event.output, run: context.runs })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            emit(({ context, event }) => ({ type: 'task.failed' as const, message: messageOf(event.error), run: context.runs })),
          ],
        },
      },
    },
    failed: {
      description: 'The run failed (or the input was refused); the message is shown, running again retries.',
      on: {
        'task.run': 'running',
        'task.invalid': { actions: assign({ error: ({ event }) => event.message }) },
        'task.dismiss': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});

/** A task machine whose perform takes `I` and answers `O` (the type the screen and the provider agree on). */
export type TaskMachine<I, O> = typeof taskMachine & { readonly __task?: (input: I) => O };
