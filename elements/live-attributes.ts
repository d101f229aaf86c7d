/** r2wc's own keys on its elements (registered symbols): the props it renders with, and its render. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & { [R2WC_PROPS]: Record<string, unknown>; [R2WC_RENDER](): void };

/** Camel-case property of a kebab-case attribute (r2wc's own mapping). */
const propOf = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Makes every attribute live both ways: r2wc renders again when an attribute is set, but ignores
 * one that is removed (or emptied) and keeps its last value. Here a removed or empty attribute
 * clears its prop (its default applies again) and the element renders at once.
 */
export function liveAttributes<T extends CustomElementConstructor>(Base: T): T {
  const base = Base as unknown as { new (): HTMLElement & { attributeChangedCallback?(name: string, old: string | null, value: string | null): void } };
  class LiveAttributes extends base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      super.attributeChangedCallback?.(name, old, value);
      if (value || old === value) return;
      const el = this as unknown as R2wcElement;
      const props = el[R2WC_PROPS];
      const prop = propOf(name);
      if (!props || props[prop] === undefined) return;
      props[prop] = undefined;
      if (this.isConnected) el[R2WC_RENDER]();
    }
  }
  return LiveAttributes as unknown as T;
}
