import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Conversion screen (its route, title and layout are final; the content comes with its own work). */
export default function Conversion() {
  return <PlaceholderPage />;
}
