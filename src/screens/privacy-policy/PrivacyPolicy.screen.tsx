import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The PrivacyPolicy screen (its route, title and layout are final; the content comes with its own work). */
export default function PrivacyPolicy() {
  return <PlaceholderPage />;
}
