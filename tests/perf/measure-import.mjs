// The import figure: a 20,000-row Judge.me export imported through the screen (/import/file_import) at the bench's
// CPU slow-down and API latency, each run on its own fresh in-memory server. Two parts: "read and check" (the file
// chosen → the preview shown) and "send" (Import pressed → the summary shown), plus the longest interaction (Event
// Timing) of clicks and key presses made on the page while each part runs. The file is generated here, never stored.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SETTINGS } from './paths.mjs';
import { controlClient, freshContext, requestLog, startAppServer, throttledPage } from './serve.mjs';
import { summary } from './stats.mjs';

/** Rows of the generated file. */
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS || 20_000);
/** Budget of both parts together, in ms. */
export const IMPORT_BUDGET_MS = 15_000;
/** Budget of the longest interaction while the import runs, in ms. */
export const IMPORT_INP_BUDGET_MS = 100;
/** Time between two interactions made while the import runs, in ms. */
const INTERACTION_GAP_MS = 250;

const PREVIEW_HEADING = 'Check before importing';
const DONE_HEADING = 'Import finished';
const IMPORT_PATH = '/api/v1/admin/import_reviews';
const FILE_NAME = 'judgeme-export.csv';

/** A small deterministic random source (mulberry32), so every run reads the same file. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Emily', 'Anna', 'Julien', 'Olivia', 'Hannah', 'José', 'Zoë', 'Björn', 'Łukasz', 'Søren', 'Chloé', 'Mateo', 'Aiko', 'Renée', 'Ömer', 'Siobhán', 'François', 'Jürgen', 'Inés', 'Noah'];
const LAST = ['Clark', 'Schmidt', 'Martin', 'Brown', 'Moore', 'García', 'Müller', 'Nowak', 'Østergaard', 'Dubois', 'Rossi', 'Tanaka', 'Lefèvre', 'Yılmaz', "O'Brien", 'Novák', 'Şahin', 'Kowalski', 'Peña', 'Smith'];
const OPENERS = [
  'Really happy with this one.', 'Sehr schön, die Qualität stimmt.', 'Jolie mais plus fine que prévu.', 'Exactly as pictured — soft and warm.',
  'Muy buena compra, llegó rápido.', 'Ottimo prodotto, lo consiglio.', 'Bardzo dobra jakość, polecam!', 'とても良い品質です。',
  'The colour is lovely 😍', 'Not quite what I expected, but fine.', 'Geweldig product, snel geleverd.', 'Ganska bra, men lite tunn.',
];
const MIDDLES = [
  'The fabric feels “premium” and the stitching is neat.', 'Washed it twice at 30 °C and it kept its shape.', 'Delivery took four days; the box was a bit crushed.',
  'It is warmer than my old one, even on cold evenings.', 'Die Farbe ist etwas dunkler als auf dem Foto.', 'Le service client a répondu en moins d’une heure.',
  'My daughter uses it every night — she loves it ❤️', 'Size runs a little small; I would order one size up.', 'Great value for the price, compared to the shop downtown.',
];
const CLOSERS = ['Would buy again.', 'Five stars from me!', 'Merci !', 'Danke!', 'Gracias 🙏', 'Recommended.', '', 'Will update after a month of use.'];
const TITLES = ['Warm and soft', 'Sehr schön', 'Un peu fine', 'Lovely cover', 'Good value', 'Not bad', 'Perfect gift 🎁', 'Ça va', 'Top!', 'Great quality'];
const LOCATIONS = ['London, GB', 'Berlin, DE', 'Lyon, FR', 'New York, US', 'Kraków, PL', 'Zürich, CH', 'Osaka, JP', 'Madrid, ES', ''];
const HEADER = [
  'title', 'body', 'rating', 'review_date', 'source', 'curated', 'reviewer_name', 'reviewer_email', 'product_id', 'product_handle',
  'reply', 'reply_date', 'picture_urls', 'ip_address', 'location', 'metaobject_handle',
];

const quote = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A Judge.me export of `rows` reviews of the given products: multi-line bodies (CRLF inside quotes), accents, CJK
 * and emoji, ISO dates with a UTC suffix, e-mails on most rows, replies on some, one to three picture URLs on about a
 * fifth, and a location on most. Every review is distinct (its body carries its number), and every row is valid.
 */
export function judgeMeExport(rows, products) {
  return judgeMeFile(rows, products).text;
}

