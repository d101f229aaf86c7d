import type { Database } from 'better-sqlite3';
import { createTransport } from 'nodemailer';
import { composeMessage } from './compose';
import { forgetMessage, recordMessage } from './mail-messages';
import type { Mailer, OutgoingEmail, SentEmail } from './types';

/** Options of {@link createMailer}. */
export interface MailerOptions {
  /** An SMTP address (`smtp://user:pass@host:587`, `smtps://…`); none keeps messages in the demo mailbox. */
  smtpUrl?: string;
  /** Clock in ms (the demo clock): the Date header and the stored time. */
  now: () => number;
}

/**
 * The mailer: with `smtpUrl`, every message goes through that SMTP server and is also recorded in
 * `mail_messages`; without, messages are only stored there (the demo mailbox at /mailbox).
 * Either way a message's idempotency key is recorded first, in a transaction: a key seen before
 * answers `duplicate: true` with the first Message-ID and sends nothing. A delivery that fails
 * removes its record (the error is thrown), so the sender may try the key again.
 */
export function createMailer(db: Database, options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl?.trim();
  const transport = smtpUrl ? createTransport(smtpUrl) : null;

  async function send(email: OutgoingEmail): Promise<SentEmail> {
    const createdAt = options.now();
    const composed = await composeMessage(email, new Date(createdAt));
    const recorded = recordMessage(db, email, composed, createdAt);
    if (recorded.id === null) return { messageId: recorded.messageId, duplicate: true };
    if (transport) {
      try {
        await transport.sendMail({ envelope: composed.envelope, raw: composed.raw });
      } catch (err) {
        forgetMessage(db, recorded.id);
        throw err;
      }
    }
    return { messageId: composed.messageId, duplicate: false };
  }

  return {
    kind: transport ? 'smtp' : 'mailbox',
    send,
    close: async () => {
      transport?.close();
    },
  };
}
