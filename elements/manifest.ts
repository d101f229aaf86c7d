/**
 * Every custom element of the bundle: tag, what it is, its attributes, events and methods.
 * One source for the element definitions and for custom-elements.json.
 */

export interface AttributeDoc {
  name: string;
  /** Camel-case property the attribute maps to. */
  prop: string;
  type: 'string' | 'boolean';
  description: string;
}

/** A public event: its name, the TypeScript type of the event (detail included) and what it means. */
export interface EventDoc {
  name: string;
  /** The event's type with its detail, e.g. `CustomEvent<{ path: string }>`. */
  type: string;
  description: string;
}

/** A parameter of a public method. */
export interface ParameterDoc {
  name: string;
  type: string;
  description: string;
  optional?: boolean;
}

/** A public method of an element (custom-elements.json: a member of kind `method`). */
export interface MethodDoc {
  name: string;
  description: string;
  parameters: ParameterDoc[];
  /** The return type, e.g. `Promise<PickerResult | null>`. */
  returns: { type: string; description?: string };
}

export interface ElementDoc {
  tag: string;
  className: string;
  description: string;
  attributes: AttributeDoc[];
  events: EventDoc[];
  /** Public methods; every element lists its own (an element-wide method is added to each list). */
  methods: MethodDoc[];
  /** For section elements: the path the section starts at. */
  section?: string;
}

/** Attributes every element takes. */
export const SHARED_ATTRIBUTES: AttributeDoc[] = [
  { name: 'api-base', prop: 'apiBase', type: 'string', description: "Base address of the admin API (default: the page's origin)." },
  { name: 'locales-base', prop: 'localesBase', type: 'string', description: 'Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).' },
  { name: 'store-base', prop: 'storeBase', type: 'string', description: 'Base of the store API used by the product picker (default: the API base).' },
  { name: 'app-id', prop: 'appId', type: 'string', description: 'App id sent to the store API.' },
  { name: 'mode', prop: 'mode', type: 'string', description: '`platform`, `provider` or `standalone`; detected when absent.' },
  { name: 'lang', prop: 'lang', type: 'string', description: "Forces the interface language (else the shop's saved language)." },
  { name: 'isolation', prop: 'isolation', type: 'string', description: "`shadow` renders in a shadow root (default on the second host's page); `none` renders in the page." },
  { name: 'parent-origin', prop: 'parentOrigin', type: 'string', description: 'Origin of the host window the admin exchanges messages with (ExpiredToken, fresh tokens, window open); messages go there only, never to *.' },
];

const ROUTED_ATTRIBUTES: AttributeDoc[] = [
  { name: 'initial-path', prop: 'initialPath', type: 'string', description: 'First path shown (memory routing).' },
];

const NAVIGATE: EventDoc = {
  name: 'reviews-admin-navigate',
  type: 'CustomEvent<{ path: string }>',
  description:
    'A lone section element is about to leave its section for `detail.path` (an admin path). Cancelable: call preventDefault() to route it in the host page instead.',
};
const EXPIRED: EventDoc = {
  name: 'reviews-admin-expired-token',
  type: 'CustomEvent<{ reason: string }>',
  description:
    'The session token was refused as expired (by the admin API or the store API); the calls wait. Hand over a new token with setToken(token), or, framed with parent-origin, by a postMessage to the element\'s window.',
};
const PICKER_SELECT: EventDoc = {
  name: 'reviews-admin-picker-select',
  type: 'CustomEvent<{ result: PickerResult | null }>',
  description: 'The resource picker closed: `detail.result` is the selection, or null on Cancel (the same value open() resolves with).',
};

/** The picker's open(options) method. */
const OPEN: MethodDoc = {
  name: 'open',
  description: 'Opens the picker; resolves with the selection, or null on Cancel (also fired as reviews-admin-picker-select). Rejects at once when the element is not in the document.',
  parameters: [
    {
      name: 'options',
      type: 'PickerOptions',
      description:
        'PickerOptions: { type: "product" | "collection"; action?: string; multiple?: boolean | number; filter?: { archived?: boolean; draft?: boolean }; selectionIds?: { id: string; variants?: { id: string }[] }[] }. `multiple` true (any number), false (one) or a number (at most that many); `filter` also lists archived or draft products; `selectionIds` are selected when it opens; `action` is passed back.',
    },
  ],
  returns: {
    type: 'Promise<PickerResult | null>',
    description: 'PickerResult: { type: "product" | "collection"; action?: string; items: { id: string; title?: string; variants?: { id: string }[] }[] }; null on Cancel.',
  },
};

/** `setToken(token)`, a method of every element: the host page's answer to reviews-admin-expired-token. */
const SET_TOKEN: MethodDoc = {
  name: 'setToken',
  description:
    'Hands the page-wide runtime a fresh session token, the answer to reviews-admin-expired-token (any element on the page will do): the calls waiting for it are retried with it. Throws a TypeError unless the token is a non-empty string.',
  parameters: [{ name: 'token', type: 'string', description: 'The new session token (the host page fetches it from its backend).' }],
  returns: { type: 'void' },
};

/** The entry of a section element: the admin limited to the section starting at `path`. */
const section = (tag: string, className: string, path: string, what: string): ElementDoc => ({
  tag,
  className,
  description: `${what}, mountable alone on a host page (routes inside the element; leaving the section fires ${NAVIGATE}, cancelable).`,
  attributes: [...SHARED_ATTRIBUTES, ...ROUTED_ATTRIBUTES],
  events: [NAVIGATE, EXPIRED],
  methods: [SET_TOKEN],
  section: path,
});

