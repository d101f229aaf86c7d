import { readFileSync } from 'node:fs';
import { detectFormat, rowSourceOf, type FormatDetection } from '../../../src/lib/import/formats';
import { completeRow, rowExtrasFor } from '../../../src/lib/import/row-extras';
import { dateOrderFor, normalizeRows } from '../../../src/lib/import/normalize';
import { parseCsvAll } from '../../../src/lib/import/parse';
import type { CsvRecord, ImportRow } from '../../../src/lib/import/types';
import { createProductLookup, type LookupProduct } from '../../../src/lib/import/validate';

/** Raw text of a fixture file. */
export const fixtureText = (name: string): string => readFileSync(new URL(`../../fixtures/import/${name}`, import.meta.url), 'utf8');

/** The fixture store's products and a lookup over them. */
export const storeProducts = JSON.parse(fixtureText('store-products.json')) as LookupProduct[];
export const storeLookup = createProductLookup(storeProducts);

/** A fixed "now" after every fixture date. */
export const NOW = Date.UTC(2024, 5, 1);

/** Parses a fixture, detects its format and normalizes every record as the import screen does. */
export async function loadFixture(name: string): Promise<{ records: CsvRecord[]; detection: FormatDetection; rows: ImportRow[]; headers: string[] }> {
  const { records, summary } = await parseCsvAll(fixtureText(name));
  const detection = detectFormat(summary.headers);
  const source = rowSourceOf(detection.format);
  const dateOrder = dateOrderFor(records, detection.mapping, source);
  const extras = rowExtrasFor(detection.format, summary.headers);
  const rows = normalizeRows(records, detection.mapping, 1, { source, dateOrder }).map((row, i) => completeRow(row, records[i]!, extras));
  return { records, detection, rows, headers: summary.headers };
}
