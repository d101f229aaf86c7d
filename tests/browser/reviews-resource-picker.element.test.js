// <reviews-resource-picker>: the product and collection picker (elements/reviews-resource-picker.element.ts).
import {
  assert, cleanUp, control, demo, equal, expectDefinedOnce, expectEventAtDocument, expectExpiredTokenReaches,
  expectNothingLeftRunning, mount, storeDemoSession, until,
} from './helpers.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-resource-picker';

/** The open picker's dialog (Polaris renders it in the page's portal), or null. */
const dialog = () => document.querySelector('[role="dialog"]');
const heading = () => dialog()?.querySelector('h2')?.textContent?.trim() ?? '';
const rows = () => [...(dialog()?.querySelectorAll('input[type="checkbox"]') ?? [])];

describe('<reviews-resource-picker>', () => {
  afterEach(cleanUp);

  it('is defined by the bundle, and defining it again is harmless', async () => {
    await expectDefinedOnce(TAG, 'defineResourcePicker');
    equal(typeof customElements.get(TAG).prototype.open, 'function', 'open() method');
  });

  it('shows nothing until open() is called', async () => {
    storeDemoSession();
    mount(TAG);
    await new Promise((r) => requestAnimationFrame(r));
    equal(dialog(), null, 'no dialog before open()');
  });

  it('open() lists products; Select resolves with the selection and fires reviews-admin-picker-select', async () => {
    storeDemoSession();
    const el = mount(TAG);
    let opened;
    await until(() => el.isConnected, 'mounted');
    opened = el.open({ type: 'product' });
    await until(() => heading() === 'Add Product', 'the "Add Product" dialog');
    await until(() => rows().length > 0, 'product rows');
    rows()[0].click();
    const event = await expectEventAtDocument(el, 'reviews-admin-picker-select', () => control(dialog(), 'Select').click());
    const result = await opened;
    assert(result && result.type === 'product', 'a product selection');
    equal(result.items.length, 1, 'selected items');
    equal(event.detail.result, result, 'the event detail carries the result');
    await until(() => !dialog(), 'the dialog closed');
  });

  it('Cancel resolves with null and fires reviews-admin-picker-select with a null result', async () => {
    storeDemoSession();
    const el = mount(TAG);
    let opened;
    const event = await expectEventAtDocument(el, 'reviews-admin-picker-select', async () => {
      opened = el.open({ type: 'collection' });
      await until(() => heading() === 'Add Collection', 'the "Add Collection" dialog');
      control(dialog(), 'Cancel').click();
    });
    equal(await opened, null, 'result');
    equal(event.detail.result, null, 'detail.result');
  });

  it('takes store-base: the store API is asked there, even when the admin API is elsewhere', async () => {
    storeDemoSession();
    const el = mount(TAG, {
      'api-base': 'http://127.0.0.1:9/',
      'locales-base': `${demo.url}/locales/`,
      'store-base': `${demo.url}/`,
    });
    const opened = el.open({ type: 'product' });
    await until(() => rows().length > 0, 'product rows from the store base');
    control(dialog(), 'Cancel').click();
    equal(await opened, null, 'result');
  });

  it('passes an expired store token on (reviews-admin-expired-token)', async () => {
    storeDemoSession();
    await expectExpiredTokenReaches(mount(TAG));
  });

  it('leaves nothing running after it is removed: no requests, intervals, timeout or frame chains', async () => {
    storeDemoSession();
    await expectNothingLeftRunning(
      () => mount(TAG),
      async (el) => {
        const opened = el.open({ type: 'product' });
        await until(() => rows().length > 0, 'product rows');
        control(dialog(), 'Cancel').click();
        await opened;
      },
    );
  });
});
