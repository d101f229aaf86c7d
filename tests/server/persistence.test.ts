import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../demo/server/store/migrations/migrate';
import { DATABASE_FILE } from '../../demo/server/store/open';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, startTestServer } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'reviews-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file database', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('creates, migrates and seeds the file, and keeps saved values across a restart', async () => {
    const first = await startTestServer({ memory: false, dataDir });
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(first.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
    const token = await demoToken();
    const saved = await callApi(first, 'save_shop_settings', { token, body: { reviews_per_page_number: 25, card_shadow: 'Light' } });
    expect(saved.body.code).toBe(0);
    await callApi(first, 'save_shop_config', { token, body: { key: 'hide_setup_guide', value: 1, type: 'integer' } });
    await callApi(first, 'set_setup_guide', { token, body: { key: 'referral_active', value: 1 } });
    await callApi(first, 'set_banner_display_setting', { token, body: { key: 'loloyal', value: 0 } });
    await first.close();

    const second = await startTestServer({ memory: false, dataDir });
    try {
      const settings = await callApi(second, 'get_user_settings', { token });
      expect(settings.body.data).toMatchObject({ reviews_per_page_number: 25, card_shadow: 'Light', font_size: 13 });
      const config = await callApi(second, 'get_shop_config_set', { token });
      expect(config.body.data.hide_setup_guide).toBe(1);
      const shops = second.db.prepare('SELECT COUNT(*) AS n FROM shops').get() as { n: number };
      expect(shops.n).toBe(1);
      const guide = await callApi(second, 'get_setup_guide', { token });
      // The embed step follows the shop's embed status (off for the demo shop), not a stored flag.
      expect(guide.body.data).toMatchObject({ is_enable_Theme_extension: 0, referral_active: 1 });
      const banners = await callApi(second, 'get_banner_display_setting', { token });
      expect(banners.body.data).toMatchObject({ isInitial: false, loloyal: 0, wiio: 1 });
      const products = second.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
      expect(products.n).toBe(315);
    } finally {
      await second.close();
    }
  });

  it('completes a database made before the catalogue existed', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'reviews-demo-old-'));
    try {
      await (await startTestServer({ memory: false, dataDir: oldDir })).close();
      const raw = new BetterSqlite3(join(oldDir, DATABASE_FILE));
      raw.exec(`DROP TABLE collection_products; DROP TABLE product_variants; DROP TABLE products; DROP TABLE collections;
        DROP TABLE shop_flags; DROP TABLE shop_discount_offers; DROP TABLE review_request_products;`);
      raw.pragma('user_version = 2');
      raw.close();
      const upgraded = await startTestServer({ memory: false, dataDir: oldDir });
      try {
        expect(upgraded.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
        expect((upgraded.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBe(315);
        const token = await demoToken();
        const guide = await callApi(upgraded, 'get_setup_guide', { token });
        expect(guide.body.data).toMatchObject({ is_enable_Theme_extension: 0, clicked_custom_reviews_widget_btn: 1, enable_discount: 0 });
        const offer = await callApi(upgraded, 'activate_discount', { token, body: { trigger_mode: 0 } });
        expect(offer.body.data).toMatchObject({ tag: 'Big', mode: 1, is_get_discount: 1 });
      } finally {
        await upgraded.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
