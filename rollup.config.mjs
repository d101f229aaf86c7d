// Builds the custom-element bundle: dist/reviews-admin.js (ESM, one chunk per lazy screen),
// dist/reviews-admin.iife.js (one file for a <script> tag), dist/reviews-admin.css and dist/locales.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  const used = new Set(code.match(/Polaris-[A-Za-z0-9_-]+/g));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => (selector.match(/\.Polaris-[A-Za-z0-9_-]+/g) ?? []).every((c) => used.has(c.slice(1))));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
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

/** Writes the stylesheet (the Polaris rules in use + ours) and copies the locale files next to the bundle. */
function assets() {
  return {
    name: 'reviews-admin-assets',
    buildStart() {
      // Old hashed chunks would pile up and be served by mistake: start from an empty dist/.
      rmSync('dist', { recursive: true, force: true });
      this.addWatchFile('src/app/styles.css');
    },
    generateBundle(_options, bundle) {
      const code = Object.values(bundle).map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
      const polaris = rootVariablesOnHost(polarisRulesInUse(readFileSync('node_modules/@shopify/polaris/build/esm/styles.css', 'utf8'), code));
      const viz = readFileSync('node_modules/@shopify/polaris-viz/build/esm/styles.css', 'utf8');
      const ours = readFileSync('src/app/styles.css', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'reviews-admin.css', source: `${polaris}\n${viz}\n${ours}` });
    },
    writeBundle() {
      rmSync('dist/locales', { recursive: true, force: true });
      mkdirSync('dist', { recursive: true });
      cpSync('src/locales', 'dist/locales', { recursive: true });
    },
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

const configs = [
  {
    input: { 'reviews-admin': 'elements/index.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: [...plugins(), assets()],
    onwarn,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
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
export default process.env.ESM_ONLY ? configs.slice(0, 1) : configs;
