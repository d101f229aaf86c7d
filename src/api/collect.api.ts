import type { ReviewRequestProducts } from './collect.types';
import type { HttpClient } from './http';

/** Review-collection calls. */
export function collectApi(http: HttpClient) {
  return {
    getReviewRequestProducts: () => http.get<ReviewRequestProducts>('api/v1/admin/get_review_request_products'),
    saveReviewRequestProducts: (value: ReviewRequestProducts) =>
      http.post<ReviewRequestProducts>('api/v1/admin/save_review_request_products', value),
  };
}
