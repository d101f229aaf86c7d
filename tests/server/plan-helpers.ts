import { expect } from 'vitest';
import type { RunningServer } from '../../demo/server/server';
import { decide } from './billing-helpers';
import { callApi } from './helpers';

/**
 * Puts a shop on a paid plan the way a merchant does: `add_pricing_plan`, Approve on the
 * reference server's billing page, then `check_pricing_plan`. Answers the plan `check_pricing_plan` gave.
 */
export async function upgradeShop(server: RunningServer, token: string, planId: number, tierLevel?: number): Promise<any> {
  const added = await callApi(server, 'add_pricing_plan', { token, body: { plan_id: planId, ...(tierLevel ? { tier_level: tierLevel } : {}) } });
  expect(added.body.code).toBe(0);
  const chargeId: string = added.body.data.charge_id;
  expect((await decide(server, 'approve', chargeId)).status).toBe(302);
  const checked = await callApi(server, 'check_pricing_plan', { token, body: { charge_id: chargeId } });
  expect(checked.body.data.status).toBe('active');
  return checked.body.data.plan;
}
