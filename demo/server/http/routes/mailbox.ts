import { Hono } from 'hono';
import { countMessages, getMessage, listMessages } from '../../mail/mail-messages';
import { MAILBOX_LIST_LIMIT, MAILBOX_PAGE_HEADERS, MESSAGE_HTML_HEADERS, mailboxListPage, messageHtml, messagePage } from '../../mail/mailbox-pages';
import type { AppContext, AppEnv } from '../context';

/** Path of the demo mailbox. */
export const MAILBOX_PREFIX = '/mailbox';

/** Options of {@link mailboxRoutes}. */
export interface MailboxOptions {
  /** The demo clock's route (POST /demo/clock) is served: show the buttons that move it (default true). */
  clock?: boolean;
}

/**
 * The demo mailbox (only when no SMTP server is set; else every path answers 404): the list of
 * stored messages, one message, and its HTML for the message page's sandboxed frame.
 */
export function mailboxRoutes(ctx: AppContext, options: MailboxOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const messageOf = (id: string) => (/^\d{1,15}$/.test(id) ? getMessage(ctx.db, Number(id)) : undefined);

  app.use('*', async (c, next) => {
    if (ctx.mailer.kind !== 'mailbox') return notFound();
    return next();
  });

  app.get('/', (c) => c.body(mailboxListPage(listMessages(ctx.db, MAILBOX_LIST_LIMIT), countMessages(ctx.db), ctx.now(), options.clock ?? true), 200, MAILBOX_PAGE_HEADERS));

  app.get('/:id', (c) => {
    const message = messageOf(c.req.param('id'));
    return message ? c.body(messagePage(message, new URL(c.req.url).origin), 200, MAILBOX_PAGE_HEADERS) : notFound();
  });

  app.get('/:id/html', (c) => {
    const message = messageOf(c.req.param('id'));
    return message ? c.body(messageHtml(message), 200, MESSAGE_HTML_HEADERS) : notFound();
  });

  // Nothing else under /mailbox is the admin app's: `/mailbox/` goes to the list, any other path is not found.
  app.all('*', (c) => (c.req.path === `${MAILBOX_PREFIX}/` ? c.redirect(MAILBOX_PREFIX) : notFound()));

  return app;
}
