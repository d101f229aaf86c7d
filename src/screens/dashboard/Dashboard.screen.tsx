import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Dashboard screen (its route, title and layout are final; the content comes with its own work). */
export default function Dashboard() {
  return <PlaceholderPage />;
}
