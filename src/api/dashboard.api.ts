import type { GuideFlags, GuideStep } from '../../machines/setup-guide/setup-guide.types';
import type { Ad, DailyStatistics, RecommendedApp, StatsRange } from './dashboard.types';
import type { HttpClient } from './http';

/** Dashboard calls. */
export function dashboardApi(http: HttpClient) {
  return {
    getSetupGuide: () => http.get<GuideFlags>('api/v1/admin/get_setup_guide'),
    setSetupGuide: (key: GuideStep, value: 0 | 1) => http.post<GuideFlags>('api/v1/admin/set_setup_guide', { key, value }),
    /** Statistics of a range; switching ranges quickly aborts the earlier request. */
    getDailyStatistics: (days: StatsRange) => http.post<DailyStatistics>('api/v1/admin/get_daily_statistics', { days }),
    getRecommendedApps: () => http.get<{ list: RecommendedApp[] }>('admin/v1/merchant/get_recommend_app_list').then((r) => r.list),
    /** Marks the first-run guide done (skip_install = 1). */
    completeInstall: () => http.post<{ skip_install: number }>('api/v1/admin/complete_install', {}),
    getAds: () => http.get<{ list: Ad[] }>('api/v1/admin/get_ads').then((r) => r.list),
  };
}
