import type { Database } from 'better-sqlite3';
import type { PlanRecord, StoredPlan } from '../../domain/plans';

interface PlanRow extends Omit<PlanRecord, 'permissions'> {
  permissions: string;
}

/** Writes the catalogue into the plans table (insert or update by id). */
export function upsertPlans(db: Database, plans: readonly PlanRecord[]): void {
  const statement = db.prepare(`
    INSERT INTO plans (id, name, interval, amount, actual_amount, discount_value,
      duration_limit_in_intervals, order_requests, tier_level, permissions)
    VALUES (@id, @name, @interval, @amount, @actual_amount, @discount_value,
      @duration_limit_in_intervals, @order_requests, @tier_level, @permissions)
    ON CONFLICT(id) DO UPDATE SET name = excluded.name, interval = excluded.interval,
      amount = excluded.amount, actual_amount = excluded.actual_amount,
      discount_value = excluded.discount_value,
      duration_limit_in_intervals = excluded.duration_limit_in_intervals,
      order_requests = excluded.order_requests, tier_level = excluded.tier_level,
      permissions = excluded.permissions`);
  for (const plan of plans) {
    statement.run({ ...plan, permissions: JSON.stringify(plan.permissions) });
  }
}

/** Reads one plan by id. */
export function getPlan(db: Database, id: number): StoredPlan | undefined {
  return db.prepare('SELECT * FROM plans WHERE id = ?').get(id) as PlanRow | undefined;
}

/** Reads every plan, by id. */
export function listPlans(db: Database): StoredPlan[] {
  return db.prepare('SELECT * FROM plans ORDER BY id').all() as PlanRow[];
}

/** Reads one plan by id; throws when the shop references a plan that does not exist. */
export function requirePlan(db: Database, id: number): StoredPlan {
  const plan = getPlan(db, id);
  if (!plan) throw new Error(`Plan ${id} is missing from the plans table`);
  return plan;
}

/** True when the shop ever had a plan change applied (it paid for a plan before). */
export function hasPaidBefore(db: Database, shopId: number): boolean {
  return db.prepare('SELECT 1 FROM billing_charges WHERE shop_id = ? AND applied_at IS NOT NULL LIMIT 1').get(shopId) !== undefined;
}
