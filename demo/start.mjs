// `npm start`: builds the bundle when it is missing or older than the sources, then serves the
// standalone demo against the reference API (see demo/server/main.ts for PORT, HOST, DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'machines', 'elements', 'rollup.config.mjs', 'package.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const bundle = join(root, 'dist', 'reviews-admin.js');
const iife = join(root, 'dist', 'reviews-admin.iife.js');
const stale =
  !existsSync(bundle) ||
  !existsSync(iife) ||
  statSync(bundle).mtimeMs < Math.max(...SOURCES.map((s) => newest(join(root, s))));
if (stale) {
  console.log('Building the bundle (dist/ is missing or older than the sources)…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'demo/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The demo started here serves the second-host page's session route (PROVIDER_DEMO=0 turns it off),
  // runs the review-request scheduler every 5 s (SCHEDULER_INTERVAL_MS=0 turns it off) and the demo clock (DEMO_CLOCK=0).
  env: { PROVIDER_DEMO: '1', DEMO_CLOCK: '1', SCHEDULER_INTERVAL_MS: '5000', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
