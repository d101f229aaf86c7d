import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Guide screen (its route, title and layout are final; the content comes with its own work). */
export default function Guide() {
  return <PlaceholderPage />;
}
