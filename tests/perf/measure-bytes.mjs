// Bytes: gzip sizes (level 9) of the JS and CSS a real load fetched before "ready", of the whole dist/ and of each lazy chunk.
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The bytes figures: initial (what the dashboard load fetched before ready), the floor's initial, all of dist/
 * (the ES module build: entry, every chunk and the CSS), the IIFE on its own, and every lazy chunk.
 */
export function bytesFigures({ appUrls, appDist, floorUrls, floorDist }) {
  const initial = assetFiles(appUrls, appDist);
  const floor = assetFiles(floorUrls, floorDist);
  const all = readdirSync(appDist).filter((n) => /\.(js|css)$/.test(n));
  const esm = all.filter((n) => !n.endsWith('.iife.js')).map((name) => ({ name, gzip: gzipSize(join(appDist, name)) }));
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
  };
}
