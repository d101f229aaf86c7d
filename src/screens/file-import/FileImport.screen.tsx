import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The FileImport screen (its route, title and layout are final; the content comes with its own work). */
export default function FileImport() {
  return <PlaceholderPage />;
}
