// <reviews-admin-plan>: the section at /plan mounted alone (elements/reviews-admin-plan.element.ts).
import { h1, mount, storeDemoSession, until } from './helpers.js';
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-plan';

describe('<reviews-admin-plan>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsPlan', path: '/plan', heading: 'Plan', germanHeading: 'Tarif' });

  it('takes initial-path with a query: the plan page opened from the navigation', async () => {
    storeDemoSession();
    const el = mount(TAG, { 'initial-path': '/plan?source=navigation' });
    await until(() => h1(el) === 'Plan', 'the plan heading');
  });
});
