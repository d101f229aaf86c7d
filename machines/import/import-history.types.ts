import type { ImportSummary } from '../../src/contract/imports';

/** The import history's data. */
export interface ImportHistoryContext {
  items: ImportSummary[];
  error: string | null;
}

/** Events of the import history. */
export type ImportHistoryEvent = { type: 'importHistory.retry' } | { type: 'importHistory.reload' };