/** `<reviews-admin>` (elements/reviews-admin.element.ts). */
export const REVIEWS_ADMIN_DOC: ElementDoc = {
  tag: 'reviews-admin',
  className: 'ReviewsAdminElement',
  description: 'The whole admin: every screen, its navigation and shell.',
  attributes: [
    ...SHARED_ATTRIBUTES,
    { name: 'header-show', prop: 'headerShow', type: 'boolean', description: '`false` hides the standalone top bar.' },
    { name: 'routing', prop: 'routing', type: 'string', description: '`browser` (default: the admin owns the page URL) or `memory` (routes inside the element).' },
    { name: 'admin-origins', prop: 'adminOrigins', type: 'string', description: "Comma-separated https origins, besides the platform's own, allowed to embed the app as its admin (App Bridge host)." },
    { name: 'support-chat', prop: 'supportChat', type: 'string', description: '`off` (default): "Chat support" writes an email; `preview`: a stand-in chat panel that shows the user, shop and plan details a chat widget is given.' },
    ...ROUTED_ATTRIBUTES,
  ],
  events: [EXPIRED],
  methods: [SET_TOKEN],
};

/** `<reviews-admin-dashboard>` (elements/reviews-admin-dashboard.element.ts). */
export const DASHBOARD_DOC = section('reviews-admin-dashboard', 'ReviewsDashboardElement', '/', 'The dashboard');
/** `<reviews-admin-widgets>` (elements/reviews-admin-widgets.element.ts). */
export const WIDGETS_DOC = section('reviews-admin-widgets', 'ReviewsWidgetsElement', '/display', 'Widgets');
/** `<reviews-admin-reviews>` (elements/reviews-admin-reviews.element.ts). */
export const MANAGE_DOC = section('reviews-admin-reviews', 'ReviewsManageElement', '/reviewList', 'Manage reviews');
/** `<reviews-admin-collect>` (elements/reviews-admin-collect.element.ts). */
export const COLLECT_DOC = section('reviews-admin-collect', 'ReviewsCollectElement', '/collect', 'Collect reviews');
/** `<reviews-admin-import>` (elements/reviews-admin-import.element.ts). */
export const IMPORT_DOC = section('reviews-admin-import', 'ReviewsImportElement', '/import', 'Import reviews');
/** `<reviews-admin-integrations>` (elements/reviews-admin-integrations.element.ts). */
export const INTEGRATIONS_DOC = section('reviews-admin-integrations', 'ReviewsIntegrationsElement', '/integrations', 'Integrations');
/** `<reviews-admin-settings>` (elements/reviews-admin-settings.element.ts). */
export const SETTINGS_DOC = section('reviews-admin-settings', 'ReviewsSettingsElement', '/settings', 'Settings');
/** `<reviews-admin-plan>` (elements/reviews-admin-plan.element.ts). */
export const PLAN_DOC = section('reviews-admin-plan', 'ReviewsPlanElement', '/plan', 'Plans');
/** `<reviews-admin-recommended>` (elements/reviews-admin-recommended.element.ts). */
export const RECOMMENDED_DOC = section('reviews-admin-recommended', 'ReviewsRecommendedElement', '/recommended', 'Recommended apps');

/** `<reviews-resource-picker>` (elements/reviews-resource-picker.element.ts). */
export const RESOURCE_PICKER_DOC: ElementDoc = {
  tag: 'reviews-resource-picker',
  className: 'ReviewsResourcePickerElement',
  description: 'The product and collection picker; open it with the open() method.',
  attributes: SHARED_ATTRIBUTES,
  events: [PICKER_SELECT, EXPIRED],
  methods: [OPEN, SET_TOKEN],
};

/** `<reviews-setup-guide>` (elements/reviews-setup-guide.element.ts). */
export const SETUP_GUIDE_DOC: ElementDoc = {
  tag: 'reviews-setup-guide',
  className: 'ReviewsSetupGuideElement',
  description: "The setup guide card (six steps, progress, dismiss); a step's page opens through reviews-admin-navigate.",
  attributes: SHARED_ATTRIBUTES,
  events: [NAVIGATE, EXPIRED],
  methods: [SET_TOKEN],
};

/** Every element, in the order they are defined. */
export const ELEMENTS: ElementDoc[] = [
  REVIEWS_ADMIN_DOC,
  DASHBOARD_DOC,
  WIDGETS_DOC,
  MANAGE_DOC,
  COLLECT_DOC,
  IMPORT_DOC,
  INTEGRATIONS_DOC,
  SETTINGS_DOC,
  PLAN_DOC,
  RECOMMENDED_DOC,
  RESOURCE_PICKER_DOC,
  SETUP_GUIDE_DOC,
];

/** The source file that defines an element: `elements/<tag>.element.ts`. */
export function modulePath(doc: ElementDoc): string {
  return `elements/${doc.tag}.element.ts`;
}

/** The r2wc props map of an element's attributes. */
export function propsOf(doc: ElementDoc): Record<string, 'string' | 'boolean'> {
  return Object.fromEntries(doc.attributes.map((a) => [a.prop, a.type]));
}
