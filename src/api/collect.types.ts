/** A product chosen for review requests (what the list needs to show it). */
export interface ChosenProduct {
  id: string;
  title: string;
  image: string | null;
  /** Chosen variant ids; empty means every variant. */
  variantIds: string[];
  totalVariants: number;
}

/** Which products get review-request emails. */
export interface ReviewRequestProducts {
  mode: 'all' | 'only' | 'except';
  products: ChosenProduct[];
}
