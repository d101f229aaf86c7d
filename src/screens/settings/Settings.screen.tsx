import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { useRouteEntry } from '../../ui/use-route-entry';
import { SettingsHub } from './hub/SettingsHub';

/** The Settings screen: the hub at /settings (the page titled "Settings"); the sub-pages not built yet keep their placeholder. */
export default function Settings() {
  const entry = useRouteEntry();
  return entry?.ns === 'settings' && entry.titleKey === 'title' ? <SettingsHub /> : <PlaceholderPage />;
}
