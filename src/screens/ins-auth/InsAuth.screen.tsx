import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The InsAuth screen (its route, title and layout are final; the content comes with its own work). */
export default function InsAuth() {
  return <PlaceholderPage />;
}
