import type { TFunction } from 'i18next';
import { navHref, shopNav } from '../../routes/nav';

/** One link of the platform admin's navigation menu. */
export interface NavigationLink {
  label: string;
  destination: string;
}

/**
 * The embedded navigation menu: the main navigation with translated labels (the dashboard is the
 * app's home), with /instagram when the shop's config asks for it.
 */
export function navigationLinks(t: TFunction, showInstagram = false): NavigationLink[] {
  return shopNav(showInstagram).filter((item) => item.path !== '/').map((item) => ({
    label: t(item.labelKey, { ns: 'common' }),
    destination: navHref(item),
  }));
}
