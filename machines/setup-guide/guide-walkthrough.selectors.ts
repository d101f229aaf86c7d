import type { SnapshotFrom } from 'xstate';
import type { guideWalkthroughMachine } from './guide-walkthrough.machine';
import { GUIDE_STEPS } from '../../src/contract/constants';
import type { GuideStep } from '../../src/contract/dashboard';

type Snapshot = Pick<SnapshotFrom<typeof guideWalkthroughMachine>, 'context' | 'matches'>;

/** Index of the step shown. */
export const selectWalkthroughIndex = (s: Snapshot): number => s.context.index;

/** The step shown. */
export const selectWalkthroughStep = (s: Snapshot): GuideStep => GUIDE_STEPS[s.context.index] ?? GUIDE_STEPS[0];

/** True on the last step (Finish instead of Next). */
export const selectWalkthroughLast = (s: Snapshot): boolean => s.context.index === s.context.total - 1;

/** True while the finish call runs (and after, until the page leaves). */
export const selectWalkthroughFinishing = (s: Snapshot): boolean => !s.matches('walking');

/** Message of the failed finish. */
export const selectWalkthroughError = (s: Snapshot): string | null => s.context.error;
