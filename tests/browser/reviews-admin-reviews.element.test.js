// <reviews-admin-reviews>: the section at /reviewList mounted alone (elements/reviews-admin-reviews.element.ts).
import { control, equal, expectEventAtDocument, mount, storeDemoSession, until } from './helpers.js';
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-reviews';

describe('<reviews-admin-reviews>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsManage', path: '/reviewList', heading: 'Manage Reviews', germanHeading: 'Bewertungen verwalten' });

  it('asks the host page before opening the import section (reviews-admin-navigate)', async () => {
    storeDemoSession();
    const el = mount(TAG);
    const link = await until(() => control(el, 'Import reviews'), 'a link to the import section');
    const event = await expectEventAtDocument(el, 'reviews-admin-navigate', () => link.click(), { prevent: true });
    equal(event.detail.path, '/import', 'navigate path');
  });
});
