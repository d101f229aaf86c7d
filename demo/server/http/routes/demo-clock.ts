import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { validate, validationError } from '../validate';
import { clockOffset, moveClock, resetClock } from '../../requests/clock';
import { schedulerTick } from '../../requests/loop';

/** Path of the demo clock. */
export const DEMO_CLOCK_PATH = '/demo/clock';

const HOUR_MS = 3_600_000;
const MAX_MOVE_MS = 60 * 24 * HOUR_MS;

const moveSchema = z.object({
  days: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(60))),
  hours: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(60 * 24))),
});

/** The body of a move: JSON, or a form (the mailbox's buttons). */
async function readMove(c: Context): Promise<{ fields: unknown; form: boolean }> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody();
    const pick = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? form[key] : undefined);
    return { fields: { days: pick('days'), hours: pick('hours') }, form: true };
  }
  const text = await c.req.text();
  try {
    return { fields: text.trim() ? (JSON.parse(text) as unknown) : {}, form: false };
  } catch {
    throw validationError([{ path: 'body', code: 'invalid_json', message: 'is not valid JSON' }]);
  }
}

/** Where a form post goes back to: its Referer when that is a page of this server. */
function backTo(c: Context, publicUrl: string): string | null {
  const referer = c.req.header('Referer');
  if (!referer) return null;
  try {
    const target = new URL(referer);
    const own = [new URL(c.req.url).origin, publicUrl ? new URL(publicUrl).origin : ''];
    return own.includes(target.origin) ? target.pathname + target.search : null;
  } catch {
    return null;
  }
}

/**
 * The demo clock (served only with the `demoClock` option): GET answers `{ now, offsetMs }`; POST
 * `{ days?, hours? }` (0 < total ≤ 60 days) moves it forward, brings the demo store's orders up to
 * the new time and runs the scheduler once (due requests sent, held reviews whose 14 days passed
 * published, due reward reminders sent: the answer counts them); `POST /reset` sets it back to the real time.
 */
export function demoClockRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const state = () => ({ now: new Date(ctx.now()).toISOString(), offsetMs: clockOffset(ctx.db) });

  app.get('/', (c) => c.json(state(), 200, { 'Cache-Control': 'no-store' }));

  app.post('/', async (c) => {
    const { fields, form } = await readMove(c);
    const move = validate(moveSchema, fields);
    const ms = (move.days ?? 0) * 24 * HOUR_MS + (move.hours ?? 0) * HOUR_MS;
    if (!(ms > 0) || ms > MAX_MOVE_MS) {
      throw validationError([{ path: 'days', code: 'custom', message: 'move the clock forward by more than 0 and at most 60 days' }]);
    }
    moveClock(ctx.db, ms);
    const run = await schedulerTick(ctx);
    const back = form ? backTo(c, ctx.publicUrl) : null;
    if (back) return c.redirect(back, 303);
    const collected = { published: run.published, rewardReminders: run.rewardReminders };
    return c.json({ ...state(), sent: run.sent, failed: run.failed, ...collected }, 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/reset', async (c) => {
    resetClock(ctx.db);
    const back = backTo(c, ctx.publicUrl);
    const type = c.req.header('Content-Type') ?? '';
    if (back && type.includes('form')) return c.redirect(back, 303);
    return c.json(state(), 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
