import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REVIEW_FORM_API } from '../../../../src/contract/review-form';
import { ResultCode } from '../../domain/errors';
import { createPolicyToken } from '../../domain/upload-policy';
import { takeSubmit, connectionAddress } from '../../collect/form-flood';
import { linkFromQuery, resolveFormLink } from '../../collect/form-links';
import { submitReviewMedia } from '../../collect/form-media';
import { submitReviewForm } from '../../collect/form-submit';
import { fieldErrors } from '../../collect/form-validate';
import { reviewFormView } from '../../collect/form-view';
import type { AppContext, AppEnv } from '../context';
import { envelope, ok } from '../envelope';

/** Where the public form calls are mounted (`/api/v1/public/review_form`). */
export const REVIEW_FORM_PATH = `/${REVIEW_FORM_API}`;

/** How long the upload policy the form is given stays valid. */
export const FORM_UPLOAD_TTL_MS = 3_600_000;

/** Largest body of a submit (20 products of 5 000 characters in any script) and of a media submit. */
export const FORM_BODY_MAX_BYTES = 512 * 1024;
export const MEDIA_BODY_MAX_BYTES = 16 * 1024;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json(envelope(ResultCode.payloadTooLarge, 'Request body too large', { max_bytes: maxSize }), 413, { Connection: 'close' }),
  });

/** The JSON body, or undefined when it is not JSON (the checks then refuse it field by field). */
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = (await c.req.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    throw fieldErrors([{ path: 'body', key: 'errors.required' }]);
  }
}

/**
 * The public review form's calls (no session: the signed link in the query or the body is the
 * authorisation; same-origin; answers never cached): the form of a link, an upload policy for its
 * shop's folder, the submit and the media submit, both within the flood limits.
 */
export function reviewFormRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const origin = (c: Context) => new URL(c.req.url).origin;
  const fromQuery = (c: Context) => resolveFormLink(ctx.db, ctx.secret, linkFromQuery((name) => c.req.query(name)), ctx.now());

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get('/', (c) => {
    const target = fromQuery(c);
    const first = target.kind === 'request' ? c.req.query('product') : undefined;
    return ok(c, reviewFormView(ctx.db, target, origin(c), { first, lang: c.req.query('lang') }));
  });

  app.get('/upload_token', (c) => {
    const target = fromQuery(c);
    return ok(c, createPolicyToken({ secret: ctx.secret, shopId: target.shop.id, origin: origin(c), now: ctx.now(), ttlMs: FORM_UPLOAD_TTL_MS }));
  });

  app.post('/', limit(FORM_BODY_MAX_BYTES), async (c) => {
    const body = await jsonBody(c);
    const now = ctx.now();
    const target = resolveFormLink(ctx.db, ctx.secret, body.link, now);
    takeSubmit(ctx.db, target.shop.id, target.key, connectionAddress(c), now);
    return ok(c, await submitReviewForm(ctx, target, body, origin(c), now));
  });

  app.post('/media', limit(MEDIA_BODY_MAX_BYTES), async (c) => {
    const body = await jsonBody(c);
    const now = ctx.now();
    const target = resolveFormLink(ctx.db, ctx.secret, body.link, now);
    takeSubmit(ctx.db, target.shop.id, target.key, connectionAddress(c), now);
    return ok(c, await submitReviewMedia(ctx, target, body, origin(c), now));
  });

  return app;
}
