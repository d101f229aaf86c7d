import type { i18n as I18n } from 'i18next';
import type { PickerOptions, PickerResult } from '../../../machines/resource-picker/resource-picker.types';
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
  /** Links the adapter to the page's configuration and translations; called once per page before routing starts. */
  connect?(page: HostPage): void;
  /** Tells the host which in-app location (path and query) is showing. */
  locationChanged?(location: string): void;
  /** Listens for the host asking the app to show an in-app location; returns the unsubscribe. */
  onNavigate?(listener: (location: string) => void): () => void;
  /** Draws the save bar in the host's own chrome (App Bridge's contextual save bar) instead of ours. */
  saveBar?: HostSaveBarFactory;
  /** Opens the host's own resource picker (the admin's native one) instead of ours; null on Cancel. */
  pickResources?(options: PickerOptions): Promise<PickerResult | null>;
  /** True while the host has not handed over a session (its token requests failed after their retries). */
  sessionMissing?(): boolean;
  /** Asks the host for a session again; resolves true once it handed one over. */
  retrySession?(): Promise<boolean>;
}

/** What an adapter learns about the page when it is connected. */
export interface HostPage {
  /** https origins, besides the platform's own, allowed to embed the app as its admin. */
  adminOrigins: readonly string[];
  /** The app's key with the platform. */
  apiKey: string;
  /** The page's translations (the host's navigation labels follow the language). */
  i18n: I18n;
  /** Whether the navigation lists Instagram (the shop's `is_show_instagram`), and news of a change. */
  instagram?: { shown(): boolean; subscribe(listener: () => void): () => void };
}

/** What the save bar looks like right now. */
export interface HostSaveBarState {
  visible: boolean;
  saving: boolean;
  dirty: boolean;
}

/** A save bar drawn by the host. */
export interface HostSaveBar {
  update(state: HostSaveBarState): void;
  /** Hides it and stops listening. */
  destroy(): void;
}

/** Creates a host save bar whose Save and Discard call back into the app. */
export type HostSaveBarFactory = (handlers: { onSave(): void; onDiscard(): void }) => HostSaveBar;
