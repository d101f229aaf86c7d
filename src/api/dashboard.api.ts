import type { GuideFlags, GuideStep } from '../../machines/setup-guide/setup-guide.types';
import type { HttpClient } from './http';

/** Dashboard calls. */
export function dashboardApi(http: HttpClient) {
  return {
    getSetupGuide: () => http.get<GuideFlags>('api/v1/admin/get_setup_guide'),
    setSetupGuide: (key: GuideStep, value: 0 | 1) => http.post<GuideFlags>('api/v1/admin/set_setup_guide', { key, value }),
  };
}
