import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The Rewards screen (its route, title, loader and layout are final; the content comes with its own work). */
export default function Rewards() {
  return <PlaceholderPage />;
}
