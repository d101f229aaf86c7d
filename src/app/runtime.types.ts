import type { i18n as I18n } from 'i18next';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/auth/session.machine';
import type { discountMachine } from '../../machines/discount/discount.machine';
import type { resourcePickerMachine } from '../../machines/resource-picker/resource-picker.machine';
import type { PickerOptions, PickerResult } from '../../machines/resource-picker/resource-picker.types';
import type { startupMachine } from '../../machines/startup/startup.machine';
import type { bannersMachine } from '../../machines/ui/banners.machine';
import type { loadingOverlayMachine } from '../../machines/ui/loading-overlay.machine';
import type { toastsMachine } from '../../machines/ui/toasts.machine';
import type { Api } from '../api';
import type { ApiError } from '../api/errors';
import type { LanguageCode } from '../contract/constants';
import type { ReviewsAdminEventMap } from './public-events';
import type { AppEvents } from './app-events';
import type { AppConfig } from './config';
import type { HostAdapter } from './host';
import type { ParentChannel } from './host/parent-channel';
import type { TokenRenewal } from './token-renewal';
import type { PickerSlots } from './picker-slots';

/** The app-wide actors and services of one page, shared by every element on it. */
export interface Runtime {
  config: AppConfig;
  host: HostAdapter;
  api: Api;
  i18n: I18n;
  events: AppEvents;
  /** Messages with the host window (second host). */
  parent: ParentChannel;
  session: ActorRefFrom<typeof sessionMachine>;
  startup: ActorRefFrom<typeof startupMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  banners: ActorRefFrom<typeof bannersMachine>;
  loading: ActorRefFrom<typeof loadingOverlayMachine>;
  discount: ActorRefFrom<typeof discountMachine>;
  picker: ActorRefFrom<typeof resourcePickerMachine>;
  /** The current in-app path (kept by the router). */
  path: { current: string; search: string };
  /** Opens the resource picker (shown by `opener`'s slot when given); resolves with the selection, or null on Cancel. */
  pickResources(options: PickerOptions, opener?: object): Promise<PickerResult | null>;
  /** The elements that can show the picker's dialog; one of them shows it. */
  pickerSlots: PickerSlots;
  /** Listens for errors after which the app shows /400; returns the unsubscribe. */
  onFatal(listener: (error: ApiError) => void): () => void;
  /** True when a session token is available. */
  hasToken(): boolean;
  /** Sets the UI language and saves it as the shop's backend_lang. */
  changeLanguage(code: LanguageCode): Promise<void>;
  /** Dispatches a public event on every mounted element. */
  emitPublic<K extends keyof ReviewsAdminEventMap>(type: K, detail: ReviewsAdminEventMap[K]): void;
  /** Takes a fresh session token from the host page: calls waiting for one are retried with it. */
  setToken(token: string): void;
  /** The wait for a fresh token after an expiry (one at a time, shared by every call). */
  renewal: TokenRenewal;
  /** Registers a mounted element (its container gets the public events); the returned function releases it. */
  retain(container?: HTMLElement): () => void;
}
