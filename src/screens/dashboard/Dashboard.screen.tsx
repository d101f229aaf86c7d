import { LanguagePicker } from '../../ui/LanguagePicker';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The dashboard: for now its title with the language menu; analytics, guide and banners come with their own work. */
export default function Dashboard() {
  return <PlaceholderPage primaryAction={<LanguagePicker />} />;
}
