// The collect screens (/collect, /collect/orders, /collect/sync_past_orders) in <reviews-admin-collect>,
// their calls answered through the demo server's fault injection (tests/browser/collect-fakes.js).
import { assert, cleanUp, control, equal, h1, mount, sleep, storeDemoSession, until } from './helpers.js';
import { answer, callsOf, fail, funnel, order, ordersPage, quota, requestView, SETTINGS } from './collect-fakes.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-collect';
const text = (el) => el.textContent.replace(/\s+/g, ' ');
const byTestId = (el, id) => el.querySelector(`[data-testid="${id}"]`);
/** The input of the labelled field. */
function field(el, label) {
  const l = [...el.querySelectorAll('label')].find((x) => x.textContent.trim() === label);
  return l ? el.querySelector(`#${CSS.escape(l.htmlFor)}`) : null;
}
/** Chooses an option of a native select by its value. */
function choose(select, value) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
  setter.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
/** Types into a React-controlled input. */
function type(input, value) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openCollect(used = 42) {
  await answer('get_review_request_setting', SETTINGS);
  await answer('get_email_quota_info', quota(used));
  await answer('get_request_funnel', funnel(30));
  storeDemoSession();
  const el = mount(TAG);
  await until(() => h1(el) === 'Collect reviews' && byTestId(el, 'quota-used'), 'the collect page with its quota');
  return el;
}

