import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Sets the monthly spending limit of usage charges. */
export const spendingLimitTask = (runtime: Runtime) => provideTask((max: number) => runtime.api.plans.setSpendingLimit(max));

/** Redeems a plan discount code. */
export const redeemCodeTask = (runtime: Runtime) => provideTask((code: string) => runtime.api.plans.redeemDiscountCode(code));
