import Papa from 'papaparse';
import { fromPromise } from 'xstate';
import { manualRequestsMachine } from '../../../machines/request-import/manual-requests.machine';
import { CsvFileProblem } from '../../../machines/request-import/manual-requests.rows';
import type { CsvInput, CsvTable } from '../../../machines/request-import/manual-requests.types';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Most bytes of a recipients CSV (500 rows need far less); a larger file is refused unread. */
export const MAX_RECIPIENTS_FILE_BYTES = 2 * 1024 * 1024;

/** Parses a recipients CSV with papaparse: the first line names the columns; blank lines are skipped. */
export function readRecipientsCsv(file: CsvInput): Promise<CsvTable> {
  if (typeof file !== 'string' && file.size > MAX_RECIPIENTS_FILE_BYTES) return Promise.reject(new CsvFileProblem('too_large'));
  return new Promise((resolve, reject) => {
    const done = (result: Papa.ParseResult<Record<string, string>>) =>
      resolve({ headers: result.meta.fields ?? [], records: result.data });
    const options = { header: true, skipEmptyLines: 'greedy' as const, transformHeader: (h: string) => h.replace(/^\uFEFF/, '').trim() };
    if (typeof file === 'string') done(Papa.parse<Record<string, string>>(file, options));
    else {
      void file.text().then(
        (text) => done(Papa.parse<Record<string, string>>(text, options)),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    }
  });
}

/** The manual requests machine wired to the page: files read with papaparse, products from get_products, lists sent to manual_review_requests. */
export function manualRequestsMachineFor(runtime: Runtime) {
  return manualRequestsMachine.provide({
    actors: {
      readCsv: fromPromise(({ input }) => readRecipientsCsv(input.file)),
      sendRequests: fromPromise(({ input }) => runtime.api.collect.sendManualRequests(input)),
      loadCatalog: fromPromise(async () => (await runtime.api.reviews.getProducts()).items.map(({ id, title, handle }) => ({ id, title, handle }))),
    },
  });
}

/** Asks the store for its customer list (granted at once in the demo); answers the first page. */
export const authorizeCustomersTask = (runtime: Runtime) => provideTask(() => runtime.api.collect.authorizeCustomers());

/** This month's email quota left (total − used, never below 0). */
export const emailQuotaLeftTask = (runtime: Runtime) =>
  provideTask(async () => {
    const quota = await runtime.api.collect.getEmailQuota();
    return Math.max(0, quota.email_send_quota_count - quota.email_send_quota_used_count);
  });