/** The Judge.me export and how many of its reviews carry pictures. */
function judgeMeFile(rows, products) {
  let withPictures = 0;
  const next = random(20_000);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const lines = [HEADER.join(',')];
  const start = Date.UTC(2021, 0, 1);
  for (let i = 1; i <= rows; i += 1) {
    const product = products[i % products.length];
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const date = new Date(start + Math.floor(next() * 3 * 365 * 86_400_000)).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    const body = [`${pick(OPENERS)} ${pick(MIDDLES)}`, `${pick(MIDDLES)} (review ${i})`, pick(CLOSERS)].filter(Boolean).join(next() < 0.5 ? '\r\n' : '\n\n');
    const email = next() < 0.85 ? `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(/ /g, '.')}.${i}@example.com` : '';
    const replied = next() < 0.15;
    const pictures = next() < 0.2 ? Array.from({ length: 1 + Math.floor(next() * 3) }, (_, k) => `https://judgeme.imgix.net/bench/${i}-${k}.jpg`).join(',') : '';
    const cells = [
      pick(TITLES), body, String(1 + Math.floor(next() * 5)), date, 'web', next() < 0.9 ? 'ok' : 'not-yet', name, email,
      String(product.id), product.handle, replied ? `Thank you, ${name.split(' ')[0]}!` : '', replied ? date : '', pictures,
      `203.0.113.${i % 250}`, pick(LOCATIONS), '',
    ];
    if (pictures) withPictures += 1;
    lines.push(cells.map(quote).join(','));
  }
  return { text: `${lines.join('\r\n')}\r\n`, withPictures };
}

