const DAY_MS = 86_400_000;
const QUOTA_CYCLE_MS = 30 * DAY_MS;

/** What the install-age rules read of a shop: when it installed the app (ms). */
export interface Installed {
  installed_at: number;
}

/** Whole days since the shop installed the app. */
export function daysSinceInstall(shop: Installed, now: number): number {
  return Math.max(0, Math.floor((now - shop.installed_at) / DAY_MS));
}

/** The next email-quota reset: the end of the current 30-day cycle counted from install. */
export function nextEmailQuotaReset(shop: Installed, now: number): string {
  const cycles = Math.floor(Math.max(0, now - shop.installed_at) / QUOTA_CYCLE_MS) + 1;
  return new Date(shop.installed_at + cycles * QUOTA_CYCLE_MS).toISOString();
}
