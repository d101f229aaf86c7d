import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Checkout screen (its route, title and layout are final; the content comes with its own work). */
export default function Checkout() {
  return <PlaceholderPage />;
}
