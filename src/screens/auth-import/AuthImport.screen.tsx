import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The AuthImport screen (its route, title and layout are final; the content comes with its own work). */
export default function AuthImport() {
  return <PlaceholderPage />;
}
