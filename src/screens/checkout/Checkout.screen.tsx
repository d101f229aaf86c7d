import { PlacementPage } from '../auto-leave/PlacementPage';

/** /collect/auto_leave_reviews/checkout: the review form after checkout. */
export default function Checkout() {
  return <PlacementPage placement="checkout" />;
}
