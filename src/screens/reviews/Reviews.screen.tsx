import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Reviews screen (its route, title and layout are final; the content comes with its own work). */
export default function Reviews() {
  return <PlaceholderPage />;
}
