import { createAdaptorServer } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import type { AppContext } from './http/context';
import { openDemoDatabase } from './seed/open-demo';
import { parseOriginList } from './domain/shop-domain';
import { corsOriginsOption } from './http/cors';
import { resolveSecrets } from './http/secrets';
import { TestControls } from './http/test-controls';
import { closerOf, secureServerOptions } from './http/secure-server';
import type { TlsPair } from './simulators/platform/tls';
import { DEFAULT_LIMITS, type ServerLimits } from './http/limits';
import { randomBytes } from 'node:crypto';
import { createMailer } from './mail/index';
import { clockWithOffset } from './requests/clock';
import { startSchedulerLoop, type SchedulerLoop } from './requests/loop';

/** Options of {@link startServer}; unset values come from the environment or defaults. */
export interface StartServerOptions {
  /** Port to listen on (default 8787; 0 picks a free port). */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Folder of the SQLite file (default ./data). */
  dataDir?: string;
  /** Keep the database in memory (tests). */
  memory?: boolean;
  /** Delay added to every /api and /store request, in ms (default 0). */
  latencyMs?: number;
  /** Enable the /__test fault injection and request log. */
  testControls?: boolean;
  /**
   * Session and hmac secret (default env API_SECRET, else the one kept in `dataDir/secrets.json`, made
   * on first start; in memory mode a random secret of this process). A known default is refused.
   */
  secret?: string;
  /** Operator sign secret (default env OPERATOR_SECRET, else kept beside the session secret). */
  operatorSecret?: string;
  /** Extra origins login may redirect to (default env ALLOWED_REDIRECT_ORIGINS). */
  allowedRedirectOrigins?: string[];
  /**
   * Origins whose pages may call this server cross-origin (CORS), exact: `https://hub.example.com`
   * (default env CORS_ORIGINS, comma-separated; none). The server's own origin needs no entry.
   */
  corsOrigins?: string[];
  /** Folder holding dist/, src/locales/ and demo/ (default: the repository root). */
  staticRoot?: string;
  /** Clock in ms the handlers read (default Date.now); tests pass one they can move. */
  now?: () => number;
  /**
   * Demo mode of the second-host page: serve `/provider/session`, which hands that page (and only a
   * call from it) a short-lived session token. Off by default; `npm start` turns it on (PROVIDER_DEMO=1).
   */
  providerDemo?: boolean;
  /** Body size and rate limits (default {@link DEFAULT_LIMITS}); tests lower them. */
  limits?: Partial<ServerLimits>;
  /** Serve HTTPS (HTTP/2, and HTTP/1.1 for clients that ask) with this key and certificate instead of plain HTTP. */
  tls?: TlsPair;
  /** SMTP server to send email through, `smtp://user:pass@host:port` (default env SMTP_URL; none: the demo mailbox). */
  smtpUrl?: string;
  /** Public base address used in emails' links (default env PUBLIC_URL, else the address the server listens on). */
  publicUrl?: string;
  /**
   * The review-request scheduler (new demo orders, due requests sent): off (`false`, the default)
   * or every `intervalMs`. `npm start` runs it every 5 s.
   */
  scheduler?: false | { intervalMs: number };
  /** Serve `/demo/clock`, which moves the demo clock forward (off by default; `npm start` turns it on). */
  demoClock?: boolean;
}

/** A running server. */
export interface RunningServer {
  /** Base address, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  port: number;
  /** Stops listening and drops open connections; the database closes once no handler is running. */
  close(): Promise<void>;
  db: Database;
}

/** The repository root, resolved from this file's location. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Opens the database, builds the app and listens; resolves once the port is bound. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const secrets = resolveSecrets(options);
  const db = openDemoDatabase({ dataDir: options.dataDir, memory: options.memory, now: (options.now ?? Date.now)() });
  const baseNow = options.now ?? (() => Date.now());
  const now = clockWithOffset(db, baseNow);
  const smtpUrl = options.smtpUrl ?? (process.env.SMTP_URL || undefined);
  const ctx: AppContext = {
    db,
    mailer: createMailer(db, { smtpUrl, now }),
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    demoClock: options.demoClock ?? false,
    workerId: `${process.pid}-${randomBytes(4).toString('hex')}`,
    secret: secrets.api,
    operatorSecret: secrets.operator,
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? parseOriginList(process.env.ALLOWED_REDIRECT_ORIGINS),
    corsOrigins: corsOriginsOption(options.corsOrigins),
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    testControls: options.testControls ? new TestControls() : null,
    staticRoot: options.staticRoot ?? REPO_ROOT,
    now,
    providerDemo: options.providerDemo ?? false,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };
  const app = createApp(ctx);
  let inFlight = 0;
  let stopped = false;
  const closeDbWhenIdle = (): void => {
    if (stopped && inFlight === 0 && db.open) db.close();
  };
  const server = createAdaptorServer({
    hostname: host,
    fetch: async (request, env) => {
      inFlight += 1;
      try {
        return await app.fetch(request, env);
      } finally {
        inFlight -= 1;
        closeDbWhenIdle();
      }
    },
    ...(options.tls ? secureServerOptions(options.tls) : {}),
  }) as Server;
  const dropConnections = closerOf(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8787, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await ctx.mailer.close();
    db.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `${options.tls ? 'https' : 'http'}://${urlHost(host)}:${port}`;
  if (!ctx.publicUrl) ctx.publicUrl = url;
  const scheduler: SchedulerLoop | null = options.scheduler ? startSchedulerLoop(ctx, options.scheduler.intervalMs) : null;
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    // The scheduler stops (its tick in progress ends) before the database closes.
    closing ??= Promise.all([scheduler?.stop(), dropConnections()])
      .then(() => ctx.mailer.close())
      .then(() => {
        stopped = true;
        closeDbWhenIdle();
      });
    return closing;
  };
  return { url, port, close, db };
}
