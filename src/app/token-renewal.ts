/** How long calls wait for the host page to hand over a fresh token (ms). */
export const TOKEN_WAIT_MS = 30_000;

/** Which API met the expired token: the admin API or the store API of the picker. */
export type ExpiryReason = 'api' | 'store';

/**
 * One wait for a fresh token at a time: the first call that meets an expired token announces the
 * expiry (once), every call that meets it meanwhile joins the same wait, and the wait ends with the
 * token the host page hands over, or with null after the time limit.
 */
export function createTokenRenewal(deps: {
  /** The token calls are sent with now. */
  current: () => string | null;
  /** Tells the host page (public event, parent message) that a fresh token is needed. */
  announce: (reason: ExpiryReason) => void;
  /** False when nobody can answer (no second host): the wait ends at once with null. */
  canWait: () => boolean;
  timeoutMs?: number;
}) {
  let pending: { promise: Promise<string | null>; resolve: (token: string | null) => void; timer: ReturnType<typeof setTimeout> } | null = null;

  const finish = (token: string | null) => {
    const wait = pending;
    if (!wait) return;
    pending = null;
    clearTimeout(wait.timer);
    wait.resolve(token);
  };

  return {
    /**
     * A fresh token for a call refused with `stale`: the current one when it changed since the call
     * was sent, else the host page's answer (null when none comes in time).
     */
    renew(reason: ExpiryReason, stale: string | null): Promise<string | null> {
      const now = deps.current();
      if (now && now !== stale) return Promise.resolve(now);
      if (pending) return pending.promise;
      if (!deps.canWait()) {
        deps.announce(reason);
        return Promise.resolve(null);
      }
      let resolve!: (token: string | null) => void;
      const promise = new Promise<string | null>((r) => (resolve = r));
      pending = { promise, resolve, timer: setTimeout(() => finish(null), deps.timeoutMs ?? TOKEN_WAIT_MS) };
      deps.announce(reason);
      return promise;
    },
    /** Resolves once no wait is running (calls starting meanwhile wait for the new token). */
    settled(): Promise<unknown> {
      return pending?.promise ?? Promise.resolve();
    },
    /** The host page's answer: ends the running wait with the token. */
    supply(token: string): void {
      finish(token);
    },
    /** Ends a running wait with no token (the runtime stops). */
    close(): void {
      finish(null);
    },
  };
}

export type TokenRenewal = ReturnType<typeof createTokenRenewal>;
