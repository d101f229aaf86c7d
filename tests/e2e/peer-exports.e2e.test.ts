import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** A review as the admin API lists it (the fields these tests check). */
interface Listed {
  author: string;
  email: string | null;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  status: string;
  verified: boolean;
  country: string | null;
  media: { url: string; type: string }[];
  reply: { body: string; created_at: string } | null;
  product: { id: string; handle: string };
}

/** Imported reviews whose searchable text holds the marker, oldest first. */
const reviewsWith = async (page: Page, marker: string): Promise<Listed[]> =>
  (await adminApi<{ items: Listed[] }>(page, `list_reviews?source=imported&sort=oldest&per_page=50&keyword=${encodeURIComponent(marker)}`)).items;

/** A CSV file built in the test. */
const csvFile = (name: string, rows: readonly (readonly string[])[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(Papa.unparse(rows.map((r) => [...r]), { newline: '\r\n' }), 'utf8'),
});

type CsvFile = ReturnType<typeof csvFile>;

/** Chooses a file on the file import page (from the start or the summary). */
async function choose(page: Page, file: CsvFile) {
  const another = page.getByRole('button', { name: 'Import another file' });
  if (await another.isVisible()) await another.click();
  await page.locator('input[type=file]').setInputFiles(file);
}

const preview = (page: Page) => page.getByRole('heading', { name: 'Check before importing' }).waitFor();

