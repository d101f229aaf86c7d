import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetQuestionPage } from '../../../src/contract/widget-api';
import { mount } from '../../../src/storefront/widgets/qa';
import { contextOf, questionOf, settingsOf, settle } from './widgets-fixtures';

const pageOf = (page: number, ids: number[], total: number): WidgetQuestionPage => ({ items: ids.map((id) => questionOf(id, id !== 2)), total, page, per_page: 2 });

function questionsHost(): HTMLElement {
  const host = document.createElement('rv-questions');
  host.setAttribute('product-id', '7');
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.textContent = '';
  vi.unstubAllGlobals();
});

describe('the Q&A widget', () => {
  it('lists answered questions as text, then the next page on "More questions"', async () => {
    const { ctx, calls } = contextOf({ questions: (p) => (p.page === 1 ? pageOf(1, [1, 2], 3) : pageOf(2, [3], 3)) });
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    const items = () => [...host.querySelectorAll('.rv-q')];
    expect(items()).toHaveLength(2);
    expect(host.querySelector('i')).toBeNull();
    expect(items()[0]?.textContent).toContain('<i>Question 1</i>');
    expect(items()[0]?.textContent).toContain('Store answer: Answer 1');
    expect(items()[1]?.textContent).toContain('Not answered yet');
    const more = [...host.querySelectorAll('button')].find((b) => b.textContent === 'More questions');
    more?.click();
    await settle();
    expect(items()).toHaveLength(3);
    expect([...host.querySelectorAll('button')].some((b) => b.textContent === 'More questions')).toBe(false);
    expect(calls.map(([path, params]) => [path, params.product, params.page])).toEqual([['questions', '7', 1], ['questions', '7', 2]]);
  });

  it('shows a question without a name when the shop keeps askers\' names off the storefront', async () => {
    const { ctx } = contextOf({ questions: () => ({ items: [{ ...questionOf(1), author: '' }, questionOf(2)], total: 2, page: 1, per_page: 2 }) });
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    const metas = [...host.querySelectorAll('.rv-q-meta')].map((m) => m.textContent ?? '');
    expect(metas[0]).not.toContain('·');
    expect(metas[0]?.trim()).not.toBe('');
    expect(metas[1]).toMatch(/^Bo · /);
  });

  it('shows the field the server refused, keeps the typed text, then thanks once sent', async () => {
    const { ctx } = contextOf({ questions: () => pageOf(1, [], 0) });
    const posts: unknown[] = [];
    const fetchStub = vi.fn(async (_url: URL, init: RequestInit) => {
      posts.push(JSON.parse(String(init.body)));
      return posts.length === 1
        ? new Response(JSON.stringify({ code: 42202, message: 'fields', data: { errors: [{ path: 'email', key: 'email' }] } }), { status: 422 })
        : new Response(JSON.stringify({ code: 0, message: 'ok', data: { ok: true } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchStub);
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    expect(host.textContent).toContain('No questions yet');
    const ask = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Ask a question');
    ask?.click();
    const field = (name: string) => host.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    field('author').value = 'Cy';
    field('email').value = 'cy@nowhere';
    field('body').value = 'Does it shrink in the wash?';
    host.querySelector('form')!.requestSubmit();
    await settle();
    await settle();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('email').getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid email address');
    expect(field('body').value).toBe('Does it shrink in the wash?');
    field('email').value = 'cy@example.com';
    host.querySelector('form')!.requestSubmit();
    await settle();
    await settle();
    expect(host.querySelector('[role=status].rv-ask-thanks')?.textContent).toBe('Thank you! Your question will appear once it is answered.');
    expect(posts[1]).toEqual({ shop: 'demo.myshopify.com', product: '7', author: 'Cy', email: 'cy@example.com', body: 'Does it shrink in the wash?' });
  });

  it('says why a question was not taken: too short before sending, questions closed (403), too many in an hour (429)', async () => {
    const { ctx } = contextOf({ questions: () => pageOf(1, [], 0) });
    const answers = [
      new Response(JSON.stringify({ code: 40302, message: 'closed', data: null }), { status: 403 }),
      new Response(JSON.stringify({ code: 42901, message: 'flood', data: { retryAfterSeconds: 1500 } }), { status: 429 }),
    ];
    const fetchStub = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchStub);
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    [...host.querySelectorAll('button')].find((b) => b.textContent === 'Ask a question')?.click();
    const field = (name: string) => host.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    const status = () => host.querySelector('.rv-ask-status')?.textContent;
    field('author').value = 'Cy';
    field('email').value = 'cy@example.com';
    field('body').value = 'Big?';
    host.querySelector('form')!.requestSubmit();
    await settle();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(document.getElementById(field('body').getAttribute('aria-describedby')!)?.textContent).toBe('Please write at least 5 characters.');
    field('body').value = 'Is it big enough for two?';
    host.querySelector('form')!.requestSubmit();
    await settle();
    await settle();
    expect(status()).toBe('This store is not taking questions right now.');
    host.querySelector('form')!.requestSubmit();
    await settle();
    await settle();
    expect(status()).toBe('You have sent several questions in a short time. Please try again in 25 min.');
    expect(field('body').value).toBe('Is it big enough for two?');
  });

  it('takes a question without an email when the shop does not require one, and says it is posted when questions show at once', async () => {
    const settings = settingsOf();
    settings.questions = { require_email: false, auto_publish: true };
    const { ctx } = contextOf({ questions: () => pageOf(1, [], 0) }, settings);
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: URL, init: RequestInit) => {
      posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ code: 0, message: 'ok', data: { ok: true } }), { status: 200 });
    }));
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    [...host.querySelectorAll('button')].find((b) => b.textContent === 'Ask a question')?.click();
    const field = (name: string) => host.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    expect(host.querySelector(`label[for="${field('email').id}"]`)?.textContent).toBe('Your email (optional)');
    expect(field('email').required).toBe(false);
    field('author').value = 'Cy';
    field('body').value = 'Does it come in blue?';
    host.querySelector('form')!.requestSubmit();
    await settle();
    await settle();
    expect(posts).toEqual([{ shop: 'demo.myshopify.com', product: '7', author: 'Cy', email: '', body: 'Does it come in blue?' }]);
    expect(host.querySelector('.rv-ask-thanks')?.textContent).toBe('Thank you! Your question is posted.');
  });

  it('offers no ask form when the merchant does not take questions', async () => {
    const settings = settingsOf();
    settings.widgets.qa.options.allow_questions = false;
    const { ctx } = contextOf({ questions: () => pageOf(1, [1], 1) }, settings);
    const host = questionsHost();
    mount(host, ctx);
    await settle();
    expect(host.textContent).not.toContain('Ask a question');
    expect(host.querySelectorAll('.rv-q')).toHaveLength(1);
  });
});
