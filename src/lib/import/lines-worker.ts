import { RecordLines } from './lines';

/** What the lines worker is asked: the text and how papaparse found its records split. */
export interface LinesRequest {
  text: string;
  delimiter: string;
  newline: string;
}

/** Messages to the lines worker: the text a piece at a time, then how its records are split. */
export type ToLinesWorker = { piece: string } | { delimiter: string; newline: string };

/** The part of a worker's global scope (or a test double) the lines worker uses. */
export interface LinesWorkerScope {
  postMessage(message: Int32Array, transfer: Transferable[]): void;
  onmessage: ((event: { data: ToLinesWorker }) => void) | null;
}

/**
 * The worker's program, written without any reference outside its parameters: its source and
 * RecordLines' are joined into the worker's script (see linesWorkerSource).
 */
function serveLines(scope: LinesWorkerScope, Lines: typeof RecordLines): void {
  let pieces: string[] = [];
  scope.onmessage = ({ data }) => {
    if ('piece' in data) {
      pieces.push(data.piece);
      return;
    }
    const lines = new Lines(pieces.join(''), data.delimiter, data.newline);
    pieces = [];
    const found: number[] = [];
    for (let line = lines.next(); line !== null; line = lines.next()) found.push(line);
    const answer = Int32Array.from(found);
    scope.postMessage(answer, [answer.buffer]);
  };
}

/**
 * The script of the lines worker: for a text, it answers the spreadsheet line of every record after
 * the header (RecordLines), as one Int32Array. It is built from the functions' own source, so it runs
 * from a Blob URL in any bundle (ES or IIFE) and on any host page, like papaparse's worker.
 */
export const linesWorkerSource = (): string => `(${serveLines.toString()})(self, ${RecordLines.toString()});`;

/** Characters of the text copied to the worker per message (one short task each). */
const PIECE_CHARS = 256 * 1024;

let scriptUrl: string | null = null;

/**
 * The spreadsheet line of every record of `text` (header = line 1), worked out in a worker so the
 * page's thread stays free; null when no worker can be started here (then number them in-thread).
 * The text goes over a piece at a time, with `pause` between two pieces, so no single task copies
 * all of it. The promise rejects when the worker fails.
 */
export function recordLinesOffThread(request: LinesRequest, pause: () => Promise<void>): Promise<Int32Array> | null {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  let worker: Worker;
  try {
    scriptUrl ??= URL.createObjectURL(new Blob([linesWorkerSource()], { type: 'text/javascript' }));
    worker = new Worker(scriptUrl);
  } catch {
    return null;
  }
  const post = (message: ToLinesWorker) => worker.postMessage(message);
  return new Promise<Int32Array>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<Int32Array>) => {
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The line-numbering worker failed.'));
    };
    (async () => {
      const { text, delimiter, newline } = request;
      for (let start = 0; start < text.length; start += PIECE_CHARS) {
        if (start > 0) await pause();
        post({ piece: text.slice(start, start + PIECE_CHARS) });
      }
      post({ delimiter, newline });
    })().catch(reject);
  });
}
