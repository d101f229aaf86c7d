// <reviews-admin-widgets>: the section at /display mounted alone (elements/reviews-admin-widgets.element.ts).
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-widgets';

describe('<reviews-admin-widgets>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsWidgets', path: '/display', heading: 'Widgets', germanHeading: 'Widgets' });
});
