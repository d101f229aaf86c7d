import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { fileImportMachine } from '../../../machines/import/file-import.machine';
import { checkRows } from '../../../machines/import/file-import.rows';
import type { ChosenFile } from '../../../machines/import/file-import.types';
import type { ImportBatch } from '../../contract/imports';
import type { Runtime } from '../runtime';
import type { EncodingLabel } from '../../lib/import/decode';
import { batchBody } from '../../lib/import/batch-body';
import { parseCsv } from '../../lib/import/parse';
import { sniffFile } from '../../lib/import/sniff';
import { nextTask } from '../../lib/import/slices';
import type { CsvRecord } from '../../lib/import/types';

/**
 * Sends one batch: the machine makes the batch's rows when it starts the call; its JSON (about 1 MB
 * for 2,000 rows) is written in the following tasks a slice at a time, so the page answers input in
 * between, and goes as a Blob.
 */
async function sendBatch(runtime: Runtime, batch: ImportBatch) {
  await nextTask();
  return runtime.api.reviews.importBatch(await batchBody(batch, nextTask));
}

/**
 * The file import machine wired to the page: the file's first bytes say whether it is CSV text at
 * all, its bytes are decoded (encoding detected or as picked) and the text parsed in papaparse's worker, rows are
 * checked in slices between paints, products come from get_products and batches go to import_reviews.
 */
export function fileImportMachineFor(runtime: Runtime) {
  return fileImportMachine.provide({
    actors: {
      readFile: fromCallback<EventObject, { file: ChosenFile; encoding?: EncodingLabel | null }>(({ input, sendBack }) => {
        const records: CsvRecord[] = [];
        const lines: number[] = [];
        let finished = false;
        let stopped = false;
        let handle: { abort(): void } | null = null;
        const parse = () =>
          parseCsv(
            input.file.content,
            (batch) => {
              for (const row of batch.rows) records.push(row);
              for (const line of batch.lines) lines.push(line);
              sendBack({ type: 'fileImport.progress', rows: records.length });
            },
            (summary) => {
              finished = true;
              if (summary.aborted) return;
              if (summary.error) sendBack({ type: 'fileImport.readFailed', message: summary.error });
              // The file's end and the next step (format, catalogue, check) each get a task of their own.
              else {
                const file = { headers: summary.headers, records, lines, encoding: summary.encoding };
                void nextTask().then(() => stopped || sendBack({ type: 'fileImport.parsed', file }));
              }
            },
            { encoding: input.encoding },
          );
        const { content } = input.file;
        if (typeof content === 'string') handle = parse();
        else {
          // A workbook, archive, PDF or picture renamed .csv is named for what it is, never parsed.
          sniffFile(content).then(
            (kind) => {
              if (stopped) return;
              if (kind === 'text') handle = parse();
              else {
                finished = true;
                sendBack({ type: 'fileImport.notCsv', kind });
              }
            },
            (error: unknown) => {
              finished = true;
              sendBack({ type: 'fileImport.readFailed', message: error instanceof Error ? error.message : String(error) });
            },
          );
        }
        return () => {
          stopped = true;
          if (!finished) handle?.abort();
        };
      }),
      loadCatalog: fromPromise(async () => (await runtime.api.reviews.getProducts()).items),
      checkRows: fromPromise(async ({ input }) => {
        await nextTask();
        return checkRows(input, nextTask);
      }),
      sendBatch: fromPromise(({ input }) => sendBatch(runtime, input)),
    },
  });
}
