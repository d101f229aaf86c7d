import type { SendTestEmailPayload } from '../../src/contract/email-templates';

/** What the test-email send knows: the last payload (for Retry) and the last failure's message. */
export interface TestEmailContext {
  /** The template and address of the last send (Retry sends them again). */
  payload: SendTestEmailPayload | null;
  /** Where the last successful send went. */
  sentTo: string | null;
  /** Message of the last failed send, as the server gave it. */
  error: string | null;
}

export type TestEmailEvent =
  /** Sends the template as it is on screen (saved or not) to an address. */
  | { type: 'testEmail.send'; payload: SendTestEmailPayload }
  /** Sends the last payload again after a failure. */
  | { type: 'testEmail.retry' }
  /** Back to idle (the modal closed or opened again). */
  | { type: 'testEmail.reset' };
