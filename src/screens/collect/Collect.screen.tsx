import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Collect screen (its route, title and layout are final; the content comes with its own work). */
export default function Collect() {
  return <PlaceholderPage />;
}
