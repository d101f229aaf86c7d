import { createAdaptorServer } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import type { AddressInfo } from 'node:net';
import type { AppContext } from './http/context';
import { DEMO_SHOP_DOMAIN } from './seed/demo-shop';
import { getShopByDomain } from './store/repositories/shops';
import { openDemoDatabase } from './seed/open-demo';
import { parseOriginList } from './domain/shop-domain';
import { corsOriginsOption } from './http/cors';
import { platformApiKeyFromEnv } from './http/tokens';
import { resolveSecrets } from './http/secrets';
import { DEFAULT_LIMITS } from './http/limits';
import { PLATFORM_APP_HANDLE, hostArgument, platformAdminApp, storeHandle, type PlatformAdminConfig } from './simulators/platform/admin';
import { platformAppFetch, type FetchHandler } from './simulators/platform/app';
import { selfSignedCertificate, type TlsPair } from './simulators/platform/tls';
import { TestControls } from './http/test-controls';
import { closerOf, secureServerOptions } from './http/secure-server';
import { REPO_ROOT } from './server';
import { createMailer } from './mail/index';
import { clockWithOffset } from './requests/clock';

/** Options of {@link startPlatformDemo}; unset values come from the environment or defaults. */
export interface PlatformDemoOptions {
  /** App secret: signs the platform's session tokens and our own (default env API_SECRET, else the one kept in `dataDir`, else in memory mode a random one of this process). */
  secret?: string;
  /** The app's API key with the platform, the tokens' `aud` (default env PLATFORM_API_KEY, else the dev key). */
  apiKey?: string;
  /** Shop the admin is signed in to (default the demo shop). */
  shop?: string;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Port of the admin (default 0: a free port). */
  adminPort?: number;
  /** Port of the app over https (default 0: a free port). */
  appPort?: number;
  /** A database to share (e.g. the http server's); else one is opened and closed with the demo. */
  db?: Database;
  /** Folder of the SQLite file when no database is given (default ./data). */
  dataDir?: string;
  /** Keep the database in memory when no database is given (tests). */
  memory?: boolean;
  /** Operator sign secret (default env OPERATOR_SECRET, else kept beside the app secret). */
  operatorSecret?: string;
  /** Extra origins login may redirect to (default env ALLOWED_REDIRECT_ORIGINS). */
  allowedRedirectOrigins?: string[];
  /**
   * Origins whose pages may call this server cross-origin (CORS), exact: `https://hub.example.com`
   * (default env CORS_ORIGINS, comma-separated; none). The server's own origin needs no entry.
   */
  corsOrigins?: string[];
  /** Delay added to every /api and /store request of the app, in ms (default 0). */
  latencyMs?: number;
  /** Enable the app's /__test fault injection and request log. */
  testControls?: boolean;
  /** Folder holding dist/, src/locales/ and demo/ (default: the repository root). */
  staticRoot?: string;
  /** Clock in ms (default Date.now). */
  now?: () => number;
}

/** The running platform demo. */
export interface PlatformDemo {
  /** The admin's page of our app: `https://<admin>/store/<handle>/apps/reviews`. */
  adminUrl: string;
  /** The admin's origin. */
  adminOrigin: string;
  /** The app's https origin (no trailing slash); the admin frames it. */
  appUrl: string;
  /** The URL the admin puts in its iframe for the app's home. */
  frameUrl: string;
  /** The app's API key with the platform. */
  apiKey: string;
  db: Database;
  /** Stops both servers (and closes the database when the demo opened it). */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function listenHttps(tls: TlsPair, host: string, port: number, handle: () => FetchHandler): Promise<{ port: number; close(): Promise<void> }> {
  const server = createAdaptorServer({
    hostname: host,
    fetch: (request: Request) => handle()(request),
    ...secureServerOptions(tls),
  });
  const closeAll = closerOf(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | null = null;
  return {
    port: (server.address() as AddressInfo).port,
    close: () => (closing ??= closeAll()),
  };
}

/**
 * Starts the simulated platform admin and the app it embeds: two https servers on different ports
 * (so the admin and the app are different origins) sharing one self-signed certificate made now.
 * The app server serves what the reference server serves; the admin serves its page, which frames
 * the app and answers App Bridge's messages, and mints the session tokens.
 */
export async function startPlatformDemo(options: PlatformDemoOptions = {}): Promise<PlatformDemo> {
  const host = options.host ?? '127.0.0.1';
  const shop = options.shop ?? DEMO_SHOP_DOMAIN;
  const secrets = resolveSecrets(options);
  const secret = secrets.api;
  const apiKey = options.apiKey ?? platformApiKeyFromEnv();
  const staticRoot = options.staticRoot ?? REPO_ROOT;
  const ownDb = !options.db;
  const db = options.db ?? openDemoDatabase({ dataDir: options.dataDir, memory: options.memory });
  const now = clockWithOffset(db, options.now ?? (() => Date.now()));
  const ctx: AppContext = {
    db,
    secret,
    operatorSecret: secrets.operator,
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? parseOriginList(process.env.ALLOWED_REDIRECT_ORIGINS),
    corsOrigins: corsOriginsOption(options.corsOrigins),
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    testControls: options.testControls ? new TestControls() : null,
    staticRoot,
    now,
    providerDemo: false,
    limits: DEFAULT_LIMITS,
    // Email links point at PUBLIC_URL, else this app server (set once it listens); no scheduler or clock routes here.
    mailer: createMailer(db, { smtpUrl: process.env.SMTP_URL || undefined, now }),
    publicUrl: (process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    demoClock: false,
    workerId: `platform-${process.pid}`,
  };
  const base = `https://${urlHost(host)}`;
  let adminOrigin = '';
  let appOrigin = '';
  const config = (): PlatformAdminConfig => ({
    adminOrigin,
    appOrigin,
    apiKey,
    shop,
    storeName: (db.open ? getShopByDomain(db, shop)?.name : undefined) ?? shop,
  });
  const appFetch = platformAppFetch(ctx, apiKey, () => adminOrigin);
  const admin = platformAdminApp({ config, secret, staticRoot, now: ctx.now });

  const tls = await selfSignedCertificate(host === '0.0.0.0' || host === '::' ? [] : [host]);
  const servers: { close(): Promise<void> }[] = [];
  try {
    const appServer = await listenHttps(tls, host, options.appPort ?? 0, () => appFetch);
    servers.push(appServer);
    const adminServer = await listenHttps(tls, host, options.adminPort ?? 0, () => (request) => Promise.resolve(admin.fetch(request)));
    servers.push(adminServer);
    appOrigin = `${base}:${appServer.port}`;
    if (!ctx.publicUrl) ctx.publicUrl = appOrigin;
    adminOrigin = `${base}:${adminServer.port}`;
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    if (ownDb) db.close();
    throw error;
  }
  const frame = new URL('/', appOrigin);
  frame.search = new URLSearchParams({ shop, host: hostArgument(adminOrigin, shop), embedded: '1' }).toString();
  let closing: Promise<void> | null = null;
  return {
    adminUrl: `${adminOrigin}/store/${storeHandle(shop)}/apps/${PLATFORM_APP_HANDLE}`,
    adminOrigin,
    appUrl: appOrigin,
    frameUrl: frame.href,
    apiKey,
    db,
    close: () =>
      (closing ??= Promise.all(servers.map((s) => s.close())).then(() => {
        if (ownDb && db.open) db.close();
      })),
  };
}
