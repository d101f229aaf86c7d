import { Hono } from 'hono';
import { Window } from 'happy-dom';
import type { RunningServer } from '../../demo/server/server';
import { REPO_ROOT } from '../../demo/server/server';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import type { AppEnv } from '../../demo/server/http/context';
import { storefrontRoutes } from '../../demo/server/http/routes/storefront';
import { DEFAULT_WIDGET_DISPLAYS, type WidgetDisplays } from '../../src/contract/widgets';
import { TEST_SECRET } from './helpers';

/** A parsed storefront page: status, headers, its HTML and a document to query. */
export interface StorePage {
  status: number;
  headers: Headers;
  html: string;
  doc: Document;
}

const window = new Window();

/** Parses an HTML answer into a queryable document (no script runs). */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** GETs a storefront address of the test server (path under the origin, e.g. `/storefront/`). */
export async function getStorePage(server: RunningServer, path: string): Promise<StorePage> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, doc: parseHtml(html) };
}

/** Turns the demo shop's app embed on or off straight in the database. */
export function setDemoEmbed(server: RunningServer, on: boolean): void {
  server.db.prepare('UPDATE shops SET app_embeds_enabled = ? WHERE id = ?').run(on ? 1 : 0, DEMO_SHOP_ID);
}

/** A copy of the default displays with some widgets changed. */
export function displaysWith(changes: { [W in keyof WidgetDisplays]?: Partial<WidgetDisplays[W]> }): WidgetDisplays {
  const copy = structuredClone(DEFAULT_WIDGET_DISPLAYS) as WidgetDisplays;
  for (const [widget, change] of Object.entries(changes)) Object.assign(copy[widget as keyof WidgetDisplays], change);
  return copy;
}

/** The storefront routes over the test server's database with the given displays, mounted as the server mounts them. */
export function storefrontWith(server: RunningServer, displays: WidgetDisplays): (path: string) => Promise<StorePage> {
  const app = new Hono<AppEnv>();
  app.route('/storefront', storefrontRoutes(
    { db: server.db, secret: TEST_SECRET, publicUrl: server.url, staticRoot: REPO_ROOT, now: Date.now },
    { readDisplays: () => displays },
  ));
  return async (path) => {
    const response = await app.request(path);
    const html = await response.text();
    return { status: response.status, headers: response.headers, html, doc: parseHtml(html) };
  };
}

/** The widget elements of a page by tag name (lower case). */
export function widgetTags(doc: Document): string[] {
  return [...doc.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()).filter((tag) => tag.startsWith('rv-'));
}

/** A demo product with published reviews: its id, handle, title. */
export function reviewedProduct(server: RunningServer): { id: number; handle: string; title: string; count: number } {
  return server.db
    .prepare(`SELECT p.id, p.handle, p.title, COUNT(r.id) AS count FROM products p JOIN reviews r ON r.shop_id = p.shop_id AND r.product_id = p.id
      AND r.status = 'published' AND r.deleted_at IS NULL WHERE p.shop_id = ? AND p.status = 'ACTIVE' GROUP BY p.id ORDER BY count DESC, p.id LIMIT 1`)
    .get(DEMO_SHOP_ID) as { id: number; handle: string; title: string; count: number };
}
