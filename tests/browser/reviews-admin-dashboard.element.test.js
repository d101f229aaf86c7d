// <reviews-admin-dashboard>: the section at / mounted alone (elements/reviews-admin-dashboard.element.ts).
import { control, equal, expectEventAtDocument, h1, mount, sleep, storeDemoSession, until } from './helpers.js';
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-dashboard';

describe('<reviews-admin-dashboard>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsDashboard', path: '/', heading: 'Dashboard', germanHeading: 'Übersicht' });

  it('takes initial-path: an unknown page shows the not-found page inside the element', async () => {
    storeDemoSession();
    const el = mount(TAG, { 'initial-path': '/no-such-page' });
    await until(() => h1(el) === 'This page does not exist', 'the not-found page');
  });

  it('asks the host page before leaving the dashboard (reviews-admin-navigate, cancelable)', async () => {
    storeDemoSession();
    const el = mount(TAG);
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
    const link = await until(() => control(el, 'See plans'), 'a link to the plans');
    const event = await expectEventAtDocument(el, 'reviews-admin-navigate', () => link.click(), { prevent: true });
    equal(event.detail.path, '/plan?source=navigation', 'navigate path');
    await sleep(150);
    equal(h1(el), 'Dashboard', 'a cancelled navigation keeps the dashboard:');
    await expectEventAtDocument(el, 'reviews-admin-navigate', () => control(el, 'See plans').click());
    await until(() => h1(el) === 'Plan', 'the element routing to the plans itself when the host lets it');
  });
});
