// <reviews-admin-settings>: the section at /settings mounted alone (elements/reviews-admin-settings.element.ts).
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-settings';

describe('<reviews-admin-settings>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsSettings', path: '/settings', heading: 'Settings', germanHeading: 'Einstellungen' });
});
