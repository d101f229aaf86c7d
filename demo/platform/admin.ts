// The simulated platform admin's page: its chrome, the app's iframe, and the admin's side of App Bridge.
import { markActive, readMenu, renderMenu } from './app-nav';
import { createBridgeHost, type LogEntry } from './bridge-host';
import { openPicker, pickerRequest } from './picker';
import {
  ClientAction, Group, HistoryAction, MenuAction, PickerAction, RedirectAction, SaveBarAction, SessionTokenAction,
  bridgeState, type BridgeAction,
} from './protocol';
import { adminSaveBar, type SaveBarOptions } from './save-bar';

/** What the server tells the page (see demo/server/simulators/platform/admin.ts). */
interface PageConfig {
  adminOrigin: string;
  appOrigin: string;
  apiKey: string;
  shop: string;
  storeName: string;
}

const APP_HANDLE = 'reviews';
/** Query arguments the platform adds to the app's URL; they never show in the admin's own URL. */
const PLATFORM_PARAMS = ['shop', 'host', 'embedded', 'hmac', 'id_token', 'session', 'timestamp', 'locale'];

const config = JSON.parse(document.getElementById('platform-config')?.textContent ?? '{}') as PageConfig;
if (!config.appOrigin || !config.shop) throw new Error('The platform admin page was opened without its configuration.');
document.querySelector('[data-unconfigured]')?.remove();
const handle = config.shop.replace(/\.myshopify\.com$/, '');
const storeBase = `/store/${handle}`;
const appBase = `${storeBase}/apps/${APP_HANDLE}`;
const hostArgument = btoa(`${window.location.host}${storeBase}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const $ = <T extends HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;
const frame = $<HTMLIFrameElement>('[data-testid="app-frame"]');
const appNav = $<HTMLUListElement>('[data-testid="admin-app-nav"]');
const status = $<HTMLElement>('[data-testid="bridge-status"]');
const toast = $<HTMLElement>('[data-testid="admin-toast"]');

/** The app location (path and query) without the platform's own arguments. */
function cleanLocation(location: string): string {
  const url = new URL(location, config.appOrigin);
  for (const p of PLATFORM_PARAMS) url.searchParams.delete(p);
  return url.pathname + url.search;
}

/** The admin URL that shows an app location. */
function adminHref(location: string): string {
  const clean = cleanLocation(location);
  return clean === '/' ? appBase : `${appBase}${clean.startsWith('/?') ? clean.slice(1) : clean}`;
}

/** The iframe URL for an app location, or null when it would leave the app's origin. */
function frameUrl(location: string): string | null {
  if (!location.startsWith('/') || location.startsWith('//')) return null;
  const url = new URL(location, config.appOrigin);
  if (url.origin !== config.appOrigin) return null;
  url.searchParams.set('shop', config.shop);
  url.searchParams.set('host', hostArgument);
  url.searchParams.set('embedded', '1');
  return url.href;
}

/** The app location the admin's own URL asks for, or null when the URL is another admin section. */
function locationFromAdminUrl(): string | null {
  const { pathname, search } = window.location;
  if (pathname !== appBase && !pathname.startsWith(`${appBase}/`)) return null;
  return cleanLocation((pathname.slice(appBase.length) || '/') + search);
}

function showToast(text: string): void {
  toast.textContent = text;
  toast.hidden = false;
  window.setTimeout(() => (toast.hidden = true), 4000);
}

const logList = $<HTMLOListElement>('[data-testid="bridge-log"] ol');
const logCount = $<HTMLElement>('[data-testid="bridge-log"] [data-count]');
function log(entry: LogEntry): void {
  const li = document.createElement('li');
  li.dataset.kind = entry.kind;
  li.dataset.type = entry.type;
  li.textContent = `${entry.kind === 'in' ? '←' : entry.kind === 'out' ? '→' : '✕'} ${entry.type}${entry.detail ? ` (${entry.detail})` : ''}`;
  logList.append(li);
  while (logList.children.length > 300) logList.firstElementChild?.remove();
  logCount.textContent = String(logList.children.length);
}

let appLocation = locationFromAdminUrl() ?? '/';

/** Reloads the iframe at an app location. */
function loadFrame(location: string): void {
  const url = frameUrl(location);
  if (url) frame.src = url;
}

/** Shows an app location: through App Bridge when the app listens for it, else by reloading the iframe. */
function openApp(location: string, how: 'push' | 'replace' | 'none' = 'push'): void {
  if (saveBar.blocksLeaving()) {
    saveBar.nudge();
    showToast('Save or discard your changes before leaving this page.');
    return;
  }
  appLocation = cleanLocation(location);
  if (bridge.isSubscribed(RedirectAction.APP)) {
    bridge.dispatch({ group: Group.Navigation, type: RedirectAction.APP, payload: { path: appLocation } });
  } else loadFrame(appLocation);
  if (how === 'push') window.history.pushState({ app: appLocation }, '', adminHref(appLocation));
  if (how === 'replace') window.history.replaceState({ app: appLocation }, '', adminHref(appLocation));
  markActive(appNav, appLocation);
}

/** Goes to another part of the admin (a full page load), or opens it in a new tab. */
function openAdminPath(path: string, newContext: boolean): void {
  const url = new URL(`${storeBase}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  if (url.origin !== window.location.origin) return;
  if (newContext) window.open(url.href, '_blank', 'noopener');
  else window.location.assign(url.href);
}

