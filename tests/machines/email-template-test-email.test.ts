import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testEmailMachine } from '../../machines/email-template/test-email.machine';
import { selectTestEmailError, selectTestEmailSending, selectTestEmailSentTo } from '../../machines/email-template/test-email.selectors';
import { DEFAULT_TEMPLATE_COLORS, type EmailTemplate, type SendTestEmailPayload } from '../../src/contract/email-templates';

const template: EmailTemplate = {
  type: 'first',
  language: 'en',
  subject: 'Unsaved {{ shop.name }}',
  preheader: '',
  heading: 'Hi',
  body: 'Body',
  button: 'Review',
  colors: DEFAULT_TEMPLATE_COLORS,
  logoUrl: '',
};

/** A machine whose sends answer in order from `outcomes` (an Error rejects). */
function start(outcomes: (Error | 'ok')[]) {
  const sent: SendTestEmailPayload[] = [];
  const machine = testEmailMachine.provide({
    actors: {
      sendTest: fromPromise<unknown, SendTestEmailPayload>(async ({ input }) => {
        sent.push(input);
        const next = outcomes.shift() ?? 'ok';
        if (next instanceof Error) throw next;
        return { sent: true, messageId: `m${sent.length}` };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, sent };
}

describe('test email machine', () => {
  it('sends the given template and address, and says where it went', async () => {
    const { actor, sent } = start(['ok']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'testEmail.send', payload: { template, email: 'me@shop.example' } });
    expect(selectTestEmailSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([{ template, email: 'me@shop.example' }]);
    expect(selectTestEmailSentTo(actor.getSnapshot())).toBe('me@shop.example');
    expect(selectTestEmailError(actor.getSnapshot())).toBeNull();
  });

  it('keeps the server message of a failure as it is, and Retry sends the same template and address again', async () => {
    const limit = 'You can send 20 test emails an hour. Try again in 12 minutes.';
    const { actor, sent } = start([new Error(limit), 'ok']);
    actor.send({ type: 'testEmail.send', payload: { template, email: 'me@shop.example' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectTestEmailError(actor.getSnapshot())).toBe(limit);
    expect(selectTestEmailSentTo(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'testEmail.retry' });
    expect(selectTestEmailError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('ignores a second send while one is on its way, and starts over after a reset', async () => {
    const { actor, sent } = start(['ok', 'ok']);
    actor.send({ type: 'testEmail.send', payload: { template, email: 'a@shop.example' } });
    actor.send({ type: 'testEmail.send', payload: { template, email: 'b@shop.example' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.map((p) => p.email)).toEqual(['a@shop.example']);
    actor.send({ type: 'testEmail.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ payload: null, sentTo: null, error: null });
    actor.send({ type: 'testEmail.retry' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a new address after a failure sends to it', async () => {
    const { actor, sent } = start([new Error('Mail server down'), 'ok']);
    actor.send({ type: 'testEmail.send', payload: { template, email: 'typo@shop' } });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'testEmail.send', payload: { template, email: 'me@shop.example' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.map((p) => p.email)).toEqual(['typo@shop', 'me@shop.example']);
  });
});
