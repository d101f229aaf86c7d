import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Plan screen (its route, title and layout are final; the content comes with its own work). */
export default function Plan() {
  return <PlaceholderPage />;
}
