import { MessageType, isAppMessage, isBridgeAction, type BridgeAction } from './protocol';

/** One line of the admin's message log. */
export interface LogEntry {
  /** `in`: accepted from the app; `out`: sent to the app; `ignored`: refused. */
  kind: 'in' | 'out' | 'ignored';
  type: string;
  detail?: string;
}

/** What the admin's side of the transport needs. */
export interface BridgeHostOptions {
  win: Window;
  /** The iframe the app runs in: only its window may talk to the admin. */
  frame: HTMLIFrameElement;
  /** The app's origin: messages from any other origin are ignored, and replies go only there. */
  appOrigin: string;
  state(): Record<string, unknown>;
  onAction(action: BridgeAction): void;
  log(entry: LogEntry): void;
}

/** The admin's end of App Bridge's postMessage transport. */
export interface BridgeHost {
  /** Sends an action to the app (`{type: 'dispatch', payload: action}`, to the app origin only). */
  dispatch(action: BridgeAction): void;
  /** True when the app subscribed to an action type. */
  isSubscribed(type: string): boolean;
}

function label(data: unknown): string {
  if (!data || typeof data !== 'object') return typeof data;
  const message = data as { type?: unknown; payload?: { type?: unknown } };
  const inner = message.payload && typeof message.payload.type === 'string' ? ` ${message.payload.type}` : '';
  return `${String(message.type)}${inner}`;
}

/**
 * Listens for the app's messages. Every message must come from the app origin AND from the app
 * iframe's window; anything else is logged as ignored and never answered.
 */
export function createBridgeHost(o: BridgeHostOptions): BridgeHost {
  const subscriptions = new Map<string, number>();
  const post = (message: unknown): void => o.frame.contentWindow?.postMessage(message, o.appOrigin);

  o.win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== o.appOrigin) {
      o.log({ kind: 'ignored', type: label(event.data), detail: `origin ${event.origin || '(none)'} is not the app's` });
      return;
    }
    if (!o.frame.contentWindow || event.source !== o.frame.contentWindow) {
      o.log({ kind: 'ignored', type: label(event.data), detail: 'not sent by the app frame' });
      return;
    }
    const message: unknown = event.data;
    if (!isAppMessage(message)) {
      o.log({ kind: 'ignored', type: label(message), detail: 'not an App Bridge message' });
      return;
    }
    const payload = message.payload;
    switch (message.type) {
      case MessageType.GetState:
        o.log({ kind: 'in', type: 'getState' });
        post({ type: MessageType.GetState, payload: o.state() });
        o.log({ kind: 'out', type: 'getState' });
        break;
      case MessageType.Subscribe:
        if (payload && typeof payload.type === 'string') subscriptions.set(payload.type, (subscriptions.get(payload.type) ?? 0) + 1);
        break;
      case MessageType.Unsubscribe:
        if (!payload) subscriptions.clear();
        else if (typeof payload.type === 'string') {
          const left = (subscriptions.get(payload.type) ?? 0) - 1;
          if (left > 0) subscriptions.set(payload.type, left);
          else subscriptions.delete(payload.type);
        }
        break;
      case MessageType.Dispatch:
        if (!isBridgeAction(payload)) {
          o.log({ kind: 'ignored', type: label(message), detail: 'not an App Bridge action' });
          return;
        }
        o.log({ kind: 'in', type: payload.type });
        o.onAction(payload);
        break;
    }
  });

  return {
    dispatch(action) {
      post({ type: MessageType.Dispatch, payload: action });
      o.log({ kind: 'out', type: action.type });
    },
    isSubscribed: (type) => (subscriptions.get(type) ?? 0) > 0,
  };
}
