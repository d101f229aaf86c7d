import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The ReplyReview screen (its route, title and layout are final; the content comes with its own work). */
export default function ReplyReview() {
  return <PlaceholderPage />;
}
