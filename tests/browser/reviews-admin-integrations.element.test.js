// <reviews-admin-integrations>: the section at /integrations mounted alone (elements/reviews-admin-integrations.element.ts).
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-integrations';

describe('<reviews-admin-integrations>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsIntegrations', path: '/integrations', heading: 'Integrations', germanHeading: 'Integrationen' });
});
