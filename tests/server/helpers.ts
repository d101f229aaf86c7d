import { afterAll, beforeAll } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { startServer, type RunningServer, type StartServerOptions } from '../../demo/server/server';

/** Secrets the test servers run with. */
export const TEST_SECRET = 'test-api-secret-0123456789';
export const TEST_OPERATOR_SECRET = 'test-operator-secret-0123456789';

/** Starts an in-memory server on a random port with test controls on. */
export function startTestServer(options: StartServerOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    memory: true,
    testControls: true,
    secret: TEST_SECRET,
    operatorSecret: TEST_OPERATOR_SECRET,
    allowedRedirectOrigins: [],
    ...options,
  });
}

/**
 * Time a test server may take to start (migrations and the demo seed of some 3 300 reviews, a year of
 * statistics and the catalogue) or to close, on a busy machine.
 */
export const SERVER_HOOK_TIMEOUT_MS = 60_000;

/**
 * Per-test time of the slow suites (each test restarts a file database, seeds thousands of rows or
 * times a scan over them), so a busy machine slows them down without failing them.
 */
export const SLOW_TEST_TIMEOUT_MS = 60_000;

/**
 * Gives the calling file (or describe block) its own in-memory server with a fresh database: started
 * on port 0 in `beforeAll`, closed in `afterAll`. Returns an accessor for tests and hooks; it throws
 * when called outside the registered hooks' lifetime (for example at collection time).
 */
export function useTestServer(options: StartServerOptions = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, SERVER_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    const running = server;
    server = undefined;
    await running?.close();
  }, SERVER_HOOK_TIMEOUT_MS);
  return () => {
    if (!server) throw new Error('The test server is not running: use it inside tests and hooks of the block that called useTestServer');
    return server;
  };
}

/** The `{code, message, data}` envelope as parsed from a response. */
export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

/** A bearer token for the demo shop, minted with the test secret. */
export function demoToken(options: { ttlSeconds?: number; secret?: string; superAdmin?: boolean } = {}): Promise<string> {
  return issueSessionToken(
    { id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN },
    { secret: options.secret ?? TEST_SECRET, ttlSeconds: options.ttlSeconds, superAdmin: options.superAdmin },
  );
}

/** Calls an admin API path and returns status plus the parsed envelope. */
export async function callApi<T = any>(
  server: RunningServer,
  call: string,
  init: { method?: 'GET' | 'POST'; token?: string | null; body?: unknown; query?: string; rawBody?: string } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const hasBody = init.body !== undefined || init.rawBody !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1/admin/${call}${init.query ? `?${init.query}` : ''}`, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope<T>, headers: response.headers };
}

/** Runs login and the install screen approval; returns the parsed redirect query. */
export async function loginAndApprove(server: RunningServer, shop = DEMO_SHOP_DOMAIN): Promise<Record<string, string>> {
  const login = await callApi(server, 'login', { body: { shop, redirect_url: `${server.url}/auth`, url: `${server.url}/login` } });
  if (login.body.code !== 0) throw new Error(`login failed: ${login.body.message}`);
  const authorize = new URL(login.body.data.redirect_url);
  const approve = await fetch(`${server.url}/oauth/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      shop: authorize.searchParams.get('shop') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    }),
  });
  if (approve.status !== 302) throw new Error(`approve answered ${approve.status}`);
  const location = new URL(approve.headers.get('location') ?? '');
  return Object.fromEntries(location.searchParams.entries());
}

/** The store API envelope `{code, msg, data, reasonCode?}` as parsed from a response. */
export interface StoreEnvelope<T = any> {
  code: number;
  msg: string;
  data: T;
  reasonCode?: number;
  [extra: string]: unknown;
}

/** Calls a store API path (under /store/v1) with an optional bearer token and query parameters. */
export async function callStore<T = any>(
  server: RunningServer,
  path: string,
  init: { token?: string | null; query?: Record<string, string | number | undefined> } = {},
): Promise<{ status: number; body: StoreEnvelope<T>; headers: Headers }> {
  const url = new URL(`${server.url}/store/v1/${path}`);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as StoreEnvelope<T>, headers: response.headers };
}
