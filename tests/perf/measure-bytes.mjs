// Bytes: gzip sizes (level 9) of the JS and CSS a real load fetched before "ready", of the whole dist/ and of each lazy chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const cache = new Map();

/** Gzip size of a file, in bytes. */
export function gzipSize(file) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return cache.get(file);
}

/** The dist/ files behind asset URLs (`/dist/<name>`), de-duplicated, with their gzip sizes. */
export function assetFiles(urls, distDir) {
  const names = [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith('/dist/')).map((p) => p.slice('/dist/'.length)))];
  return names.map((name) => ({ name, gzip: gzipSize(join(distDir, name)) }));
}

const sum = (files) => files.reduce((total, f) => total + f.gzip, 0);

/** The public review form page's budget (SPEC: ≤ 60 KB gzip for the page, measured here with its CSS). */
const REVIEW_FORM_BUDGET = 60 * 1024;

/** Files of the public review form page build (its script, its chunks, its stylesheet): not part of the admin bundle. */
const isReviewForm = (name) => name === 'review-form.js' || name === 'review-form.css' || name.startsWith('review-form-');

/** A module and every module it imports statically (`import … from "./x.js"`), as dist/ file names. */
function staticImports(distDir, entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(join(distDir, entry), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g)) staticImports(distDir, match[1], seen);
  return seen;
}

/** The review form page's gzip bytes: dist/review-form.js with its static imports, and dist/review-form.css. */
function reviewFormBytes(distDir) {
  const js = [...staticImports(distDir, 'review-form.js')].map((name) => ({ name, gzip: gzipSize(join(distDir, name)) }));
  const css = { name: 'review-form.css', gzip: gzipSize(join(distDir, 'review-form.css')) };
  return { gzip: sum(js) + css.gzip, js: sum(js), css: css.gzip, files: [...js, css], budget: REVIEW_FORM_BUDGET };
}

/** The storefront script's budget: widgets.js with its static imports (STOREFRONT_CORE_BUDGET_BYTES of src/contract/widgets.ts). */
const STOREFRONT_CORE_BUDGET = 15 * 1024;

/**
 * The storefront script's gzip bytes: dist/storefront/widgets.js with its static imports (review widget
 * and star rating badge), and apart the widgets loaded on demand (the other chunks beside it).
 */
function storefrontBytes(distDir) {
  const dir = join(distDir, 'storefront');
  if (!existsSync(join(dir, 'widgets.js'))) return null;
  const core = [...staticImports(dir, 'widgets.js')].map((name) => ({ name, gzip: gzipSize(join(dir, name)) }));
  const names = new Set(core.map((f) => f.name));
  const onDemand = readdirSync(dir).filter((n) => n.endsWith('.js') && !names.has(n)).map((name) => ({ name, gzip: gzipSize(join(dir, name)) }));
  return { gzip: sum(core), files: core, onDemand, budget: STOREFRONT_CORE_BUDGET };
}

/**
 * The bytes figures: initial (what the dashboard load fetched before ready), the floor's initial, all of dist/
 * (the ES module build: entry, every chunk and the CSS), the IIFE on its own, every lazy chunk, and the public
 * review form page and the storefront script on their own (their own builds, left out of the admin figures).
 */
export function bytesFigures({ appUrls, appDist, floorUrls, floorDist }) {
  const initial = assetFiles(appUrls, appDist);
  const floor = assetFiles(floorUrls, floorDist);
  const all = readdirSync(appDist).filter((n) => /\.(js|css)$/.test(n));
  const esm = all.filter((n) => !n.endsWith('.iife.js') && !isReviewForm(n)).map((name) => ({ name, gzip: gzipSize(join(appDist, name)) }));
  const initialNames = new Set(initial.map((f) => f.name));
  const lazy = esm
    .filter((f) => f.name.endsWith('.js') && f.name !== 'reviews-admin.js')
    .map((f) => ({ ...f, loadedBeforeReady: initialNames.has(f.name) }))
    .sort((a, b) => b.gzip - a.gzip);
  const iife = all.filter((n) => n.endsWith('.iife.js')).map((name) => ({ name, gzip: gzipSize(join(appDist, name)) }));
  return {
    initial: { gzip: sum(initial), files: initial },
    floor: { gzip: sum(floor), files: floor },
    ratio: sum(initial) / sum(floor),
    dist: { gzip: sum(esm), files: esm.length },
    iife: { gzip: sum(iife), files: iife },
    lazyChunks: lazy,
    reviewForm: reviewFormBytes(appDist),
    storefront: storefrontBytes(appDist),
  };
}
