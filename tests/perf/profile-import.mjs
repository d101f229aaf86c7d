// `node tests/perf/profile-import.mjs`: where the time of the 20,000-row import goes, stage by stage, in Node at full
// CPU speed without a browser (the bench's import figure measures the whole in Chromium at 4× CPU): parsing the file
// (papaparse, as the worker does), checking the rows (normalize + validate), the duplicate keys (SHA-256), building and
// serialising each batch, and the server's side of each batch (request parsing, the row checks, the inserts).
// BENCH_IMPORT_ROWS changes the row count. Not part of npm test.
import { register } from 'tsx/esm/api';
import { REPO_ROOT } from './paths.mjs';
import { IMPORT_ROWS, judgeMeExport } from './measure-import.mjs';

process.chdir(REPO_ROOT);
register();

const at = (path) => import(`${REPO_ROOT}${path}`);
const { startServer } = await at('demo/server/server.ts');
const { apiSecretFromEnv } = await at('demo/server/http/tokens.ts');
const { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } = await at('demo/server/seed/demo-shop.ts');
const { issueSessionToken } = await at('demo/server/http/tokens.ts');
const { parseCsvAll } = await at('src/lib/import/parse.ts');
const { detectFormat } = await at('src/lib/import/formats.ts');
const { checkRows, rowPayload, refusedRows } = await at('machines/import/file-import.rows.ts');
const { duplicateKey } = await at('src/lib/import/duplicate-key.ts');
const { importBatchSchema } = await at('src/contract/requests.ts');
const { validate } = await at('demo/server/http/validate.ts');
const { importReviewBatch } = await at('demo/server/store/repositories/review-imports.ts');

const BATCH = 2000;
const timings = [];
const time = async (label, fn) => {
  const t = performance.now();
  const out = await fn();
  const ms = performance.now() - t;
  timings.push([label, ms]);
  return out;
};

const secret = apiSecretFromEnv();
const server = await startServer({ port: 0, memory: true, testControls: true, secret });
const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret });
try {
  const raw = server.db.prepare('SELECT id, title, handle FROM products WHERE shop_id = ? ORDER BY id').all(DEMO_SHOP_ID);
  const products = raw.map((p) => ({ id: `gid://shopify/Product/${p.id}`, title: p.title, handle: p.handle, skus: [] }));
  const text = judgeMeExport(IMPORT_ROWS, raw.filter((p) => p.id >= 1001 && p.id <= 1040));
  console.log(`file: ${IMPORT_ROWS} rows, ${(Buffer.byteLength(text) / 1048576).toFixed(2)} MB`);

  const { records, summary } = await time('parse (papaparse, 512 KiB chunks)', () => parseCsvAll(text));
  const detection = detectFormat(summary.headers);
  const input = { records, mapping: detection.mapping, source: detection.format, products };
  const { results } = await time('check rows (normalize + validate + product lookup)', () => checkRows(input));
  const valid = results.filter((r) => r.ok);
  console.log(`format ${detection.format}; ${valid.length} valid of ${results.length}`);
  await time('duplicate keys alone (SHA-256 of every row)', () => valid.forEach((r) => duplicateKey(r.row, r.productId)));
  await time('refusedRows(results) once (run for every batch)', () => refusedRows(results));

  const bodies = [];
  await time('batches: rowPayload (incl. duplicate keys) for every row', () => {
    for (let start = 0; start < valid.length; start += BATCH) bodies.push({ file_name: 'bench.csv', format: detection.format, rows: valid.slice(start, start + BATCH).map(rowPayload), refused: [] });
  });
  const json = await time('batches: JSON.stringify', () => bodies.map((b) => JSON.stringify(b)));
  console.log(`requests: ${json.length}, ${(json.reduce((a, b) => a + b.length, 0) / 1048576).toFixed(2)} MB, largest ${(Math.max(...json.map((j) => j.length)) / 1048576).toFixed(2)} MB`);

  // The server's stages on a copy of the database (the HTTP round below uses the server itself).
  await time('server: JSON.parse of every batch', () => json.map((j) => JSON.parse(j)));
  await time('server: request schema (zod) of every batch', () => json.map((j) => validate(importBatchSchema, JSON.parse(j))));

  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  let importId;
  const perBatch = [];
  await time('server: import_reviews over HTTP, every batch (no added latency)', async () => {
    for (const [i, body] of json.entries()) {
      const payload = importId ? JSON.stringify({ ...bodies[i], import_id: importId }) : body;
      const t = performance.now();
      const res = await fetch(`${server.url}/api/v1/admin/import_reviews`, { method: 'POST', headers, body: payload });
      const envelope = await res.json();
      perBatch.push(performance.now() - t);
      if (envelope.code !== 0) throw new Error(envelope.message);
      importId = envelope.data.import_id;
    }
  });
  console.log(`server per batch: ${perBatch.map((ms) => Math.round(ms)).join(', ')} ms`);
  const stored = server.db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND import_id = ?').pluck().get(DEMO_SHOP_ID, importId);
  console.log(`stored: ${stored}`);
  await time('server: importReviewBatch of every batch again (all duplicates)', () => {
    for (const body of bodies) importReviewBatch(server.db, DEMO_SHOP_ID, { fileName: 'again.csv', format: body.format, rows: body.rows, now: Date.now() });
  });
} finally {
  await server.close();
}
const width = Math.max(...timings.map(([l]) => l.length));
console.log('\nstage timings (Node, full CPU speed; the bench slows the page 4×):');
for (const [label, ms] of timings) console.log(`  ${label.padEnd(width)}  ${Math.round(ms).toString().padStart(6)} ms`);
