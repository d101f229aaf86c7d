// Adds many generated reviews to the demo shop for load checks:
//   npx tsx demo/server/seed-scale.ts [count]      (default 100000; DATA_DIR as for the server, default ./data)
// Runs in one transaction with prepared statements and prints how long it took.
import { resolve } from 'node:path';
import { DEMO_SHOP_ID } from './seed/demo-shop';
import { DATABASE_FILE } from './store/open';
import { openDemoDatabase } from './seed/open-demo';
import { seedScale } from './seed/review-scale';

const raw = process.argv[2] ?? '100000';
const count = Number(raw);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  process.stderr.write(`count must be a whole number from 1 to 5000000, got "${raw}"\n`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || './data';
const db = openDemoDatabase({ dataDir });
db.pragma('cache_size = -262144');
try {
  const { inserted, ms } = seedScale(db, DEMO_SHOP_ID, count);
  const total = db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ?').pluck().get(DEMO_SHOP_ID) as number;
  db.pragma('optimize');
  process.stdout.write(
    `Added ${inserted} reviews to shop ${DEMO_SHOP_ID} in ${ms} ms (${Math.round((inserted / Math.max(ms, 1)) * 1000)} rows/s); ` +
      `the shop now has ${total} reviews.\nDatabase: ${resolve(dataDir, DATABASE_FILE)}\n`,
  );
} finally {
  db.close();
}
