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
import { controlClient, demoSession, launchBrowser, startAppServer, startPlatform } from './serve.mjs';

process.chdir(REPO_ROOT);
register(); // the reference server is TypeScript

const log = (text) => console.log(`[bench] ${text}`);
const closers = [];

async function main() {
  const started = Date.now();
  const flowRuns = Math.ceil(SETTINGS.runs / 2);
  log(SETTINGS.reuseDist ? `using the build in ${SETTINGS.reuseDist}; building the floor…` : 'building the bundle (rollup) and the floor page…');
  const [app, floorBuild] = await Promise.all([buildApp(SETTINGS.reuseDist), buildFloor()]);
  closers.push(() => app.cleanup());
  log(`built in ${Math.round(Math.max(app.ms, floorBuild.ms) / 1000)} s (floor plugins: ${floorBuild.plugins.join(', ')})`);

  const { secret, server } = await startAppServer(app.root, SETTINGS.latencyMs);
  closers.push(() => server.close());
  const floor = (await startAppServer(floorBuild.root, SETTINGS.latencyMs)).server;
  closers.push(() => floor.close());
  const platform = await startPlatform(app.root, SETTINGS.latencyMs);
  if (platform.demo) closers.push(() => platform.demo.close());
  const browser = await launchBrowser();
  closers.push(() => browser.close());
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
  if (process.env.BENCH_SCALE !== '0') {
    log(`seeding a shop with ${SCALE_REVIEWS.toLocaleString('en-US')} reviews for the scale figures…`);
    const scale = await scaleFigures({ browser, appRoot: app.root, session, runs: SETTINGS.runs }).catch((error) => ({
      rows: [{ figure: `scale ${SCALE_REVIEWS} reviews`, ours: `n/a — ${String(error?.message ?? error).split('\n')[0]}`, ref: '—', ratio: '—', verdict: 'n/a', value: null }],
      seedMs: null,
    }));
    if (scale.seedMs !== null) log(`seeded in ${Math.round(scale.seedMs / 1000)} s`);
    rows.push(...scale.rows);
  }
  const meta = { flowRuns, buildMs: app.ms, reusedBuild: app.reused, floorBuildMs: floorBuild.ms, floorPlugins: floorBuild.plugins, totalMs: Date.now() - started };
  report({ rows, bytes, runs, settings: SETTINGS, meta });
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
