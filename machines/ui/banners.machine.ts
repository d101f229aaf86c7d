import { assign, setup } from 'xstate';

/** An error banner (SPEC §3). */
export interface ErrorBanner {
  key: string;
  title: string;
  tone: 'warning' | 'critical';
  subtitle: string;
  /** 'Network Error': the way forward is to refresh. */
  isRefresh: boolean;
  /** Any other error: offer chat support. */
  isChat: boolean;
}

export type BannersEvent =
  | { type: 'banner.subscribe' }
  | { type: 'banner.unsubscribe' }
  | { type: 'banner.raise'; subtitle: string; key?: string; title?: string }
  | { type: 'banner.dismiss'; key?: string };

/** Key of the single, unkeyed banner. */
export const SINGLE_BANNER = '';
export const DEFAULT_BANNER_TITLE = 'Error';
const NETWORK_ERROR = 'Network Error';
const CANCELED = 'canceled';

/** The banner a raise makes, or null when the rules say to ignore it. */
export function bannerFor(event: Extract<BannersEvent, { type: 'banner.raise' }>): ErrorBanner | null {
  const keyed = event.key !== undefined && event.key !== SINGLE_BANNER;
  if (keyed && event.subtitle === CANCELED) return null;
  if (typeof event.subtitle !== 'string' || event.subtitle === '') return null;
  const isRefresh = event.subtitle === NETWORK_ERROR;
  return {
    key: keyed ? event.key! : SINGLE_BANNER,
    title: event.title ?? DEFAULT_BANNER_TITLE,
    tone: keyed ? 'critical' : 'warning',
    subtitle: event.subtitle,
    isRefresh,
    isChat: !isRefresh,
  };
}

/**
 * Error banners of the page: raised only while a banner host is subscribed; the single banner
 * shows its string subtitle; keyed banners ignore a 'canceled' message.
 */
export const bannersMachine = setup({
  types: { context: {} as { subscribers: number; banners: ErrorBanner[] }, events: {} as BannersEvent },
}).createMachine({
  id: 'banners',
  context: { subscribers: 0, banners: [] },
  initial: 'active',
  states: {
    active: {
      description: 'Holds the banners on screen, one per key.',
      on: {
        'banner.subscribe': { actions: assign({ subscribers: ({ context }) => context.subscribers + 1 }) },
        'banner.unsubscribe': {
          actions: assign(({ context }) => {
            const subscribers = Math.max(0, context.subscribers - 1);
            return { subscribers, banners: subscribers === 0 ? [] : context.banners };
          }),
        },
        'banner.raise': {
          guard: ({ context }) => context.subscribers > 0,
          actions: assign({
            banners: ({ context, event }) => {
              const banner = bannerFor(event);
              if (!banner) return context.banners;
              return [...context.banners.filter((b) => b.key !== banner.key), banner];
            },
          }),
        },
        'banner.dismiss': {
          actions: assign({ banners: ({ context, event }) => context.banners.filter((b) => b.key !== (event.key ?? SINGLE_BANNER)) }),
        },
      },
    },
  },
});
