import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Import screen (its route, title and layout are final; the content comes with its own work). */
export default function Import() {
  return <PlaceholderPage />;
}
