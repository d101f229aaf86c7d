import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File in DATA_DIR holding the secrets the server made on its first start. */
export const SECRETS_FILE = 'secrets.json';

/** Shortest secret accepted (bytes of UTF-8). */
const MIN_SECRET_LENGTH = 16;

/**
 * Secrets that were ever written in this repository as defaults: anyone can read them, so a server
 * configured with one of them refuses to start.
 */
const KNOWN_DEFAULT_SECRETS: ReadonlySet<string> = new Set([
  'reviews-admin-demo-dev-api-secret',
  'reviews-admin-demo-dev-operator-secret',
  'changeme',
  'secret',
]);

/** The two secrets of a server: sessions and redirect hmacs (`api`), operator entry signs (`operator`). */
export interface ServerSecrets {
  api: string;
  operator: string;
}

const randomSecret = (): string => randomBytes(32).toString('base64url');

let processSecrets: ServerSecrets | null = null;
/** Random secrets of this process, made on first use: what a memory-mode server signs with. */
export function perProcessSecrets(): ServerSecrets {
  processSecrets ??= { api: randomSecret(), operator: randomSecret() };
  return processSecrets;
}

/**
 * Refuses a configured secret that is a known default (from the repository) or too short.
 * @throws Error naming the setting and what to do.
 */
export function assertUsableSecret(name: string, value: string): void {
  if (KNOWN_DEFAULT_SECRETS.has(value)) {
    throw new Error(`${name} is set to a default secret published in the repository; set a random value of your own (for example \`openssl rand -base64 32\`) or unset it to let the server make one`);
  }
  if (Buffer.byteLength(value) < MIN_SECRET_LENGTH) {
    throw new Error(`${name} is shorter than ${MIN_SECRET_LENGTH} characters; set a random value of at least 32 characters`);
  }
}

/** Reads DATA_DIR's secrets file, creating it (mode 0600) with random secrets when it is missing. */
function fileSecrets(dataDir: string): ServerSecrets {
  const file = join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerSecrets>;
    if (typeof parsed.api !== 'string' || typeof parsed.operator !== 'string') {
      throw new Error(`${file} is not a secrets file of this server (it needs "api" and "operator"); delete it to make new secrets`);
    }
    return { api: parsed.api, operator: parsed.operator };
  }
  mkdirSync(dataDir, { recursive: true });
  const made = { api: randomSecret(), operator: randomSecret() };
  try {
    writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process made the file first: use its secrets.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fileSecrets(dataDir);
    throw err;
  }
  chmodSync(file, 0o600);
  return made;
}

/**
 * The secrets a server runs with: an option, else the environment (API_SECRET, OPERATOR_SECRET),
 * else the ones kept in DATA_DIR (made on first start), else (memory mode) random ones of this process.
 * @throws Error when a configured secret is a known default or too short.
 */
export function resolveSecrets(options: { secret?: string; operatorSecret?: string; dataDir?: string; memory?: boolean }): ServerSecrets {
  const stored = (): ServerSecrets => (options.memory ? perProcessSecrets() : fileSecrets(options.dataDir ?? './data'));
  const api = options.secret ?? (process.env.API_SECRET || undefined);
  const operator = options.operatorSecret ?? (process.env.OPERATOR_SECRET || undefined);
  if (api !== undefined) assertUsableSecret(options.secret !== undefined ? 'The secret option' : 'API_SECRET', api);
  if (operator !== undefined) assertUsableSecret(options.operatorSecret !== undefined ? 'The operatorSecret option' : 'OPERATOR_SECRET', operator);
  return { api: api ?? stored().api, operator: operator ?? stored().operator };
}
