// `npm run lint`: ESLint (rules and the layers of the README's Architecture section), no import circle in
// src, machines, elements or demo (type imports count: a circle of types still ties the layers
// together), and no unused file, export or dependency (knip). Exits non-zero on any finding.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
let ok = true;

function step(label, cmd, args) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const passed = r.status === 0;
  console.log(`${passed ? 'ok' : 'FAILED'}  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  ok = passed && ok;
}

step('eslint', bin('eslint'), ['--max-warnings=0', '--config', 'tests/lint/eslint.config.js', '.']);

const started = Date.now();
const graph = await madge(['src', 'machines', 'elements', 'demo'], {
  baseDir: root,
  fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
  tsConfig: join(root, 'tsconfig.json'),
  excludeRegExp: [/node_modules/, /\/dist\//],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const circles = graph.circular();
for (const circle of circles) console.log(`  import circle: ${circle.join(' → ')} → ${circle[0]}`);
console.log(`${circles.length === 0 ? 'ok' : 'FAILED'}  import circles: ${circles.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
ok = circles.length === 0 && ok;

step('knip (unused files, exports, dependencies)', bin('knip'), ['--no-progress', '--config', 'tests/lint/knip.json']);

process.exit(ok ? 0 : 1);
