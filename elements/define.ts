/** Defines a custom element once: a second call (a second bundle copy, a hot reload) is a no-op. */
export function defineOnce(tag: string, ctor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (!registry.get(tag)) registry.define(tag, ctor);
}
