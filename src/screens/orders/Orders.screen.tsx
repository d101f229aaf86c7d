import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Orders screen (its route, title and layout are final; the content comes with its own work). */
export default function Orders() {
  return <PlaceholderPage />;
}
