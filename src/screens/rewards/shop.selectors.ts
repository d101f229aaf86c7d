import type { SnapshotFrom } from 'xstate';
import type { startupMachine } from '../../../machines/startup/startup.machine';

type StartupSnapshot = Pick<SnapshotFrom<typeof startupMachine>, 'context'>;

/** The shop's currency symbol (fixed amounts and minimum orders), "$" until the shop is known. */
export const selectCurrencySymbol = (s: StartupSnapshot): string => s.context.data?.userInfo.currency_symbol || '$';
