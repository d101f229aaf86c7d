import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import { gid } from '../../demo/server/domain/store-ids';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { openDemoDatabase } from '../../demo/server/seed/open-demo';
import { IMPORT_KEYS_STEP } from '../../demo/server/store/migrations/import-keys';
import { duplicateKey as clientDuplicateKey } from '../../src/lib/import/duplicate-key';
import type { ImportRow } from '../../src/lib/import/types';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();
const send = (body: unknown) => callApi(server(), 'import_reviews', { token, body });

const GID = 'gid://shopify/Product/1003';

/** An import row as the client sends it, with its key computed by the client's rule. */
function importRow(line: number, fields: { author: string; body: string; date: string | null; email?: string | null; media?: string[]; sourceId?: string; country?: string | null }) {
  const clientRow = { author: fields.author, body: fields.body, date: fields.date, email: fields.email ?? '', sourceId: fields.sourceId } as unknown as ImportRow;
  return {
    line, product_id: GID, rating: 4, title: '', body: fields.body, author: fields.author, email: fields.email ?? null, date: fields.date,
    reply: null, reply_date: null, media_urls: fields.media ?? [], verified: null, status: 'published', country: fields.country ?? null,
    source_id: fields.sourceId ?? null, duplicate_key: clientDuplicateKey(clientRow, GID),
  };
}

/** The stored reviews of the demo shop with a body, oldest first. */
const storedWith = (body: string) =>
  server().db.prepare('SELECT id, author, email, country, media, source_id, duplicate_key FROM reviews WHERE shop_id = ? AND body = ? ORDER BY id')
    .all(DEMO_SHOP_ID, body) as { id: number; author: string; email: string | null; country: string | null; media: string; source_id: string | null; duplicate_key: string }[];

describe('duplicate keys v2', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('client and server compute the same key for any review', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'é', 'e\u0301', 'Ｊ', ' ', '\n', '\t', '東', '🌿', 'ש', '.'), maxLength: 30 });
    const day = fc.option(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString()), { nil: null });
    fc.assert(
      fc.property(text, text, day, fc.option(text, { nil: undefined }), fc.option(text, { nil: null }), (author, body, date, sourceId, email) => {
        const row = { author, body, date, email: email ?? '', sourceId } as unknown as ImportRow;
        return clientDuplicateKey(row, GID) === reviewDuplicateKey({ productId: GID, author, body, date, sourceId });
      }),
      { numRuns: 500 },
    );
  });

  it('a review without e-mail imported with a partial mapping and again with the fixed one is the same review, filled in', async () => {
    const body = 'KEYS no e-mail, then the photos';
    const partial = await send({ file_name: 'partial.csv', format: 'custom', rows: [importRow(2, { author: 'Mia', body, date: '2024-01-02T00:00:00.000Z' })] });
    expect(partial.body.data).toMatchObject({ imported: 1, updated: 0, duplicates: 0 });
    const photos = ['https://cdn.example.com/mia-1.jpg', 'https://cdn.example.com/mia-2.jpg'];
    const fixed = importRow(2, { author: 'Mia', body, date: '2024-01-02T00:00:00.000Z', email: 'mia@example.com', media: photos, country: 'ie' });
    const again = await send({ file_name: 'fixed.csv', format: 'custom', rows: [fixed] });
    expect(again.body.data).toMatchObject({ imported: 0, updated: 1, duplicates: 0, updated_lines: [2], duplicate_lines: [] });
    const stored = storedWith(body);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'mia@example.com', country: 'IE' });
    expect((JSON.parse(stored[0]!.media) as { url: string }[]).map((m) => m.url)).toEqual(photos);

    const third = await send({ file_name: 'fixed.csv', format: 'custom', rows: [fixed] });
    expect(third.body.data).toMatchObject({ imported: 0, updated: 0, duplicates: 1, duplicate_lines: [2] });
    expect(storedWith(body)).toHaveLength(1);

    const listed = await callApi(server(), 'list_imports', { token });
    const byId = new Map((listed.body.data.items as { id: string; updated: number; duplicates: number }[]).map((i) => [i.id, i]));
    expect(byId.get(again.body.data.import_id)).toMatchObject({ updated: 1, duplicates: 0 });
    expect(byId.get(third.body.data.import_id)).toMatchObject({ updated: 0, duplicates: 1 });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${again.body.data.import_id}` });
    expect(detail.body.data).toMatchObject({ imported: 0, updated: 1, duplicates: 0 });
  });

  it('adds only photos the review lacks, up to 20, and keeps what it has', async () => {
    const body = 'KEYS photos merged';
    const first = Array.from({ length: 15 }, (_, i) => `https://cdn.example.com/m${i}.jpg`);
    await send({ file_name: 'a.csv', format: 'custom', rows: [importRow(1, { author: 'Lea', body, date: null, media: first, email: 'lea@example.com' })] });
    const more = Array.from({ length: 10 }, (_, i) => `https://cdn.example.com/m${i + 10}.jpg`);
    const answer = await send({ file_name: 'b.csv', format: 'custom', rows: [importRow(1, { author: 'Lea', body, date: null, media: more, email: 'other@example.com' })] });
    expect(answer.body.data).toMatchObject({ updated: 1 });
    const [stored] = storedWith(body);
    const urls = (JSON.parse(stored!.media) as { url: string }[]).map((m) => m.url);
    expect(urls).toEqual([...first, ...Array.from({ length: 5 }, (_, i) => `https://cdn.example.com/m${i + 15}.jpg`)]);
    expect(stored!.email).toBe('lea@example.com');
  });

  it('keeps two reviews by the same name with the same text on the same day apart by their source ids', async () => {
    const body = 'KEYS same words, two reviews';
    const rows = [
      importRow(2, { author: 'Sam', body, date: '2024-03-03T09:00:00.000Z', sourceId: 'loox-1' }),
      importRow(3, { author: 'Sam', body, date: '2024-03-03T17:00:00.000Z', sourceId: 'loox-2' }),
    ];
    const first = await send({ file_name: 'loox.csv', format: 'loox_export', rows });
    expect(first.body.data).toMatchObject({ imported: 2, duplicates: 0 });
    expect(storedWith(body).map((r) => r.source_id)).toEqual(['loox-1', 'loox-2']);
    const again = await send({ file_name: 'loox.csv', format: 'loox_export', rows });
    expect(again.body.data).toMatchObject({ imported: 0, updated: 0, duplicates: 2 });
  });

  it('recognises a review imported before source ids were kept when its file is imported again with them', async () => {
    const body = 'KEYS imported before ids were kept';
    const date = '2024-05-05T10:00:00.000Z';
    const before = await send({ file_name: 'old.csv', format: 'custom', rows: [importRow(2, { author: 'Ivo', body, date })] });
    expect(before.body.data).toMatchObject({ imported: 1 });
    const rows = [
      importRow(2, { author: 'Ivo', body, date, sourceId: 'old-1', media: ['https://cdn.example.com/ivo.jpg'] }),
      importRow(3, { author: 'Ivo', body, date, sourceId: 'old-2' }),
    ];
    const again = await send({ file_name: 'old.csv', format: 'loox_export', rows });
    expect(again.body.data).toMatchObject({ imported: 1, updated: 1, duplicates: 0 });
    const stored = storedWith(body);
    expect(stored.map((r) => r.source_id)).toEqual(['old-1', 'old-2']);
    expect(stored.map((r) => r.duplicate_key)).toEqual(rows.map((r) => r.duplicate_key));
    expect((JSON.parse(stored[0]!.media) as { url: string }[]).map((m) => m.url)).toEqual(['https://cdn.example.com/ivo.jpg']);
    const third = await send({ file_name: 'old.csv', format: 'loox_export', rows });
    expect(third.body.data).toMatchObject({ imported: 0, updated: 0, duplicates: 2 });
  });
});

