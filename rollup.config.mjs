// Builds the custom-element bundle: dist/reviews-admin.js (ESM, one chunk per lazy screen),
// dist/reviews-admin.iife.js (one file for a <script> tag), dist/reviews-admin.css and dist/locales.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import MagicString from 'magic-string';
import postcss from 'postcss';
import esbuild from 'rollup-plugin-esbuild';

const production = process.env.NODE_ENV !== 'development';
const buildStamp = String(Date.now());
const QUIET = new Set(['MODULE_LEVEL_DIRECTIVE', 'CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED']);

/**
 * Polaris' stylesheet covers every Polaris component; the bundle uses a part of them. Polaris
 * components carry their class names as string literals (their style maps), so a rule whose
 * selector names a `Polaris-*` class that no chunk of the build contains can never match and is
 * left out. Selectors without Polaris classes, keyframes and at-rules stay as they are.
 */
export function polarisRulesInUse(css, code) {
  return splitPolarisRules(css, code, code).first;
}

/**
 * Polaris declares its custom properties (tokens, page widths, toast manager, skeleton sizes…) on
 * `:root`. Inside a shadow root `:root` matches nothing, so every `:root` selector also names
 * `:host`: the sheet linked in the shadow root of `.ra-isolation-host` declares them on that host,
 * and they inherit down the shadow tree. In the page's own document `:host` matches nothing.
 */
export function rootVariablesOnHost(css) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!rule.selectors.includes(':root') || rule.selectors.includes(':host')) return;
    rule.selectors = rule.selectors.flatMap((selector) => (selector === ':root' ? [':root', ':host'] : [selector]));
  });
  return root.toString();
}

/** The chunks `fileName` imports statically, directly or through others. */
function staticClosure(fileName, chunks, seen = new Set()) {
  for (const dep of chunks[fileName]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticClosure(dep, chunks, seen);
  }
  return seen;
}

/**
 * A lazy chunk's own static imports are only discovered once the chunk has arrived and been parsed:
 * one more round trip per level. Each `import("./chunk.js")` of the build asks for the chunks it
 * needs (that the importer does not already have) at the same time, so a screen loads in one round.
 */
export function parallelChunkImports() {
  return {
    name: 'reviews-admin-parallel-chunk-imports',
    renderChunk(code, chunk, _options, { chunks }) {
      if (chunk.dynamicImports.length === 0) return null;
      const have = staticClosure(chunk.fileName, chunks);
      have.add(chunk.fileName);
      const magic = new MagicString(code);
      for (const target of new Set(chunk.dynamicImports)) {
        const extra = [...staticClosure(target, chunks)].filter((dep) => !have.has(dep));
        if (extra.length === 0) continue;
        const call = `import("./${target}")`;
        const loads = [call, ...extra.map((dep) => `import("./${dep}")`)].join(',');
        for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, at + call.length)) {
          magic.overwrite(at, at + call.length, `Promise.all([${loads}]).then(m=>m[0])`);
        }
      }
      return magic.hasChanged() ? { code: magic.toString(), map: magic.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * polaris-viz's `usePrintResizing` adds its print listener to the list of one `matchMedia('print')` call and removes
 * it from the list of another (each call returns a new list), so every chart it rendered stays reachable from the
 * page's print media list after unmount, with the whole screen around it. This keeps one list per page for that
 * module, so the listener is removed from the list it was added to. Fails the build if the module changes shape.
 */
export function polarisVizPrintListener() {
  const file = /polaris-viz\/build\/esm\/hooks\/usePrintResizing\.js$/;
  const call = "window.matchMedia('print')";
  return {
    name: 'polaris-viz-print-listener',
    transform(code, id) {
      if (!file.test(id.replaceAll('\\', '/'))) return null;
      if (!code.includes(call)) this.error(`${id} no longer calls ${call}: check whether this fix is still needed`);
      return { code: `let printMediaList; ${code.replaceAll(call, "(printMediaList || (printMediaList = window.matchMedia('print')))")}`, map: null };
    },
  };
}

/** The Polaris class names a piece of code names. */
const polarisClasses = (code) => new Set(code.match(/Polaris-[A-Za-z0-9_-]+/g));
/** True when every Polaris class of `selector` is in `used`. */
const selectorIn = (selector, used) => (selector.match(/\.Polaris-[A-Za-z0-9_-]+/g) ?? []).every((c) => used.has(c.slice(1)));
const inKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);
const dropEmptyAtRules = (root) =>
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });

/**
 * Splits Polaris' stylesheet in two: `first`, the rules the first screen's code can use (with the
 * tokens, keyframes and every rule that names no Polaris class), and `more`, the rules only the
 * rest of the build uses. A rule no code of the build can match is in neither.
 */
export function splitPolarisRules(css, firstCode, allCode) {
  const firstUsed = polarisClasses(firstCode);
  const allUsed = polarisClasses(allCode);
  const first = postcss.parse(css);
  const more = postcss.parse(css);
  first.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorIn(selector, firstUsed));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  more.walkAtRules(/keyframes$/i, (atRule) => atRule.remove());
  more.walkAtRules('font-face', (atRule) => atRule.remove());
  more.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => selectorIn(selector, allUsed) && !selectorIn(selector, firstUsed));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  dropEmptyAtRules(first);
  dropEmptyAtRules(more);
  return { first: first.toString(), more: more.toString() };
}

