// Builds the floor page with the app's own rollup plugins (taken from rollup.config.mjs, minus its dist/ asset step):
// tests/perf/.floor-dist/dist/floor.js + floor.css and tests/perf/.floor-dist/demo/index.html, so the reference
// server can serve it as a static root exactly as it serves the app.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { REPO_ROOT } from './paths.mjs';

export const FLOOR_ROOT = join(REPO_ROOT, 'tests/perf/.floor-dist');

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <link rel="preload" href="/dist/floor.css" as="style" />
    <link rel="stylesheet" href="/dist/floor.css" />
    <link rel="modulepreload" href="/dist/floor.js" />
    <style>
      html, body { margin: 0; }
      body { background: #f1f1f1; font-family: -apple-system, BlinkMacSystemFont, "San Francisco", "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/dist/floor.js"></script>
  </body>
</html>
`;

/** The plugins of the app's ESM build (replace, node-resolve, commonjs, json, esbuild, terser), without the dist/ asset step. */
async function appPlugins() {
  const { default: configs } = await import(join(REPO_ROOT, 'rollup.config.mjs'));
  const plugins = (configs[0]?.plugins ?? []).filter((p) => p && p.name !== 'reviews-admin-assets');
  const names = plugins.map((p) => p.name);
  for (const needed of ['replace', 'node-resolve', 'commonjs', 'json', 'esbuild']) {
    if (!names.includes(needed)) throw new Error(`rollup.config.mjs has no ${needed} plugin: the floor would not be built the same way`);
  }
  return { plugins, names, onwarn: configs[0]?.onwarn };
}

/** Builds the floor page; returns its static root (dist/ and demo/index.html) and the plugin names used. */
export async function buildFloor() {
  const started = Date.now();
  const { plugins, names, onwarn } = await appPlugins();
  rmSync(FLOOR_ROOT, { recursive: true, force: true });
  const dist = join(FLOOR_ROOT, 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(join(FLOOR_ROOT, 'demo'), { recursive: true });
  const bundle = await rollup({ input: join(REPO_ROOT, 'tests/perf/floor/main.tsx'), plugins, onwarn });
  try {
    await bundle.write({ dir: dist, format: 'es', entryFileNames: 'floor.js', chunkFileNames: 'floor-[hash].js' });
  } finally {
    await bundle.close();
  }
  copyFileSync(join(REPO_ROOT, 'node_modules/@shopify/polaris/build/esm/styles.css'), join(dist, 'floor.css'));
  writeFileSync(join(FLOOR_ROOT, 'demo/index.html'), HTML);
  return { root: FLOOR_ROOT, plugins: names, ms: Date.now() - started };
}
