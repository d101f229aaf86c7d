import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The ReviewRequestLink screen (its route, title and layout are final; the content comes with its own work). */
export default function ReviewRequestLink() {
  return <PlaceholderPage />;
}
