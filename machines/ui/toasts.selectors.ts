import type { Toast } from './toasts.machine';

/** The toasts shown, oldest first (a stable reference until one is added or removed). */
export const selectToasts = (s: { context: { toasts: Toast[] } }): Toast[] => s.context.toasts;
