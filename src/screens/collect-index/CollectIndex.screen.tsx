import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The CollectIndex screen (its route, title and layout are final; the content comes with its own work). */
export default function CollectIndex() {
  return <PlaceholderPage />;
}
