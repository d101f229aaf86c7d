import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The ManualSend screen (its route, title and layout are final; the content comes with its own work). */
export default function ManualSend() {
  return <PlaceholderPage />;
}
