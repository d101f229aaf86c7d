import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import {
  TEMPLATE_ERROR_CODE,
  emailTemplateQuerySchema,
  emailTemplateSchema,
  sampleVariables,
  sendTestEmailSchema,
  type EmailTemplate,
  type EmailVariables,
} from '../../../../src/contract/email-templates';
import { renderEmail } from '../../../../src/lib/email/render-email';
import { ApiError, ResultCode } from '../../domain/errors';
import { buildEmail, emailLabels, shopLanguage } from '../../mail';
import { countSince, oldestSince } from '../../mail/mail-messages';
import { templateAnswer, templateObject, writeTemplate } from '../../mail/templates';
import { saveVersioned } from '../../store/repositories/settings-versions';
import { getShopById, type ShopRow } from '../../store/repositories/shops';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody, validate, validationError } from '../validate';

/** Test emails a shop may send in an hour. */
export const TEST_EMAILS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;
/** Business code of a test email the mail server did not take (HTTP 502). */
const MAIL_FAILED_CODE = 50200;
/** An address of the usual form, on one line. */
const EMAIL_ADDRESS = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]{2,}$/;

/** The shop's storefront address (its own domain when it has one). */
const shopUrl = (shop: ShopRow) => `https://${shop.custom_domain || shop.domain}`;

function shopOf(ctx: AppContext, id: number): ShopRow {
  const shop = getShopById(ctx.db, id);
  if (!shop) throw new ApiError(ResultCode.notFound, 'Shop not found', 404);
  return shop;
}

/**
 * The template rendered with the sample values and the shop's real name; a template with any
 * error is refused with HTTP 422, code TEMPLATE_ERROR_CODE and `data: { errors }`.
 */
function checkTemplate(shop: ShopRow, template: EmailTemplate): EmailVariables {
  const variables = sampleVariables(shop.name, shopUrl(shop));
  const rendered = renderEmail(template, variables, emailLabels(template.language, shop.name));
  if (!rendered.ok) {
    const where = rendered.errors.map((e) => `${e.field} line ${e.line}: ${e.message}`).join('; ');
    throw new ApiError(TEMPLATE_ERROR_CODE, `The template has errors: ${where}`, 422, { errors: rendered.errors });
  }
  return variables;
}

/** Refuses a test email past the shop's hourly limit, saying when the next one may go. */
function checkTestLimit(ctx: AppContext, shopId: number): void {
  const since = ctx.now() - HOUR_MS;
  if (countSince(ctx.db, shopId, 'test', since) < TEST_EMAILS_PER_HOUR) return;
  const oldest = oldestSince(ctx.db, shopId, 'test', since) ?? ctx.now();
  const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - ctx.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new ApiError(
    ResultCode.tooManyRequests,
    `You can send ${TEST_EMAILS_PER_HOUR} test emails an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    { retry_after: retryAfter },
  );
}

/** Runs a shop's test sends one after another, so the hourly limit's count and the send that adds to it cannot interleave. */
function oneAtATime() {
  const tails = new Map<number, Promise<unknown>>();
  return <T>(shopId: number, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(shopId) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(shopId, tail);
    void tail.then(() => {
      if (tails.get(shopId) === tail) tails.delete(shopId);
    });
    return run;
  };
}

/** Email template calls: read one type in one language, save it (versioned), send a test of what is on screen. */
export function emailTemplateRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const serial = oneAtATime();

  app.get('/get_email_template_setting', (c) => {
    const query = validate(emailTemplateQuerySchema, c.req.query());
    const shopId = c.var.session.shop.id;
    return ok(c, templateAnswer(ctx.db, shopId, query.type, query.language ?? shopLanguage(ctx.db, shopId)));
  });

  app.post('/save_email_template_setting', async (c) => {
    const template = await readBody(c, emailTemplateSchema);
    const shop = shopOf(ctx, c.var.session.shop.id);
    checkTemplate(shop, template);
    const { type, language } = template;
    const answer = () => templateAnswer(ctx.db, shop.id, type, language);
    saveVersioned(ctx.db, shop.id, templateObject(type, language), template.version, answer, () => {
      writeTemplate(ctx.db, shop.id, template);
      return {};
    });
    return ok(c, answer());
  });

  app.post('/send_test_email', async (c) => {
    const body = await readBody(c, sendTestEmailSchema);
    const address = body.email.trim();
    if (!EMAIL_ADDRESS.test(address)) {
      throw validationError([{ path: 'email', code: 'invalid_email', message: 'is not a valid email address' }]);
    }
    const shop = shopOf(ctx, c.var.session.shop.id);
    const variables = checkTemplate(shop, body.template);
    const sent = await serial(shop.id, () => {
      checkTestLimit(ctx, shop.id);
      return sendTest(shop, address, body.template, variables);
    });
    return ok(c, { sent: true, messageId: sent.messageId });
  });

  /** Sends a test of a template to an address (kind `test`, no unsubscribe headers, a key of its own). */
  async function sendTest(shop: ShopRow, address: string, template: EmailTemplate, variables: EmailVariables) {
    const built = buildEmail({
      shop: { id: shop.id, name: shop.name, email: shop.email, domain: shop.domain },
      to: { name: '', address },
      template,
      variables,
      labels: emailLabels(template.language, shop.name),
      kind: 'test',
      requestId: null,
      idempotencyKey: `test:${shop.id}:${randomUUID()}`,
      unsubscribeUrl: null,
    });
    if (!built.ok) throw new ApiError(TEMPLATE_ERROR_CODE, 'The template has errors', 422, { errors: built.errors });
    try {
      return await ctx.mailer.send(built.email);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new ApiError(MAIL_FAILED_CODE, `The test email could not be sent: ${reason}`, 502);
    }
  }

  return app;
}
