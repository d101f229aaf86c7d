import type { MigrationStep } from './step';

/**
 * Imported values kept as the file held them: the reviewer's free-text location, whether the
 * review date was a calendar day without a time (shown as that day in every time zone), and on
 * the import record the order its numeric dates were read in (`dmy` or `mdy`).
 */
export const IMPORT_VALUES_STEP: MigrationStep = `
  ALTER TABLE reviews ADD COLUMN location TEXT;
  ALTER TABLE reviews ADD COLUMN date_only INTEGER NOT NULL DEFAULT 0 CHECK (date_only IN (0, 1));
  ALTER TABLE review_imports ADD COLUMN date_order TEXT CHECK (date_order IS NULL OR date_order IN ('dmy', 'mdy'));
`;
