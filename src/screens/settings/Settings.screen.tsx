import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Settings screen (its route, title and layout are final; the content comes with its own work). */
export default function Settings() {
  return <PlaceholderPage />;
}
