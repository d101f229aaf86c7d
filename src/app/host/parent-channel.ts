/** Messages this app sends to the window that hosts it. */
export type OutgoingMessage =
  | { type: 'ExpiredToken'; payload: { reason: string } }
  | { type: 'openWindow'; payload: { url: string } }
  | { type: 'resourcePicker'; payload: { result: unknown } };

/** Messages this app accepts from the host window. */
export type IncomingMessage = { type: 'token'; payload: { token: string } };

/** Marks our messages and the host's answers. */
export const APP_SOURCE = 'reviews-admin';
export const HOST_SOURCE = 'reviews-admin-host';

/** Reads a host message; null for any other origin or shape. */
export function readHostMessage(event: Pick<MessageEvent, 'origin' | 'data'>, parentOrigin: string): IncomingMessage | null {
  if (event.origin !== parentOrigin) return null;
  const data = event.data as { source?: unknown; type?: unknown; payload?: { token?: unknown } } | null;
  if (!data || typeof data !== 'object' || data.source !== HOST_SOURCE) return null;
  if (data.type === 'token' && typeof data.payload?.token === 'string' && data.payload.token.split('.').length === 3) {
    return { type: 'token', payload: { token: data.payload.token } };
  }
  return null;
}

/**
 * The postMessage channel with the host window: messages go only to the configured parent
 * origin (never '*'); incoming ones from any other origin or of any other shape are ignored.
 */
export function createParentChannel(parentOrigin: string | null, win: Window = window) {
  const target = win.parent ?? win;
  const listeners = new Set<(m: IncomingMessage) => void>();
  const onMessage = (event: MessageEvent) => {
    if (!parentOrigin) return;
    const message = readHostMessage(event, parentOrigin);
    if (message) for (const l of listeners) l(message);
  };
  win.addEventListener('message', onMessage);
  return {
    /** True when a parent origin is configured. */
    enabled: !!parentOrigin,
    send(message: OutgoingMessage): boolean {
      if (!parentOrigin) return false;
      target.postMessage({ source: APP_SOURCE, ...message }, parentOrigin);
      return true;
    },
    on(listener: (m: IncomingMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Asks the host for a fresh token; resolves with it, or null after the timeout. */
    requestToken(reason: string, timeoutMs = 10_000): Promise<string | null> {
      if (!parentOrigin) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          off();
          resolve(null);
        }, timeoutMs);
        const off = this.on((m) => {
          clearTimeout(timer);
          off();
          resolve(m.payload.token);
        });
        this.send({ type: 'ExpiredToken', payload: { reason } });
      });
    },
    close(): void {
      listeners.clear();
      win.removeEventListener('message', onMessage);
    },
  };
}

export type ParentChannel = ReturnType<typeof createParentChannel>;
