import { skeletonCard } from '../core/card';
import { h, replace } from '../core/dom';
import { WidgetElement } from '../core/element';
import type { WidgetMount } from '../core/widget';
import { attributeCounts, mountReviewWidget } from './mount';

/** Reviews per page assumed before the settings arrive (SPEC §3's default), unless the page says `per-page`. */
const DEFAULT_PER_PAGE = 14;

/**
 * The `<rv-review-widget>` element. Before anything loads it draws the skeleton at the final size
 * from the page's `count` (and `per-page` when given): head, summary, toolbar, min(count, per page)
 * cards and the pager when there is more than one page. A page rendered server-side reserves the
 * same height before the script runs (`style="min-height:…"` from `reviewWidgetHeight`); the
 * skeleton takes over that space, so the reservation is dropped.
 */
export class ReviewWidgetElement extends WidgetElement {
  protected readonly widget = 'widget' as const;
  protected override reserve(): void {
    const { count } = attributeCounts(this);
    const perPage = Number(this.getAttribute('per-page')) || DEFAULT_PER_PAGE;
    const head = h('div', { class: 'rv-head' }, h('span', { class: 'rv-skel', style: 'width:30%' }));
    if (count === 0) {
      replace(this, head, h('div', { class: 'rv-empty' }));
      this.style.minHeight = '';
      return;
    }
    replace(this, head,
      h('div', { class: 'rv-summary', 'aria-hidden': 'true' }, h('span', { class: 'rv-skel' })),
      h('div', { class: 'rv-toolbar' }),
      h('ul', { class: 'rv-list', 'aria-busy': 'true' }, Array.from({ length: Math.min(count, perPage) }, skeletonCard)),
      count > perPage && h('div', { class: 'rv-pager' }));
    this.style.minHeight = '';
  }
  protected load(): Promise<WidgetMount> {
    return Promise.resolve(mountReviewWidget);
  }
}
