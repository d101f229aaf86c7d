// `npm run bench`: builds the app and a floor page (React 18 + Polaris, no API call), serves both with the reference
// server, measures them in Chromium with the CPU slowed down, and reports the figures against the floor and budgets.
// It reports and never fails on a budget; it exits non-zero only when it could not run at all. Not part of npm test.
import { register } from 'tsx/esm/api';
import { buildApp } from './build.mjs';
import { buildFloor } from './build-floor.mjs';
import { buildFigures } from './figures.mjs';
import { bytesFigures } from './measure-bytes.mjs';
import { bigProductPage } from './measure-inp.mjs';
import { REPO_ROOT, SETTINGS } from './paths.mjs';
import { report } from './report.mjs';
import { runOnce, warmUp } from './runs.mjs';
import { SCALE_REVIEWS, scaleFigures } from './measure-scale.mjs';
import { IMPORT_ROWS, importFigures } from './measure-import.mjs';
import { controlClient, demoSession, launchBrowser, startAppServer, startPlatform } from './serve.mjs';

process.chdir(REPO_ROOT);
register(); // the reference server is TypeScript

const log = (text) => console.log(`[bench] ${text}`);
const closers = [];

/** The figure groups to run: BENCH_ONLY (comma-separated: load, scale, import), else all of them. */
function groups() {
  const all = ['load', 'scale', 'import'];
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((g) => g.trim()).filter(Boolean);
  const unknown = only.filter((g) => !all.includes(g));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown group ${unknown.join(', ')} (known: ${all.join(', ')})`);
  const chosen = new Set(only.length ? only : all);
  if (process.env.BENCH_SCALE === '0') chosen.delete('scale');
  if (process.env.BENCH_IMPORT === '0') chosen.delete('import');
  return chosen;
}

/** The cold loads and interaction flows against the floor: their rows, the bytes and the raw runs. */
async function loadFigures(browser, app, floorBuild, flowRuns) {
  const { secret, server } = await startAppServer(app.root, SETTINGS.latencyMs);
  closers.push(() => server.close());
  const floor = (await startAppServer(floorBuild.root, SETTINGS.latencyMs)).server;
  closers.push(() => floor.close());
  const platform = await startPlatform(app.root, SETTINGS.latencyMs);
  if (platform.demo) closers.push(() => platform.demo.close());
  const client = await controlClient();
  closers.push(() => client.dispose());

  const session = await demoSession(secret);
  const env = { app: server, floor, platform: platform.demo, session, client, settings: SETTINGS, pickerBody: '' };
  log('logging in once and warming the servers…');
  await warmUp(browser, env).catch((error) => log(`warm-up incomplete (${String(error?.message ?? error).split('\n')[0]}); measuring anyway`));
  env.pickerBody = await bigProductPage(client, server.url, session.token, SETTINGS.pickerProducts);

  const runs = [];
  for (let i = 0; i < SETTINGS.runs; i += 1) {
    const flows = i < flowRuns;
    const t = Date.now();
    runs.push(await runOnce(browser, env, { flows, first: i === 0 }));
    const s = runs[i].standalone;
    log(`run ${i + 1}/${SETTINGS.runs}${flows ? ' (with interactions, countdown, memory)' : ''}: ready ${s?.readyMs ? Math.round(s.readyMs) : '?'} ms, ` +
      `${Math.round((Date.now() - t) / 1000)} s`);
  }

  const first = runs.find((r) => r.standalone?.assets && r.floor?.assets);
  if (!first) throw new Error(`no cold load completed: ${JSON.stringify(runs[0]).slice(0, 500)}`);
  const bytes = bytesFigures({ appUrls: first.standalone.assets, appDist: `${app.root}/dist`, floorUrls: first.floor.assets, floorDist: `${floorBuild.root}/dist` });
  const rows = buildFigures({ runs, bytes, platformReason: platform.reason, settings: SETTINGS });
  return { rows, bytes, runs };
}

async function main() {
  const started = Date.now();
  const chosen = groups();
  const flowRuns = Math.ceil(SETTINGS.runs / 2);
  const withFloor = chosen.has('load');
  log(`${SETTINGS.reuseDist ? `using the build in ${SETTINGS.reuseDist}` : 'building the bundle (rollup)'}${withFloor ? ' and the floor page' : ''}; figures: ${[...chosen].join(', ')}…`);
  const [app, floorBuild] = await Promise.all([buildApp(SETTINGS.reuseDist), withFloor ? buildFloor() : null]);
  closers.push(() => app.cleanup());
  log(`built in ${Math.round(Math.max(app.ms, floorBuild?.ms ?? 0) / 1000)} s${floorBuild ? ` (floor plugins: ${floorBuild.plugins.join(', ')})` : ''}`);

  const browser = await launchBrowser();
  closers.push(() => browser.close());
  const session = await demoSession((await import(`${REPO_ROOT}demo/server/http/tokens.ts`)).apiSecretFromEnv());

  const rows = [];
  let bytes = null;
  let runs = [];
  if (chosen.has('load')) {
    const load = await loadFigures(browser, app, floorBuild, flowRuns);
    rows.push(...load.rows);
    ({ bytes, runs } = load);
  }
  if (chosen.has('scale')) {
    log(`seeding a shop with ${SCALE_REVIEWS.toLocaleString('en-US')} reviews for the scale figures…`);
    const scale = await scaleFigures({ browser, appRoot: app.root, session, runs: SETTINGS.runs }).catch((error) => ({
      rows: [{ figure: `scale ${SCALE_REVIEWS} reviews`, ours: `n/a — ${String(error?.message ?? error).split('\n')[0]}`, ref: '—', ratio: '—', verdict: 'n/a', value: null }],
      seedMs: null,
    }));
    if (scale.seedMs !== null) log(`seeded in ${Math.round(scale.seedMs / 1000)} s`);
    rows.push(...scale.rows);
  }
  let imports = null;
  if (chosen.has('import')) {
    log(`importing ${IMPORT_ROWS.toLocaleString('en-US')} reviews through the file import screen, ${flowRuns} run(s), each on a fresh server…`);
    imports = await importFigures({ browser, appRoot: app.root, session, runs: flowRuns, log }).catch((error) => ({
      rows: [{ figure: `import ${IMPORT_ROWS} rows`, ours: `n/a — ${String(error?.message ?? error).split('\n')[0]}`, ref: '—', ratio: '—', verdict: 'n/a', value: null }],
      results: [],
      fileBytes: null,
    }));
    rows.push(...imports.rows);
  }
  const meta = {
    flowRuns, groups: [...chosen], buildMs: app.ms, reusedBuild: app.reused, floorBuildMs: floorBuild?.ms ?? null, floorPlugins: floorBuild?.plugins ?? [],
    totalMs: Date.now() - started,
  };
  report({ rows, bytes, runs, imports: imports && { results: imports.results, fileBytes: imports.fileBytes }, settings: SETTINGS, meta });
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function closeAll() {
  for (const close of closers.reverse()) {
    try {
      await close();
    } catch {
      /* already closed */
    }
  }
}

main()
  .then(closeAll, async (error) => {
    console.error(`[bench] could not run: ${error?.stack ?? error}`);
    await closeAll();
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 500).unref());
