// <reviews-setup-guide>: the setup guide card alone (elements/reviews-setup-guide.element.ts).
import {
  assert, cleanUp, control, equal, expectDefinedOnce, expectEventAtDocument, expectExpiredTokenReaches,
  expectNothingLeftRunning, mount, renderRoot, storeDemoSession, until,
} from './helpers.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-setup-guide';

const title = (root) => root.querySelector('h2')?.textContent?.trim() ?? '';

describe('<reviews-setup-guide>', () => {
  afterEach(cleanUp);

  it('is defined by the bundle, and defining it again is harmless', async () => {
    await expectDefinedOnce(TAG, 'defineSetupGuide');
  });

  it('renders the card alone: title, progress and the six steps', async () => {
    storeDemoSession();
    const el = mount(TAG);
    await until(() => title(el) === 'Setup guide', 'the "Setup guide" title');
    assert(/\d+ of 6|\d+ \/ 6/.test(el.textContent), 'the progress of six steps');
    for (const step of ['Turn on the app embed', 'Ask customers for reviews', 'Turn on referrals']) {
      await until(() => control(el, step), `the step "${step}"`);
    }
    equal(el.querySelector('h1'), null, 'no page around the card');
  });

  it('takes isolation="shadow" and lang: renders in a shadow root, in the forced language', async () => {
    storeDemoSession();
    const el = mount(TAG, { isolation: 'shadow', lang: 'de' });
    const shadow = await until(() => el.querySelector('.ra-isolation-host')?.shadowRoot, 'a shadow root');
    await until(() => title(shadow) === 'Einrichtungsanleitung', 'the German title inside the shadow root');
  });

  it("asks the host page to open a step's page (reviews-admin-navigate)", async () => {
    storeDemoSession();
    const el = mount(TAG);
    const step = await until(() => control(el, 'Ask customers for reviews'), 'the review-request step');
    step.click();
    const action = await until(() => control(el, 'Set up review requests'), "the step's button");
    const event = await expectEventAtDocument(el, 'reviews-admin-navigate', () => action.click(), { prevent: true });
    equal(event.detail.path, '/collect/auto_leave_reviews', 'navigate path');
  });

  it('passes an expired store token on (reviews-admin-expired-token)', async () => {
    storeDemoSession();
    const el = mount(TAG);
    await until(() => title(el) === 'Setup guide', 'the "Setup guide" title');
    await expectExpiredTokenReaches(el);
  });

  it('leaves nothing running after it is removed: no requests, intervals, timeout or frame chains', async () => {
    storeDemoSession();
    await expectNothingLeftRunning(
      () => mount(TAG),
      (el) => until(() => title(renderRoot(el)) === 'Setup guide', 'the "Setup guide" title'),
    );
  });
});
