import type { HostMode } from '../config';

/** What differs between the three hosts, behind one interface. */
export interface HostAdapter {
  mode: HostMode;
  /** Running inside the platform admin: tokens come from the host, no login page. */
  embedded: boolean;
  /** The platform admin opened us without its host argument (shows the 'Missing host' page). */
  missingHost: boolean;
  /** Tokens may be written to persistent storage (never in the platform host). */
  persistsToken: boolean;
  /** An App Bridge instance exists. */
  hasAppBridge: boolean;
  /** A token handed over by the host page at start, if any. */
  initialToken: { token: string; shop: string } | null;
  /** The host's id token, when it gives one. */
  idToken?: () => Promise<string | null>;
  /** App Bridge's session token. */
  bridgeToken?: () => Promise<string>;
  /**
   * Goes to the store admin app page for a path: the platform admin's app page, or for the
   * standalone host our own page for that path.
   */
  storeAdminAppUrl(path: string): string;
  /** Leaves the app for a URL (the whole top window when framed). */
  navigateExternal(url: string): void;
}
