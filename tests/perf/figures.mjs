// Turns the raw runs into the figures of the table: each with ours, the floor or budget, the ratio and a verdict.
import { summary } from './stats.mjs';

const KB = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const span = (s, f) => (s.n > 1 ? `${f(s.median)} (${f(s.min)}–${f(s.max)})` : f(s.median));
const pct = (v) => `${(v * 100).toFixed(1)} %`;
const verdict = (value, budget) => (value <= budget ? 'within' : 'over');

/** Values at `path` (e.g. ['standalone', 'readyMs']) across runs, skipping failed or missing ones. */
function values(runs, path) {
  return runs.map((run) => path.reduce((v, key) => (v == null ? v : v[key]), run)).filter((v) => typeof v === 'number' && Number.isFinite(v));
}

/** The first error met at `path` across runs, as a reason for n/a. */
function failure(runs, path) {
  for (const run of runs) {
    let v = run;
    for (const key of path) {
      if (v?.error) return `n/a — ${v.error}`;
      if (v?.na) return v.na;
      v = v?.[key];
    }
  }
  return 'n/a — not measured';
}

function row(figure, stats, { fmt = ms, ref = '—', ratioTo = null, budget = null, reason = '' } = {}) {
  if (!stats) return { figure, ours: reason || 'n/a', ref, ratio: '—', verdict: 'n/a', value: null };
  const r = ratioTo ? stats.median / ratioTo : null;
  const ratio = r === null ? '—' : `${r >= 100 ? r.toFixed(0) : r.toFixed(2)}×`;
  return { figure, ours: span(stats, fmt), ref, ratio, verdict: budget === null ? '—' : verdict(stats.median, budget), value: stats };
}

function loadRows(runs, host, floorLcp, round) {
  const label = (what) => `${what} (${host})`;
  const ready = summary(values(runs, [host, 'readyMs']));
  const budget = floorLcp === null ? null : floorLcp + round + 150;
  const rows = [
    row(label('cold start: dashboard ready'), ready, {
      ref: budget === null ? '—' : `≤ ${ms(budget)} (floor LCP + ${ms(round)} round + 150)`,
      ratioTo: floorLcp, budget, reason: failure(runs, [host, 'readyMs']),
    }),
    row(label('cold start: LCP'), summary(values(runs, [host, 'lcpMs'])), { ref: floorLcp === null ? '—' : `floor LCP ${ms(floorLcp)}`, ratioTo: floorLcp, reason: failure(runs, [host, 'lcpMs']) }),
    row(label('request rounds after token'), summary(values(runs, [host, 'roundsAfterToken'])), { fmt: String, ref: '≤ 2', budget: 2, reason: failure(runs, [host, 'roundsAfterToken']) }),
    row(label('request rounds after token, API only'), summary(values(runs, [host, 'apiRoundsAfterToken'])), { fmt: String, ref: '≤ 1', budget: 1, reason: failure(runs, [host, 'apiRoundsAfterToken']) }),
    row(label('CLS during load'), summary(values(runs, [host, 'cls'])), { fmt: (v) => v.toFixed(3), ref: '≤ 0.01', budget: 0.01, reason: failure(runs, [host, 'cls']) }),
  ];
  return rows;
}

const INP_ACTIONS = [
  [['inp', 'pickerOpen'], 'INP: open the picker (300 products)'],
  [['inp', 'pickerSelect'], 'INP: select a product with variants'],
  [['inp', 'pickerSearch'], 'INP: type in the picker search'],
  [['inp', 'wordField'], 'INP: type in a custom word (save bar)'],
  [['range'], 'INP: switch the analytics range'],
];

