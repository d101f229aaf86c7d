import { and, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { CatalogProduct } from '../../src/contract/products';
import { detectFormat, rowSourceOf } from '../../src/lib/import/formats';
import { rowExtrasFor } from '../../src/lib/import/row-extras';
import { needsDateOrder } from '../../src/lib/import/dates';
import { missingFields } from '../../src/lib/import/headers';
import type { EncodingLabel } from '../../src/lib/import/decode';
import type { ColumnMapping } from '../../src/lib/import/types';
import { batchCount, checkRows, newImportKey, nextBatchRequest } from './file-import.rows';
import {
  IMPORT_BATCH_SIZE,
  type CheckInput,
  type CheckedRows,
  type ChosenFile,
  type FailureStage,
  type FileImportContext,
  type FileImportEvent,
  type FileImportInput,
  type SendBatchInput,
  type SendBatchOutput,
  type ValidRow,
} from './file-import.types';

const fresh = (batchSize: number): FileImportContext => ({
  batchSize,
  file: null,
  rowsRead: 0,
  headers: [],
  records: [],
  lines: [],
  encoding: null,
  readEncoding: null,
  mappingConfirmed: false,
  format: 'unknown',
  mapping: {},
  products: null,
  results: [],
  dates: null,
  dateOrder: null,
  usedDateOrder: null,
  valid: [],
  invalidCount: 0,
  nextBatch: 0,
  importId: null,
  importKey: null,
  imported: 0,
  duplicates: 0,
  updated: 0,
  serverFailed: [],
  duplicateLines: [],
  updatedLines: [],
  cancelRequested: false,
  cancelled: false,
  error: null,
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The CSV file import (/import/file_import): reads a file (readFile), recognises its format from
 * the header row, asks for a column mapping only when the header is unknown (a file that is not
 * CSV text stops at once, saying what it is), reads it again when the merchant picks another text
 * encoding (the confirmed mapping kept when its columns are still there), checks every row
 * against the store's products (loadCatalog, checkRows), previews, then sends the valid rows in
 * batches one after another (sendBatch) with progress, cancel after the current batch, and a retry
 * that resumes at the batch that failed with the same import id, key and batch index (the server
 * answers a batch it already stored as before, so nothing counts twice). Ends on a summary.
 */
export const fileImportMachine = setup({
  types: { context: {} as FileImportContext, events: {} as FileImportEvent, input: {} as FileImportInput | undefined },
  actors: {
    readFile: fromCallback<EventObject, { file: ChosenFile; encoding?: EncodingLabel | null }>(({ sendBack }) => {
      sendBack({ type: 'fileImport.readFailed', message: 'readFile is not provided' });
    }),
    loadCatalog: fromPromise<CatalogProduct[]>(() => Promise.reject(new Error('loadCatalog is not provided'))),
    checkRows: fromPromise<CheckedRows, CheckInput>(({ input }) => checkRows(input)),
    sendBatch: fromPromise<SendBatchOutput, SendBatchInput>(() => Promise.reject(new Error('sendBatch is not provided'))),
  },
  guards: {
    unknownFormat: ({ context }) => context.format === 'unknown',
    needsMapping: ({ context }) => context.format === 'unknown' && !(context.mappingConfirmed && missingFields(context.mapping).length === 0),
    mappingComplete: ({ context }) => missingFields(context.mapping).length === 0,
    hasValidRows: ({ context }) => context.valid.length > 0,
    dateOrderSettled: ({ context }) => context.dates === null || !needsDateOrder(context.dates) || context.dateOrder !== null,
    hasCatalog: ({ context }) => context.products !== null,
    hasRecords: ({ context }) => context.records.length > 0,
    stopNow: ({ context }) => context.cancelRequested || context.nextBatch >= batchCount(context),
    failedAt: ({ context }, stage: FailureStage) => context.error?.stage === stage,
  },
  actions: {
    clearError: assign({ error: null }),
    useEncoding: assign(({ context, event }) => ({
      encoding: event.type === 'fileImport.changeEncoding' ? event.encoding : context.encoding,
      results: [],
      valid: [],
      invalidCount: 0,
      rowsRead: 0,
    })),
  },
}).createMachine({
  id: 'fileImport',
  context: ({ input }) => fresh(Math.min(input?.batchSize ?? IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE)),
  initial: 'idle',
  on: {
    'fileImport.reset': { target: '.idle', actions: assign(({ context }) => ({ ...fresh(context.batchSize), products: context.products })) },
  },
  states: {
    idle: {
      description: 'No file yet: the drop zone, the template and the recognised formats are shown.',
      on: {
        'fileImport.choose': {
          target: 'reading',
          actions: assign(({ context, event }) => ({ ...fresh(context.batchSize), products: context.products, file: event.file })),
        },
      },
    },
    reading: {
      description: 'Parsing the file off the page thread; the format is recognised from its header row.',
      invoke: { src: 'readFile', input: ({ context }) => ({ file: context.file!, encoding: context.encoding }) },
      on: {
        'fileImport.progress': { actions: assign({ rowsRead: ({ event }) => event.rows }) },
        'fileImport.notCsv': { target: 'loadFailed', actions: assign({ error: ({ event }) => ({ stage: 'notCsv' as const, message: event.kind }) }) },
        'fileImport.readFailed': { target: 'loadFailed', actions: assign({ error: ({ event }) => ({ stage: 'read' as const, message: event.message }) }) },
        'fileImport.parsed': [
          {
            guard: ({ event }) => event.file.headers.length === 0 || event.file.records.length === 0,
            target: 'loadFailed',
            actions: assign({ error: { stage: 'empty', message: 'The file has no rows.' } }),
          },
          {
            target: 'detected',
            actions: assign(({ context, event }) => {
              const detection = detectFormat(event.file.headers);
              // Read again in another encoding: the merchant's mapping stays when its columns are still there.
              const previous = Object.values(context.mapping);
              const keep = detection.format === 'unknown' && previous.length > 0 && previous.every((h) => event.file.headers.includes(h!));
              return {
                headers: event.file.headers,
                records: event.file.records,
                lines: event.file.lines ?? event.file.records.map((_, i) => i + 2),
                readEncoding: event.file.encoding ?? null,
                rowsRead: event.file.records.length,
                format: detection.format,
                mapping: keep ? context.mapping : detection.mapping,
                mappingConfirmed: keep && context.mappingConfirmed,
              };
            }),
          },
        ],
      },
    },
    detected: {
      description: 'The header is read; the store products are loaded once per page.',
      always: [{ guard: 'hasCatalog', target: 'routing' }, { target: 'catalog' }],
    },
    catalog: {
      description: "Loading the store's products to find each row's product by id, handle or SKU.",
      invoke: {
        src: 'loadCatalog',
        onDone: { target: 'routing', actions: assign({ products: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => ({ stage: 'catalog' as const, message: messageOf(event.error) }) }) },
      },
    },
    routing: {
      description: 'A recognised format goes straight to the check; an unknown header goes to the mapping step.',
      always: [{ guard: 'needsMapping', target: 'mapping' }, { target: 'checking' }],
    },
    mapping: {
      description: 'The merchant maps the file columns to review fields (the suggestion prefilled) and confirms.',
      on: {
        'fileImport.map': {
          actions: assign({
            mapping: ({ context, event }) => {
              const next: ColumnMapping = { ...context.mapping };
              if (event.header) next[event.field] = event.header;
              else delete next[event.field];
              return next;
            },
          }),
        },
        'fileImport.confirmMapping': { guard: 'mappingComplete', target: 'checking', actions: assign({ dateOrder: null, mappingConfirmed: true }) },
        'fileImport.changeEncoding': { target: 'reading', actions: 'useEncoding' },
      },
    },
    checking: {
      description: 'Normalizing and validating every row against the import rules and the store products.',
      invoke: {
        src: 'checkRows',
        input: ({ context }) => ({
          records: context.records,
          mapping: context.mapping,
          source: rowSourceOf(context.format),
          extras: rowExtrasFor(context.format, context.headers),
          products: context.products ?? [],
          dateOrder: context.dateOrder,
          lines: context.lines,
        }),
        onDone: {
          target: 'preview',
          actions: assign(({ event }) => {
            const valid = event.output.results.filter((r): r is ValidRow => r.ok);
            return {
              results: event.output.results,
              dates: event.output.dates,
              usedDateOrder: event.output.dateOrder,
              valid,
              invalidCount: event.output.results.length - valid.length,
            };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => ({ stage: 'check' as const, message: messageOf(event.error) }) }) },
      },
    },
    preview: {
      description:
        'Counts of valid and invalid rows, the first rows with their reasons and notes; when the file leaves the order of day and month open, ' +
        'the merchant answers the date-order question (the rows are read again) before the import can start.',
      on: {
        'fileImport.chooseDateOrder': { target: 'checking', actions: assign({ dateOrder: ({ event }) => event.order }) },
        'fileImport.start': {
          guard: and(['hasValidRows', 'dateOrderSettled']),
          target: 'importing',
          actions: assign({ importKey: () => newImportKey() }),
        },
        'fileImport.editMapping': { guard: 'unknownFormat', target: 'mapping', actions: assign({ mappingConfirmed: false }) },
        'fileImport.changeEncoding': { target: 'reading', actions: 'useEncoding' },
      },
    },
    importing: {
      description: 'Sending one batch of at most 2000 valid rows; a cancel stops after this batch.',
      entry: 'clearError',
      invoke: {
        src: 'sendBatch',
        input: ({ context }) => nextBatchRequest(context),
        onDone: {
          target: 'afterBatch',
          actions: assign(({ context, event }) => ({
            importId: event.output.import_id,
            imported: context.imported + event.output.imported,
            duplicates: context.duplicates + event.output.duplicates,
            updated: context.updated + (event.output.updated ?? 0),
            serverFailed: [...context.serverFailed, ...event.output.failed],
            duplicateLines: [...context.duplicateLines, ...(event.output.duplicate_lines ?? [])],
            updatedLines: [...context.updatedLines, ...(event.output.updated_lines ?? [])],
            nextBatch: context.nextBatch + 1,
          })),
        },
        onError: { target: 'importFailed', actions: assign({ error: ({ event }) => ({ stage: 'import' as const, message: messageOf(event.error) }) }) },
      },
      on: { 'fileImport.cancel': { actions: assign({ cancelRequested: true }) } },
    },
    afterBatch: {
      description: 'Sends the next batch, or ends when every batch is sent or a cancel was asked for.',
      always: [
        { guard: 'stopNow', target: 'done', actions: assign({ cancelled: ({ context }) => context.cancelRequested }) },
        { target: 'importing' },
      ],
    },
    importFailed: {
      description: 'A batch failed; what was sent stays imported. Retry resumes at that batch with the same import id.',
      on: {
        'fileImport.retry': 'importing',
        'fileImport.cancel': { target: 'done', actions: assign({ cancelled: true, cancelRequested: true }) },
      },
    },
    loadFailed: {
      description: 'Reading the file, loading the products or checking the rows failed; retry repeats the failed step.',
      on: {
        'fileImport.retry': [
          { guard: { type: 'failedAt', params: 'check' }, target: 'checking', actions: 'clearError' },
          { guard: 'hasRecords', target: 'catalog', actions: 'clearError' },
          { target: 'reading', actions: 'clearError' },
        ],
      },
    },
    done: {
      description: 'The summary: imported, skipped as duplicates, and failed rows with their reasons.',
    },
  },
});
