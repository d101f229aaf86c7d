import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Display screen (its route, title and layout are final; the content comes with its own work). */
export default function Display() {
  return <PlaceholderPage />;
}