/** The screens whose styles are in the first stylesheet (the page most loads open on). */
const FIRST_SCREENS = ['Dashboard.screen'];

/**
 * Writes the two stylesheets and copies the locale files next to the bundle: `reviews-admin.css`
 * (what the entry and the dashboard use, and ours) blocks the first paint; `reviews-admin.more.css`
 * (the other screens' Polaris rules and the chart library's) loads with the first of them, or
 * once the dashboard shows its data.
 */
function assets() {
  return {
    name: 'reviews-admin-assets',
    buildStart() {
      // Old hashed chunks would pile up and be served by mistake: start from an empty dist/.
      rmSync('dist', { recursive: true, force: true });
      this.addWatchFile('src/app/styles.css');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
      const firstFiles = new Set();
      for (const chunk of chunks.filter((c) => c.isEntry || FIRST_SCREENS.includes(c.name))) {
        firstFiles.add(chunk.fileName);
        for (const dep of staticClosure(chunk.fileName, byFile)) firstFiles.add(dep);
      }
      const firstCode = [...firstFiles].map((f) => byFile[f].code).join('\n');
      const allCode = chunks.map((c) => c.code).join('\n');
      const polaris = splitPolarisRules(readFileSync('node_modules/@shopify/polaris/build/esm/styles.css', 'utf8'), firstCode, allCode);
      const viz = readFileSync('node_modules/@shopify/polaris-viz/build/esm/styles.css', 'utf8');
      const ours = readFileSync('src/app/styles.css', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'reviews-admin.css', source: `${rootVariablesOnHost(polaris.first)}\n${ours}` });
      this.emitFile({ type: 'asset', fileName: 'reviews-admin.more.css', source: `${rootVariablesOnHost(polaris.more)}\n${viz}` });
    },
    writeBundle() {
      rmSync('dist/locales', { recursive: true, force: true });
      mkdirSync('dist', { recursive: true });
      cpSync('src/locales', 'dist/locales', { recursive: true });
      // Static data files (the country list) beside the bundle, read with the build stamp like the locale files.
      rmSync('dist/data', { recursive: true, force: true });
      cpSync('src/public/files', 'dist/data', { recursive: true });
    },
  };
}

/**
 * postcss (the custom CSS sanitiser, also run in the admin as the merchant types) names Node's
 * path, url and fs, which its package maps to nothing in browsers: they resolve to an empty module.
 */
function postcssBrowserBuiltins() {
  const empty = '\0postcss-empty-builtin';
  return {
    name: 'postcss-browser-builtins',
    resolveId: (source, importer) => (['path', 'url', 'fs'].includes(source) && importer && /[\\/]postcss[\\/]/.test(importer) ? empty : null),
    load: (id) => (id === empty ? 'export default {};' : null),
  };
}

const plugins = () => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __BUILD_STAMP__: JSON.stringify(buildStamp),
    },
  }),
  postcssBrowserBuiltins(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  json(),
  polarisVizPrintListener(),
  esbuild({ target: 'es2020', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
  production && terser({ format: { comments: false } }),
];

const onwarn = (warning, warn) => {
  if (QUIET.has(warning.code)) return;
  warn(warning);
};

/** Copies the public review form's stylesheet beside its script (dist/review-form.css). */
function reviewFormStyles() {
  const source = 'src/public/review-form/review-form.css';
  return {
    name: 'review-form-styles',
    buildStart() {
      this.addWatchFile(source);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'review-form.css', source: readFileSync(source, 'utf8') });
    },
  };
}

/** The public review form page (/email_review, /media_submit): one small ESM file, no React, no admin code. */
const reviewFormConfig = {
  input: { 'review-form': 'src/public/review-form/index.ts' },
  plugins: [...plugins(), reviewFormStyles()],
  onwarn,
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'review-form-[name]-[hash].js', sourcemap: true },
};

/**
 * The storefront script: dist/storefront/widgets.js (review widget and star rating badge, ≤ 15 KB
 * gzip with its static imports) and, beside it, one hashed chunk per widget loaded on demand.
 */
const storefrontConfig = {
  input: { widgets: 'src/storefront/index.ts' },
  plugins: plugins(),
  onwarn,
  output: { dir: 'dist/storefront', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', sourcemap: true },
};

const configs = [
  {
    input: { 'reviews-admin': 'elements/index.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: [...plugins(), parallelChunkImports(), assets()],
    onwarn,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      // App Bridge keeps a stable name, like the entry: the platform host's page preloads it beside the entry.
      chunkFileNames: (chunk) => (chunk.name === 'app-bridge' ? 'reviews-admin-app-bridge.js' : '[name]-[hash].js'),
      sourcemap: true,
    },
  },
  {
    input: 'elements/index.ts',
    plugins: plugins(),
    onwarn,
    output: {
      file: 'dist/reviews-admin.iife.js',
      format: 'iife',
      name: 'ReviewsAdmin',
      inlineDynamicImports: true,
      sourcemap: true,
    },
  },
];

// ESM_ONLY=1 skips the IIFE (quicker local rebuilds).
export default process.env.ESM_ONLY ? [configs[0], reviewFormConfig, storefrontConfig] : [...configs, reviewFormConfig, storefrontConfig];
