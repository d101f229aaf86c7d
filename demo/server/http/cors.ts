import type { Context } from 'hono';
import type { AppContext } from './context';
import { parseOriginList } from '../domain/shop-domain';

/**
 * The `origin` option of the CORS middleware: echoes the request's Origin when it is configured
 * (`CORS_ORIGINS`, `startServer({ corsOrigins })`) or is this server's own, else answers none, so
 * the browser refuses the cross-origin read.
 */
export function corsOriginFor(ctx: Pick<AppContext, 'corsOrigins'>): (origin: string, c: Context) => string | null {
  return (origin, c) => (ctx.corsOrigins.includes(origin) || origin === new URL(c.req.url).origin ? origin : null);
}

/** The CORS origins of a server: the given list, else env CORS_ORIGINS (comma-separated), normalized. */
export function corsOriginsOption(given: readonly string[] | undefined): string[] {
  return given ? parseOriginList(given.join(','), 'corsOrigins') : parseOriginList(process.env.CORS_ORIGINS, 'CORS_ORIGINS');
}
