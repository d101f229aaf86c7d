import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Integrations screen (its route, title and layout are final; the content comes with its own work). */
export default function Integrations() {
  return <PlaceholderPage />;
}
