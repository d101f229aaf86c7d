import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The MediaSubmit screen (its route, title and layout are final; the content comes with its own work). */
export default function MediaSubmit() {
  return <PlaceholderPage />;
}
