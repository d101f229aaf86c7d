import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/constants';
import { MAX_MANUAL_RECIPIENTS, type ManualRecipient, type ManualRequestsPayload } from '../../src/contract/review-requests';
import { isEmail } from '../../src/lib/validation';
import type { CatalogEntry, CheckedRow, CsvTable, FileProblem, RecipientRow, RecipientSource, RowIssue } from './manual-requests.types';

/** A file refused before it is read (the reader throws it; the list shows its problem). */
export class CsvFileProblem extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
    this.name = 'CsvFileProblem';
  }
}

/** Longest name the server takes. */
export const MAX_NAME_LENGTH = 200;

/** Columns of the CSV file; email and name are required. */
export const CSV_COLUMNS = ['email', 'name', 'product_id', 'language'] as const;

/** The sample CSV offered for download. */
export const SAMPLE_CSV = [
  CSV_COLUMNS.join(','),
  'jane.doe@example.com,Jane Doe,gid://shopify/Product/1001,en',
  'max.mustermann@example.com,Max Mustermann,,de',
  'ana.silva@example.com,Ana Silva,1002,',
].join('\r\n');

const byLowerCode = new Map<string, LanguageCode>(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/** A language code as typed (any case, `_` or `-`), or null when it is none of the 20. */
export function languageOf(text: string): LanguageCode | null {
  return byLowerCode.get(text.trim().toLowerCase().replace('_', '-')) ?? null;
}

/** The catalogue product a row names by global id, numeric id or handle; undefined when it names none of them. */
export function findCatalogProduct(catalog: readonly CatalogEntry[], ref: string): CatalogEntry | undefined {
  const text = ref.trim();
  const id = /^\d+$/.test(text) ? `gid://shopify/Product/${text}` : text;
  return catalog.find((p) => p.id === id) ?? catalog.find((p) => p.handle.toLowerCase() === text.toLowerCase());
}

/** The product of a row: from the catalogue when it is known (null when not found), else as the row names it. */
function productOf(row: RecipientRow, catalog: readonly CatalogEntry[] | null): CheckedRow['product'] | undefined {
  if (!row.productId) return null;
  if (!catalog) return { id: row.productId, title: row.productTitle ?? row.productId };
  const found = findCatalogProduct(catalog, row.productId);
  return found ? { id: found.id, title: found.title } : undefined;
}

/**
 * Checks every row: an address and a name are needed, the address must look like one, a language
 * (when given) must be one of the 20, a product (when the catalogue is known) must be in it, the same
 * address and product may appear once, and rows past MAX_MANUAL_RECIPIENTS cannot be sent in one list.
 */
export function checkRows(rows: readonly RecipientRow[], catalog: readonly CatalogEntry[] | null = null): CheckedRow[] {
  const seen = new Set<string>();
  let accepted = 0;
  return rows.map((row) => {
    const issues: RowIssue[] = [];
    const email = row.email.trim();
    if (!email) issues.push('missing_email');
    else if (!isEmail(email)) issues.push('invalid_email');
    const name = row.name.trim();
    if (!name) issues.push('missing_name');
    else if (name.length > MAX_NAME_LENGTH) issues.push('name_too_long');
    const language = row.language.trim() ? languageOf(row.language) : null;
    if (row.language.trim() && !language) issues.push('unknown_language');
    const product = productOf(row, catalog);
    if (product === undefined) issues.push('unknown_product');
    if (email) {
      const key = `${email.toLowerCase()}\n${product?.id ?? row.productId ?? ''}`;
      if (seen.has(key)) issues.push('duplicate');
      seen.add(key);
    }
    if (issues.length === 0) {
      if (accepted >= MAX_MANUAL_RECIPIENTS) issues.push('over_limit');
      else accepted += 1;
    }
    return { issues, language, product: product ?? null };
  });
}

/** A row nothing was typed into (not sent, and not counted as a problem). */
export const isBlankRow = (row: RecipientRow): boolean => !row.email.trim() && !row.name.trim();

/** A fresh typed row. */
export const emptyRow = (key: string): RecipientRow => ({ key, email: '', name: '', productId: null, productTitle: null, language: '' });

/** True when some row names a product (a CSV's rows are then checked against the catalogue). */
export const namesProducts = (rows: readonly RecipientRow[]): boolean => rows.some((row) => row.productId !== null);

/** Rows of a CSV table, or the problem that keeps it from giving any (columns matched case-insensitively). */
export function rowsFromCsv(table: CsvTable): { rows: RecipientRow[] } | { problem: FileProblem } {
  const column = new Map(table.headers.map((h) => [h.trim().toLowerCase(), h]));
  const email = column.get('email');
  const name = column.get('name');
  if (!email || !name) return { problem: 'missing_columns' };
  const product = column.get('product_id');
  const language = column.get('language');
  const rows = table.records
    .map((record, i): RecipientRow => {
      const productId = product ? (record[product] ?? '').trim() : '';
      return {
        key: `csv-${i}`,
        email: (record[email] ?? '').trim(),
        name: (record[name] ?? '').trim(),
        productId: productId || null,
        productTitle: null,
        language: language ? (record[language] ?? '').trim() : '',
        line: i + 2,
      };
    })
    .filter((row) => row.email || row.name || row.productId || row.language);
  return rows.length ? { rows } : { problem: 'empty' };
}

/** The rows that pass their checks, with their place in the list. */
export function sendableRows(rows: readonly RecipientRow[], checks: readonly CheckedRow[]): RecipientRow[] {
  return rows.filter((_, i) => checks[i]?.issues.length === 0);
}

/** The payload of a send: the sendable rows as recipients. */
export function payloadOf(source: RecipientSource, rows: readonly RecipientRow[], checks: readonly CheckedRow[], sendAt: string | null): ManualRequestsPayload {
  const recipients = rows.flatMap((row, i): ManualRecipient[] => {
    const check = checks[i];
    if (!check || check.issues.length) return [];
    return [{
      email: row.email.trim(),
      name: row.name.trim(),
      ...(check.product ? { productId: check.product.id } : {}),
      ...(check.language ? { language: check.language } : {}),
    }];
  });
  return { source, recipients, ...(sendAt ? { sendAt } : {}) };
}
