import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The ReviewDiscount screen (its route, title and layout are final; the content comes with its own work). */
export default function ReviewDiscount() {
  return <PlaceholderPage />;
}
