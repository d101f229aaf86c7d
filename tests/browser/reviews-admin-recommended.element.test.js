// <reviews-admin-recommended>: the section at /recommended mounted alone (elements/reviews-admin-recommended.element.ts).
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-recommended';

describe('<reviews-admin-recommended>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsRecommended', path: '/recommended', heading: 'Recommended apps', germanHeading: 'Empfohlene Apps' });
});
