import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { formLinkSigner } from '../../demo/server/collect/form-links';
import { insertRequest } from '../../demo/server/requests/repository';
import type { RunningServer } from '../../demo/server/server';
import { TEST_SECRET, type Envelope } from './helpers';

/** Path of the public form calls. */
export const FORM_PATH = '/api/v1/public/review_form';

/** The signed link of a request token, as its email's form link carries it. */
export const signedLink = (token: string) => ({ token, sig: formLinkSigner(TEST_SECRET)(token) });

/** The link as a query string. */
export const linkQuery = (link: Record<string, string>) => new URLSearchParams(link).toString();

/** Calls a public form path: GET with a query, or POST with a JSON body. */
export async function callForm<T = any>(server: RunningServer, path: string, init: { query?: string; body?: unknown; rawBody?: string } = {}) {
  const hasBody = init.body !== undefined || init.rawBody !== undefined;
  const response = await fetch(`${server.url}${FORM_PATH}${path}${init.query ? `?${init.query}` : ''}`, {
    method: hasBody ? 'POST' : 'GET',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The first `count` active products of the demo shop, as request products. */
export function catalogProducts(server: RunningServer, count: number, offset = 0): { id: string; title: string; image: null }[] {
  const rows = server.db
    .prepare("SELECT id, title FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT ? OFFSET ?")
    .all(DEMO_SHOP_ID, count, offset) as { id: number; title: string }[];
  return rows.map((r) => ({ id: `gid://shopify/Product/${r.id}`, title: r.title, image: null }));
}

/** A typed-in request for the demo shop about some products, sent at `sentAt` (null: not sent yet). */
export function addRequest(server: RunningServer, products: { id: string; title: string; image: null }[], createdAt: number, sentAt: number | null = createdAt): { id: number; token: string } {
  const id = insertRequest(server.db, {
    shopId: DEMO_SHOP_ID, orderId: null, source: 'typed', email: `pat${Math.random().toString(36).slice(2, 8)}@example.com`, name: 'Pat Doe',
    language: 'en', products, status: 'scheduled', reason: null, dueAt: createdAt, createdAt,
  });
  if (id === null) throw new Error('not inserted');
  if (sentAt !== null) server.db.prepare("UPDATE review_requests SET status = 'sent', emails_sent = 1, sent_at = ? WHERE id = ?").run(sentAt, id);
  const token = server.db.prepare('SELECT token FROM review_requests WHERE id = ?').pluck().get(id) as string;
  return { id, token };
}

/** A valid submit of a link reviewing products with a rating each. */
export function submitOf(link: unknown, items: { productId: string; rating: number; body?: string; media?: unknown[]; answers?: Record<string, number | string> }[], extra: Record<string, unknown> = {}) {
  return {
    link,
    language: 'en',
    name: 'Pat D.',
    items: items.map((item) => ({ title: 'Lovely', body: 'Works well and looks good.', media: [], answers: {}, ...item })),
    ...extra,
  };
}
