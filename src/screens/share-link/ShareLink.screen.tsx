import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The ShareLink screen (its route, title and layout are final; the content comes with its own work). */
export default function ShareLink() {
  return <PlaceholderPage />;
}
