import { GUIDE_STEPS, SETUP_GUIDE_STEPS } from '../../src/contract/constants';
import type { GuideFlags, GuideStep } from '../../src/contract/dashboard';
import type { GuideContext } from './setup-guide.types';

/** Percent per completed step. */
export const PERCENT_PER_STEP = 20;

/** Clamps a progress value to 0..100. */
export const clampProgress = (value: number): number => Math.min(100, Math.max(0, value));

/** How many steps are done. */
export const completedCount = (flags: GuideFlags | null): number => (flags ? GUIDE_STEPS.filter((s) => flags[s] === 1).length : 0);

/** Progress bar value: 20 % per step, clamped to 0..100. */
export const progress = (flags: GuideFlags | null): number => clampProgress(completedCount(flags) * PERCENT_PER_STEP);

/** The first incomplete step (null when all are done). */
export const firstIncomplete = (flags: GuideFlags | null): GuideStep | null => GUIDE_STEPS.find((s) => flags?.[s] !== 1) ?? null;

/** The step shown open: the one the merchant chose, else the first incomplete. */
export const activeStep = (ctx: GuideContext): GuideStep | null => ctx.openStep ?? firstIncomplete(ctx.flags);

/** All six steps done. */
export const allDone = (flags: GuideFlags | null): boolean => completedCount(flags) === SETUP_GUIDE_STEPS;

/** The parts of a setup-guide snapshot screens read. */
interface GuideSnapshot {
  context: GuideContext;
  matches: (state: 'failed' | 'ready' | 'hidden' | 'loading' | 'checking' | 'dismissing') => boolean;
}

/** The step flags (null until loaded). */
export const selectGuideFlags = (s: GuideSnapshot): GuideFlags | null => s.context.flags;

/** True when the flags could not load. */
export const selectGuideLoadFailed = (s: GuideSnapshot): boolean => s.matches('failed');

/** True when the shop dismissed the guide. */
export const selectGuideHidden = (s: GuideSnapshot): boolean => s.matches('hidden');

/** True while the dismissal is saved. */
export const selectGuideDismissing = (s: GuideSnapshot): boolean => s.matches('dismissing');

/** True when the card is collapsed to its header. */
export const selectGuideCollapsed = (s: GuideSnapshot): boolean => s.context.collapsed;

/** The step shown open. */
export const selectGuideActiveStep = (s: GuideSnapshot): GuideStep | null => activeStep(s.context);

/** Message of the last failed step or dismissal. */
export const selectGuideError = (s: GuideSnapshot): string | null => s.context.error;
