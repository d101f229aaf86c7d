import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadSigningKey } from '../../demo/server/domain/upload-policy';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const HOUR = 3_600_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();

interface PolicyToken { host: string; dir: string; policy: string; OSSAccessKeyId: string; signature: string; callback: string; expire: number }
const policyToken = async (): Promise<PolicyToken> => (await callApi(server(), 'get_policy_token', { token })).body.data;

function uploadForm(t: PolicyToken, overrides: Record<string, string | Blob> = {}, file: Blob = new Blob([PNG], { type: 'image/png' })): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    name: 'photo.png', key: `${t.dir}aB3dE5gH7j.png`, policy: t.policy, OSSAccessKeyId: t.OSSAccessKeyId,
    success_action_status: '200', callback: t.callback, signature: t.signature, ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, 'photo.png');
  return form;
}
const post = async (form: FormData) => {
  const res = await fetch(`${server().url}/uploads`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
};

describe('get_policy_token', () => {
  it('issues a signed policy for the shop folder', async () => {
    const t = await policyToken();
    expect(t.host).toBe(`${server().url}/uploads`);
    expect(t.dir).toBe('reviews/1001/');
    expect(t.expire).toBe(Math.floor((clock + 24 * HOUR) / 1000));
    expect(JSON.parse(Buffer.from(t.policy, 'base64').toString('utf8'))).toEqual({
      expiration: new Date(clock + 24 * HOUR).toISOString(),
      conditions: [['content-length-range', 0, 20 * 1024 * 1024], ['starts-with', '$key', 'reviews/1001/']],
    });
    expect(t.signature).toBe(createHmac('sha1', uploadSigningKey(TEST_SECRET)).update(t.policy).digest('base64'));
    expect(JSON.parse(Buffer.from(t.callback, 'base64').toString('utf8')).callbackUrl).toBe(`${server().url}/uploads`);
    expect((await callApi(server(), 'get_policy_token', {})).status).toBe(401);
  });
});

describe('POST /uploads', () => {
  it('stores a valid upload and serves it inline with nosniff', async () => {
    const t = await policyToken();
    const res = await post(uploadForm(t));
    expect(res).toEqual({ status: 200, body: { url: `${server().url}/uploads/reviews/1001/aB3dE5gH7j.png`, key: 'reviews/1001/aB3dE5gH7j.png' } });
    const served = await fetch(res.body.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const video = await post(uploadForm(t, { key: `${t.dir}Vid0123456.mp4` }, new Blob([PNG], { type: 'video/mp4' })));
    expect(video.status).toBe(200);
    expect((await fetch(video.body.url)).headers.get('content-type')).toBe('video/mp4');
    expect((await fetch(`${server().url}/uploads/reviews/1001/missing000.png`)).status).toBe(404);
    expect((await fetch(`${server().url}/uploads/reviews/1001/%2e%2e%2f..%2fx.png`)).status).toBe(404);
  });

  it('refuses forged, expired, misplaced, oversized and non-media uploads', async () => {
    const t = await policyToken();
    const cases: [string, FormData, number, string][] = [
      ['bad signature', uploadForm(t, { signature: Buffer.from('forged').toString('base64') }), 403, 'signature does not match'],
      ['altered policy', uploadForm(t, { policy: Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [['starts-with', '$key', 'reviews/1002/']] })).toString('base64') }), 403, 'signature does not match'],
      ['wrong access key', uploadForm(t, { OSSAccessKeyId: 'someone-else' }), 403, 'OSSAccessKeyId'],
      ['wrong key prefix', uploadForm(t, { key: 'reviews/1002/aB3dE5gH7j.png' }), 403, 'key must start with reviews/1001/'],
      ['dot dot in key', uploadForm(t, { key: 'reviews/1001/../1002/aB3dE5gH7j.png' }), 400, 'plain file name'],
      ['html key', uploadForm(t, { key: 'reviews/1001/aB3dE5gH7j.html' }), 400, 'plain file name'],
      ['text/html file', uploadForm(t, {}, new Blob(['<script>alert(1)</script>'], { type: 'text/html' })), 415, 'photo or a video'],
      ['svg file', uploadForm(t, { key: 'reviews/1001/aB3dE5gH7j.png' }, new Blob(['<svg/>'], { type: 'image/svg+xml' })), 415, 'not SVG'],
      ['video under an image key', uploadForm(t, {}, new Blob([PNG], { type: 'video/mp4' })), 415, 'does not match'],
      ['missing signature', (() => { const f = uploadForm(t); f.delete('signature'); return f; })(), 400, 'signature is required'],
    ];
    for (const [name, form, status, message] of cases) {
      const res = await post(form);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toContain(message);
      expect(res.body.code, name).toBe(status * 100);
    }
    const tooLarge = await post(uploadForm(t, {}, new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'image/png' })));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toContain('at most 20 MB');
    clock += 25 * HOUR;
    const expired = await post(uploadForm(t));
    expect(expired.status).toBe(403);
    expect(expired.body.message).toContain('policy has expired');
    expect((await post(uploadForm(await policyToken()))).status).toBe(200);
  });
});
