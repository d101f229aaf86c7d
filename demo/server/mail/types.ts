import type { EmailLabels } from '../../../src/lib/email/render-email';
import type { EmailTemplate, EmailVariables, TemplateError } from '../../../src/contract/email-templates';

/**
 * What a message is for (the mailbox shows it; the funnel counts only `request`): a review request,
 * its reminder, a template test, a reward code for a review, the reminder before that code expires,
 * the notice of a merchant's reply, a question asked (to the merchant) and its answer (to the asker).
 */
export type EmailKind =
  | 'request' | 'reminder' | 'test' | 'reward' | 'reward_reminder' | 'reply' | 'photo_reminder' | 'update_request' | 'question' | 'answer';

/** A message ready to go out. */
export interface OutgoingEmail {
  shopId: number | null;
  requestId: number | null;
  kind: EmailKind;
  /** Sending the same key twice delivers once (the mailbox keeps one row; SMTP gets one Message-ID). */
  idempotencyKey: string;
  from: { name: string; address: string };
  to: { name: string; address: string };
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post, X-Entity-Ref-ID. */
  headers: Record<string, string>;
}

/** A send's outcome: the Message-ID, and whether the key had been sent before (nothing went out again). */
export interface SentEmail {
  messageId: string;
  duplicate: boolean;
}

/** Sends email: through SMTP_URL when set, else into the demo mailbox (the database, shown at /mailbox). */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(email: OutgoingEmail): Promise<SentEmail>;
  close(): Promise<void>;
}

/** What an email is built from. */
export interface EmailInput {
  shop: { id: number; name: string; email: string; domain: string };
  to: { name: string; address: string };
  template: EmailTemplate;
  variables: EmailVariables;
  labels: EmailLabels;
  kind: EmailKind;
  requestId: number | null;
  idempotencyKey: string;
  /** One-click unsubscribe address (POST) for the List-Unsubscribe headers; none for a test. */
  unsubscribeUrl: string | null;
}

/** An email built, or the template's errors (nothing is sent then). */
export type BuiltEmail = { ok: true; email: OutgoingEmail } | { ok: false; errors: TemplateError[] };
