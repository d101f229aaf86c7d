import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The AutoLeave screen (its route, title, loader and layout are final; the content comes with its own work). */
export default function AutoLeave() {
  return <PlaceholderPage />;
}
