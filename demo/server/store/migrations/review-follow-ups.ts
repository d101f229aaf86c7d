import type { Database } from 'better-sqlite3';
import { addColumn, type MigrationStep } from './step';


/**
 * Undo of a bulk action keeps a review's hold by the publishing rules (its 14-day date and reason),
 * which the action cleared. Safe to run again.
 */
export const UNDO_HOLD_STEP: MigrationStep = (db: Database) => {
  for (const table of ['undo_rows', 'undo_rows_after']) {
    addColumn(db, table, 'auto_publish_at', 'INTEGER');
    addColumn(db, table, 'held_reason', 'TEXT');
  }
};

/**
 * Follow-up emails about a written review: when the photo/video reminder went (once per review)
 * and when the merchant last asked the customer to update it. Safe to run again.
 */
export const REVIEW_FOLLOW_UPS_STEP: MigrationStep = (db: Database) => {
  addColumn(db, 'reviews', 'photo_reminder_at', 'INTEGER');
  addColumn(db, 'reviews', 'update_requested_at', 'INTEGER');
};
