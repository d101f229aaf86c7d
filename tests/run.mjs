// `npm test`: makes sure Chromium is there, then runs every suite in order and prints one
// closing line with the totals. Exits non-zero when anything fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, '.tmp', 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(label, cmd, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`── ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium), ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
    return false;
  }
  console.log('Installing Chromium from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return !!install && install.status === 0 && existsSync(CHROMIUM);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Passed/failed counts from a vitest JSON report. */
function vitestCounts(path) {
  const r = readJson(path);
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) } : { passed: 0, failed: 1 };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const add = (c) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
};
let ok = true;

if (!ensureChromium()) process.exit(1);
ok = run('lint (eslint, import circles, knip)', process.execPath, [join(root, 'tests', 'lint', 'lint.mjs')]) && ok;
if (!ok) totals.failed += 1;
const typecheckOk = run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
ok = typecheckOk && ok;
if (!typecheckOk) totals.failed += 1;

const unitOk = run('unit and server tests (vitest)', bin('vitest'), [
  'run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'unit.json')}`,
]);
add(vitestCounts(join(results, 'unit.json')));
ok = unitOk && ok;

const buildOk = run('build (rollup)', bin('rollup'), ['-c', 'rollup.config.mjs']);
ok = buildOk && ok;
if (!buildOk) totals.failed += 1;

if (buildOk) {
  const browserOk = run('element tests in Chromium (web-test-runner)', process.execPath, ['--import', 'tsx', join(root, 'node_modules/@web/test-runner/dist/bin.js'), '--config', 'tests/browser/wtr.config.mjs'], {
    WTR_RESULTS: join(results, 'browser.json'),
    CHROMIUM_PATH: CHROMIUM,
  });
  const b = readJson(join(results, 'browser.json')) ?? { passed: 0, failed: 1 };
  add(b);
  ok = browserOk && ok;

  const e2eOk = run('end-to-end in Chromium (playwright-core)', bin('vitest'), [
    'run', '--config', 'tests/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'e2e.json')}`,
  ], { CHROMIUM_PATH: CHROMIUM });
  add(vitestCounts(join(results, 'e2e.json')));
  ok = e2eOk && ok;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
