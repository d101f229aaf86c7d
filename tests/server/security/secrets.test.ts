import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../../demo/server/seed/demo-shop';
import { issueSessionToken, mintOperatorSign } from '../../../demo/server/http/tokens';
import { startServer, type RunningServer } from '../../../demo/server/server';
import { SLOW_TEST_TIMEOUT_MS, callApi } from '../helpers';

/** The secrets the server signed with when none was configured, as they stand in the repository. */
const REPOSITORY_API_SECRET = 'reviews-admin-demo-dev-api-secret';
const REPOSITORY_OPERATOR_SECRET = 'reviews-admin-demo-dev-operator-secret';

const dataDir = mkdtempSync(join(tmpdir(), 'reviews-secrets-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const saved = { api: process.env.API_SECRET, operator: process.env.OPERATOR_SECRET };
beforeEach(() => {
  delete process.env.API_SECRET;
  delete process.env.OPERATOR_SECRET;
});
afterEach(() => {
  for (const [name, value] of [['API_SECRET', saved.api], ['OPERATOR_SECRET', saved.operator]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const shop = { id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN };
const userInfo = (server: RunningServer, token: string) => callApi(server, 'get_user_info', { token });

/** Issue 13, item 2: no secret of the repository ever signs anything. */
describe('server secrets', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('creates random secrets in DATA_DIR on first start and keeps them across a restart', async () => {
    const first = await startServer({ port: 0, dataDir });
    let secrets: { api: string; operator: string };
    try {
      const file = join(dataDir, 'secrets.json');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o077).toBe(0);
      secrets = JSON.parse(readFileSync(file, 'utf8')) as { api: string; operator: string };
      expect(secrets.api.length).toBeGreaterThanOrEqual(32);
      expect(secrets.operator).not.toBe(secrets.api);
      expect((await userInfo(first, await issueSessionToken(shop, { secret: REPOSITORY_API_SECRET }))).status).toBe(401);
      expect((await userInfo(first, await issueSessionToken(shop, { secret: secrets.api }))).status).toBe(200);
      const sign = await mintOperatorSign(DEMO_SHOP_ID, REPOSITORY_OPERATOR_SECRET, 60);
      const exchange = await callApi(first, 'exchange_customer_token_by_sign', { body: { sign, shopify_shop_id: String(DEMO_SHOP_ID) } });
      expect(exchange.body.code).not.toBe(0);
    } finally {
      await first.close();
    }
    const second = await startServer({ port: 0, dataDir });
    try {
      expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual(secrets);
      expect((await userInfo(second, await issueSessionToken(shop, { secret: secrets.api }))).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('in memory mode signs with random secrets, not the repository ones', async () => {
    const server = await startServer({ port: 0, memory: true });
    try {
      expect((await userInfo(server, await issueSessionToken(shop, { secret: REPOSITORY_API_SECRET }))).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a secret set to a known default, by option or by environment', async () => {
    const attempts: (() => Promise<RunningServer>)[] = [
      () => startServer({ port: 0, memory: true, secret: REPOSITORY_API_SECRET }),
      () => startServer({ port: 0, memory: true, operatorSecret: REPOSITORY_OPERATOR_SECRET }),
      () => {
        process.env.API_SECRET = REPOSITORY_API_SECRET;
        return startServer({ port: 0, memory: true });
      },
    ];
    for (const attempt of attempts) {
      const started = await attempt().then(
        async (server) => {
          await server.close();
          return null;
        },
        (err: unknown) => err,
      );
      expect(started).toBeInstanceOf(Error);
      expect((started as Error).message).toMatch(/secret/i);
    }
  });
});
