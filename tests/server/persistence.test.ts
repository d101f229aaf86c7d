import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../demo/server/db/open';
import { callApi, demoToken, startTestServer } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'reviews-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file database', () => {
  it('creates, migrates and seeds the file, and keeps saved values across a restart', async () => {
    const first = await startTestServer({ memory: false, dataDir });
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(first.db.pragma('user_version', { simple: true })).toBe(1);
    const token = await demoToken();
    const saved = await callApi(first, 'save_shop_settings', { token, body: { reviews_per_page_number: 25, card_shadow: 'Light' } });
    expect(saved.body.code).toBe(0);
    await callApi(first, 'save_shop_config', { token, body: { key: 'hide_setup_guide', value: 1, type: 'integer' } });
    await first.close();

    const second = await startTestServer({ memory: false, dataDir });
    try {
      const settings = await callApi(second, 'get_user_settings', { token });
      expect(settings.body.data).toMatchObject({ reviews_per_page_number: 25, card_shadow: 'Light', font_size: 13 });
      const config = await callApi(second, 'get_shop_config_set', { token });
      expect(config.body.data.hide_setup_guide).toBe(1);
      const shops = second.db.prepare('SELECT COUNT(*) AS n FROM shops').get() as { n: number };
      expect(shops.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
