import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Instagram screen (its route, title and layout are final; the content comes with its own work). */
export default function Instagram() {
  return <PlaceholderPage />;
}
