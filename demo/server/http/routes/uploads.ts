import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppContext, AppEnv } from '../context';
import { corsOriginFor } from '../cors';
import { envelope, ok } from '../envelope';
import { ResultCode } from '../../domain/errors';
import { UPLOAD_MAX_BYTES, UploadRefused, createPolicyToken, verifyPolicy } from '../../domain/upload-policy';
import { isMediaType, keyExtension, readUpload, saveUpload, servedContentType } from '../../store/uploads';

/** Path of the upload form target and of the stored files. */
export const UPLOADS_PREFIX = '/uploads';

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  if (typeof value !== 'string' || value === '') throw new UploadRefused(400, `${name} is required`);
  return value;
};

function refuse(c: Context, err: UploadRefused): Response {
  return c.json(envelope(err.status * 100, err.message, null), err.status);
}

async function acceptUpload(ctx: AppContext, c: Context<AppEnv>): Promise<Response> {
  const form = (await c.req.parseBody()) as Record<string, unknown>;
  const rules = verifyPolicy({
    policy: field(form, 'policy'),
    signature: field(form, 'signature'),
    accessKeyId: field(form, 'OSSAccessKeyId'),
    secret: ctx.secret,
    now: ctx.now(),
  });
  const key = field(form, 'key');
  if (!key.startsWith(rules.dir)) throw new UploadRefused(403, `key must start with ${rules.dir}`);
  const ext = keyExtension(key);
  if (ext === null) throw new UploadRefused(400, 'key must be the folder plus a plain file name with a photo or video extension');
  const file = form.file;
  if (!(file instanceof File)) throw new UploadRefused(400, 'file is required');
  if (file.size > rules.maxBytes || file.size < rules.minBytes) {
    throw new UploadRefused(413, `file must be at most ${Math.floor(rules.maxBytes / 1024 / 1024)} MB`);
  }
  if (!isMediaType(file.type)) throw new UploadRefused(415, 'file must be a photo or a video (image/* or video/*, not SVG)');
  if (file.type.split('/')[0] !== servedContentType(key).split('/')[0]) {
    throw new UploadRefused(415, 'the file type does not match the extension of the key');
  }
  await saveUpload(ctx.db, key, new Uint8Array(await file.arrayBuffer()));
  const status = form.success_action_status === '201' ? 201 : 200;
  return c.json({ url: `${new URL(c.req.url).origin}${UPLOADS_PREFIX}/${key}`, key }, status);
}

/**
 * `POST /uploads`: the review-media upload form (no bearer token: the signed policy authorizes it).
 * `GET /uploads/<key>`: serves a stored file with a fixed media type, inline, `nosniff` and a
 * sandboxing CSP, so nothing uploaded can run as a page of this origin.
 */
export function uploadRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', cors({ origin: corsOriginFor(ctx), allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'X-Requested-With'], maxAge: 600 }));
  const limit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 256 * 1024,
    onError: (c) => refuse(c, new UploadRefused(413, `file must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`)),
  });
  app.post('/', limit, async (c) => {
    try {
      return await acceptUpload(ctx, c);
    } catch (err) {
      if (err instanceof UploadRefused) return refuse(c, err);
      throw err;
    }
  });
  app.get('/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(new URL(c.req.url).pathname.slice(UPLOADS_PREFIX.length + 1));
    } catch {
      key = '';
    }
    const bytes = await readUpload(ctx.db, key);
    if (!bytes) return c.json(envelope(ResultCode.notFound, 'Not found', null), 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': servedContentType(key),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}

/** `GET get_policy_token`: a signed upload policy for the signed-in shop's folder. */
export function uploadTokenRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_policy_token', (c) =>
    ok(c, createPolicyToken({ secret: ctx.secret, shopId: c.var.session.shop.id, origin: new URL(c.req.url).origin, now: ctx.now() })),
  );
  return app;
}
