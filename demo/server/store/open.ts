import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate } from './migrations/migrate';

/** File name of the SQLite database inside the data directory. */
export const DATABASE_FILE = 'reviews-demo.sqlite';

/** Where to keep the database: a data directory, or memory only. */
export interface OpenDatabaseOptions {
  dataDir?: string;
  memory?: boolean;
}

/** Opens (creating when needed) and migrates the database. */
export function openDatabase(options: OpenDatabaseOptions = {}): Database {
  let db: Database;
  if (options.memory) {
    db = new BetterSqlite3(':memory:');
  } else {
    const dir = resolve(options.dataDir ?? './data');
    mkdirSync(dir, { recursive: true });
    db = new BetterSqlite3(join(dir, DATABASE_FILE));
    db.pragma('journal_mode = WAL');
  }
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}
