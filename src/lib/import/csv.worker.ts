/**
 * Module worker that parses an import CSV off the page's thread. Create it with
 * `new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' })` (or the bundler's
 * equivalent) and hand the factory to parseCsv as `createWorker`.
 */
import { serveCsvWorker, type CsvWorkerScope } from './csv-worker-host';

serveCsvWorker(self as unknown as CsvWorkerScope);
