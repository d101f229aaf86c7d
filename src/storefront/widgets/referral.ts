import type { WidgetOptions } from '../../contract/widgets';
import { h, replace, uid } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { addStyle, optionsOf, textOr } from './common';

const DEFAULTS: WidgetOptions<'referral'> = { title: '', button_text: '' };
/** Where the visitor's referral code is kept (storage habit: upper-case key with the app's prefix). */
export const REFERRAL_KEY = 'RV_REFERRAL_CODE';

const CSS = `
rv-referral{height:160px;overflow:hidden}
rv-referral .rv-referral{box-sizing:border-box;height:160px;padding:12px 16px;border:1px solid var(--rv-border);border-radius:var(--rv-radius);background:var(--rv-bg);display:grid;grid-template-rows:28px 40px 40px 20px;gap:6px}
rv-referral h2{margin:0;font-size:1.25em;line-height:28px;color:var(--rv-title);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
rv-referral p{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
rv-referral .rv-share{display:flex;gap:8px;align-items:center;min-width:0}
rv-referral .rv-share input{flex:1;min-width:0;height:30px;font:inherit;color:inherit;border:1px solid var(--rv-border);border-radius:var(--rv-radius);padding:0 8px;background:var(--rv-bg)}
rv-referral .rv-copied{font-size:.92em;color:var(--rv-verified)}
`;

let memoryCode = '';

/** A random code of 10 letters and digits. */
export function newCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const abc = 'abcdefghijkmnpqrstuvwxyz23456789';
  return [...random(10)].map((b) => abc[b % abc.length]).join('');
}

/** The visitor's referral code: kept in localStorage (in memory when storage is unavailable). */
export function referralCode(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  try {
    const known = storage?.getItem(REFERRAL_KEY);
    if (known && /^[a-z0-9]{6,32}$/.test(known)) return known;
    const code = memoryCode || newCode();
    memoryCode = code;
    storage?.setItem(REFERRAL_KEY, code);
    return code;
  } catch {
    memoryCode ||= newCode();
    return memoryCode;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The store's address with the visitor's `?ref=` code. */
export const shareLink = (domain: string, code: string): string => `https://${domain}/?ref=${encodeURIComponent(code)}`;

/**
 * Referral block `<rv-referral>`: the offer's title, description and button; the button reveals the
 * visitor's share link (the store's address with `?ref=<code>`) with Copy link, which says `copied`.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('referral', CSS);
  let ctx: WidgetContext = first;
  let link: string | null = null;
  const note = h('span', { class: 'rv-copied', role: 'status' });

  const copy = (input: HTMLInputElement): void => {
    const done = (): void => {
      note.textContent = ctx.words.t('referral.copied');
    };
    input.select();
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, () => undefined);
    else done();
  };

  const draw = (focus = false): void => {
    const { words, settings } = ctx;
    const o = optionsOf(ctx, 'referral', DEFAULTS);
    const titleId = uid('referral');
    let row: HTMLElement;
    if (link) {
      const input = h('input', { type: 'text', readonly: true, value: link, 'aria-labelledby': titleId });
      row = h('div', { class: 'rv-share' }, input, h('button', { type: 'button', class: 'rv-btn', onclick: () => copy(input) }, words.t('referral.copy')));
      if (focus) queueMicrotask(() => input.focus());
    } else {
      row = h('div', { class: 'rv-share' }, h('button', { type: 'button', class: 'rv-btn', onclick: () => {
        link = shareLink(settings.shop_domain || location.host, referralCode());
        draw(true);
      } }, textOr(words, o.button_text, 'referral.button')));
    }
    replace(host, h('section', { class: 'rv-referral', 'aria-labelledby': titleId },
      h('h2', { id: titleId }, textOr(words, o.title, 'referral.title')),
      h('p', {}, words.t('referral.description')), row, note));
  };

  draw();
  return {
    update: (next) => {
      ctx = next;
      draw();
    },
    destroy: () => replace(host),
  };
};
