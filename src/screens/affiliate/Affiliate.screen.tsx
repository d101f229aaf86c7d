import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Affiliate screen (its route, title and layout are final; the content comes with its own work). */
export default function Affiliate() {
  return <PlaceholderPage />;
}
