import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';

const server = useTestServer();

describe('the public review form pages (/email_review, /media_submit)', () => {
  it.each([
    ['/email_review?token=abcdefgh12&sig=00', 'review', 'en'],
    ['/media_submit?token=abcdefgh12&sig=00&lang=ja', 'media', 'ja'],
  ])('%s answers the small shell of its page, never cached, without referrer, scripts from this origin only', async (path, page, lang) => {
    const response = await fetch(`${server().url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const part of ["script-src 'self'", "img-src 'self' data: blob: https:", "connect-src 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(part);
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<script type="module" src="/dist/review-form.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/dist/review-form.css">');
    expect(html).toContain(`data-page="${page}"`);
    expect(html).toContain('<noscript>');
    // No inline script, and nothing of the admin bundle.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('reviews-admin');
  });

  it('ignores a language it does not know', async () => {
    const html = await (await fetch(`${server().url}/email_review?lang=xx"><script>`)).text();
    expect(html).toContain('<html lang="en">');
  });

  it('lets a store frame a shop or product link (the write-a-review dialog), never a request link from an email', async () => {
    const frameOf = async (path: string) => (await fetch(`${server().url}${path}`)).headers.get('content-security-policy')?.match(/frame-ancestors [^;]+/)?.[0];
    expect(await frameOf('/email_review?shop=demo-reviews.myshopify.com&product=7&sig=00')).toBe('frame-ancestors https: http://127.0.0.1:* http://localhost:*');
    expect(await frameOf('/email_review?token=abcdefgh12&sig=00')).toBe("frame-ancestors 'none'");
    expect(await frameOf('/media_submit?shop=demo-reviews.myshopify.com&sig=00')).toBe("frame-ancestors 'none'");
  });
});
