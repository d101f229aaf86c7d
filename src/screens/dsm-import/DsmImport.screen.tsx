import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The DsmImport screen (its route, title and layout are final; the content comes with its own work). */
export default function DsmImport() {
  return <PlaceholderPage />;
}
