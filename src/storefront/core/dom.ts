/** Attributes and listeners of a new element: strings/numbers/booleans become attributes, `on*` functions listeners. */
export type Props = Record<string, string | number | boolean | null | undefined | EventListener>;
/** What an element may hold: nodes, texts (always text nodes, never HTML), or nothing. */
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element: `h('button', { type: 'button', onclick }, 'Retry')`. `true` sets an empty
 * attribute, `false`/`null`/`undefined` leave it out. Text children become text nodes, so review
 * texts stay inert.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/** Appends children (flattened, empty ones skipped; strings as text nodes). */
export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces every child of `parent`. */
export function replace(parent: Element, ...children: (Child | Child[])[]): void {
  parent.textContent = '';
  append(parent, children);
}

let lastId = 0;
/** A page-unique id (for aria-labelledby and similar pairs). */
export function uid(prefix: string): string {
  lastId += 1;
  return `rv-${prefix}-${lastId}`;
}
