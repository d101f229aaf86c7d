import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The FileUploadDetail screen (its route, title and layout are final; the content comes with its own work). */
export default function FileUploadDetail() {
  return <PlaceholderPage />;
}