/** In the page, before the file is chosen: Event Timing entries, long tasks, and when the preview and summary appear. */
function watchImport([previewHeading, doneHeading]) {
  const state = { events: [], longTasks: [], chosenAt: 0, previewAt: 0, startAt: 0, doneAt: 0 };
  window.__import = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) state.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
  } catch {
    /* no long task timing */
  }
  document.addEventListener('change', (e) => {
    if (!state.chosenAt && e.target instanceof HTMLInputElement && e.target.type === 'file') state.chosenAt = e.timeStamp || performance.now();
  }, true);
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!state.startAt && state.previewAt && button && /^Import [\d,]+ reviews?$/.test(button.textContent.trim())) state.startAt = e.timeStamp || performance.now();
  }, true);
  const headingShown = (text) => [...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === text);
  new MutationObserver(() => {
    if (!state.previewAt && headingShown(previewHeading)) state.previewAt = performance.now();
    if (!state.doneAt && state.startAt && headingShown(doneHeading)) state.doneAt = performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** Follows a promise: `done` once it settled, `wait()` answers it (rethrowing its failure). */
function settled(promise) {
  const state = { done: false, error: null };
  const tracked = promise.then(
    () => (state.done = true),
    (error) => Object.assign(state, { done: true, error }),
  );
  return Object.assign(state, {
    wait: async () => {
      await tracked;
      if (state.error) throw state.error;
    },
  });
}

/** Clicks the page title and presses a key, in turn, every INTERACTION_GAP_MS until `done()`; answers how many. */
async function interactWhile(page, at, done) {
  let count = 0;
  while (!done()) {
    if (count % 2 === 0) await page.mouse.click(at.x, at.y);
    else await page.keyboard.press('a');
    count += 1;
    await page.waitForTimeout(INTERACTION_GAP_MS);
  }
  return count;
}

/** The longest interaction (Event Timing, ≥ 16 ms; 16 when none reached it) started between `from` and `to`. */
function longest(events, from, to) {
  const inWindow = events.filter((e) => e.start >= from && e.start <= to);
  const worst = inWindow.reduce((max, e) => (e.duration > max.duration ? e : max), { duration: 16, name: '' });
  return { inp: worst.duration, event: worst.name, slow: new Set(inWindow.map((e) => e.id)).size };
}

const taskStats = (tasks, from, to) => {
  const inWindow = tasks.filter((t) => t.start >= from && t.start <= to);
  return { count: inWindow.length, totalMs: Math.round(inWindow.reduce((s, t) => s + t.duration, 0)), maxMs: Math.round(Math.max(0, ...inWindow.map((t) => t.duration))) };
};

/** The demo shop's products as a Judge.me export names them (bare id and handle). */
function shopProducts(db, shopId) {
  return db.prepare("SELECT id, handle FROM products WHERE shop_id = ? AND id BETWEEN 1001 AND 1040 ORDER BY id").all(shopId);
}

/** Prints the top self-time functions of a CPU profile (CDP Profiler) to the log. */
function topFunctions(profile, n = 25) {
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
}

/** One import of the file through the screen on a fresh server; answers the times, INP, requests and checks. */
async function importOnce(browser, { appRoot, session, file, profile, log }) {
  const { server } = await startAppServer(appRoot, SETTINGS.latencyMs);
  let context = null;
  const requests = [];
  const client = await controlClient(); // the server's request log, over its self-signed HTTPS
  try {
    context = await freshContext(browser, { origin: server.url, session });
    const { page, cdp } = await throttledPage(context);
    // The body is a Blob (no post data in the page's request events): its size comes from Content-Length.
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === IMPORT_PATH) requests.push(request.headerValue('content-length').then((length) => Number(length) || 0, () => 0));
    });
    await page.goto(`${server.url}/import/file_import`);
    await page.getByRole('button', { name: 'Download template' }).waitFor({ timeout: 60_000 });
    await page.evaluate(watchImport, [PREVIEW_HEADING, DONE_HEADING]);
    const title = await page.locator('h1').first().boundingBox();
    const at = { x: title.x + Math.min(20, title.width / 2), y: title.y + title.height / 2 };
    await page.mouse.move(at.x, at.y);
    await requestLog(client, server.url, 'DELETE');
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }

    await page.locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: file });
    const preview = settled(page.getByRole('heading', { name: PREVIEW_HEADING }).waitFor({ timeout: 300_000 }));
    const readInteractions = await interactWhile(page, at, () => preview.done);
    await preview.wait();
    const valid = await page.getByTestId('preview-valid').innerText();
    await page.waitForTimeout(500); // the preview's first paint settles before Import is pressed
    await page.getByRole('button', { name: /^Import [\d,]+ reviews?$/ }).click();
    const summaryShown = settled(page.getByRole('heading', { name: DONE_HEADING }).waitFor({ timeout: 300_000 }));
    const sendInteractions = await interactWhile(page, at, () => summaryShown.done);
    await summaryShown.wait();
    await page.waitForTimeout(300);
    let cpuProfile = null;
    if (profile) cpuProfile = (await cdp.send('Profiler.stop')).profile;
    const imported = await page.getByTestId('summary-imported').innerText();
    const times = await page.evaluate(() => ({ ...window.__import, events: undefined, longTasks: undefined }));
    const { events, longTasks } = await page.evaluate(() => ({ events: window.__import.events, longTasks: window.__import.longTasks }));
    const serverLog = (await requestLog(client, server.url)).filter((r) => r.path === IMPORT_PATH);
    const ofThisFile = 'FROM reviews WHERE shop_id = ? AND import_id IN (SELECT id FROM review_imports WHERE file_name = ?)';
    const stored = server.db.prepare(`SELECT COUNT(*) ${ofThisFile}`).pluck().get(session.shopId, FILE_NAME);
    const withMedia = server.db.prepare(`SELECT COUNT(*) ${ofThisFile} AND has_media = 1`).pluck().get(session.shopId, FILE_NAME);
    if (cpuProfile) {
      mkdirSync(join(REPO_ROOT, 'tests/perf/results'), { recursive: true });
      const out = join(REPO_ROOT, 'tests/perf/results/import.cpuprofile');
      writeFileSync(out, JSON.stringify(cpuProfile));
      log(`main-thread CPU profile written to ${out.slice(REPO_ROOT.length)}; top self time:\n${topFunctions(cpuProfile).join('\n')}`);
    }
    const readMs = times.previewAt - times.chosenAt;
    const sendMs = times.doneAt - times.startAt;
    const serverMs = serverLog.map((r) => r.end - r.start - SETTINGS.latencyMs);
    return {
      readMs,
      sendMs,
      totalMs: readMs + sendMs,
      read: { ...longest(events, times.chosenAt, times.previewAt), interactions: readInteractions, longTasks: taskStats(longTasks, times.chosenAt, times.previewAt) },
      send: { ...longest(events, times.startAt, times.doneAt), interactions: sendInteractions, longTasks: taskStats(longTasks, times.startAt, times.doneAt) },
      requests: await (async () => {
        const sizes = await Promise.all(requests);
        return { count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) };
      })(),
      serverMs: { total: Math.round(serverMs.reduce((a, b) => a + b, 0)), max: Math.round(Math.max(0, ...serverMs)) },
      checks: { valid, imported, stored, withMedia },
    };
  } finally {
    await context?.close();
    await client.dispose();
    await server.close();
  }
}

