import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The AmazonBookmark screen (its route, title and layout are final; the content comes with its own work). */
export default function AmazonBookmark() {
  return <PlaceholderPage />;
}
