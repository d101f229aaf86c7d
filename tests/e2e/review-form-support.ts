import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { insertRequest } from '../../demo/server/requests/repository';
import type { RunningServer } from '../../demo/server/server';

/** A product of a request, as the request keeps it. */
export interface RequestProduct {
  id: string;
  title: string;
  image: null;
}

const DAY_MS = 86_400_000;

/** `count` active products of the demo shop, from `offset`. */
export function catalogProducts(server: RunningServer, count: number, offset = 0): RequestProduct[] {
  const rows = server.db
    .prepare("SELECT id, title FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT ? OFFSET ?")
    .all(DEMO_SHOP_ID, count, offset) as { id: number; title: string }[];
  return rows.map((r) => ({ id: `gid://shopify/Product/${r.id}`, title: r.title, image: null }));
}

/** A review request of the demo shop about `products`, emailed `daysAgo` days ago; answers its token. */
export function sentRequest(server: RunningServer, products: RequestProduct[], daysAgo = 1, language = 'en'): string {
  const at = Date.now() - daysAgo * DAY_MS;
  const id = insertRequest(server.db, {
    shopId: DEMO_SHOP_ID, orderId: null, source: 'typed', email: `pat${Math.random().toString(36).slice(2, 8)}@example.com`, name: 'Pat Doe',
    language, products, status: 'scheduled', reason: null, dueAt: at, createdAt: at,
  });
  if (id === null) throw new Error('request not inserted');
  server.db.prepare("UPDATE review_requests SET status = 'sent', emails_sent = 1, sent_at = ? WHERE id = ?").run(at, id);
  return server.db.prepare('SELECT token FROM review_requests WHERE id = ?').pluck().get(id) as string;
}

/** Opens the email's tracked link of a request, which redirects to its signed form; answers the form's address. */
export async function openRequestLink(page: Page, server: RunningServer, token: string): Promise<string> {
  await page.goto(`${server.url}/r/c/${token}`);
  await page.waitForURL(/\/email_review\?token=.*&sig=/);
  return page.url();
}

function crc32(bytes: Buffer): number {
  let c = -1;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A solid-colour RGB PNG of `width` × `height`. */
export function pngOf(width: number, height: number, rgb: [number, number, number] = [200, 80, 40]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
