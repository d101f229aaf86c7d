import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The TermsService screen (its route, title and layout are final; the content comes with its own work). */
export default function TermsService() {
  return <PlaceholderPage />;
}
