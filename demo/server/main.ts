import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from './seed/demo-shop';
import { OPERATOR_SIGN_MAX_TTL_SECONDS, mintOperatorSign } from './http/tokens';
import { startPlatformDemo } from './platform';
import { startServer } from './server';
import { resolveSecrets } from './http/secrets';
import { schedulePurge } from './store/repositories/review-purge';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`${name} must be a non-negative integer, got "${raw}"\n`);
    process.exit(1);
  }
  return value;
}

const dataDir = process.env.DATA_DIR || './data';
// API_SECRET and OPERATOR_SECRET, else the random secrets kept in DATA_DIR (made on the first start).
const secrets = (() => {
  try {
    return resolveSecrets({ dataDir });
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return process.exit(1);
  }
})();

const schedulerMs = intFromEnv('SCHEDULER_INTERVAL_MS', 5000);
const server = await startServer({
  port: intFromEnv('PORT', 8787),
  host: process.env.HOST || '127.0.0.1',
  dataDir,
  secret: secrets.api,
  operatorSecret: secrets.operator,
  providerDemo: process.env.PROVIDER_DEMO === '1',
  latencyMs: intFromEnv('LATENCY_MS', 0),
  testControls: process.env.TEST_CONTROLS === '1',
  // Review requests: the scheduler every SCHEDULER_INTERVAL_MS (0 turns it off), the demo clock with DEMO_CLOCK=1;
  // SMTP_URL sends through a real SMTP server, PUBLIC_URL is the address in the emails' links.
  scheduler: schedulerMs > 0 ? { intervalMs: schedulerMs } : false,
  demoClock: process.env.DEMO_CLOCK === '1',
});
// Reviews and questions deleted 30+ days ago: purged at startup (seed) and then every hour.
schedulePurge(server.db);

// The simulated platform admin (https, self-signed) embedding the app from a second https origin; PLATFORM_DEMO=0 turns it off.
const platform =
  process.env.PLATFORM_DEMO === '0'
    ? null
    : await startPlatformDemo({
        db: server.db,
        secret: secrets.api,
        operatorSecret: secrets.operator,
        host: process.env.HOST || '127.0.0.1',
        adminPort: intFromEnv('PLATFORM_ADMIN_PORT', 8443),
        appPort: intFromEnv('PLATFORM_APP_PORT', 8444),
        latencyMs: intFromEnv('LATENCY_MS', 0),
      }).catch((err: unknown) => {
        process.stderr.write(`The platform admin demo did not start: ${err instanceof Error ? err.message : String(err)}\n`);
        return null;
      });

const sign = await mintOperatorSign(DEMO_SHOP_ID, secrets.operator);
const operatorLink = `${server.url}/auth?${new URLSearchParams({ sign, shopify_shop_id: String(DEMO_SHOP_ID) })}`;
process.stdout.write(
  [
    'Product Reviews admin demo server',
    `  Open:           ${server.url}/`,
    `  Demo shop:      ${DEMO_SHOP_DOMAIN} (sign in at ${server.url}/login)`,
    `  Operator entry: ${operatorLink} (single use, valid ${OPERATOR_SIGN_MAX_TTL_SECONDS / 60} minutes)`,
    process.env.SMTP_URL?.trim() ? '  Email:          sent through SMTP_URL' : `  Mailbox:        ${server.url}/mailbox (emails are kept here; set SMTP_URL to send them)`,
    platform ? `  Platform admin: ${platform.adminUrl} (self-signed certificate: accept it once for ${platform.adminOrigin} and ${platform.appUrl})` : '',
    process.env.DEMO_CLOCK === '1' ? `  Demo clock:     ${server.url}/demo/clock (POST {"days": 1} moves it forward)` : '',
    process.env.TEST_CONTROLS === '1' ? `  Test controls:  ${server.url}/__test/faults, ${server.url}/__test/requests` : '',
    '',
  ]
    .filter((line, index, lines) => line !== '' || index === lines.length - 1)
    .join('\n'),
);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: closing the server\n`);
  Promise.all([server.close(), platform?.close()]).then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`Close failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
