import { runCollectJobs, type CollectJobResult } from '../collect/collect-jobs';
import type { AppContext } from '../http/context';
import { scheduleArrivedOrders, simulateOrders, simulatedShops } from './order-simulator';
import { runDueRequests, type RunResult } from './scheduler';

type LoopContext = Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now' | 'workerId' | 'secret'>;

/** Most requests one tick sends. */
const TICK_LIMIT = 500;

/** What one tick did: the requests it sent and the collect jobs' work. */
export type TickResult = RunResult & CollectJobResult;

/**
 * One scheduler tick: the demo store's new orders arrive and earlier ones are fulfilled and
 * delivered, orders whose trigger came give requests (when requests are on), then due requests go
 * out; then the collect jobs run (held reviews published after 14 days, reward emails due).
 */
export async function schedulerTick(ctx: LoopContext): Promise<TickResult> {
  const now = ctx.now();
  for (const shopId of simulatedShops(ctx.db)) simulateOrders(ctx.db, shopId, now);
  const enabled = ctx.db.prepare("SELECT shop_id FROM request_settings WHERE json_extract(data, '$.enabled') = 1").pluck().all() as number[];
  for (const shopId of enabled) scheduleArrivedOrders(ctx.db, shopId, now);
  const run = await runDueRequests(ctx, { workerId: ctx.workerId, limit: TICK_LIMIT });
  const collect = await runCollectJobs(ctx, now);
  return { ...run, ...collect };
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
