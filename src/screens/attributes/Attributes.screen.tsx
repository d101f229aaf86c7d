import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Attributes screen (its route, title, loader and layout are final; the content comes with its own work). */
export default function Attributes() {
  return <PlaceholderPage />;
}
