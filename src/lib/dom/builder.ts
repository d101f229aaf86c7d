/**
 * A small element builder for the framework-free public pages (the review form page and the
 * storefront widgets): texts are always text nodes, never HTML.
 */

/** Attributes and properties a new element may get: strings/numbers/booleans become attributes, `on*` functions listeners. */
export type Props = Record<string, string | number | boolean | null | undefined | EventListener>;
/** What an element may hold: nodes, texts, or nothing (skipped). */
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element: `h('button', { type: 'button', onclick }, 'Save')`. `true` sets an empty
 * attribute, `false`/`null`/`undefined` leave it out. Text children are text nodes (never HTML).
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/** Appends children (flattened, empty ones skipped). */
export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces all children of `parent`. */
export function replaceChildren(parent: Element, ...children: (Child | Child[])[]): void {
  parent.textContent = '';
  append(parent, children);
}

/** A maker of page-unique ids under a prefix (for label/field and aria-labelledby pairs). */
export function idMaker(page: string): (prefix: string) => string {
  let lastId = 0;
  return (prefix) => {
    lastId += 1;
    return `${page}-${prefix}-${lastId}`;
  };
}
