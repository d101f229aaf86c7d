import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** Placeholder until the screen is built. */
export default function Screen() {
  return <PlaceholderPage />;
}
