import type { StorefrontWidget } from '../../contract/widget-tags';
import type { WidgetModule } from './widget';

/**
 * The widgets loaded on demand: each tag of `WIDGET_TAGS` other than the core two is a small stub
 * element that imports its module here on first connect and calls its `mount`.
 *
 * To add a widget: write `src/storefront/widgets/<name>.ts` exporting `mount: WidgetMount` (see
 * `core/widget.ts`; build with `core/dom.ts`'s `h()`, words from `ctx.words`, data through
 * `ctx.api.get`), add `<name>: () => import('../widgets/<name>')` below and, when it takes space in
 * the page, its reserved height in `RESERVED_HEIGHT` (kept while it loads, so nothing shifts).
 * The admin preview draws it through the same entry.
 */
export const WIDGET_MODULES: Partial<Record<StorefrontWidget, () => Promise<WidgetModule>>> = {
  write: () => import('../widgets/write'),
  qa: () => import('../widgets/qa'),
  shows: () => import('../widgets/shows'),
  reviews: () => import('../widgets/reviews'),
  tab: () => import('../widgets/tab'),
  carousel: () => import('../widgets/carousel'),
  referral: () => import('../widgets/referral'),
  checkout: () => import('../widgets/checkout'),
  storeReview: () => import('../widgets/storeReview'),
};

/** Height a loading on-demand widget keeps in the page (CSS length), by widget; none for floating ones. */
export const RESERVED_HEIGHT: Partial<Record<StorefrontWidget, string>> = {
  write: '44px',
  carousel: '320px',
  referral: '160px',
};