describe('migration of older keys', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('recomputes every review key by the v2 rule, keeps reviews only an e-mail told apart, and adds source ids and updated counts', () => {
    const db = openDemoDatabase({ memory: true, now: REVIEW_CLOCK_START });
    try {
      // The state before the step: no source_id, no updated count, v1 keys.
      db.exec('ALTER TABLE reviews DROP COLUMN source_id; ALTER TABLE review_imports DROP COLUMN updated;');
      db.prepare("UPDATE reviews SET duplicate_key = 'v1:' || id").run();
      const model = db.prepare('SELECT * FROM reviews WHERE shop_id = ? ORDER BY id LIMIT 1').get(DEMO_SHOP_ID) as Record<string, unknown>;
      const twin: Record<string, unknown> = { ...model, email: 'someone.else@example.com', duplicate_key: 'v1:twin' };
      delete twin.id;
      const columns = Object.keys(twin);
      const twinId = Number(db.prepare(`INSERT INTO reviews (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(twin).lastInsertRowid);
      const before = db.prepare('SELECT COUNT(*) FROM reviews').pluck().get() as number;

      (IMPORT_KEYS_STEP as (database: typeof db) => void)(db);

      const rows = db.prepare('SELECT id, product_id, author, created_at, body, duplicate_key, source_id FROM reviews').all() as {
        id: number; product_id: number; author: string; created_at: number; body: string; duplicate_key: string; source_id: string | null;
      }[];
      expect(rows).toHaveLength(before);
      for (const row of rows) {
        const input = { productId: gid('Product', row.product_id), author: row.author, date: row.created_at, body: row.body };
        expect(row.duplicate_key).toBe(row.id === twinId ? reviewDuplicateKey({ ...input, sourceId: `#${twinId}` }) : reviewDuplicateKey(input));
        expect(row.source_id).toBeNull();
      }
      expect(db.prepare('SELECT updated FROM review_imports').all()).toEqual(db.prepare('SELECT 0 AS updated FROM review_imports').all());
    } finally {
      db.close();
    }
  });
});
