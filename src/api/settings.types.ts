/** The review-widget settings of a shop (a large set; the known keys are typed). */
export interface UserSettings {
  language: string;
  reviews_per_page_number: number;
  review_sort_by: string;
  font_size: number;
  border_radius: number;
  card_shadow: string;
  rating_css_code: string;
  reviews_css_code: string;
  [key: string]: unknown;
}
