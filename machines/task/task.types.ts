/** Context of a task: one write (or read) a merchant starts, its result and its error. */
export interface TaskContext<O = unknown> {
  /** What the last successful run answered. */
  output: O | null;
  /** Message of the last failure (or of a refused input), shown with a way forward. */
  error: string | null;
  /** Counts the runs started, so a caller can tell its own answer from an earlier one. */
  runs: number;
}

export type TaskEvent<I = unknown> =
  | { type: 'task.run'; input: I }
  | { type: 'task.invalid'; message: string }
  | { type: 'task.dismiss' };

/** Emitted when a run ends. */
export type TaskEmitted<O = unknown> =
  | { type: 'task.done'; output: O; run: number }
  | { type: 'task.failed'; message: string; run: number };
