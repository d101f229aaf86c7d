import type { WidgetReview, WidgetSummary } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { cardsOf, skeletonCards } from './cards';
import { addStyle, failedView, firstReviews, openDialog, optionsOf, overall, textOr } from './common';

const DEFAULTS: WidgetOptions<'tab'> = { position: 'right', text: '', color: '#202223', text_color: '#FFFFFF' };
const LATEST = 6;

const CSS = `
rv-reviews-tab{display:block;height:0;contain:none}
rv-reviews-tab .rv-tab-button{position:fixed;top:50%;z-index:2147483000;transform:translateY(-50%);writing-mode:vertical-rl;border:0;padding:14px 8px;font:inherit;font-weight:600;cursor:pointer;background:var(--rv-tab-bg);color:var(--rv-tab-text);box-shadow:0 1px 6px rgba(0,0,0,.25)}
rv-reviews-tab .rv-tab-button.rv-left{left:0;border-radius:0 var(--rv-radius) var(--rv-radius) 0;transform:translateY(-50%) rotate(180deg)}
rv-reviews-tab .rv-tab-button.rv-right{right:0;border-radius:var(--rv-radius) 0 0 var(--rv-radius)}
rv-reviews-tab.rv-preview{position:relative;height:240px}
rv-reviews-tab.rv-preview .rv-tab-button{position:absolute}
rv-reviews-tab .rv-dialog.rv-side{margin:0;height:100vh;max-height:100vh;width:min(420px,100vw);border-radius:0;overflow:auto}
rv-reviews-tab .rv-dialog.rv-side-right{margin-inline-start:auto}
rv-reviews-tab .rv-side-body{padding:12px;display:grid;gap:12px}
`;

/**
 * Floating reviews tab `<rv-reviews-tab>`: a vertical tab fixed on the window's left or right edge
 * (the merchant's text and colours; inside the admin preview it sits on its container's edge), which
 * opens a side panel dialog with the shop's summary and its latest reviews.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('tab', CSS);
  let ctx: WidgetContext = first;
  let alive = true;
  let summary: WidgetSummary | null = null;
  let latest: WidgetReview[] | null = null;
  let failed = false;
  let panel: HTMLElement | null = null;

  const fillPanel = (): void => {
    if (!panel) return;
    const { words } = ctx;
    replace(panel,
      summary && overall(words, summary),
      failed ? failedView(words, load) : h('ul', { class: 'rv-list', 'aria-busy': String(!latest) }, latest ? cardsOf(host, ctx, latest) : skeletonCards(2)));
  };

  function load(): void {
    failed = false;
    fillPanel();
    Promise.all([ctx.api.get<WidgetSummary>('summary'), firstReviews(ctx.api, {}, LATEST)]).then(
      ([s, items]) => {
        if (!alive) return;
        summary = s;
        latest = items;
        fillPanel();
      },
      () => {
        if (!alive) return;
        failed = true;
        fillPanel();
      },
    );
  }

  const open = (): void => {
    const o = optionsOf(ctx, 'tab', DEFAULTS);
    panel = h('div', { class: 'rv-side-body' });
    const dialog = openDialog(host, ctx.words, textOr(ctx.words, o.text, 'reviews.tab_text'), panel, o.position);
    dialog.addEventListener('close', () => (panel = null));
    if (latest && summary) fillPanel();
    else load();
  };

  const button = h('button', { type: 'button', class: 'rv-tab-button', 'aria-haspopup': 'dialog', onclick: open });
  const draw = (): void => {
    const o = optionsOf(ctx, 'tab', DEFAULTS);
    host.classList.toggle('rv-preview', ctx.preview);
    host.style.setProperty('--rv-tab-bg', o.color);
    host.style.setProperty('--rv-tab-text', o.text_color);
    button.className = `rv-tab-button rv-${o.position}`;
    button.textContent = textOr(ctx.words, o.text, 'reviews.tab_text');
    if (!button.isConnected) replace(host, button);
    fillPanel();
  };

  draw();
  return {
    update: (next) => {
      ctx = next;
      draw();
    },
    destroy: () => {
      alive = false;
      host.querySelector('dialog')?.close();
      replace(host);
    },
  };
};
