import { REVIEW_WIDGET_LAYOUT as L } from '../../contract/widget-layout';
import type { StoreSettings } from './api';

/**
 * The widgets' own CSS: every rule under a widget tag, nothing global. Sizes that decide the
 * reserved space (summary, card, pager) are fixed pixel heights, the same for the skeleton and the
 * loaded widget; each widget lays out by its own width (container queries), not the window's.
 */
const CSS = `
:where(rv-review-widget,rv-star-rating){--rv-star:#ffb400;--rv-text:#303030;--rv-title:#202223;--rv-button:#202223;--rv-button-text:#fff;--rv-bg:#fff;--rv-border:#e3e3e3;--rv-verified:#008060;--rv-radius:6px;--rv-font-size:13px;--rv-shadow:0 1px 3px rgba(0,0,0,.12);--rv-star-size:16px;font-size:var(--rv-font-size);color:var(--rv-text)}
:is(rv-review-widget,rv-star-rating) [hidden],:is(rv-review-widget,rv-star-rating)[hidden]{display:none!important}
rv-review-widget{display:block;container-type:inline-size;contain:layout style;line-height:20px}
rv-star-rating{display:inline-flex;align-items:center;height:calc(var(--rv-star-size) + 6px);overflow:hidden;contain:layout style;white-space:nowrap;line-height:1}
:where(rv-review-widget,rv-star-rating) .rv-stars{position:relative;display:inline-block;vertical-align:middle;line-height:0;flex:none}
:where(rv-review-widget,rv-star-rating) .rv-stars-empty{color:#d5d5d5;display:inline-flex}
:where(rv-review-widget,rv-star-rating) .rv-stars-fill{position:absolute;inset:0 auto 0 0;overflow:hidden;color:var(--rv-star);display:inline-flex}
:where(rv-review-widget,rv-star-rating) .rv-stars svg{width:var(--rv-star-size);height:var(--rv-star-size);flex:none;fill:currentColor}
rv-star-rating .rv-badge{display:inline-flex;align-items:center;gap:4px;background:none;border:0;padding:0;font:inherit;color:inherit;cursor:pointer;height:100%}
rv-star-rating .rv-badge:focus-visible{outline:2px solid var(--rv-button);outline-offset:2px}
rv-review-widget .rv-head{display:flex;align-items:center;gap:12px;height:${L.head}px;overflow:hidden}
rv-review-widget .rv-title{margin:0;font-size:1.4em;color:var(--rv-title);flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:28px}
rv-review-widget .rv-tabs{display:flex;gap:4px}
rv-review-widget .rv-tab{background:none;border:0;border-bottom:2px solid transparent;font:inherit;color:inherit;padding:6px 8px;cursor:pointer}
rv-review-widget .rv-tab[aria-selected=true]{border-bottom-color:var(--rv-button);font-weight:600}
rv-review-widget .rv-btn{background:var(--rv-button);color:var(--rv-button-text);border:0;border-radius:var(--rv-radius);padding:0 14px;height:32px;font:inherit;cursor:pointer;white-space:nowrap}
rv-review-widget .rv-btn[disabled]{opacity:.45;cursor:default}
rv-review-widget .rv-link{background:none;border:0;padding:0;font:inherit;color:var(--rv-button);text-decoration:underline;cursor:pointer}
rv-review-widget :is(button,select,a):focus-visible{outline:2px solid var(--rv-button);outline-offset:2px}
rv-review-widget .rv-summary{box-sizing:border-box;display:grid;grid-template-columns:200px 1fr;gap:16px;height:${L.summary}px;align-items:center;overflow:hidden;border-bottom:1px solid var(--rv-border)}
rv-review-widget .rv-average{font-size:2.4em;font-weight:700;color:var(--rv-title);line-height:40px}
rv-review-widget .rv-bars{display:grid;gap:2px;margin:0;padding:0;list-style:none}
rv-review-widget .rv-bar{display:grid;grid-template-columns:64px 1fr 40px;align-items:center;gap:8px;width:100%;height:18px;background:none;border:0;padding:0;font:inherit;color:inherit;cursor:pointer;text-align:start}
rv-review-widget .rv-bar[aria-pressed=true]{font-weight:700}
rv-review-widget .rv-track{height:8px;border-radius:4px;background:var(--rv-border);overflow:hidden}
rv-review-widget .rv-track>span{display:block;height:100%;background:var(--rv-star)}
rv-review-widget .rv-toolbar{display:flex;gap:12px;align-items:center;justify-content:space-between;height:${L.toolbar}px;overflow:hidden}
rv-review-widget .rv-toolbar label{display:inline-flex;gap:6px;align-items:center;min-width:0}
rv-review-widget select{font:inherit;color:inherit;height:30px;border:1px solid var(--rv-border);border-radius:var(--rv-radius);background:var(--rv-bg);max-width:100%}
rv-review-widget .rv-list{list-style:none;margin:0;padding:0;display:grid;gap:${L.cardGap}px}
rv-review-widget .rv-list:focus{outline:none}
rv-review-widget .rv-card{box-sizing:border-box;height:${L.card}px;padding:12px 16px;border:1px solid var(--rv-border);border-radius:var(--rv-radius);background:var(--rv-bg);box-shadow:var(--rv-shadow);display:grid;grid-template-rows:20px 20px 60px 48px 36px 20px;gap:6px;overflow:hidden}
rv-review-widget .rv-card.rv-open{height:auto;grid-template-rows:20px 20px auto auto auto 20px}
rv-review-widget .rv-card>*{min-width:0;overflow:hidden}
rv-review-widget .rv-meta{display:flex;gap:8px;align-items:center;white-space:nowrap}
rv-review-widget .rv-author{font-weight:600;overflow:hidden;text-overflow:ellipsis}
rv-review-widget .rv-verified{color:var(--rv-verified);font-size:.9em}
rv-review-widget .rv-date{margin-inline-start:auto;opacity:.75}
rv-review-widget .rv-card-title{margin:0;font-size:1em;font-weight:700;color:var(--rv-title);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
rv-review-widget .rv-body{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere;white-space:pre-line}
rv-review-widget .rv-open .rv-body{display:block}
rv-review-widget .rv-media{display:flex;gap:6px;margin:0;padding:0;list-style:none}
rv-review-widget .rv-thumb{width:48px;height:48px;padding:0;border:0;border-radius:4px;overflow:hidden;cursor:pointer;background:var(--rv-border)}
rv-review-widget .rv-thumb img{width:100%;height:100%;object-fit:cover;display:block}
rv-review-widget .rv-reply{margin:0;padding-inline-start:8px;border-inline-start:3px solid var(--rv-border);font-size:.95em;line-height:18px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
rv-review-widget .rv-open .rv-reply{display:block}
rv-review-widget .rv-foot{display:flex;gap:12px;align-items:center;white-space:nowrap;font-size:.92em;opacity:.85}
rv-review-widget .rv-pager{display:flex;gap:12px;align-items:center;justify-content:center;height:${L.pager - 8}px;margin-top:8px}
rv-review-widget .rv-empty{display:grid;place-content:center;gap:8px;text-align:center;height:${L.empty}px}
rv-review-widget .rv-failed{display:flex;gap:12px;align-items:center;justify-content:center;height:${L.empty}px}
rv-review-widget .rv-skel{display:block;height:12px;margin:4px 0;border-radius:4px;background:var(--rv-border);opacity:.6}
rv-review-widget .rv-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
rv-review-widget .rv-lightbox{border:0;padding:0;background:transparent;max-width:92vw;max-height:92vh}
rv-review-widget .rv-lightbox::backdrop{background:rgba(0,0,0,.8)}
rv-review-widget .rv-lightbox img{max-width:92vw;max-height:80vh;display:block}
rv-review-widget .rv-lightbox-bar{display:flex;justify-content:space-between;gap:8px;padding:8px;background:#fff;color:#202223}
@container (max-width:560px){rv-review-widget .rv-head:has(.rv-tabs) .rv-title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}rv-review-widget .rv-summary{grid-template-columns:112px 1fr;gap:8px}rv-review-widget .rv-bar{grid-template-columns:52px 1fr 28px;gap:6px}rv-review-widget .rv-card{padding:10px 12px}}
`;

