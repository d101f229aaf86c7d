import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDemoDatabase } from '../../demo/server/seed/open-demo';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import type { RunningServer } from '../../demo/server/server';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const DAY = 86_400_000;
const server = useTestServer({ now: () => REVIEW_CLOCK_START });

const one = (sql: string): number => server().db.prepare(sql).pluck().get(DEMO_SHOP_ID) as number;
const share = (where: string): number => one(`SELECT AVG(CASE WHEN ${where} THEN 1.0 ELSE 0 END) FROM reviews WHERE shop_id = ?`);

describe('demo reviews and questions', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('are the same rows on every run for the same clock', () => {
    const digest = (db: RunningServer['db']) =>
      createHash('sha256')
        .update(JSON.stringify(db.prepare('SELECT * FROM reviews ORDER BY id').all()))
        .update(JSON.stringify(db.prepare('SELECT * FROM questions ORDER BY id').all()))
        .digest('hex');
    const again = openDemoDatabase({ memory: true, now: REVIEW_CLOCK_START });
    try {
      expect(digest(again)).toBe(digest(server().db));
    } finally {
      again.close();
    }
  });

  it('look like a real shop: mostly English, positive, some media, replies and verified buyers', () => {
    expect(one('SELECT COUNT(*) FROM reviews WHERE shop_id = ?')).toBe(3000);
    const languages = server().db.prepare('SELECT language, COUNT(*) AS n FROM reviews GROUP BY language ORDER BY n DESC').all() as { language: string; n: number }[];
    expect(languages.map((l) => l.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'nl']);
    expect(languages[0]).toMatchObject({ language: 'en' });
    expect(share("language = 'en'")).toBeGreaterThan(0.6);
    const ratings = server().db.prepare('SELECT rating FROM reviews GROUP BY rating ORDER BY COUNT(*) DESC').pluck().all();
    expect(ratings[0]).toBe(5);
    expect(ratings[1]).toBe(4);
    expect(share('reply_body IS NOT NULL')).toBeGreaterThan(0.12);
    expect(share('reply_body IS NOT NULL')).toBeLessThan(0.18);
    expect(share('verified = 1')).toBeGreaterThan(0.55);
    expect(share('verified = 1')).toBeLessThan(0.65);
    expect(one("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND status = 'pending'")).toBeGreaterThan(100);
    expect(one("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND status = 'hidden'")).toBeGreaterThan(100);
    expect(one('SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND incentivized = 1')).toBeGreaterThan(20);
    expect(one("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND media LIKE '%\"type\":\"video\"%'")).toBeGreaterThan(50);
    expect(one("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND media LIKE '%\"type\":\"image\"%'")).toBeGreaterThan(300);
    const span = server().db.prepare('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM reviews').get() as { first: number; last: number };
    expect(span.first).toBeGreaterThanOrEqual(REVIEW_CLOCK_START - 730 * DAY);
    expect(span.first).toBeLessThan(REVIEW_CLOCK_START - 700 * DAY);
    expect(span.last).toBeLessThan(REVIEW_CLOCK_START);
    const badReplies = server().db
      .prepare('SELECT COUNT(*) FROM reviews WHERE reply_body IS NOT NULL AND NOT (reply_at > created_at AND reply_at <= ?)')
      .pluck().get(REVIEW_CLOCK_START);
    expect(badReplies).toBe(0);
    expect(one('SELECT COUNT(*) FROM questions WHERE shop_id = ?')).toBe(300);
    const answered = one('SELECT AVG(answer_body IS NOT NULL) FROM questions WHERE shop_id = ?');
    expect(answered).toBeGreaterThan(0.4);
    expect(answered).toBeLessThan(0.6);
  });

  it('have photos the server draws and video thumbnails', async () => {
    const token = await demoToken();
    const res = await callApi(server(), 'list_reviews', { token, query: 'media=1&per_page=100' });
    const media = res.body.data.items.flatMap((r: any) => r.media);
    const image = media.find((m: any) => m.type === 'image');
    const video = media.find((m: any) => m.type === 'video');
    expect(image.url).toMatch(new RegExp(`^${server().url}/store/images/[a-z0-9-]+\\.svg$`));
    const svg = await fetch(image.url);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(video.url).toMatch(/^https:\/\/media\.maplemoss\.example\/reviews\/\d+\.mp4$/);
    expect((await fetch(video.thumb)).status).toBe(200);
  });
});
