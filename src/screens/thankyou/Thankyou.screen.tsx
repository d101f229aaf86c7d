import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Thankyou screen (its route, title and layout are final; the content comes with its own work). */
export default function Thankyou() {
  return <PlaceholderPage />;
}
