// Element tests in a real Chromium against the built bundle (dist/) and the real reference server.
// Run through `node --import tsx` (tests/run.mjs does) so the TypeScript server can start here.
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop.ts';
import { issueSessionToken, apiSecretFromEnv } from '../../demo/server/http/tokens.ts';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop.ts';
import { startServer } from '../../demo/server/server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free local port, so the test page's origin is known before the runner starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The test page is served by the runner on its own origin and loads the bundle and the API from the
// demo server, which allows that origin only (CORS).
const pagePort = Number(process.env.WTR_PORT) || (await freePort());
const server = await startServer({
  port: 0,
  memory: true,
  testControls: true,
  corsOrigins: [`http://localhost:${pagePort}`, `http://127.0.0.1:${pagePort}`],
});
const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv() });
const demo = { url: server.url, token, shop: DEMO_SHOP_DOMAIN };

/**
 * Forwards `/__test/*` from the test page's origin to the demo server's test controls (fault
 * injection, request log), which answer their own origin only.
 */
async function testControlsProxy(ctx, next) {
  if (!ctx.path.startsWith('/__test/')) return next();
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const answer = await fetch(`${server.url}${ctx.path}`, { method: ctx.method, headers: { 'content-type': 'application/json' }, body });
  ctx.status = answer.status;
  ctx.type = 'application/json';
  ctx.body = await answer.text();
}

/** Writes passed/failed counts for the closing line of npm test. */
function countsReporter(path) {
  const count = (suite, acc) => {
    for (const t of suite?.tests ?? []) acc[t.passed ? 'passed' : 'failed'] += 1;
    for (const s of suite?.suites ?? []) count(s, acc);
    return acc;
  };
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0 };
      for (const s of sessions) {
        count(s.testResults, acc);
        if (!s.passed && !s.testResults?.tests?.length && !s.testResults?.suites?.length) acc.failed += 1;
      }
      if (path) writeFileSync(path, JSON.stringify(acc));
    },
    async stop() {
      await server.close();
    },
  };
}

export default {
  rootDir: root,
  port: pagePort,
  files: ['tests/browser/**/*.test.js'],
  nodeResolve: false,
  middleware: [testControlsProxy],
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage',
          // window.gc() for the memory test (reviews-admin-memory.element.test.js)
          '--js-flags=--expose-gc',
        ],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"><script>window.__DEMO__ = ${JSON.stringify(demo)};</script></head>
<body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), countsReporter(process.env.WTR_RESULTS)],
};
