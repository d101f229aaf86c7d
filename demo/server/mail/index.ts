/*
 * Email: building a message from a template (the same renderer as the admin's preview), the
 * templates of a shop with their defaults per language, and the mailer (SMTP or the demo mailbox).
 */
export { createMailer } from './mailer';
export { buildEmail } from './build-email';
export { emailDefaults, emailLabels } from './email-defaults';
export { shopLanguage, templateFor } from './templates';
export type { EmailInput, Mailer, OutgoingEmail } from './types';
