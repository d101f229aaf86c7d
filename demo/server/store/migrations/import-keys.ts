import type { MigrationStep } from './step';

/** Import duplicate keys that do not change with the mapping (filled in by the importer's key work). */
export const IMPORT_KEYS_STEP: MigrationStep = `SELECT 1;`;
