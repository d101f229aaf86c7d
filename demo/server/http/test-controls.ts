import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { envelope } from './envelope';
import { ResultCode } from '../domain/errors';
import { StoreReason, isStoreApiPath, storeFailure } from './store-envelope';
import { readBody } from './validate';

/** Path prefix of the test-control endpoints. */
export const TEST_CONTROLS_PREFIX = '/__test';
const MAX_LOG_ENTRIES = 20_000;

const faultSchema = z.strictObject({
  path: z.string().startsWith('/').max(2048),
  status: z.int().min(200).max(599).optional(),
  code: z.int().optional(),
  message: z.string().max(2000).optional(),
  delayMs: z.int().min(0).max(600_000).optional(),
  body: z.string().max(1_000_000).optional(),
  times: z.int().min(1).optional(),
  reasonCode: z.int().optional(),
});

/**
 * A registered fault, applied to requests whose pathname equals `path`, or starts with it when
 * `path` ends in `*` (e.g. `/store/v1/*`). On /store/v1 paths the injected body is the store
 * envelope `{code, msg, data: null, reasonCode}` (code 1 and reasonCode 1100001 unless given).
 */
export type Fault = z.infer<typeof faultSchema>;

/** One handled request; times are ms since the epoch (fractional). */
export interface RequestLogEntry {
  method: string;
  path: string;
  start: number;
  end: number;
}

const nowMs = (): number => Math.round((performance.timeOrigin + performance.now()) * 1000) / 1000;
const faultMatches = (pattern: string, path: string): boolean =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
const isControlPath = (path: string): boolean => path === TEST_CONTROLS_PREFIX || path.startsWith(`${TEST_CONTROLS_PREFIX}/`);

/** Fault injection and the request log used by end-to-end tests and the benchmark. */
export class TestControls {
  readonly faults: Fault[] = [];
  readonly requests: RequestLogEntry[] = [];

  /** Records method, path, start and end of every request except the control endpoints. */
  logRequests(): MiddlewareHandler {
    return async (c, next) => {
      if (isControlPath(c.req.path)) return next();
      const start = nowMs();
      try {
        await next();
      } finally {
        this.requests.push({ method: c.req.method, path: c.req.path, start, end: nowMs() });
        if (this.requests.length > MAX_LOG_ENTRIES) this.requests.splice(0, this.requests.length - MAX_LOG_ENTRIES);
      }
    };
  }

  /** Applies the first matching fault before routing: delay, then an injected response if one is set. */
  applyFaults(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method === 'OPTIONS' || isControlPath(c.req.path)) return next();
      const fault = this.take(c.req.path);
      if (!fault) return next();
      if (fault.delayMs) await sleep(fault.delayMs);
      const status = fault.status ?? 200;
      if (fault.body !== undefined) {
        return c.body(fault.body, status as ContentfulStatusCode, { 'Content-Type': 'application/json; charset=utf-8' });
      }
      if (fault.status === undefined && fault.code === undefined && fault.message === undefined && fault.reasonCode === undefined) return next();
      if (isStoreApiPath(c.req.path)) {
        const failure = { ...storeFailure(fault.message ?? 'Injected fault', fault.reasonCode ?? StoreReason.failed), code: fault.code ?? 1 };
        return c.json(failure, status as ContentfulStatusCode);
      }
      const code = fault.code ?? (status >= 400 ? status * 100 : ResultCode.internal);
      return c.json(envelope(code, fault.message ?? 'Injected fault', null), status as ContentfulStatusCode);
    };
  }

  private take(path: string): Fault | undefined {
    const index = this.faults.findIndex((fault) => faultMatches(fault.path, path));
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }

  /** The `/__test` endpoints: register, list and clear faults; read and clear the request log. */
  routes(): Hono {
    const app = new Hono();
    app.post('/faults', async (c) => {
      const fault = await readBody(c, faultSchema);
      this.faults.push(fault);
      return c.json({ registered: fault, count: this.faults.length }, 201);
    });
    app.get('/faults', (c) => c.json(this.faults));
    app.delete('/faults', (c) => {
      this.faults.splice(0);
      return c.json({ count: 0 });
    });
    app.get('/requests', (c) => c.json(this.requests));
    app.delete('/requests', (c) => {
      this.requests.splice(0);
      return c.json({ count: 0 });
    });
    return app;
  }
}
