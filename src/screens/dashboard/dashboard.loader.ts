import type { Ad, BannerDisplay, DailyStatistics, GuideFlags, RecommendedApp, StatsRange } from '../../contract/dashboard';
import type { Runtime } from '../../app/runtime';
import { waitFor } from 'xstate';
import type { DisplayLimit, ShopConfig } from '../../contract/shop';
import { sharedCall } from '../../routes/shared-call';
import { STATS_RANGES } from '../../contract/constants';
import { formatMoney, formatNumber } from '../../lib/format';
import { afterMark, PERF_MARKS } from '../../lib/perf-marks';
import { resolveLanguage } from '../../lib/languages';

/** Range shown first. */
export const DEFAULT_RANGE: StatsRange = 30;
/** How long the extras wait for the dashboard to show its data before they are asked for anyway. */
const EXTRAS_FALLBACK_MS = 10_000;

/** What nobody sees at first: the rotating ads and the recommended apps (asked for once the dashboard shows its data). */
export interface DashboardExtras {
  apps: RecommendedApp[];
  ads: Ad[];
  /** Which of the dismissible banners show (null when the call failed: the partner banners stay away). */
  banners: BannerDisplay | null;
}

/** The shop's review figures, all counted by the server from its reviews table. */
export interface ReviewFigures {
  /** Published reviews (imported ones included): what the storefront lists. */
  published: number;
  /** More published reviews than the Free plan shows. */
  limited: boolean;
  /** Reviews the storefront still shows before the Free limit (`store_front_left_review_limit`). */
  left: number;
}

const figuresOf = (limit: DisplayLimit, config: ShopConfig): ReviewFigures => ({
  published: limit.review_display_quantity,
  limited: limit.is_review_display_limited === 1,
  left: config.store_front_left_review_limit,
});

/**
 * The review figures as they are now: startup's, when startup is reading them anyway (first visit,
 * or a reload in flight: an identical call would cancel its own), else read again, so reviews
 * added or imported since the page opened count.
 */
async function loadFigures(runtime: Runtime): Promise<ReviewFigures | null> {
  if (String(runtime.startup.getSnapshot().value) !== 'ready') {
    const ready = await waitFor(runtime.startup, (s) => String(s.value) === 'ready' || String(s.value) === 'failed');
    const data = ready.context.data;
    return data ? figuresOf(data.displayLimit, data.shopConfig) : null;
  }
  const api = runtime.api.shop;
  return Promise.all([sharedCall(runtime, 'displayLimit', () => api.checkDisplayLimit()), sharedCall(runtime, 'shopConfig', () => api.getShopConfig())]).then(
    ([limit, config]) => figuresOf(limit, config),
    () => {
      const data = runtime.startup.getSnapshot().context.data;
      return data ? figuresOf(data.displayLimit, data.shopConfig) : null;
    },
  );
}

/** What the dashboard loads. */
export interface DashboardData {
  /** The review figures of the counter and the overage banner (null when unknown). */
  figures: ReviewFigures | null;
  stats: DailyStatistics | null;
  statsError: string | null;
  /** The setup guide's step flags, read in the same round (null: its card reads them itself). */
  guideFlags: GuideFlags | null;
  /** Settles after the dashboard is ready; a failed call gives an empty list. */
  extras: Promise<DashboardExtras>;
}

/** A range from the URL, or the default. */
export function rangeOf(value: unknown): StatsRange {
  const n = Number(value);
  return (STATS_RANGES as readonly number[]).includes(n) && value !== undefined && value !== '' ? (n as StatsRange) : DEFAULT_RANGE;
}

/** The extras of one dashboard visit: asked for once, after the dashboard shows its data. */
const extrasOf = new WeakMap<Runtime, Promise<DashboardExtras>>();

function loadExtras(runtime: Runtime): Promise<DashboardExtras> {
  return afterMark(PERF_MARKS.dashboardReady, EXTRAS_FALLBACK_MS).then(async () => {
    const [apps, ads, banners] = await Promise.all([
      runtime.api.dashboard.getRecommendedApps(resolveLanguage(runtime.i18n.language)).catch(() => [] as RecommendedApp[]),
      runtime.api.dashboard.getAds().catch(() => [] as Ad[]),
      runtime.api.dashboard.getBannerDisplay().catch(() => null),
    ]);
    return { apps, ads, banners };
  });
}

/** True when startup already knows the shop dismissed the setup guide (its card shows nothing). */
const guideDismissed = (runtime: Runtime): boolean => runtime.startup.getSnapshot().context.data?.shopConfig.hide_setup_guide === 1;

/** Builds the figures' number formats while the data is on the way: the first use of Intl is slow. */
function warmFormats(lng: string): void {
  const run = () => {
    formatNumber(lng, 0);
    formatNumber(lng, 0, { maximumFractionDigits: 1 });
    formatMoney(lng, 0);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

/**
 * Loads the statistics of the range and, on entering, the setup guide's flags in the same round,
 * so the guide's card shows its steps with the first paint; a failure shows in its card. A range
 * change keeps the visit's extras.
 */
export async function loadDashboard({ runtime, deps, cause }: { runtime: Runtime; deps: Record<string, unknown>; cause?: string }): Promise<DashboardData> {
  const entering = cause !== 'stay' || !extrasOf.has(runtime);
  if (entering) {
    extrasOf.set(runtime, loadExtras(runtime));
    warmFormats(runtime.i18n.language);
  }
  const extras = extrasOf.get(runtime) as Promise<DashboardExtras>;
  const [stats, guideFlags, figures] = await Promise.all([
    runtime.api.dashboard.getDailyStatistics(rangeOf(deps.range)).then(
      (s) => ({ s, e: null }),
      (e: unknown) => ({ s: null, e: e instanceof Error ? e.message : String(e) }),
    ),
    entering && !guideDismissed(runtime) ? runtime.api.dashboard.getSetupGuide().catch(() => null) : Promise.resolve(null),
    loadFigures(runtime),
  ]);
  return { stats: stats.s, statsError: stats.e, guideFlags, figures, extras };
}
