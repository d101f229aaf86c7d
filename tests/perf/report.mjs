// The report: tests/perf/results/latest.json and the printed table (figure, ours, floor or budget, ratio, verdict).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const RESULTS_FILE = join(REPO_ROOT, 'tests/perf/results/latest.json');
const HEAD = { figure: 'figure', ours: 'ours', ref: 'floor or budget', ratio: 'ratio', verdict: 'verdict' };
const COLUMNS = Object.keys(HEAD);

/** The figures as a Markdown table (readable as plain text too). */
export function formatTable(rows) {
  const all = [HEAD, ...rows];
  const width = Object.fromEntries(COLUMNS.map((c) => [c, Math.max(...all.map((r) => String(r[c]).length))]));
  const line = (r) => `| ${COLUMNS.map((c) => String(r[c]).padEnd(width[c])).join(' | ')} |`;
  const rule = `|${COLUMNS.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`;
  return [line(HEAD), rule, ...rows.map(line)].join('\n');
}

/** The lazy chunks, largest first, one line each. */
export function formatChunks(chunks) {
  return chunks.map((c) => `  ${(c.gzip / 1024).toFixed(1).padStart(7)} KB  ${c.name}${c.loadedBeforeReady ? '  (loaded before ready)' : ''}`).join('\n');
}

/** Writes latest.json and prints the table, the lazy chunks and the figures over budget. */
export function report({ rows, bytes, runs, imports = null, settings, meta }) {
  mkdirSync(join(REPO_ROOT, 'tests/perf/results'), { recursive: true });
  const result = { date: new Date().toISOString(), settings, meta, figures: rows, bytes, runs, imports };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  const over = rows.filter((r) => r.verdict === 'over');
  console.log(`\nReviews admin benchmark — ${settings.runs} cold loads per host, ${meta.flowRuns} interaction runs, ` +
    `CPU ${settings.cpuRate}× slower, ${settings.latencyMs} ms per API request; medians (min–max)\n`);
  console.log(formatTable(rows));
  if (bytes) console.log(`\nLazy chunks (gzip):\n${formatChunks(bytes.lazyChunks)}`);
  console.log(`\n${over.length ? `Over budget: ${over.map((r) => r.figure).join('; ')}` : 'Every budgeted figure is within budget.'}`);
  console.log(`Results: ${RESULTS_FILE.slice(REPO_ROOT.length)}`);
}
