import { h, replace } from './dom';
import type { Words } from './words';

/** A photo or video to show full size (URLs already checked). */
export type LightboxItem = { type: string; url: string };

/**
 * Opens a modal `<dialog>` (focus kept inside, Escape closes, focus back to the opener) showing
 * `items[index]` with Previous/Next and the `reviews.photo_of` position. Removed when closed.
 */
export function openLightbox(parent: Element, words: Words, items: LightboxItem[], index: number): HTMLDialogElement {
  const opener = document.activeElement as HTMLElement | null;
  let at = index;
  const stage = h('div', { class: 'rv-lightbox-stage' });
  const position = h('span', { 'aria-live': 'polite' });
  const dialog = h('dialog', { class: 'rv-lightbox', 'aria-label': words.t('reviews.photo_of', { index: at + 1, count: items.length }) });
  const show = (): void => {
    const item = items[at];
    if (!item) return;
    const label = words.t('reviews.photo_of', { index: at + 1, count: items.length });
    replace(stage, item.type === 'video' ? h('video', { src: item.url, controls: true, 'aria-label': label }) : h('img', { src: item.url, alt: label }));
    position.textContent = label;
    dialog.setAttribute('aria-label', label);
  };
  const step = (by: number) => (): void => {
    at = (at + by + items.length) % items.length;
    show();
  };
  const many = items.length > 1;
  dialog.append(
    h('div', { class: 'rv-lightbox-bar' },
      many && h('button', { type: 'button', class: 'rv-link', onclick: step(-1) }, words.t('reviews.previous')),
      position,
      many && h('button', { type: 'button', class: 'rv-link', onclick: step(1) }, words.t('reviews.next')),
      h('button', { type: 'button', class: 'rv-link', onclick: () => dialog.close() }, words.t('reviews.close'))),
    stage,
  );
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener?.focus();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  show();
  parent.append(dialog);
  dialog.showModal();
  return dialog;
}
