import type { Ad, DailyStatistics, RecommendedApp, StatsRange } from '../../contract/dashboard';
import type { Runtime } from '../../app/runtime';
import { STATS_RANGES } from '../../contract/constants';
/** Range shown first. */
export const DEFAULT_RANGE: StatsRange = 30;

/** What the dashboard loads (the setup guide loads its own flags). */
export interface DashboardData {
  stats: DailyStatistics | null;
  statsError: string | null;
  apps: RecommendedApp[];
  ads: Ad[];
}

/** A range from the URL, or the default. */
export function rangeOf(value: unknown): StatsRange {
  const n = Number(value);
  return (STATS_RANGES as readonly number[]).includes(n) && value !== undefined && value !== '' ? (n as StatsRange) : DEFAULT_RANGE;
}

/** Loads the statistics of the range and the recommended apps in parallel; a failure shows in its card. */
export async function loadDashboard({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<DashboardData> {
  const [stats, apps, ads] = await Promise.all([
    runtime.api.dashboard.getDailyStatistics(rangeOf(deps.range)).then(
      (s) => ({ s, e: null }),
      (e: unknown) => ({ s: null, e: e instanceof Error ? e.message : String(e) }),
    ),
    runtime.api.dashboard.getRecommendedApps().catch(() => [] as RecommendedApp[]),
    runtime.api.dashboard.getAds().catch(() => [] as Ad[]),
  ]);
  return { stats: stats.s, statsError: stats.e, apps, ads };
}
