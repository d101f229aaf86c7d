import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The SyncPastOrders screen (its route, title and layout are final; the content comes with its own work). */
export default function SyncPastOrders() {
  return <PlaceholderPage />;
}
