// <reviews-admin-import>: the section at /import mounted alone (elements/reviews-admin-import.element.ts).
import { control, equal, h1, mount, storeDemoSession, until } from './helpers.js';
import { sectionTests } from './section-suite.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-import';

describe('<reviews-admin-import>', () => {
  sectionTests({ tag: TAG, defineName: 'defineReviewsImport', path: '/import', heading: 'Import reviews', germanHeading: 'Bewertungen importieren' });

  it('routes inside its own section without asking the host page', async () => {
    storeDemoSession();
    const el = mount(TAG);
    const asked = [];
    el.addEventListener('reviews-admin-navigate', (e) => asked.push(e.detail.path));
    const link = await until(() => control(el, 'Import a CSV file'), 'a link to the CSV import');
    link.click();
    await until(() => h1(el) !== 'Import reviews' && h1(el) !== '', 'the CSV import page');
    equal(asked.length, 0, 'navigate events inside the section:');
  });
});
