import { guardFormula } from '../../../src/contract/csv-guard';

/** Byte-order mark written first so spreadsheet apps read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';


/**
 * One CSV field (RFC 4180): quoted when it holds a comma, semicolon, double quote, CR or LF,
 * or starts or ends with white space; inner double quotes are doubled. null and undefined are
 * empty fields. Text that a spreadsheet would run as a formula gets a leading apostrophe
 * (guardFormula, as the client's own CSV files do; our import takes it off again).
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') text = guardFormula(text);
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, terminated by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * A byte stream of a CSV file: the BOM and header first, then the records of one chunk per
 * pull (the next chunk is only read when the reader wants more, so memory stays flat).
 * `nextChunk` answers the records of the next chunk, or null when there are no more.
 */
export function csvStream(header: readonly string[], nextChunk: () => string[] | null): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
          return;
        }
        const rows = nextChunk();
        if (rows === null) controller.close();
        else controller.enqueue(encoder.encode(rows.join('')));
      } catch (err) {
        controller.error(err);
      }
    },
  });
}
