import type { Database } from 'better-sqlite3';
import type { SessionIdentity } from './tokens';
import type { TestControls } from './test-controls';
import type { ServerLimits } from './limits';
import type { Mailer } from '../mail/types';

/** Everything the routes share: storage, secrets, options. */
export interface AppContext {
  db: Database;
  /** Signs and verifies session tokens and redirect hmacs. */
  secret: string;
  /** Verifies operator entry signs. */
  operatorSecret: string;
  /** Origins besides the server's own that login may redirect to. */
  allowedRedirectOrigins: readonly string[];
  /** Delay added to every /api and /store request. */
  latencyMs: number;
  /** Fault injection and request log, or null when test controls are off. */
  testControls: TestControls | null;
  /** Folder holding dist/, src/locales/ and demo/ (the repository root by default). */
  staticRoot: string;
  /** Clock in ms: the real (or test) time plus the demo clock's offset. */
  now(): number;
  /** Sends email: SMTP when configured, else the demo mailbox. */
  mailer: Mailer;
  /** Public base address of this server for links in emails (PUBLIC_URL, else the address it listens on). */
  publicUrl: string;
  /** Serve `/demo/clock`, which moves the demo clock forward. */
  demoClock: boolean;
  /** Name of this server's scheduler worker in the request claims. */
  workerId: string;
  /** Serve the second-host demo's session route (demo mode; off unless asked for). */
  providerDemo: boolean;
  /** Body size and rate limits. */
  limits: ServerLimits;
  /**
   * Origins (exact, normalized) whose pages may call this server cross-origin: the API, the store
   * API, locale files, the bundle's chunks and uploads. Same-origin use needs no entry.
   */
  corsOrigins: readonly string[];
}

/** Hono environment of the app: the verified session set by the auth middleware. */
export interface AppEnv {
  Variables: {
    session: SessionIdentity;
  };
}
