import type { TFunction } from 'i18next';
import { MAIN_NAV, navHref } from '../../routes/nav';

/** One link of the platform admin's navigation menu. */
export interface NavigationLink {
  label: string;
  destination: string;
}

/** The embedded navigation menu: the main navigation with translated labels (the dashboard is the app's home). */
export function navigationLinks(t: TFunction): NavigationLink[] {
  return MAIN_NAV.filter((item) => item.path !== '/').map((item) => ({
    label: t(item.labelKey, { ns: 'common' }),
    destination: navHref(item),
  }));
}