describe('collect screens', () => {
  afterEach(cleanUp);

  it('/collect shows the timing, the quota with its warning, the funnel with the conversion and its chart', async () => {
    const el = await openCollect(42);
    equal(text(byTestId(el, 'timing-sentence')), 'Sent 7 days after fulfilment, reminder 7 days later, to all orders', 'timing sentence');
    equal(text(byTestId(el, 'quota-used')), '42 of 50 emails used', 'quota');
    assert(text(el).includes('Your email quota is running low'), 'the warning at 84 %');
    assert(text(el).includes('Resets on Dec 1, 2026'), 'the reset date');
    equal(text(byTestId(el, 'funnel-sent')), '200', 'sent');
    equal(text(byTestId(el, 'funnel-reviewed')), '30', 'reviewed');
    equal(text(byTestId(el, 'funnel-conversion')), '15%', 'conversion');
    const placeholder = byTestId(el, 'funnel-chart-placeholder');
    const height = placeholder?.getBoundingClientRect().height;
    const chart = await until(() => byTestId(el, 'funnel-chart'), 'the funnel chart', 20_000);
    equal(Math.round(chart.getBoundingClientRect().height), Math.round(height ?? 240), 'the chart takes the placeholder height');
    for (const label of ['First request email', 'Reminder email', 'Photo and video reminder email', 'Update review email', 'Orders and their requests', 'Sync past orders', 'Manual review requests', 'Request from your customer list', 'Review request link', 'Products to request reviews for']) {
      assert(control(el, label), `a link to ${label}`);
    }
  });

  it('/collect says when the quota is used up, with a way to the plans', async () => {
    const el = await openCollect(50);
    assert(text(el).includes('No review-request emails left this month'), 'the critical banner');
    const plans = control(el, 'See plans');
    assert(plans && plans.getAttribute('href')?.includes('/plan'), 'a link to /plan');
  });

  it('saving 0 days shows the translated error at the field and sends nothing', async () => {
    const el = await openCollect();
    const days = field(el, 'Days after');
    assert(days, 'the days field');
    type(days, '0');
    await until(() => text(el).includes('Enter a number of days greater than 0 and less than 90.'), 'the error at the field');
    const since = performance.timeOrigin + performance.now();
    const save = await until(() => control(document, 'Save'), 'the save bar');
    save.click();
    await until(() => text(el).includes('Your changes were not saved'), 'the refused save');
    await sleep(200);
    equal((await callsOf('save_review_request_setting', since)).length, 0, 'save calls');
    equal(field(el, 'Days after').value, '0', 'the typed value kept');
  });

  it('a failed save keeps the edits and saves them on Try again', async () => {
    const el = await openCollect();
    type(field(el, 'Days after'), '3');
    await until(() => text(byTestId(el, 'timing-sentence')).startsWith('Sent 3 days after'), 'the sentence following the edit');
    await fail('save_review_request_setting', 'Settings store unavailable');
    (await until(() => control(document, 'Save'), 'the save bar')).click();
    await until(() => text(el).includes('Settings store unavailable'), 'the failed save banner');
    equal(field(el, 'Days after').value, '3', 'the edit kept');
    await answer('save_review_request_setting', { ...SETTINGS, days: 3, version: 4 }, { times: 1 });
    control(el, 'Try again').click();
    await until(() => !control(document, 'Save'), 'the save bar gone after the save');
    equal(field(el, 'Days after').value, '3', 'the saved value shown');
  });

  it('/collect/orders: badges say what each request means; a bulk send reports how many changed and the refused ones; a status filter asks again', async () => {
    const items = [
      order(1, requestView(11, 'scheduled', { dueAt: '2026-12-03T09:00:00.000Z' })),
      order(2, requestView(12, 'sent', { emailsSent: 1 })),
      order(3, requestView(13, 'skipped', { reason: 'excluded_tag' })),
      order(4, null),
    ];
    await answer('get_request_orders', ordersPage(items), { times: 1 });
    storeDemoSession();
    const el = mount(TAG, { 'initial-path': '/collect/orders' });
    await until(() => h1(el) === 'Orders' && text(el).includes('#1001'), 'the orders list');
    assert(text(el).includes('Waiting until Dec 3'), 'the waiting badge with its date');
    assert(text(el).includes('Skipped: order tag excluded'), 'the skipped badge with its reason');
    assert(text(el).includes('No request'), 'an order without a request');

    el.querySelector('thead input[type="checkbox"]').click();
    await until(() => [...el.querySelectorAll('tbody input[type="checkbox"]')].filter((c) => c.checked).length === 3, 'the three requests selected');
    await answer('request_action', { updated: [requestView(11, 'sent')], refused: [{ id: 12, reason: 'not_waiting' }, { id: 13, reason: 'not_waiting' }] }, { times: 1 });
    await answer('get_request_orders', ordersPage(items), { times: 1 });
    const send = await until(() => [...el.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send now' && !b.closest('tr')), 'the bulk Send now');
    const since = performance.timeOrigin + performance.now();
    send.click();
    await until(() => text(document.body).includes('1 request sent'), 'the toast with the count');
    await until(() => text(byTestId(el, 'refused-requests') ?? el).includes('Order #1002: only a waiting request can be changed'), 'the refused requests with their reasons');
    assert(text(el).includes('2 requests were left as they were'), 'how many were refused');
    equal((await callsOf('request_action', since)).length, 1, 'one action call');
    equal((await callsOf('get_request_orders', since)).length, 1, 'the list loaded again after the action');

    await answer('get_request_orders', ordersPage([items[0]]), { times: 1 });
    const before = performance.timeOrigin + performance.now();
    choose(field(el, 'Request status'), 'scheduled');
    await until(() => !text(el).includes('#1002'), 'the waiting orders only');
    equal((await callsOf('get_request_orders', before)).length, 1, 'orders asked again for the filter');
  });

  it('/collect/sync_past_orders previews, runs the batches with progress and ends with a link to the scheduled requests', async () => {
    await answer('get_review_request_setting', { ...SETTINGS, enabled: false });
    await answer('get_email_quota_info', quota(10));
    await answer('preview_sync_past_orders', { orders: 120, alreadyRequested: 10, notQualified: 5, emails: 105, quotaLeft: 40, spreadDays: 3 }, { times: 1 });
    storeDemoSession();
    const el = mount(TAG, { 'initial-path': '/collect/sync_past_orders' });
    await until(() => h1(el) === 'Sync past orders', 'the sync page');
    assert(text(el).includes('Review requests are off'), 'the requests-off banner');
    control(el, 'Preview').click();
    await until(() => byTestId(el, 'sync-emails'), 'the preview');
    equal(text(byTestId(el, 'sync-emails')), '105', 'emails');
    assert(text(byTestId(el, 'sync-spread')).includes('spread over 3 days'), 'the spread');
    await answer('sync_past_orders', { scheduled: 45, skipped: 5, processed: 50, total: 120, cursor: 'c1' }, { times: 1, delayMs: 300 });
    await answer('sync_past_orders', { scheduled: 40, skipped: 10, processed: 100, total: 120, cursor: 'c2' }, { times: 1, delayMs: 300 });
    await answer('sync_past_orders', { scheduled: 20, skipped: 0, processed: 120, total: 120, cursor: null }, { times: 1, delayMs: 300 });
    control(el, 'Schedule 105 emails').click();
    await until(() => text(byTestId(el, 'sync-progress') ?? el).includes('50 of 120 orders processed'), 'progress after the first batch');
    await until(() => byTestId(el, 'sync-done'), 'the end of the sync');
    equal(text(byTestId(el, 'sync-done')), 'Requests scheduled: 105. Orders skipped: 15.', 'counts');
    const link = control(el, 'See scheduled requests');
    assert(link?.getAttribute('href')?.includes('/collect/orders?status=scheduled'), 'a link to the scheduled requests');
  });

  it('/collect/sync_past_orders stops between batches on Cancel and goes on from there on Continue', async () => {
    await answer('get_review_request_setting', SETTINGS);
    await answer('get_email_quota_info', quota(0));
    await answer('preview_sync_past_orders', { orders: 100, alreadyRequested: 0, notQualified: 0, emails: 100, quotaLeft: 50, spreadDays: 2 }, { times: 1 });
    storeDemoSession();
    const el = mount(TAG, { 'initial-path': '/collect/sync_past_orders' });
    await until(() => h1(el) === 'Sync past orders', 'the sync page');
    assert(!text(el).includes('Review requests are off'), 'no requests-off banner while they are on');
    control(el, 'Preview').click();
    await until(() => byTestId(el, 'sync-emails'), 'the preview');
    await answer('sync_past_orders', { scheduled: 50, skipped: 0, processed: 50, total: 100, cursor: 'c1' }, { times: 1, delayMs: 500 });
    control(el, 'Schedule 100 emails').click();
    (await until(() => control(el, 'Cancel'), 'Cancel while the first batch runs')).click();
    await until(() => text(el).includes('Stopping after the current batch'), 'the stop announced');
    await until(() => text(el).includes('Sync stopped'), 'the sync stopped after the batch');
    equal(text(byTestId(el, 'sync-progress')), '50 of 100 orders processed', 'progress kept');
    const since = performance.timeOrigin + performance.now();
    await answer('sync_past_orders', { scheduled: 50, skipped: 0, processed: 100, total: 100, cursor: null }, { times: 1 });
    control(el, 'Continue').click();
    await until(() => byTestId(el, 'sync-done'), 'the end of the sync');
    equal(text(byTestId(el, 'sync-done')), 'Requests scheduled: 100. Orders skipped: 0.', 'counts');
    equal((await callsOf('sync_past_orders', since)).length, 1, 'one more batch, from the cursor');
  });
});