/** A new `<style>` holding the widgets' own CSS (the preview puts one beside its widget, in the admin's shadow root). */
export function widgetStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.rvWidgets = '';
  style.textContent = CSS;
  return style;
}

let added = false;

/** Adds the widgets' `<style>` once per page (first in `<head>`, so the shop's CSS can override it). */
export function addWidgetStyles(): void {
  if (added) return;
  added = true;
  document.head.prepend(widgetStyle());
}

const shopStyles = new Map<string, HTMLStyleElement>();

/** Puts the shop's sanitised custom CSS in its own `<style>` (as text, never markup), once per shop. */
export function setShopCss(shop: string, css: string): HTMLStyleElement {
  const style = shopStyles.get(shop) ?? document.createElement('style');
  style.dataset.rvShopCss = shop;
  style.textContent = css;
  if (!style.isConnected) document.head.append(style);
  shopStyles.set(shop, style);
  return style;
}

const SHADOWS: Record<string, string> = { Dark: '0 2px 8px rgba(0,0,0,.28)', Light: '0 1px 3px rgba(0,0,0,.12)', None: 'none' };

/** The settings' looks as custom properties on a widget host (colours, font size, radius, card shadow, star size). */
export function applyLooks(host: HTMLElement, s: StoreSettings): void {
  const set = (name: string, value: string | undefined): void => {
    if (value) host.style.setProperty(name, value);
  };
  set('--rv-star', s.star_color);
  set('--rv-text', s.text_color);
  set('--rv-title', s.title_color);
  set('--rv-button', s.button_color);
  set('--rv-button-text', s.button_text_color);
  set('--rv-bg', s.background_color);
  set('--rv-border', s.border_color);
  set('--rv-verified', s.verified_badge_color);
  set('--rv-font-size', `${s.font_size}px`);
  set('--rv-radius', `${s.border_radius}px`);
  set('--rv-shadow', SHADOWS[s.card_shadow] ?? SHADOWS.Light);
  const size = s.widgets?.rating?.options.star_size;
  if (size && host.localName === 'rv-star-rating') set('--rv-star-size', `${size}px`);
}
