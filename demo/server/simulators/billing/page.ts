import type { ChargeRow } from '../../store/repositories/billing';
import { PAID_TRIAL_DAYS, type StoredPlan } from '../../domain/plans';
import type { ShopRow } from '../../store/repositories/shops';
import { escapeHtml, renderPage } from '../../http/html';

/** A price in US dollars, e.g. `$19.99`. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** `month` or `year`, for "per month" wording. */
export function intervalWord(plan: StoredPlan): string {
  return plan.interval === 'ANNUAL' ? 'year' : 'month';
}

/** The heading of the billing page, e.g. "Approve subscription: Growth $19.99/month". */
export function approvalTitle(plan: StoredPlan, charge: ChargeRow): string {
  return `Approve subscription: ${plan.name} ${formatUsd(charge.price)}/${intervalWord(plan)}`;
}

function requestsText(requests: number): string {
  return requests < 0 ? 'Unlimited' : `${requests.toLocaleString('en-US')} a month`;
}

function detailRows(plan: StoredPlan, charge: ChargeRow, shop: ShopRow): [string, string][] {
  const per = intervalWord(plan);
  const rows: [string, string][] = [
    ['Store', shop.name],
    ['Plan', `${plan.name} (${plan.interval === 'ANNUAL' ? 'billed yearly' : 'billed every 30 days'})`],
    ['Price', `${formatUsd(charge.price)} per ${per}`],
    ['Review requests', requestsText(charge.requests)],
  ];
  if (charge.discount_code) rows.push(['Discount code', charge.discount_code]);
  if (charge.discount_intervals > 0 && charge.price < charge.original_price) {
    const count = charge.discount_intervals;
    rows.push(['Regular price', `${formatUsd(charge.original_price)} per ${per} after the first ${count === 1 ? per : `${count} ${per}s`}`]);
  }
  if (charge.price > 0) rows.push(['Free trial', `${PAID_TRIAL_DAYS} days`]);
  return rows;
}

function hiddenCharge(charge: ChargeRow): string {
  return `<input type="hidden" name="charge_id" value="${escapeHtml(charge.id)}">`;
}

/** The billing page: the charge's plan and price with Decline and Approve buttons (each a form post). */
export function renderApprovalPage(plan: StoredPlan, charge: ChargeRow, shop: ShopRow): string {
  const title = approvalTitle(plan, charge);
  const rows = detailRows(plan, charge, shop)
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  return renderPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p id="charge-summary">Product Reviews asks ${escapeHtml(shop.name)} to approve a recurring charge. You can cancel at any time.</p>
<ul aria-labelledby="charge-summary">${rows}</ul>
<div class="actions">
<form method="post" action="/billing/decline">${hiddenCharge(charge)}<button type="submit" class="link">Decline</button></form>
<form method="post" action="/billing/approve">${hiddenCharge(charge)}<button type="submit">Approve</button></form>
</div>`,
  );
}
