import type { ErrorBanner } from './banners.machine';

/** The error banners shown (a stable reference until one is raised or closed). */
export const selectBanners = (s: { context: { banners: ErrorBanner[] } }): ErrorBanner[] => s.context.banners;
