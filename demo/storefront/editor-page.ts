import { escapeHtml } from '../server/http/html';
import { DEMO_SHOP_DOMAIN } from '../server/seed/demo-shop';
import type { ShopRow } from '../server/store/repositories/shops';
import { THEME_EDITOR_PATH, type EditorGrant } from './editor-link';
import { STOREFRONT_PATH, plainPage } from './layout';

/** What the theme editor page shows. */
export interface EditorView {
  shop: ShopRow;
  grant: EditorGrant;
  sig: string;
  /** The admin's address (the link back). */
  adminUrl: string;
  /** Shown after a save. */
  saved: boolean;
}

/**
 * The theme editor stand-in: the shop's current theme with the "Reviews app embed" switch, saved by
 * a form that carries the signed link's fields (the same-origin POST checks them), and links to the
 * store and back to the app.
 */
export function editorPage(view: EditorView): string {
  const { shop, grant, sig } = view;
  const on = shop.app_embeds_enabled === 1;
  const store = `${STOREFRONT_PATH}/${shop.domain === DEMO_SHOP_DOMAIN ? '' : `?shop=${encodeURIComponent(shop.domain)}`}`;
  const status = view.saved
    ? `<p class="sf-editor-status" role="status">${on ? 'Saved. The reviews app embed is on: the widgets show in your store.' : 'Saved. The reviews app embed is off.'}</p>`
    : '';
  return plainPage(`Theme editor – ${shop.name}`, `<p class="sf-muted">${escapeHtml(shop.name)} · Current theme</p>
<h1>Theme editor</h1>
${status}
<form method="post" action="${THEME_EDITOR_PATH}">
<input type="hidden" name="shop" value="${escapeHtml(grant.shop)}">
<input type="hidden" name="exp" value="${grant.exp}">
<input type="hidden" name="sig" value="${escapeHtml(sig)}">
<fieldset class="sf-editor-group">
<legend>App embeds</legend>
<label class="sf-switch"><input type="checkbox" role="switch" name="enabled" value="1"${on ? ' checked' : ''} aria-describedby="embed-help"> Reviews app embed</label>
<p id="embed-help" class="sf-muted">Adds the reviews script to every page of your store: star ratings, the review widget and the other widgets turned on in the app.</p>
</fieldset>
<button class="sf-button" type="submit">Save</button>
</form>
<p class="sf-editor-links"><a href="${escapeHtml(store)}">View your store</a> · <a href="${escapeHtml(view.adminUrl)}">Back to the reviews app</a></p>`, 'sf-editor-body');
}

/** The page of a missing, altered or expired editor link (served with 403). */
export function editorLinkRefusedPage(adminUrl: string): string {
  return plainPage('Theme editor', `<h1>Theme editor</h1>
<p role="alert">This theme editor link is not valid or has expired. Open the theme editor again from the reviews app.</p>
<p class="sf-editor-links"><a href="${escapeHtml(adminUrl)}">Back to the reviews app</a></p>`);
}
