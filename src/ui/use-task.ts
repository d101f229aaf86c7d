import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { TaskMachine } from '../../machines/task/task.machine';
import { selectTaskBusy, selectTaskError } from '../../machines/task/task.selectors';
import type { Runtime } from '../app/runtime';
import { useRuntime } from '../app/runtime-context';

/** What a screen holds of a task: its state, and a way to run it and to clear its error. */
export interface TaskHandle<I, O> {
  busy: boolean;
  error: string | null;
  /** Runs the task; resolves with the answer, or undefined when it failed (the error is then shown). */
  run(input: I): Promise<O | undefined>;
  /** Shows a message without running (a refused input). */
  invalid(message: string): void;
  /** Clears the error. */
  dismiss(): void;
}

/**
 * A task actor for the screen, made from a provider of `src/app/actors` (given the runtime once).
 * The call arrives as the task's input, so the actor never holds a stale closure.
 */
export function useTask<I, O>(provider: (runtime: Runtime) => TaskMachine<I, O>): TaskHandle<I, O> {
  const runtime = useRuntime();
  const machine = useMemo(() => provider(runtime), []); // eslint-disable-line react-hooks/exhaustive-deps -- one task actor per mount; input carries what changes
  const actor = useActorRef(machine);
  const busy = useSelector(actor, selectTaskBusy);
  const error = useSelector(actor, selectTaskError);
  const actions = useMemo(
    () => ({
      run: (input: I) =>
        new Promise<O | undefined>((resolve) => {
          const subs = [
            actor.on('task.done', (e) => finish(e.output as O)),
            actor.on('task.failed', () => finish(undefined)),
          ];
          function finish(value: O | undefined) {
            subs.forEach((s) => s.unsubscribe());
            resolve(value);
          }
          actor.send({ type: 'task.run', input });
        }),
      invalid: (message: string) => actor.send({ type: 'task.invalid', message }),
      dismiss: () => actor.send({ type: 'task.dismiss' }),
    }),
    [actor],
  );
  return { busy, error, ...actions };
}
