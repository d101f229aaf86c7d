/** Translation namespaces, one per domain. */
export type Namespace =
  | 'common' | 'auth' | 'dashboard' | 'display' | 'reviews' | 'collect' | 'settings' | 'guide'
  | 'import' | 'marketplace' | 'integrations' | 'plan' | 'recommended' | 'public'
  | 'emails' | 'email-defaults' | 'requests' | 'review-form' | 'review-rules' | 'review-rewards';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Namespace of the page's texts (its title key lives there). */
    ns?: Namespace;
    /** Key of the page title inside `ns`. */
    titleKey?: string;
  }
}

/** The title of a page: its namespace and the key of the title inside it. */
export const page = (ns: Namespace, titleKey: string) => ({ ns, titleKey });

/** True when `value` is one of `allowed` (a parameter segment's whitelist). */
export function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}
