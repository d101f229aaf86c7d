// Builds the production bundle with `npx rollup -c rollup.config.mjs` in a staging folder whose sources are links to
// the repository: the build measures the current sources without replacing the dist/ other tools are reading.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const LINKED = ['node_modules', 'src', 'machines', 'elements', 'demo', 'tsconfig.json', 'rollup.config.mjs', 'package.json'];

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`))));
  });
}

/**
 * Builds the app; resolves to the static root the reference server should serve (it holds dist/, demo/ and
 * src/locales) and a cleanup function. With BENCH_DIST set, that folder's existing build is used as is.
 */
export async function buildApp(reuseDist) {
  if (reuseDist) {
    if (!existsSync(join(reuseDist, 'dist/reviews-admin.js'))) throw new Error(`BENCH_DIST=${reuseDist} holds no dist/reviews-admin.js`);
    return { root: reuseDist, ms: 0, reused: true, cleanup: () => {} };
  }
  const stage = mkdtempSync(join(tmpdir(), 'reviews-admin-bench-'));
  for (const name of LINKED) symlinkSync(join(REPO_ROOT, name), join(stage, name));
  const started = Date.now();
  await run('npx', ['rollup', '-c', 'rollup.config.mjs'], stage);
  return {
    root: stage,
    ms: Date.now() - started,
    reused: false,
    cleanup: () => rmSync(stage, { recursive: true, force: true }),
  };
}
