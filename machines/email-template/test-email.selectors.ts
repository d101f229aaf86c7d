import type { TestEmailContext } from './test-email.types';

type Snapshot = { context: TestEmailContext; matches: (state: 'idle' | 'sending' | 'sent' | 'failed') => boolean };

/** True while the test email is being sent. */
export const selectTestEmailSending = (s: Snapshot): boolean => s.matches('sending');

/** Message of the failed send (null otherwise). */
export const selectTestEmailError = (s: Snapshot): string | null => (s.matches('failed') ? s.context.error : null);

/** The address the last send reached, once sent (null otherwise). */
export const selectTestEmailSentTo = (s: Snapshot): string | null => (s.matches('sent') ? s.context.sentTo : null);
