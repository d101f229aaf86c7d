import type { Database } from 'better-sqlite3';
import type { MigrationStep } from './step';

/** Columns this step adds, by table: name and definition. */
const COLUMNS: ReadonlyArray<readonly [table: string, column: string, definition: string]> = [
  ['reviews', 'location', 'TEXT'],
  ['reviews', 'date_only', 'INTEGER NOT NULL DEFAULT 0 CHECK (date_only IN (0, 1))'],
  ['review_imports', 'date_order', "TEXT CHECK (date_order IS NULL OR date_order IN ('dmy', 'mdy'))"],
];

/**
 * Imported values kept as the file held them: the reviewer's free-text location, whether the
 * review date was a calendar day without a time (shown as that day in every time zone), and on
 * the import record the order its numeric dates were read in (`dmy` or `mdy`). A column that is
 * already there is left alone, so the step can run again on a database whose version was reset.
 */
export const IMPORT_VALUES_STEP: MigrationStep = (db: Database) => {
  for (const [table, column, definition] of COLUMNS) {
    const present = (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).includes(column);
    if (!present) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
};
