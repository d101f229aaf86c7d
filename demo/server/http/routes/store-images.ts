import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { isImageName, renderPlaceholderSvg } from '../placeholder-svg';

/** Serves `/store/images/<name>.svg`: a generated square placeholder with the name's initials. */
export function storeImageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!isImageName(name)) return c.text('Not found', 404);
    return c.body(renderPlaceholderSvg(name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}
