import type { AppContext } from '../http/context';
import { scheduleArrivedOrders, simulateOrders, simulatedShops } from './order-simulator';
import { runDueRequests, type RunResult } from './scheduler';

type LoopContext = Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now' | 'workerId'>;

/** Most requests one tick sends. */
const TICK_LIMIT = 500;

/**
 * One scheduler tick: the demo store's new orders arrive and earlier ones are fulfilled and
 * delivered, orders whose trigger came give requests (when requests are on), then due requests go out.
 */
export async function schedulerTick(ctx: LoopContext): Promise<RunResult> {
  const now = ctx.now();
  for (const shopId of simulatedShops(ctx.db)) simulateOrders(ctx.db, shopId, now);
  const enabled = ctx.db.prepare("SELECT shop_id FROM request_settings WHERE json_extract(data, '$.enabled') = 1").pluck().all() as number[];
  for (const shopId of enabled) scheduleArrivedOrders(ctx.db, shopId, now);
  return runDueRequests(ctx, { workerId: ctx.workerId, limit: TICK_LIMIT });
}

/** A running scheduler loop. */
export interface SchedulerLoop {
  /** Stops the timer and waits for a tick in progress to end. */
  stop(): Promise<void>;
}

/** Runs {@link schedulerTick} every `intervalMs` (never two at once); errors are logged and the loop goes on. */
export function startSchedulerLoop(ctx: LoopContext, intervalMs: number): SchedulerLoop {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped || !ctx.db.open) return;
    running = schedulerTick(ctx)
      .catch((err: unknown) => process.stderr.write(`[scheduler] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`))
      .finally(() => { running = null; });
  };
  const timer = setInterval(tick, Math.max(50, intervalMs));
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