const fmtMs = (s) => (s.n > 1 ? `${Math.round(s.median)} ms (${Math.round(s.min)}–${Math.round(s.max)})` : `${Math.round(s.median)} ms`);

/** Runs the import `runs` times (each on its own server) and answers the figure rows. */
export async function importFigures({ browser, appRoot, session, runs, log }) {
  const setup = await startAppServer(appRoot, 0);
  let products;
  try {
    products = shopProducts(setup.server.db, session.shopId);
  } finally {
    await setup.server.close();
  }
  const { text, withPictures } = judgeMeFile(IMPORT_ROWS, products);
  const file = Buffer.from(text, 'utf8');
  log(`import file: ${IMPORT_ROWS.toLocaleString('en-US')} rows, ${(file.length / 1048576).toFixed(1)} MB, ${products.length} products`);
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const profile = process.env.BENCH_IMPORT_PROFILE === '1' && i === 0;
    const result = await importOnce(browser, { appRoot, session, file, profile, log }).catch((error) => ({ error: String(error?.message ?? error).split('\n')[0] }));
    results.push(result);
    if (result.error) log(`import run ${i + 1}/${runs}: failed — ${result.error}`);
    else {
      log(`import run ${i + 1}/${runs}: read and check ${Math.round(result.readMs)} ms, send ${Math.round(result.sendMs)} ms, ` +
        `INP ${Math.round(result.read.inp)} / ${Math.round(result.send.inp)} ms (${result.read.interactions} + ${result.send.interactions} interactions), ` +
        `long tasks read ${JSON.stringify(result.read.longTasks)} send ${JSON.stringify(result.send.longTasks)}, ` +
        `${result.requests.count} requests ${(result.requests.bytes / 1048576).toFixed(1)} MB (largest ${(result.requests.largest / 1048576).toFixed(2)} MB), ` +
        `server ${result.serverMs.total} ms (max ${result.serverMs.max} ms per batch); ${result.checks.imported}, ${result.checks.stored} stored, ${result.checks.withMedia} with photos`);
    }
  }
  // A run counts only when every review of the file was stored, and exactly those with pictures have media.
  const ok = results.filter((r) => !r.error && r.checks.stored === IMPORT_ROWS && r.checks.withMedia === withPictures);
  const label = `import ${(IMPORT_ROWS / 1000).toFixed(0)}k rows`;
  const failedReason = results.find((r) => r.error)?.error ??
    (results.length ? `stored ${results[0].checks?.stored} of ${IMPORT_ROWS}, ${results[0].checks?.withMedia} of ${withPictures} with photos` : 'not run');
  const na = (figure, ref) => ({ figure, ours: `n/a — ${failedReason}`, ref, ratio: '—', verdict: 'n/a', value: null });
  const pick = (fn) => summary(ok.map(fn));
  const timeRow = (figure, stats, budget) =>
    stats
      ? { figure, ours: fmtMs(stats), ref: budget ? `≤ ${budget / 1000} s (both parts)` : '—', ratio: budget ? `${(stats.median / budget).toFixed(2)}×` : '—', verdict: budget ? (stats.median <= budget ? 'within' : 'over') : '—', value: stats }
      : na(figure, budget ? `≤ ${budget / 1000} s (both parts)` : '—');
  const inpRow = (figure, stats) =>
    stats
      ? { figure, ours: fmtMs(stats), ref: `≤ ${IMPORT_INP_BUDGET_MS} ms`, ratio: '—', verdict: stats.median <= IMPORT_INP_BUDGET_MS ? 'within' : 'over', value: stats }
      : na(figure, `≤ ${IMPORT_INP_BUDGET_MS} ms`);
  const batches = Math.ceil(IMPORT_ROWS / 2000);
  const rows = [
    timeRow(`${label}: read and check (file chosen → preview)`, pick((r) => r.readMs), null),
    timeRow(`${label}: send (Import → summary, ${batches} batch${batches === 1 ? '' : 'es'})`, pick((r) => r.sendMs), null),
    timeRow(`${label}: read and check + send`, pick((r) => r.totalMs), IMPORT_BUDGET_MS),
    inpRow(`${label}: INP during read and check`, pick((r) => r.read.inp)),
    inpRow(`${label}: INP during send`, pick((r) => r.send.inp)),
  ];
  return { rows, results, fileBytes: file.length };
}
