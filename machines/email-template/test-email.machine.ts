import { assign, fromPromise, setup } from 'xstate';
import type { SendTestEmailPayload } from '../../src/contract/email-templates';
import type { TestEmailContext, TestEmailEvent } from './test-email.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The test email of the template editor: idle → sending → sent, or failed with the server's
 * message (a rate limit's included) and Retry, which sends the same template to the same address.
 */
export const testEmailMachine = setup({
  types: { context: {} as TestEmailContext, events: {} as TestEmailEvent },
  actors: {
    sendTest: fromPromise<unknown, SendTestEmailPayload>(() => Promise.reject(new Error('sendTest is not provided'))),
  },
  actions: {
    remember: assign({ payload: ({ event, context }) => (event.type === 'testEmail.send' ? event.payload : context.payload), error: null }),
    clear: assign({ payload: null, error: null, sentTo: null }),
  },
}).createMachine({
  id: 'testEmail',
  context: { payload: null, sentTo: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing sent yet: the form waits for an address.',
      on: { 'testEmail.send': { target: 'sending', actions: 'remember' } },
    },
    sending: {
      description: 'The test email is on its way; the form is locked.',
      invoke: {
        src: 'sendTest',
        input: ({ context }) => context.payload as SendTestEmailPayload,
        onDone: { target: 'sent', actions: assign({ sentTo: ({ context }) => context.payload?.email ?? null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    sent: {
      description: 'The server took the email; another one may be sent.',
      on: { 'testEmail.send': { target: 'sending', actions: 'remember' }, 'testEmail.reset': { target: 'idle', actions: 'clear' } },
    },
    failed: {
      description: 'The send failed: the message shows with Retry; the address can be changed and sent again.',
      on: {
        'testEmail.retry': { target: 'sending', actions: assign({ error: null }) },
        'testEmail.send': { target: 'sending', actions: 'remember' },
        'testEmail.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
