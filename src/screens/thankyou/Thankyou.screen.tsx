import { PlacementPage } from '../auto-leave/PlacementPage';

/** /collect/auto_leave_reviews/thankyou: the review form on the order-status (thank-you) page. */
export default function Thankyou() {
  return <PlacementPage placement="thankyou" />;
}