async function importAll(page: Page, reviews: number) {
  await page.getByRole('button', { name: `Import ${reviews} review${reviews === 1 ? '' : 's'}` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
}

const summary = async (page: Page) => ({
  imported: await page.getByTestId('summary-imported').innerText(),
  updated: (await page.getByTestId('summary-updated').count()) ? await page.getByTestId('summary-updated').innerText() : '',
  duplicates: await page.getByTestId('summary-duplicates').innerText(),
  failed: await page.getByTestId('summary-failed').innerText(),
});

const leftBehind = (page: Page) => page.getByTestId('left-behind-column').allInnerTexts();

const LOOX_HEADERS = ['id', 'status', 'rating', 'email', 'nickname', 'full_name', 'review', 'date', 'productId', 'handle', 'img', 'variant', 'verified_purchase'];
const LOOX_ROWS = [
  ['lx-101', 'published', '5', 'ana.loox@example.com', '', 'Ana Lima', 'PEERLOOX Adorei a manta!\nSegunda linha com emoji 🌿✨', '2024-02-03T10:15:00Z', '1001', 'merino-wool-throw-blanket',
    'https://cdn.loox.io/uploads/a1.jpg,https://cdn.loox.io/uploads/a2.jpg,https://cdn.loox.io/uploads/a3.jpg', 'Grey', 'true'],
  ['lx-102', 'hidden', '3', '', 'Kenji', '山田 健二', 'PEERLOOX 色が少し違いました。でも暖かいです。', '2024-02-05T08:00:00Z', '', 'alpaca-throw-blanket', '', '', 'false'],
  ['lx-103', 'published', '5', '', 'Sam', '', 'PEERLOOX Great', '2024-03-03T09:00:00Z', '1003', '', 'https://cdn.loox.io/uploads/s1.jpg', '', 'true'],
  ['lx-104', 'published', '5', '', 'Sam', '', 'PEERLOOX Great', '2024-03-03T17:00:00Z', '1003', '', '', '', 'true'],
] as const;

const YOTPO_HEADERS = ['review_id', 'published', 'review_title', 'review_content', 'review_score', 'date', 'product_id', 'product_title', 'display_name', 'email',
  'comment_content', 'comment_created_at', 'image_urls', 'lang_id', 'cust_id'];
const YOTPO_ROWS = [
  ['y-9001', 'true', '很好', 'PEERYOTPO 质量很好，\n颜色也漂亮。', '4', '2023-05-06T12:00:00Z', '1002', 'Alpaca Throw Blanket', '王芳', 'wang.fang@example.com',
    '谢谢您的评价！', '2023-05-07T09:30:00Z', 'https://cdn.yotpo.com/r/1.jpg https://cdn.yotpo.com/r/2.jpg', 'zh', '77'],
  ['y-9002', 'false', 'Too thin', 'PEERYOTPO Thinner than I expected.', '2', '2023-06-01T08:00:00Z', '1004', 'Waffle Cotton Throw Blanket', 'Dana Cole', '',
    '', '', '', 'en', '78'],
] as const;

const STAMPED_HEADERS = ['reviewId', 'productId', 'productTitle', 'productUrl', 'author', 'email', 'location', 'reviewRating', 'reviewTitle', 'reviewMessage', 'reviewDate',
  'reviewVerifiedType', 'reviewReply', 'reviewReplyDate', 'reviewUserPhotos', 'reviewUserVideos', 'reviewRecommendProduct'];
const STAMPED_ROWS = [
  ['st-1', '1001', 'Merino Wool Throw Blanket', 'https://shop.example/products/merino', 'נועה כהן', 'noa@example.co.il', 'תל אביב', '5', 'מעולה',
    'PEERSTAMPED שמיכה רכה ונעימה מאוד.\nממליצה בחום!', '2023-08-09T14:00:00Z', 'verified_buyer', 'תודה רבה!', '2023-08-10T10:00:00Z',
    'https://cdn.stamped.io/p/1.jpg', 'https://cdn.stamped.io/v/1.mp4', 'true'],
] as const;

/** What the file says of a review, to compare with what the store lists. */
interface Expected {
  author: string;
  email: string | null;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  status: string;
  verified: boolean;
  media: string[];
  reply: string | null;
  productId: string;
}

const looxExpected = (row: (typeof LOOX_ROWS)[number]): Expected => ({
  author: row[4] || row[5],
  email: row[3] || null,
  rating: Number(row[2]),
  title: '',
  body: row[6],
  created_at: new Date(row[7]).toISOString(),
  status: row[1],
  verified: row[12] === 'true',
  media: row[10] ? row[10].split(',') : [],
  reply: null,
  productId: `gid://shopify/Product/${row[8] || '1002'}`,
});

const yotpoExpected = (row: (typeof YOTPO_ROWS)[number]): Expected => ({
  author: row[8],
  email: row[9] || null,
  rating: Number(row[4]),
  title: row[2],
  body: row[3],
  created_at: new Date(row[5]).toISOString(),
  status: row[1] === 'true' ? 'published' : 'hidden',
  verified: false,
  media: row[12] ? row[12].split(' ') : [],
  reply: row[10] || null,
  productId: `gid://shopify/Product/${row[6]}`,
});

const stampedExpected = (row: (typeof STAMPED_ROWS)[number]): Expected => ({
  author: row[4],
  email: row[5] || null,
  rating: Number(row[7]),
  title: row[8],
  body: row[9],
  created_at: new Date(row[10]).toISOString(),
  status: 'published',
  verified: true,
  media: [row[14], row[15]],
  reply: row[12],
  productId: `gid://shopify/Product/${row[1]}`,
});

/** Compares every listed review with what its file row holds, field by field. */
function expectReviews(listed: Listed[], expected: Expected[]) {
  expect(listed).toHaveLength(expected.length);
  listed.forEach((review, i) => {
    const want = expected[i]!;
    expect({
      author: review.author, email: review.email, rating: review.rating, title: review.title, body: review.body, created_at: review.created_at,
      status: review.status, verified: review.verified, media: review.media.map((m) => m.url), reply: review.reply?.body ?? null, productId: review.product.id,
    }).toEqual(want);
  });
}

describe('peer app exports', () => {
  it('imports the Loox export, Yotpo and Stamped files through the screen, every field kept, and a second import adds nothing', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);

    const files = [
      { file: csvFile('loox-export.csv', [LOOX_HEADERS, ...LOOX_ROWS]), label: 'Loox export', marker: 'PEERLOOX', left: ['variant'], expected: LOOX_ROWS.map(looxExpected) },
      { file: csvFile('yotpo-reviews.csv', [YOTPO_HEADERS, ...YOTPO_ROWS]), label: 'Yotpo', marker: 'PEERYOTPO', left: ['product_title', 'lang_id', 'cust_id'], expected: YOTPO_ROWS.map(yotpoExpected) },
      { file: csvFile('stamped-reviews.csv', [STAMPED_HEADERS, ...STAMPED_ROWS]), label: 'Stamped', marker: 'PEERSTAMPED', left: ['productTitle', 'productUrl', 'reviewRecommendProduct'], expected: STAMPED_ROWS.map(stampedExpected) },
    ];
    for (const { file, label, marker, left, expected } of files) {
      await choose(page, file);
      await preview(page);
      expect(await page.getByTestId('format-recognised').innerText()).toBe(`${label} file recognised`);
      expect(await leftBehind(page)).toEqual(left);
      await importAll(page, expected.length);
      expect(await summary(page)).toEqual({
        imported: `${expected.length} review${expected.length === 1 ? '' : 's'} imported`, updated: '', duplicates: '0 skipped, already imported', failed: '0 rows failed',
      });
      expectReviews(await reviewsWith(page, marker), expected);
    }
    // Sam's two reviews: same name, same text, same day, different Loox ids; both kept.
    expect((await reviewsWith(page, 'PEERLOOX Great')).map((r) => r.created_at)).toEqual(['2024-03-03T09:00:00.000Z', '2024-03-03T17:00:00.000Z']);

    for (const { file, marker, expected } of files) {
      await choose(page, file);
      await preview(page);
      await importAll(page, expected.length);
      expect(await summary(page)).toEqual({ imported: '0 reviews imported', updated: '', duplicates: `${expected.length} skipped, already imported`, failed: '0 rows failed' });
      expectReviews(await reviewsWith(page, marker), expected);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports a file without e-mails with a partial mapping, then with the fixed one: no second copies, the photos added, updated shown', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);

    const headers = ['Product handle', 'Stars', 'Comment', 'Name', 'Posted at', 'Pictures', 'Internal note'];
    const rows = [
      ['merino-wool-throw-blanket', '5', 'PEERNOMAIL Cosy and warm.\nWashed well.', 'Olivia Park', '2024-04-01T10:00:00Z', 'https://cdn.example.com/o1.jpg|https://cdn.example.com/o2.jpg', 'vip'],
      ['chunky-knit-throw-blanket', '4', 'PEERNOMAIL مريحة جدا', 'ليلى', '2024-04-02T11:00:00Z', 'https://cdn.example.com/l1.jpg', ''],
    ];
    const file = csvFile('no-email.csv', [headers, ...rows]);
    const expected = (withPhotos: boolean): Expected[] => rows.map((row) => ({
      author: row[3]!, email: null, rating: Number(row[1]), title: '', body: row[2]!, created_at: new Date(row[4]!).toISOString(), status: 'published', verified: false,
      media: withPhotos ? row[5]!.split('|') : [], reply: null,
      productId: row[0] === 'merino-wool-throw-blanket' ? 'gid://shopify/Product/1001' : 'gid://shopify/Product/1003',
    }));

    // First import: the merchant leaves the photo column out.
    await choose(page, file);
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    expect(await leftBehind(page)).toEqual(['Internal note']);
    await page.getByLabel('Photo and video links').selectOption('');
    expect(await leftBehind(page)).toEqual(['Pictures', 'Internal note']);
    await page.getByRole('button', { name: 'Check rows' }).click();
    await preview(page);
    await importAll(page, 2);
    expect(await summary(page)).toEqual({ imported: '2 reviews imported', updated: '', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    expectReviews(await reviewsWith(page, 'PEERNOMAIL'), expected(false));

    // Second import with the photo column mapped: the same reviews, filled in.
    await choose(page, file);
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    expect(await leftBehind(page)).toEqual(['Internal note']);
    await page.getByRole('button', { name: 'Check rows' }).click();
    await preview(page);
    await importAll(page, 2);
    expect(await summary(page)).toEqual({
      imported: '0 reviews imported', updated: '2 reviews imported before completed with what they lacked', duplicates: '0 skipped, already imported', failed: '0 rows failed',
    });
    expectReviews(await reviewsWith(page, 'PEERNOMAIL'), expected(true));

    // Third import: nothing left to add.
    await choose(page, file);
    await page.getByRole('button', { name: 'Check rows' }).click();
    await preview(page);
    await importAll(page, 2);
    expect(await summary(page)).toEqual({ imported: '0 reviews imported', updated: '', duplicates: '2 skipped, already imported', failed: '0 rows failed' });
    expectReviews(await reviewsWith(page, 'PEERNOMAIL'), expected(true));

    // The history and the import details show the filled-in reviews.
    const imports = (await adminApi<{ items: { id: string; file_name: string; imported: number; updated: number; duplicates: number }[] }>(page, 'list_imports')).items
      .filter((item) => item.file_name === 'no-email.csv');
    expect(imports.map(({ imported, updated, duplicates }) => ({ imported, updated, duplicates }))).toEqual([
      { imported: 0, updated: 0, duplicates: 2 },
      { imported: 0, updated: 2, duplicates: 0 },
      { imported: 2, updated: 0, duplicates: 0 },
    ]);
    await page.goto(`${demo.server.url}/import`);
    const history = page.getByTestId('import-history');
    await history.waitFor();
    expect(await history.getByRole('columnheader', { name: 'Completed' }).count()).toBe(1);
    expect(await history.getByRole('row').nth(2).innerText()).toMatch(/no-email\.csv[\s\S]*Custom columns[\s\S]*\t0\t2\t0\t0/);
    await page.goto(`${demo.server.url}/file_upload_detail?id=${imports[1]!.id}`);
    const counts = page.getByTestId('import-counts');
    await counts.waitFor();
    expect(await counts.innerText()).toMatch(/Completed with what was missing\s+2/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
