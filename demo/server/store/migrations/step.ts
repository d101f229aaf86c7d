import type { Database } from 'better-sqlite3';

/**
 * One schema step: SQL, or a function for a step that must compute values from existing rows
 * (it runs inside the step's transaction).
 */
export type MigrationStep = string | ((db: Database) => void);

/** Adds a column unless the table has it (a step run again, or a database migrated from an earlier step, may have it). */
export function addColumn(db: Database, table: string, column: string, definition: string): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}
