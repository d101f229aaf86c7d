import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext, AppEnv } from './http/context';
import { envelope, sendError } from './http/envelope';
import { ApiError, ResultCode } from './domain/errors';
import { PUBLIC_ADMIN_CALLS, REAUTHORIZE_HEADER, requireSession } from './http/require-session';
import { STORE_API } from './http/store-envelope';
import { authRoutes } from './http/routes/auth';
import { BILLING_PREFIX, billingRoutes } from './simulators/billing/routes';
import { dashboardRoutes } from './http/routes/dashboard';
import { discountRoutes } from './http/routes/discount';
import { oauthRoutes } from './http/routes/oauth';
import { planAccountRoutes } from './http/routes/plan-account';
import { planRoutes } from './http/routes/plans';
import { MERCHANT_API, adRoutes, merchantRoutes } from './http/routes/recommend';
import { statisticsRoutes } from './http/routes/statistics';
import { collectRoutes } from './http/routes/collect';
import { collectSettingsRoutes } from './http/routes/collect-settings';
import { emailTemplateRoutes } from './http/routes/email-templates';
import { MAILBOX_PREFIX, mailboxRoutes } from './http/routes/mailbox';
import { reviewRequestRoutes } from './http/routes/review-requests';
import { requestLinkRoutes } from './http/routes/request-links';
import { REVIEW_FORM_PATH, reviewFormRoutes } from './http/routes/review-form-api';
import { DEMO_CLOCK_PATH, demoClockRoutes } from './http/routes/demo-clock';
import { REQUEST_LINKS_PREFIX } from './domain/request-links';
import { manualRequestRoutes } from './http/routes/manual-requests';
import { questionRoutes } from './http/routes/questions';
import { reviewExportRoutes } from './http/routes/review-export';
import { reviewImportRoutes } from './http/routes/review-imports';
import { reviewRoutes } from './http/routes/reviews';
import { UPLOADS_PREFIX, uploadRoutes, uploadTokenRoutes } from './http/routes/uploads';
import { installRoutes } from './http/routes/install';
import { productRoutes } from './http/routes/products';
import { providerRoutes } from './http/routes/provider';
import { languageRoutes } from './http/routes/languages';
import { marketplaceRoutes } from './http/routes/marketplace';
import { PUBLIC_API, publicMarketplaceRoutes } from './http/routes/marketplace-public';
import { settingsRoutes } from './http/routes/settings';
import { WIDGET_API_PATH, widgetApiRoutes } from './http/routes/widget-api';
import { widgetDisplayRoutes } from './http/routes/widget-display';
import { shopRoutes } from './http/routes/shop';
import { staticRoutes } from './http/routes/static';
import { reviewFormPageRoutes } from './http/routes/review-form-page';
import { STORE_IMAGES_PREFIX } from './domain/store-ids';
import { storeImageRoutes } from './http/routes/store-images';
import { storeRoutes } from './http/routes/store';
import { TEST_CONTROLS_PREFIX } from './http/test-controls';
import { limitBodies, rateLimitUnauthenticated } from './http/limits';
import { noStore, securityHeaders } from './http/security-headers';
import { corsOriginFor } from './http/cors';

/** Base path of the admin API. */
export const ADMIN_API = '/api/v1/admin';

const isApiPath = (path: string): boolean => /^\/(?:api|store|admin\/v1)(?:\/|$)/.test(path);

function errorResponse(err: unknown, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) return sendError(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(envelope(err.status * 100, err.message || 'Bad request', null), err.status);
  }
  process.stderr.write(`[server] ${c.req.method} ${c.req.path} failed:\n${err instanceof Error ? err.stack : String(err)}\n`);
  return c.json(envelope(ResultCode.internal, 'Internal error', null), 500);
}

