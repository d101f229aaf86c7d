import { hmacMatches, signParams } from '../server/http/hmac';

/** Path of the theme editor stand-in under the server's origin. */
export const THEME_EDITOR_PATH = '/storefront/editor';

/** How long a theme editor link (and the form it opens) stays usable. */
export const EDITOR_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The signed fields of a theme editor link: the shop and when the link expires (Unix seconds). */
export interface EditorGrant {
  shop: string;
  exp: number;
}

const message = (grant: EditorGrant) => ({ purpose: 'theme-editor', shop: grant.shop, exp: String(grant.exp) });

/** Signs an editor grant: only the admin (which knows the secret) hands out links that can switch the app embed. */
export function signEditorGrant(grant: EditorGrant, secret: string): string {
  return signParams(message(grant), secret);
}

/** True when the signature is the grant's and the grant has not expired. */
export function editorGrantValid(grant: EditorGrant, sig: string, secret: string, nowMs: number): boolean {
  if (!Number.isSafeInteger(grant.exp) || grant.exp * 1000 < nowMs || !/^[0-9a-f]{64}$/i.test(sig)) return false;
  return hmacMatches(message(grant), sig, secret);
}

/** The absolute address of the theme editor for a shop on the server's public origin, signed for a day. */
export function themeEditorLink(publicUrl: string, shop: string, secret: string, nowMs: number): string {
  const exp = Math.floor(nowMs / 1000) + EDITOR_LINK_TTL_SECONDS;
  const query = new URLSearchParams({ shop, exp: String(exp), sig: signEditorGrant({ shop, exp }, secret) });
  return `${publicUrl}${THEME_EDITOR_PATH}?${query.toString()}`;
}
