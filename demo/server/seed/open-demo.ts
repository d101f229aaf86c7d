import type { Database } from 'better-sqlite3';
import { openDatabase, type OpenDatabaseOptions } from '../store/open';
import { seed } from './seed';

/** Opens and migrates the database, then seeds the demo shop (at `now`, default the current time). */
export function openDemoDatabase(options: OpenDatabaseOptions & { now?: number } = {}): Database {
  const db = openDatabase(options);
  seed(db, options.now ?? Date.now());
  return db;
}
