import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { createHttpClient } from '../../../src/api/http';
import type { PolicyToken } from '../../../src/contract/uploads';
import { createApi } from '../../../src/api';
import { UploadError, createUploader, uploaderFor, uploadsApi } from '../../../src/api/uploads.api';
import { demoToken, startTestServer } from '../../server/helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
});
afterAll(() => server.close());

/** A client over the test server that counts its requests. */
function client() {
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
    return fetch(input, init);
  };
  const http = createHttpClient({ baseURL: `${server.url}/`, getToken: async () => token, fetch: counting });
  const api = uploadsApi(http);
  let tokenCalls = 0;
  const countingApi = { getPolicyToken: (): Promise<PolicyToken> => { tokenCalls += 1; return api.getPolicyToken(); } };
  return { http, requests, api: countingApi, tokenCalls: () => tokenCalls };
}

const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => new File([bytes], name, { type });

describe('review media uploads through the client', () => {
  it('uploads a PNG and the server serves it back with nosniff', async () => {
    const c = client();
    const result = await createUploader(c.http, c.api).upload(file('Photo.PNG', PNG, 'image/png'));
    expect(result.key).toMatch(/^reviews\/1001\/[A-Za-z0-9]{10}\.png$/);
    expect(result.url).toBe(`${server.url}/uploads/${result.key}`);
    const served = await fetch(result.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const form = c.requests.find((r) => r.startsWith('POST'));
    expect(form).toBe(`POST ${server.url}/uploads`);
  });

  it('refuses a file over the limit before any request', async () => {
    const c = client();
    const uploader = createUploader(c.http, c.api);
    const big = file('big.png', new Uint8Array(2048), 'image/png');
    await expect(uploader.upload(big, { maxSize: '1KB' })).rejects.toMatchObject({ name: 'UploadError', reason: 'tooLarge', limit: '1KB' });
    await expect(uploader.upload(file('photo', PNG, 'image/png'))).rejects.toBeInstanceOf(UploadError);
    expect(c.requests).toEqual([]);
    expect(c.tokenCalls()).toBe(0);
  });

  it('asks for the token once for two uploads, also when they start together', async () => {
    const c = client();
    const uploader = createUploader(c.http, c.api);
    const [a, b] = await Promise.all([
      uploader.upload(file('a.png', PNG, 'image/png')),
      uploader.upload(file('b.png', PNG, 'image/png')),
    ]);
    expect(a.key).not.toBe(b.key);
    await uploader.upload(file('c.png', PNG, 'image/png'));
    expect(c.tokenCalls()).toBe(1);
    expect(c.requests.filter((r) => r.includes('get_policy_token'))).toHaveLength(1);
    expect(c.requests.filter((r) => r.startsWith('POST'))).toHaveLength(3);
  });

  it('asks for a new token within 60 s of the expiry', async () => {
    const c = client();
    let clock = Date.now();
    const uploader = createUploader(c.http, c.api, { now: () => clock });
    await uploader.upload(file('a.png', PNG, 'image/png'));
    clock += 24 * 3_600_000 - 59_000;
    await uploader.upload(file('b.png', PNG, 'image/png'));
    expect(c.tokenCalls()).toBe(2);
  });

  it('attaches an uploaded photo to a review, refuses addresses that are not the shop uploads, and removes it', async () => {
    const c = client();
    const reviews = createApi(c.http).reviews;
    const [review] = (await reviews.listReviews({ media: false }, 'newest', { per_page: 1 })).items;
    const uploaded = await uploaderFor(c.http).upload(file('shot.png', PNG, 'image/png'));
    const withPhoto = await reviews.addMedia(review!.id, [uploaded.url]);
    expect(withPhoto.media).toEqual([{ type: 'image', url: uploaded.url, thumb: uploaded.url }]);
    expect((await reviews.listReviews({ media: true, keyword: review!.author }, 'newest')).items.map((r) => r.id)).toContain(review!.id);
    await expect(reviews.addMedia(review!.id, ['https://evil.example/x.png'])).rejects.toMatchObject({ kind: 'business' });
    await expect(reviews.addMedia(review!.id, [`${server.url}/uploads/reviews/9999/abcdefghij.png`])).rejects.toMatchObject({ kind: 'business' });
    const without = await reviews.removeMedia(review!.id, uploaded.url);
    expect(without.media).toEqual([]);
    expect(uploaderFor(c.http)).toBe(uploaderFor(c.http));
  });
});
