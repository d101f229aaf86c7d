import {
  adListSchema,
  bannerDisplaySchema,
  type BannerDisplay,
  type BannerKey,
  completeInstallSchema,
  dailyStatisticsSchema,
  guideFlagsSchema,
  recommendedAppListSchema,
  type GuideStep,
  type StatsRange,
} from '../contract/dashboard';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Dashboard calls. */
export function dashboardApi(http: HttpClient) {
  /** The banner status, asked for once per page; a change's answer replaces it (then isInitial is false). */
  let banners: Promise<BannerDisplay> | null = null;
  return {
    getBannerDisplay: (): Promise<BannerDisplay> => {
      banners ??= http.get('api/v1/admin/get_banner_display_setting').then(answer(bannerDisplaySchema));
      banners.catch(() => {
        banners = null;
      });
      return banners;
    },
    setBannerDisplay: (key: BannerKey, value: 0 | 1): Promise<BannerDisplay> => {
      const saved = http.post('api/v1/admin/set_banner_display_setting', { key, value }, { rejectOnly: true }).then(answer(bannerDisplaySchema));
      return saved.then((answer) => {
        banners = Promise.resolve(answer);
        return answer;
      });
    },
    getSetupGuide: () => http.get('api/v1/admin/get_setup_guide').then(answer(guideFlagsSchema)),
    setSetupGuide: (key: GuideStep, value: 0 | 1) =>
      http.post('api/v1/admin/set_setup_guide', { key, value }).then(answer(guideFlagsSchema)),
    /** Statistics of a range; switching ranges quickly aborts the earlier request. */
    getDailyStatistics: (days: StatsRange) =>
      http.post('api/v1/admin/get_daily_statistics', { days }, { read: true }).then(answer(dailyStatisticsSchema)),
    /** The recommended apps described in the interface language `lang`. */
    getRecommendedApps: (lang: string) =>
      http.get('admin/v1/merchant/get_recommend_app_list', { query: { lang } }).then(answer(recommendedAppListSchema)).then((r) => r.list),
    /** Marks the first-run guide done (skip_install = 1). */
    completeInstall: () => http.post('api/v1/admin/complete_install', {}).then(answer(completeInstallSchema)),
    getAds: () => http.get('api/v1/admin/get_ads').then(answer(adListSchema)).then((r) => r.list),
  };
}
