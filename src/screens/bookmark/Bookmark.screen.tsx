import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Bookmark screen (its route, title and layout are final; the content comes with its own work). */
export default function Bookmark() {
  return <PlaceholderPage />;
}