/**
 * Test hook, off unless a test sets it: `window.PLATFORM_ADMIN_DROP_TOKEN_REQUESTS = n` makes the admin
 * leave the next n session-token requests unanswered (as a slow or busy admin does); 0 answers again.
 */
function dropTokenRequest(): boolean {
  const hook = window as Window & { PLATFORM_ADMIN_DROP_TOKEN_REQUESTS?: unknown };
  const left = hook.PLATFORM_ADMIN_DROP_TOKEN_REQUESTS;
  if (typeof left !== 'number' || left <= 0) return false;
  hook.PLATFORM_ADMIN_DROP_TOKEN_REQUESTS = left - 1;
  return true;
}

async function answerSessionToken(): Promise<void> {
  let sessionToken: string | undefined;
  try {
    const response = await fetch('/platform-admin/session-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    if (response.ok) sessionToken = ((await response.json()) as { token?: string }).token;
  } catch {
    /* answered without a token: the app reports the failure */
  }
  bridge.dispatch({ group: Group.SessionToken, type: SessionTokenAction.RESPOND, payload: { sessionToken } });
}

function onAction(action: BridgeAction): void {
  const payload = action.payload ?? {};
  switch (action.type) {
    case ClientAction.INITIALIZE:
      status.textContent = 'Connected';
      status.dataset.state = 'connected';
      saveBar.hide();
      break;
    case SessionTokenAction.REQUEST:
      if (dropTokenRequest()) log({ kind: 'ignored', type: action.type, detail: 'left unanswered (test hook)' });
      else void answerSessionToken();
      break;
    case MenuAction.UPDATE: {
      const menu = readMenu(payload);
      renderMenu(appNav, menu.items, adminHref, (path) => openApp(path));
      markActive(appNav, appLocation);
      break;
    }
    case HistoryAction.PUSH:
    case HistoryAction.REPLACE:
      if (typeof payload.path === 'string' && payload.path.startsWith('/') && !payload.path.startsWith('//')) {
        appLocation = cleanLocation(payload.path);
        const method = action.type === HistoryAction.PUSH ? 'pushState' : 'replaceState';
        window.history[method]({ app: appLocation }, '', adminHref(appLocation));
        markActive(appNav, appLocation);
      }
      break;
    case RedirectAction.ADMIN_PATH: {
      const path = typeof payload.path === 'string' ? payload.path : '';
      const appPrefix = `/apps/${APP_HANDLE}`;
      if (path === appPrefix || path.startsWith(`${appPrefix}/`) || path.startsWith(`${appPrefix}?`)) {
        const location = path.slice(appPrefix.length) || '/';
        if (payload.newContext) window.open(new URL(adminHref(location), window.location.origin).href, '_blank', 'noopener');
        else {
          appLocation = cleanLocation(location.startsWith('/') ? location : `/${location}`);
          window.history.pushState({ app: appLocation }, '', adminHref(appLocation));
          loadFrame(appLocation);
        }
      } else if (path.startsWith('/')) openAdminPath(path, !!payload.newContext);
      break;
    }
    case RedirectAction.ADMIN_SECTION: {
      const name = (payload.section as { name?: unknown } | undefined)?.name;
      if (typeof name === 'string' && /^[a-z_]+$/.test(name)) openAdminPath(`/${name}`, !!payload.newContext);
      break;
    }
    case RedirectAction.REMOTE: {
      const url = typeof payload.url === 'string' ? new URL(payload.url, config.appOrigin) : null;
      if (url && (url.protocol === 'https:' || url.protocol === 'http:')) window.open(url.href, '_blank', 'noopener,noreferrer');
      break;
    }
    case RedirectAction.APP:
      if (typeof payload.path === 'string') {
        appLocation = cleanLocation(payload.path);
        loadFrame(appLocation);
      }
      break;
    case SaveBarAction.SHOW:
      saveBar.show(payload as unknown as SaveBarOptions);
      break;
    case SaveBarAction.UPDATE:
      saveBar.update(payload as unknown as SaveBarOptions);
      break;
    case SaveBarAction.HIDE:
      saveBar.hide();
      break;
    case PickerAction.OPEN: {
      const request = pickerRequest(payload);
      void openPicker($('[data-testid="admin-picker"]'), request).then((selection) =>
        bridge.dispatch(
          selection
            ? { group: Group.ResourcePicker, type: PickerAction.SELECT, payload: { id: request.id, selection } }
            : { group: Group.ResourcePicker, type: PickerAction.CANCEL, payload: { id: request.id } },
        ),
      );
      break;
    }
  }
}

const saveBar = adminSaveBar($('[data-testid="admin-save-bar"]'), {
  save: (id) => bridge.dispatch({ group: Group.ContextualSaveBar, type: SaveBarAction.SAVE, payload: { id } }),
  discard: (id) => bridge.dispatch({ group: Group.ContextualSaveBar, type: SaveBarAction.DISCARD, payload: { id } }),
});
const bridge = createBridgeHost({ win: window, frame, appOrigin: config.appOrigin, state: () => bridgeState('en'), onAction, log });

$<HTMLAnchorElement>('[data-testid="admin-app-link"]').href = appBase;
$<HTMLAnchorElement>('[data-testid="admin-app-link"]').addEventListener('click', (event) => {
  if (locationFromAdminUrl() === null) return;
  event.preventDefault();
  openApp('/');
});
for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-section]')) {
  a.href = a.dataset.section ? `${storeBase}/${a.dataset.section}` : storeBase;
}
window.addEventListener('popstate', () => {
  const location = locationFromAdminUrl();
  if (location === null) window.location.reload();
  else if (location !== appLocation) openApp(location, 'none');
});

const start = locationFromAdminUrl();
if (start === null) {
  const section = window.location.pathname.slice(storeBase.length + 1).split('/')[0] || 'home';
  document.body.classList.add('pa-in-section');
  $('[data-testid="admin-section"] h1').textContent = section.charAt(0).toUpperCase() + section.slice(1).replace(/_/g, ' ');
  frame.remove();
} else {
  window.history.replaceState({ app: start }, '', adminHref(start));
  loadFrame(start);
}
