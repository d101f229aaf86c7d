import type { MigrationStep } from './step';

/** Imported values kept as the file held them (filled in by the importer's value work). */
export const IMPORT_VALUES_STEP: MigrationStep = `SELECT 1;`;