/** Builds the Hono app: admin and store APIs, install screen, test controls, static files and the app fallback. */
export function createApp(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(err, c));
  app.notFound((c) => {
    if (isApiPath(c.req.path)) {
      return c.json(envelope(ResultCode.notFound, `Not found: ${c.req.method} ${c.req.path}`, null), 404);
    }
    return c.text('Not found', 404);
  });

  if (ctx.testControls) app.use('*', ctx.testControls.logRequests());
  app.use('*', securityHeaders());
  // Calls without a session: rate-limited per client address; their token answers never cached.
  const rateLimit = rateLimitUnauthenticated(ctx.limits);
  for (const call of PUBLIC_ADMIN_CALLS) app.use(`${ADMIN_API}/${call}`, rateLimit, noStore());
  for (const path of ['/oauth/*', `${PUBLIC_API}/*`, '/provider/session', `${REQUEST_LINKS_PREFIX}/*`]) app.use(path, rateLimit);
  app.use('/oauth/*', noStore());
  app.use('*', limitBodies(ctx.limits, { importPath: `${ADMIN_API}/import_reviews`, uploadsPrefix: UPLOADS_PREFIX }));
  if (ctx.latencyMs > 0) {
    const delay = ctx.latencyMs;
    app.use('/api/*', async (_c, next) => { await sleep(delay); await next(); });
    app.use('/store/*', async (_c, next) => { await sleep(delay); await next(); });
    app.use(`${MERCHANT_API}/*`, async (_c, next) => { await sleep(delay); await next(); });
  }
  const corsPolicy = cors({
    origin: corsOriginFor(ctx),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With'],
    exposeHeaders: [REAUTHORIZE_HEADER],
    maxAge: 600,
  });
  // The bundle is embedded on other hosts' pages: its API, locale files and chunks are fetched
  // cross-origin, by the configured origins only (CORS_ORIGINS, startServer({ corsOrigins })).
  // The public widget API answers any origin with its own policy (its preflights must reach it).
  const appCors: MiddlewareHandler<AppEnv> = (c, next) => (c.req.path.startsWith(`${WIDGET_API_PATH}/`) ? next() : corsPolicy(c, next));
  for (const path of ['/api/*', '/store/*', `${MERCHANT_API}/*`, '/locales/*', '/dist/*']) app.use(path, appCors);
  app.use('*', compress());
  if (ctx.testControls) {
    app.use('*', ctx.testControls.applyFaults());
    app.route(TEST_CONTROLS_PREFIX, ctx.testControls.routes());
  }

  app.use(`${ADMIN_API}/*`, requireSession(ctx));
  app.use(`${MERCHANT_API}/*`, requireSession(ctx));
  app.route(ADMIN_API, authRoutes(ctx));
  app.route(ADMIN_API, shopRoutes(ctx));
  app.route(ADMIN_API, settingsRoutes(ctx));
  app.route(ADMIN_API, planRoutes(ctx));
  app.route(ADMIN_API, planAccountRoutes(ctx));
  app.route(ADMIN_API, statisticsRoutes(ctx));
  app.route(ADMIN_API, adRoutes());
  app.route(MERCHANT_API, merchantRoutes());
  app.route(BILLING_PREFIX, billingRoutes(ctx));
  app.route(ADMIN_API, languageRoutes(ctx));
  app.route(ADMIN_API, dashboardRoutes(ctx));
  app.route(ADMIN_API, discountRoutes(ctx));
  app.route(ADMIN_API, collectRoutes(ctx));
  app.route(ADMIN_API, collectSettingsRoutes(ctx));
  app.route(ADMIN_API, emailTemplateRoutes(ctx));
  app.route(ADMIN_API, reviewRequestRoutes(ctx));
  app.route(REQUEST_LINKS_PREFIX, requestLinkRoutes(ctx));
  if (ctx.demoClock) app.route(DEMO_CLOCK_PATH, demoClockRoutes(ctx));
  app.route(ADMIN_API, manualRequestRoutes(ctx));
  app.route(ADMIN_API, reviewRoutes(ctx));
  app.route(ADMIN_API, reviewExportRoutes(ctx));
  app.route(ADMIN_API, questionRoutes(ctx));
  app.route(ADMIN_API, reviewImportRoutes(ctx));
  app.route(ADMIN_API, productRoutes(ctx));
  app.route(ADMIN_API, marketplaceRoutes(ctx));
  app.route(REVIEW_FORM_PATH, reviewFormRoutes(ctx));
  app.route(PUBLIC_API, publicMarketplaceRoutes(ctx));
  app.route(WIDGET_API_PATH, widgetApiRoutes(ctx));
  app.route(ADMIN_API, widgetDisplayRoutes(ctx));
  app.route(ADMIN_API, uploadTokenRoutes(ctx));
  app.route(UPLOADS_PREFIX, uploadRoutes(ctx));
  app.route(ADMIN_API, installRoutes(ctx));
  app.route(STORE_API, storeRoutes(ctx));
  app.route(STORE_IMAGES_PREFIX, storeImageRoutes());
  app.route('/oauth', oauthRoutes(ctx));
  app.route('/provider', providerRoutes(ctx));
  app.route(MAILBOX_PREFIX, mailboxRoutes(ctx, { clock: ctx.demoClock }));
  app.route('/', reviewFormPageRoutes(ctx));
  app.route('/', staticRoutes(ctx));
  return app;
}
