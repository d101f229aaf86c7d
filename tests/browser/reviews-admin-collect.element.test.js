// <reviews-admin-collect>: the section at /collect mounted alone (elements/reviews-admin-collect.element.ts).
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-collect';

describe('<reviews-admin-collect>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsCollect', path: '/collect', heading: 'Collect reviews', germanHeading: 'Bewertungen sammeln' });
});
