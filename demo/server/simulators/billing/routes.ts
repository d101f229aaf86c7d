import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../http/context';
import { decideCharge, getCharge, type ChargeRow } from '../../store/repositories/billing';
import { getPlan } from '../../store/repositories/plans';
import { getShopById } from '../../store/repositories/shops';
import { renderApprovalPage } from './page';
import { PAGE_HEADERS, renderErrorPage } from '../../http/html';

/** Path prefix of the simulated platform billing pages. */
export const BILLING_PREFIX = '/billing';

/** Where the merchant lands after deciding: the app's plan page on the origin the charge was started from. */
export function decisionRedirect(charge: ChargeRow, status: 'accepted' | 'declined'): string {
  const target = new URL('/plan', charge.return_origin);
  if (status === 'accepted') target.searchParams.set('charge_id', charge.id);
  target.searchParams.set('source', 'billing');
  if (status === 'declined') target.searchParams.set('declined', '1');
  return target.toString();
}

function invalidChargePage(c: Context<AppEnv>): Response {
  const html = renderErrorPage(
    'This billing link is not valid',
    'The charge does not exist. Go back to the app and choose the plan again.',
    '/plan?source=billing',
    'Back to plans',
  );
  return c.body(html, 404, PAGE_HEADERS);
}

function alreadyDecidedPage(c: Context<AppEnv>, charge: ChargeRow): Response {
  const approved = charge.status === 'accepted';
  const html = renderErrorPage(
    approved ? 'This charge was already approved' : 'This charge was already declined',
    approved ? 'The subscription was approved before. Go back to the app to see your plan.' : 'The charge was declined before. Go back to the app to choose a plan again.',
    decisionRedirect(charge, approved ? 'accepted' : 'declined'),
    'Back to the app',
  );
  return c.body(html, 409, PAGE_HEADERS);
}

function chargeOf(ctx: AppContext, id: unknown): ChargeRow | undefined {
  return typeof id === 'string' && /^\d{1,20}$/.test(id) ? getCharge(ctx.db, id) : undefined;
}

/**
 * The simulated platform billing screen (no bearer token: the platform asks the merchant directly):
 * the approval page of a charge, and its Approve and Decline form posts, which redirect to the app.
 */
export function billingRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/confirm', (c) => {
    const charge = chargeOf(ctx, c.req.query('charge_id'));
    const planId = c.req.query('plan_id');
    if (!charge || (planId !== undefined && planId !== String(charge.plan_id))) return invalidChargePage(c);
    const plan = getPlan(ctx.db, charge.plan_id);
    const shop = getShopById(ctx.db, charge.shop_id);
    if (!plan || !shop) return invalidChargePage(c);
    if (charge.status !== 'pending') return alreadyDecidedPage(c, charge);
    return c.body(renderApprovalPage(plan, charge, shop), 200, PAGE_HEADERS);
  });

  const decide = async (c: Context<AppEnv>, status: 'accepted' | 'declined'): Promise<Response> => {
    const form = await c.req.parseBody();
    const charge = chargeOf(ctx, form.charge_id);
    if (!charge) return invalidChargePage(c);
    if (!decideCharge(ctx.db, charge.id, status, ctx.now()) && charge.status !== status) return alreadyDecidedPage(c, charge);
    return c.redirect(decisionRedirect(charge, status), 302);
  };
  app.post('/approve', (c) => decide(c, 'accepted'));
  app.post('/decline', (c) => decide(c, 'declined'));

  return app;
}
