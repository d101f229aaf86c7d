/** App id of this app in the store API. */
export const DEFAULT_APP_ID = 'reviews-admin-demo';

/** The three hosts the bundle runs in. */
export type HostMode = 'platform' | 'provider' | 'standalone';

/** Page-wide configuration, from the element's attributes. */
export interface AppConfig {
  /** Base address of the admin API (default: this page's origin). */
  apiBase: string;
  /** Where `/locales/{lng}/{ns}.json` is served from (default: the API base). */
  localesBase: string;
  mode: HostMode;
  /** Base of the store API used by the picker (default: the API base). */
  storeBase: string;
  /** The app id sent to the store API. */
  appId: string;
  /** https origins, besides the platform's own, that may embed the app as its admin (the `admin-origins` attribute). */
  adminOrigins: string[];
  /** Origin of the host window that messages go to (the `parent-origin` attribute); null: no messages. */
  parentOrigin: string | null;
  /** The support chat: `off` ("Chat support" writes an email) or `preview` (a stand-in panel showing what a chat widget is given). */
  supportChat: SupportChatMode;
}

/** How "Chat support" reaches the support team. */
export type SupportChatMode = 'off' | 'preview';

/**
 * Attributes of the admin elements. All but `lang` and `headerShow` are page-wide: the first
 * element's configure the runtime every element on the page shares.
 */
export interface ConfigAttributes {
  apiBase?: string | undefined;
  localesBase?: string | undefined;
  mode?: string | undefined;
  lang?: string | undefined;
  headerShow?: boolean | undefined;
  storeBase?: string | undefined;
  appId?: string | undefined;
  /** Comma-separated https origins allowed to embed the app as its admin. */
  adminOrigins?: string | undefined;
  parentOrigin?: string | undefined;
  supportChat?: string | undefined;
}

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(value: string | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The https origins of a comma-separated list (anything else in it is skipped). */
export function parseAdminOrigins(list: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (list ?? '').split(',')) {
    try {
      const url = new URL(item.trim());
      if (url.protocol === 'https:' && !url.username && !url.password && !origins.includes(url.origin)) origins.push(url.origin);
    } catch {
      /* skipped */
    }
  }
  return origins;
}

/**
 * The host mode from the element's `mode` attribute; without one, a page framed with a host
 * argument is the platform's, else standalone. The window name never decides it: any page that
 * opens the admin can set it.
 */
export function detectMode(attr: string | undefined, win: Window = window): HostMode {
  if (attr === 'platform' || attr === 'provider' || attr === 'standalone') return attr;
  const framed = (() => {
    try {
      return win.top !== win.self;
    } catch {
      return true;
    }
  })();
  const params = new URLSearchParams(win.location.search);
  if (framed && (params.has('host') || params.has('shop'))) return 'platform';
  return 'standalone';
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Resolves the attributes against the page into a full configuration. */
export function resolveConfig(attrs: ConfigAttributes, win: Window = window): AppConfig {
  const apiBase = withSlash(new URL(attrs.apiBase || '/', win.location.href).href);
  const localesBase = withSlash(new URL(attrs.localesBase || 'locales/', apiBase).href);
  return {
    apiBase,
    localesBase,
    mode: detectMode(attrs.mode, win),
    storeBase: withSlash(new URL(attrs.storeBase || apiBase, win.location.href).href),
    appId: attrs.appId || DEFAULT_APP_ID,
    adminOrigins: parseAdminOrigins(attrs.adminOrigins),
    parentOrigin: originOf(attrs.parentOrigin),
    supportChat: attrs.supportChat === 'preview' ? 'preview' : 'off',
  };
}

/** The page-wide attributes: the first element's configure the runtime every element shares. */
const PAGE_WIDE: Record<Exclude<keyof ConfigAttributes, 'lang' | 'headerShow'>, string> = {
  apiBase: 'api-base',
  localesBase: 'locales-base',
  storeBase: 'store-base',
  appId: 'app-id',
  mode: 'mode',
  parentOrigin: 'parent-origin',
  adminOrigins: 'admin-origins',
  supportChat: 'support-chat',
};

/** The page-wide attributes a later element sets differently from the first one (by attribute name). */
export function disagreeingAttributes(first: ConfigAttributes, later: ConfigAttributes, win: Window = window): string[] {
  const resolved = JSON.stringify(resolveConfig(first, win));
  return Object.entries(PAGE_WIDE)
    .filter(([prop]) => {
      const value = later[prop as keyof typeof PAGE_WIDE];
      if (value === undefined || value === '' || value === first[prop as keyof typeof PAGE_WIDE]) return false;
      return JSON.stringify(resolveConfig({ ...first, [prop]: value }, win)) !== resolved;
    })
    .map(([, attr]) => attr);
}
