import { fromPromise } from 'xstate';
import { taskMachine, type TaskMachine } from '../../../machines/task/task.machine';

/** A task machine whose injected perform runs the given call. */
export function provideTask<I, O>(perform: (input: I) => Promise<O>): TaskMachine<I, O> {
  return taskMachine.provide({ actors: { perform: fromPromise<unknown, unknown>(({ input }) => perform(input as I)) } }) as TaskMachine<I, O>;
}
