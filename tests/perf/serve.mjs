// Servers and browser of the benchmark: the reference server over the built app (with latency and the request log),
// the same server over the floor page, the platform demo when it exists, and Chromium with the CPU slowed down.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request } from 'playwright-core';
import { REPO_ROOT, SETTINGS } from './paths.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--disable-dev-shm-usage',
  // The platform demo serves https with a certificate made at start.
  '--ignore-certificate-errors',
];
export const VIEWPORT = { width: 1280, height: 860 };

const server = () => import(join(REPO_ROOT, 'demo/server/server.ts'));

let certificate = null;
/** One self-signed certificate for every server of the run (made on first use). */
async function benchCertificate() {
  const { selfSignedCertificate } = await import(join(REPO_ROOT, 'demo/server/simulators/platform/tls.ts'));
  certificate ??= await selfSignedCertificate();
  return certificate;
}

/**
 * Starts the reference server on a free port, in memory, with test controls. It speaks HTTPS with HTTP/2, as any
 * production host of the bundle and the API does (BENCH_HTTP1=1: plain HTTP/1.1, whose six connections per origin
 * queue a first round of more than six requests).
 */
export async function startAppServer(staticRoot, latencyMs) {
  const { startServer } = await server();
  const { apiSecretFromEnv } = await import(join(REPO_ROOT, 'demo/server/http/tokens.ts'));
  const secret = apiSecretFromEnv();
  const tls = SETTINGS.http1 ? undefined : await benchCertificate();
  return { secret, server: await startServer({ port: 0, memory: true, testControls: true, latencyMs, staticRoot, secret, ...(tls ? { tls } : {}) }) };
}

/** The demo shop and a fresh session token for it, signed with the server's secret. */
export async function demoSession(secret) {
  const { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID, DEMO_SHOP_PROFILE } = await import(join(REPO_ROOT, 'demo/server/seed/demo-shop.ts'));
  const { issueSessionToken } = await import(join(REPO_ROOT, 'demo/server/http/tokens.ts'));
  const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret });
  return { shop: DEMO_SHOP_DOMAIN, shopId: DEMO_SHOP_ID, shopName: DEMO_SHOP_PROFILE.name, token };
}

/** The platform demo (admin page framing the app) when demo/server/platform.ts exports startPlatformDemo, else null. */
export async function startPlatform(staticRoot, latencyMs) {
  const file = join(REPO_ROOT, 'demo/server/platform.ts');
  if (!existsSync(file)) return { demo: null, reason: 'demo/server/platform.ts is absent' };
  const mod = await import(file);
  if (typeof mod.startPlatformDemo !== 'function') return { demo: null, reason: 'platform.ts exports no startPlatformDemo' };
  return { demo: await mod.startPlatformDemo({ memory: true, testControls: true, latencyMs, staticRoot }), reason: '' };
}

/** Launches the system Chromium (never a downloaded one). */
export async function launchBrowser() {
  if (!existsSync(SETTINGS.chromium)) throw new Error(`Chromium not found at ${SETTINGS.chromium}`);
  return chromium.launch({ executablePath: SETTINGS.chromium, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (empty cache) with the probes installed before any page script, and, when `session` is given,
 * the discount popup kept away and (when it has a token) the stored standalone session, on `origin`.
 */
export async function freshContext(browser, { probes, origin, session } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, ignoreHTTPSErrors: true });
  if (probes) await context.addInitScript(probes);
  if (session && origin) {
    await context.addInitScript(
      ([o, s]) => {
        if (window.location.origin !== o) return;
        if (s.token) {
          localStorage.setItem('REVIEWS_ADMIN_SHOPIFYDOMAIN', JSON.stringify({ v: s.shop }));
          localStorage.setItem(`REVIEWS_ADMIN_TOKEN_${s.shop.toUpperCase()}`, JSON.stringify({ v: s.token }));
        }
        localStorage.setItem(`REVIEWS_ADMIN_DISCOUNTPOPUP_${s.shopName}`.toUpperCase(), JSON.stringify({ v: 1, e: Date.now() + 600_000 }));
      },
      [origin, session],
    );
  }
  return context;
}

/** A new page with the CPU slowed down; returns the page and its CDP session (Performance domain enabled). */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SETTINGS.cpuRate });
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** An HTTP client for the servers' control endpoints (accepts the platform demo's self-signed certificate). */
export function controlClient() {
  return request.newContext({ ignoreHTTPSErrors: true });
}

/** The server's request log ([{method, path, start, end}], epoch ms), or clears it with method DELETE. */
export async function requestLog(client, base, method = 'GET') {
  const res = await client.fetch(`${base}/__test/requests`, { method });
  return method === 'GET' ? res.json() : null;
}
