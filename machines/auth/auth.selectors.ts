import type { AuthResponse } from '../../src/contract/auth';
import type { AuthInput, AuthOutcome, AuthSession } from './auth.types';

/** Query keys dropped when forwarding to /recommended (SPEC §2). */
export const RECOMMENDED_DROPPED_KEYS: readonly string[] = [
  'embedded', 'hmac', 'host', 'id_token', 'locale', 'session', 'shop', 'path', 'timestamp',
];

/** The session an auth answer describes. */
export function sessionFromAnswer(answer: AuthResponse, shop: string, superAdmin: boolean): AuthSession {
  return {
    token: answer.shop_info.token,
    shop: answer.shop_info.myshopify_domain ?? shop,
    superAdmin: superAdmin || answer.is_super_admin === 1,
    guideNeeded: answer.shop_settings_info.skip_install !== 1,
    isSelectedPlan: answer.shop_settings_info.is_selected_plan !== 1,
  };
}

/** An in-app path that cannot leave the app (`/x`, never `//host` or a scheme). */
export function safeInternalPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  return path;
}

/**
 * A state parameter is followed only when it is an absolute http(s) URL on this page's
 * origin or on an allowed admin origin: anything else is refused (no open redirect).
 */
export function allowedStateUrl(state: string | undefined, input: Pick<AuthInput, 'origin' | 'allowedOrigins'>): string | null {
  if (!state || !/^https?:\/\//i.test(state)) return null;
  let url: URL;
  try {
    url = new URL(state);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return url.origin === input.origin || input.allowedOrigins.includes(url.origin) ? url.href : null;
}

/** Where a signed-in merchant goes next: the after-success rules of SPEC §2, in order. */
export function afterAuthTarget(query: Record<string, string>, session: AuthSession): AuthOutcome {
  const chargeId = query.charge_id;
  if (session.guideNeeded) return { type: 'navigate', to: '/guide', search: {} };
  if (query.action === 'channelwill' && chargeId) return { type: 'navigate', to: '/recommended', search: {}, chargeId };
  if (chargeId) return { type: 'navigate', to: '/', search: {}, chargeId, state: { charge_id: chargeId } };
  const path = safeInternalPath(query.path);
  if (path === '/plan') return { type: 'navigate', to: '/plan', search: { source: 'navigation' } };
  if (path === '/recommended') {
    const search = Object.fromEntries(Object.entries(query).filter(([k]) => !RECOMMENDED_DROPPED_KEYS.includes(k)));
    return { type: 'navigate', to: '/recommended', search };
  }
  if (path === '/reviewList' && query.id) return { type: 'navigate', to: '/reviewList', search: { id: query.id } };
  return { type: 'navigate', to: path, search: {} };
}

/** The parts of an auth snapshot the page reads. */
interface AuthSnapshot {
  context: { error: string | null };
  matches: (state: 'failed' | 'refused') => boolean;
}

/** True when the sign-in failed (the page offers a retry). */
export const selectAuthFailed = (s: AuthSnapshot): boolean => s.matches('failed') || s.matches('refused');

/** True when a callback was refused because this browser did not start its sign-in. */
export const selectAuthRefused = (s: AuthSnapshot): boolean => s.matches('refused');

/** Message of the failed sign-in. */
export const selectAuthError = (s: AuthSnapshot): string | null => s.context.error;
