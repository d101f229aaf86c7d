import { createHash } from 'node:crypto';
import { renderEmail } from '../../../src/lib/email/render-email';
import type { BuiltEmail, EmailInput, OutgoingEmail } from './types';

/** Domain of the sender address when MAIL_FROM_DOMAIN is not set. */
const DEFAULT_FROM_DOMAIN = 'reviews.example';

/** The sender address of every email: `reviews@<MAIL_FROM_DOMAIN>`. */
export function fromAddress(): string {
  const domain = process.env.MAIL_FROM_DOMAIN?.trim().replace(/^@/, '') || DEFAULT_FROM_DOMAIN;
  return `reviews@${domain}`;
}

/**
 * Builds an email from a template with the renderer the admin's preview uses (same HTML, same
 * text part): the shop's name as sender name on the app's address, the shop's address as
 * Reply-To, the customer by name, and the one-click unsubscribe headers when an address is given.
 * Template errors come back instead (nothing to send).
 */
export function buildEmail(input: EmailInput): BuiltEmail {
  const rendered = renderEmail(input.template, input.variables, input.labels);
  if (!rendered.ok) return { ok: false, errors: rendered.errors };
  const headers: Record<string, string> = {
    // Keeps mail clients from threading different requests that share a subject.
    'X-Entity-Ref-ID': createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24),
  };
  if (input.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${input.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const email: OutgoingEmail = {
    shopId: input.shop.id,
    requestId: input.requestId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    from: { name: input.shop.name, address: fromAddress() },
    to: input.to,
    replyTo: input.shop.email,
    subject: rendered.email.subject,
    html: rendered.email.html,
    text: rendered.email.text,
    headers,
  };
  return { ok: true, email };
}
