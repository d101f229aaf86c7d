import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Recommended screen (its route, title and layout are final; the content comes with its own work). */
export default function Recommended() {
  return <PlaceholderPage />;
}