/** Every figure of the table, in order. */
export function buildFigures({ runs, bytes, platformReason, settings }) {
  const floorLcpStats = summary(values(runs, ['floor', 'lcpMs']));
  const floorLcp = floorLcpStats?.median ?? null;
  const roundStats = summary(runs.flatMap((r) => r.standalone?.apiRequestMs ?? []));
  const round = roundStats?.median ?? settings.latencyMs;
  const lazy = bytes.lazyChunks;
  const rows = [
    row('bytes: JS+CSS before ready (gzip)', summary([bytes.initial.gzip]), {
      fmt: KB, ref: `≤ 1.25 × floor ${KB(bytes.floor.gzip)}`, ratioTo: bytes.floor.gzip, budget: 1.25 * bytes.floor.gzip,
    }),
    row('bytes: all of dist, ES build (gzip)', summary([bytes.dist.gzip]), { fmt: KB, ratioTo: bytes.floor.gzip, ref: `floor ${KB(bytes.floor.gzip)}` }),
    row('bytes: IIFE build (gzip)', bytes.iife.files.length ? summary([bytes.iife.gzip]) : null, { fmt: KB, reason: 'n/a — this build has no IIFE' }),
    row('bytes: review form page JS+CSS (gzip)', bytes.reviewForm ? summary([bytes.reviewForm.gzip]) : null, {
      fmt: KB, ref: `≤ ${KB(bytes.reviewForm?.budget ?? 0)}`, budget: bytes.reviewForm?.budget ?? null, reason: 'n/a — no review form build',
    }),
    row('bytes: storefront widgets.js + static imports (gzip)', bytes.storefront ? summary([bytes.storefront.gzip]) : null, {
      fmt: KB, ref: `≤ ${KB(bytes.storefront?.budget ?? 0)}`, budget: bytes.storefront?.budget ?? null, reason: 'n/a — no storefront build',
    }),
    { figure: 'bytes: lazy chunks', ours: lazy.length ? `${lazy.length} chunks, largest ${KB(lazy[0].gzip)}` : 'none', ref: 'list below', ratio: '—', verdict: '—', value: null },
    row('floor: LCP', floorLcpStats, { ref: 'reference' }),
    ...loadRows(runs, 'standalone', floorLcp, round),
  ];
  if (runs.some((r) => r.platform)) {
    rows.push(...loadRows(runs, 'platform', floorLcp, round));
    // Each run's platform ready over the same run's standalone ready: the host's own cost.
    const ratios = runs.filter((r) => r.platform?.readyMs && r.standalone?.readyMs).map((r) => r.platform.readyMs / r.standalone.readyMs);
    rows.push(row('cold start: platform ready / standalone ready', summary(ratios), { fmt: (v) => `${v.toFixed(2)}×`, ref: '≤ 1.15×', budget: 1.15, reason: failure(runs, ['platform', 'readyMs']) }));
  }
  else rows.push({ figure: 'cold start (platform)', ours: `n/a — ${platformReason}`, ref: '—', ratio: '—', verdict: 'n/a', value: null });
  for (const [path, label] of INP_ACTIONS) {
    const stats = summary(values(runs, [...path, 'inp']));
    rows.push(row(label, stats, { fmt: (v) => (v < 16 ? '<16 ms' : ms(v)), ref: '≤ 100 ms', budget: 100, reason: failure(runs, [...path, 'inp']) }));
  }
  rows.push(
    row('picker: 300 rows in the DOM after click', summary(values(runs, ['inp', 'pickerOpen', 'rowsMs'])), { reason: failure(runs, ['inp', 'pickerOpen', 'rowsMs']) }),
    row('picker: thumbnails (PNG) loaded after click', summary(values(runs, ['inp', 'pickerOpen', 'thumbnailsMs'])), { reason: failure(runs, ['inp', 'pickerOpen', 'thumbnailsMs']) }),
  );
  const cd = (key) => summary(values(runs, ['countdown', key]));
  const cdReason = failure(runs, ['countdown', 'commitsPerSec']);
  const floorIdle = summary(values(runs, ['floorIdle', 'busy']));
  const perSec = (v) => `${v.toFixed(1)}/s`;
  rows.push(
    row('countdown: React commits/s (all)', cd('commitsPerSec'), { fmt: perSec, reason: cdReason }),
    row('countdown: commits/s changing DOM outside it', cd('outsidePerSec'), { fmt: perSec, ref: '0/s', budget: 0, reason: cdReason }),
    row('countdown: other DOM changes/s outside it', cd('nonReactOutsidePerSec'), { fmt: perSec, reason: cdReason }),
    row('countdown: main-thread busy share (5 s)', cd('busyShare'), {
      fmt: pct, ref: floorIdle ? `floor idle ${pct(floorIdle.median)}` : '—', ratioTo: floorIdle?.median || null, reason: cdReason,
    }),
  );
  const mem = (key) => summary(values(runs, ['memory', key]));
  const memReason = failure(runs, ['memory', 'growth']);
  const MB = (b) => `${(b / 1048576).toFixed(2)} MB`;
  rows.push(
    row('memory: JS heap after load (after GC)', mem('afterLoad'), { fmt: MB, reason: memReason }),
    row(`memory: JS heap after ${settings.routeChanges} route changes`, mem('afterAll'), { fmt: MB, reason: memReason }),
    row('memory: heap growth', mem('growth'), { fmt: pct, ref: '≤ 10 %', budget: 0.1, reason: memReason }),
    row('memory: growth after one menu round (warm)', mem('growthAfterWarmup'), { fmt: pct, reason: memReason }),
  );
  return rows;
}
