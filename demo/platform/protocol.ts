// The App Bridge v3 postMessage protocol, seen from the admin (the host frame). Action names come
// from @shopify/app-bridge-core so the simulation speaks exactly what the client library sends.
import { Action as ClientAction } from '@shopify/app-bridge-core/actions/Client';
import { Action as SaveBarAction } from '@shopify/app-bridge-core/actions/ContextualSaveBar';
import { Action as MenuAction } from '@shopify/app-bridge-core/actions/Menu/NavigationMenu';
import { Action as HistoryAction } from '@shopify/app-bridge-core/actions/Navigation/History';
import { Action as RedirectAction } from '@shopify/app-bridge-core/actions/Navigation/Redirect';
import { Action as PickerAction } from '@shopify/app-bridge-core/actions/ResourcePicker';
import { Action as SessionTokenAction } from '@shopify/app-bridge-core/actions/SessionToken';
import { Group } from '@shopify/app-bridge-core/actions/types';
import { MessageType } from '@shopify/app-bridge-core/client/types';

export { ClientAction, HistoryAction, MenuAction, MessageType, PickerAction, RedirectAction, SaveBarAction, SessionTokenAction, Group };

/** An App Bridge action: `{group, type, payload}` (the client adds version and clientInterface). */
export interface BridgeAction {
  type: string;
  group?: string;
  payload?: Record<string, unknown>;
}

/** A message the app posts to the admin: the transport envelope around an action or a request. */
export interface AppMessage {
  type: MessageType;
  /** The client's config (apiKey, decoded host); sent with every message. */
  source?: { apiKey?: string; host?: string };
  payload?: BridgeAction | { type: string; id?: string };
}

/** True for a transport envelope the App Bridge client sends (getState, dispatch, subscribe, unsubscribe). */
export function isAppMessage(data: unknown): data is AppMessage {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const type = (data as { type?: unknown }).type;
  return Object.values(MessageType).includes(type as MessageType);
}

/** True for an App Bridge action (`APP::...` type). */
export function isBridgeAction(value: unknown): value is BridgeAction {
  return !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' && (value as { type: string }).type.startsWith('APP::');
}

/** The actions the simulated admin answers or sends, by group (reported as features in its state). */
export const HANDLED_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  [Group.Client]: [ClientAction.INITIALIZE],
  [Group.SessionToken]: [SessionTokenAction.REQUEST, SessionTokenAction.RESPOND],
  [Group.Menu]: [MenuAction.UPDATE],
  [Group.Navigation]: [HistoryAction.PUSH, HistoryAction.REPLACE, RedirectAction.ADMIN_PATH, RedirectAction.ADMIN_SECTION, RedirectAction.REMOTE, RedirectAction.APP],
  [Group.ContextualSaveBar]: [SaveBarAction.SHOW, SaveBarAction.HIDE, SaveBarAction.UPDATE, SaveBarAction.SAVE, SaveBarAction.DISCARD],
  [Group.ResourcePicker]: [PickerAction.OPEN, PickerAction.UPDATE, PickerAction.SELECT, PickerAction.CANCEL],
};

/** The state the admin answers `getState` with: staff member, context and the features per group and action. */
export function bridgeState(locale: string): Record<string, unknown> {
  const features: Record<string, Record<string, { Dispatch: boolean; Subscribe: boolean }>> = {};
  for (const [group, types] of Object.entries(HANDLED_ACTIONS)) {
    features[group] = Object.fromEntries(types.map((type) => [type, { Dispatch: true, Subscribe: true }]));
  }
  return { context: 'Main', staffMember: { accountAccess: 'Account owner', locale }, features };
}
