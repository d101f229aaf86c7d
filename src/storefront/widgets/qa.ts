import type { WidgetQuestion, WidgetQuestionPage } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import { formatDate } from '../core/time-ago';
import type { WidgetContext, WidgetMount } from '../core/widget';
import type { Words } from '../core/words';
import { addStyle, failedView, optionsOf } from './common';
import { askForm } from './qa-form';

const DEFAULTS: WidgetOptions<'qa'> = { allow_questions: true };

const CSS = `
:is(rv-questions,rv-review-widget) .rv-qa-head{display:flex;align-items:center;justify-content:space-between;gap:12px;height:44px}
:is(rv-questions,rv-review-widget) .rv-qa-head h3{margin:0;font-size:1.2em;color:var(--rv-title)}
:is(rv-questions,rv-review-widget) .rv-qa-list{list-style:none;margin:0;padding:0}
:is(rv-questions,rv-review-widget) .rv-q{box-sizing:border-box;height:88px;padding:8px 0;border-bottom:1px solid var(--rv-border);overflow:hidden}
:is(rv-questions,rv-review-widget) .rv-q p{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden;overflow-wrap:anywhere}
:is(rv-questions,rv-review-widget) .rv-q .rv-q-body{font-weight:600}
:is(rv-questions,rv-review-widget) .rv-q .rv-a{-webkit-line-clamp:2}
:is(rv-questions,rv-review-widget) .rv-q-meta{font-size:.9em;opacity:.75;height:20px}
:is(rv-questions,rv-review-widget) .rv-more{display:flex;justify-content:center;padding:8px 0}
:is(rv-questions,rv-review-widget) .rv-empty{padding:12px 0;text-align:center}
:is(rv-questions,rv-review-widget) .rv-ask-form{display:grid;gap:8px;padding:8px 0}
:is(rv-questions,rv-review-widget) .rv-field{display:grid;gap:2px}
:is(rv-questions,rv-review-widget) .rv-field :is(input,textarea){font:inherit;color:inherit;border:1px solid var(--rv-border);border-radius:var(--rv-radius);padding:6px 8px;background:var(--rv-bg)}
:is(rv-questions,rv-review-widget) .rv-field [aria-invalid=true]{border-color:#d72c0d}
:is(rv-questions,rv-review-widget) .rv-field-error{color:#d72c0d;font-size:.92em;min-height:18px}
:is(rv-questions,rv-review-widget) .rv-ask-actions{display:flex;gap:12px;align-items:center}
:is(rv-questions,rv-review-widget) .rv-ask-thanks{padding:8px 0;margin:0}
`;

/** One question with the shop's answer (or "Not answered yet"), a fixed-height row; texts as text nodes. */
export function questionItem(words: Words, q: WidgetQuestion): HTMLLIElement {
  return h('li', { class: 'rv-q', 'data-question': q.id },
    h('p', { class: 'rv-q-body' }, q.body),
    h('div', { class: 'rv-q-meta' }, q.author ? `${q.author} · ` : '', h('time', { datetime: q.created_at }, formatDate(words.lang, q.created_at))),
    q.answer
      ? h('p', { class: 'rv-a', title: q.answer.body }, h('strong', {}, `${words.t('qa.store_answer')}: `), q.answer.body)
      : h('p', { class: 'rv-a' }, words.t('qa.no_answer')));
}

/**
 * Questions & Answers: `<rv-questions product-id count>` and the review widget's Questions tab. The
 * product's published questions with their answers, "More questions" for the next page, and (when
 * the merchant allows it) "Ask a question" opening a form that posts the question.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('qa', CSS);
  let ctx: WidgetContext = first;
  let alive = true;
  const product = host.getAttribute('product-id') ?? '';
  const items: WidgetQuestion[] = [];
  let total = Number(host.getAttribute('count')) || 0;
  let page = 0;
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  let asking = false;
  const formSlot = h('div', { class: 'rv-ask' });

  const load = (): void => {
    state = 'loading';
    draw();
    ctx.api.get<WidgetQuestionPage>('questions', { product: product || undefined, page: page + 1 }).then(
      (answer) => {
        if (!alive) return;
        items.push(...answer.items.filter((q) => !items.some((known) => known.id === q.id)));
        total = answer.total;
        page = answer.page;
        state = 'ready';
        draw();
      },
      () => {
        if (!alive) return;
        state = 'failed';
        draw();
      },
    );
  };

  const draw = (): void => {
    const { words } = ctx;
    const allow = optionsOf(ctx, 'qa', DEFAULTS).allow_questions;
    const ask = allow && h('button', { type: 'button', class: 'rv-btn', 'aria-expanded': String(asking), onclick: toggleAsk }, words.t('qa.ask_question'));
    const list = h('ul', { class: 'rv-qa-list', 'aria-busy': String(state === 'loading'), tabindex: -1 },
      items.map((q) => questionItem(words, q)),
      state === 'loading' && items.length === 0 ? Array.from({ length: Math.min(total, 5) }, () => h('li', { class: 'rv-q', 'aria-hidden': 'true' }, h('span', { class: 'rv-skel' }), h('span', { class: 'rv-skel' }))) : []);
    const empty = state === 'ready' && items.length === 0 && h('p', { class: 'rv-empty' }, words.t('qa.no_questions'));
    const more = state === 'ready' && items.length < total &&
      h('div', { class: 'rv-more' }, h('button', { type: 'button', class: 'rv-btn', onclick: () => load() }, words.t('qa.load_more')));
    if (!allow) asking = false;
    replace(host,
      h('div', { class: 'rv-qa-head' }, h('h3', {}, words.t('qa.title')), ask),
      asking && formSlot,
      state === 'failed' ? failedView(words, load) : list, empty, more);
  };

  function toggleAsk(): void {
    asking = !asking;
    if (asking) replace(formSlot, askForm(ctx, product, () => {
      asking = false;
      draw();
    }));
    draw();
    if (asking) formSlot.querySelector('input')?.focus();
  }

  load();
  return {
    update: (next) => {
      ctx = next;
      draw();
    },
    destroy: () => {
      alive = false;
      replace(host);
    },
  };
};
