import type { Database } from 'better-sqlite3';

/**
 * One schema step: SQL, or a function for a step that must compute values from existing rows
 * (it runs inside the step's transaction).
 */
export type MigrationStep = string | ((db: Database) => void);
