import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The EmailTemplate screen (its route, title and layout are final; the content comes with its own work). */
export default function EmailTemplate() {
  return <PlaceholderPage />;
}
