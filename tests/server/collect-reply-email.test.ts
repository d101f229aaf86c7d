import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLY_SETTINGS } from '../../src/contract/review-rewards';
import { callApi, demoToken, useTestServer } from './helpers';
import { insertCollectedReview, mailWithKey } from './collect-helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();

const reply = (id: number, body: string, notify: boolean) => callApi(server(), 'reply_review', { token, body: { id, body, notify } });

async function saveReplySetting(enabled: boolean): Promise<void> {
  const current = (await callApi(server(), 'get_reply_review_setting', { token })).body.data;
  const saved = await callApi(server(), 'save_reply_review_setting', { token, body: { enabled, version: current.version } });
  expect(saved.body.data).toMatchObject({ enabled });
}

describe('reply emails', () => {
  it('emails the reviewer the reply when asked and reply emails are on, once per reply', async () => {
    expect((await callApi(server(), 'get_reply_review_setting', { token })).body.data).toEqual({ ...DEFAULT_REPLY_SETTINGS, version: 0 });
    const id = insertCollectedReview(server().db, { created_at: clock, title: 'Warm but thin', rating: 3, email: 'sam@example.com', author: 'Sam Lee' });
    clock += 60_000;
    const answer = await reply(id, 'Thank you, Sam! A thicker one is coming in May.', true);
    expect(answer.body.data.reply).toEqual({ body: 'Thank you, Sam! A thicker one is coming in May.', created_at: new Date(clock).toISOString(), notified: true });
    const mail = mailWithKey(server().db, `reply:${id}:`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'reply', idempotency_key: `reply:${id}:${clock}`, to_address: 'Sam Lee <sam@example.com>', subject: 'Maple & Moss Goods replied to your review',
    });
    expect(mail[0]?.text).toContain('You wrote about Merino Wool Throw Blanket: "Warm but thin"');
    expect(mail[0]?.text).toContain('Thank you, Sam! A thicker one is coming in May.');
    expect(mail[0]?.text).toContain('See the review: https://maplemoss.example/products/merino-wool-throw-blanket');

    // Replying again without notify sends nothing and the reply is not marked notified.
    clock += 60_000;
    expect((await reply(id, 'Edited reply', false)).body.data.reply.notified).toBe(false);
    expect(mailWithKey(server().db, `reply:${id}:`)).toHaveLength(1);
    // A new reply with notify is a new email.
    clock += 60_000;
    expect((await reply(id, 'One more thing: free returns.', true)).body.data.reply.notified).toBe(true);
    expect(mailWithKey(server().db, `reply:${id}:`)).toHaveLength(2);
  });

  it('sends nothing when reply emails are off, or the reviewer left no address', async () => {
    const id = insertCollectedReview(server().db, { created_at: clock, email: 'off@example.com' });
    await saveReplySetting(false);
    clock += 60_000;
    expect((await reply(id, 'Thanks!', true)).body.data.reply.notified).toBe(false);
    expect(mailWithKey(server().db, `reply:${id}:`)).toEqual([]);
    await saveReplySetting(true);
    const anonymous = insertCollectedReview(server().db, { created_at: clock, email: null });
    expect((await reply(anonymous, 'Thanks!', true)).body.data.reply.notified).toBe(false);
    expect(mailWithKey(server().db, `reply:${anonymous}:`)).toEqual([]);
  });

  it('greets the customer as the request did and links to that request’s unsubscribe page', async () => {
    const requestId = Number(
      server().db
        .prepare(`INSERT INTO review_requests (shop_id, source, customer_email, customer_name, status, token, created_at)
          VALUES (1001, 'typed', 'robin@example.com', 'Robin Park', 'reviewed', 'reply-test-token-0001', ?)`)
        .run(clock).lastInsertRowid,
    );
    const id = insertCollectedReview(server().db, { created_at: clock, email: 'robin@example.com', author: 'Robin P.', request_id: requestId });
    clock += 60_000;
    await reply(id, 'Thanks, Robin.', true);
    const [mail] = mailWithKey(server().db, `reply:${id}:`);
    expect(mail?.to_address).toBe('Robin Park <robin@example.com>');
    expect(mail?.text).toContain(`${server().url}/r/u/reply-test-token-0001`);
    const headers = server().db.prepare('SELECT headers FROM mail_messages WHERE idempotency_key = ?').pluck().get(`reply:${id}:${clock}`) as string;
    expect(headers).toContain(`<${server().url}/r/u/reply-test-token-0001>`);
    // Another review of the same customer, written without the request, has the same unsubscribe link.
    const other = insertCollectedReview(server().db, { created_at: clock, email: 'ROBIN@example.com', author: 'Robin P.' });
    await reply(other, 'Thanks again.', true);
    expect(mailWithKey(server().db, `reply:${other}:`)[0]?.text).toContain('/r/u/reply-test-token-0001');
  });

  it('writes in the reviewer’s language', async () => {
    const id = insertCollectedReview(server().db, { created_at: clock, email: 'claire@example.com', author: 'Claire Martin', language: 'fr' });
    clock += 60_000;
    expect((await reply(id, 'Merci beaucoup !', true)).body.data.reply.notified).toBe(true);
    const [mail] = mailWithKey(server().db, `reply:${id}:`);
    expect(mail?.text).toContain('Merci beaucoup !');
    expect(mail?.text).toContain('Se désabonner');
  });
});
