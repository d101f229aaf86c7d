import { reviewRequestProductsSchema, type ReviewRequestProducts } from '../contract/collect';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Review-collection calls. */
export function collectApi(http: HttpClient) {
  return {
    getReviewRequestProducts: () =>
      http.get('api/v1/admin/get_review_request_products').then(answer(reviewRequestProductsSchema)),
    saveReviewRequestProducts: (value: ReviewRequestProducts) =>
      http.post('api/v1/admin/save_review_request_products', value).then(answer(reviewRequestProductsSchema)),
  };
}
