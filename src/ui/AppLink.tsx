import { useRouter } from '@tanstack/react-router';
import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { isExternalLink } from '../lib/links';

/** The props Polaris passes to its link component. */
export interface LinkLikeComponentProps {
  url: string;
  children?: ReactNode;
  external?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Polaris passes any other anchor props through untyped
  [key: string]: any;
}

/** A plain left click that the app should handle (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: unknown): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  return !target || target === '_self';
}

/**
 * Polaris' link component: in-app navigation for internal URLs, new tab without opener for
 * external ones. Polaris hands over any string, so an internal URL goes to the router as an
 * `href` (path and plain query); an unknown path lands on /404 like any other.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkLikeComponentProps>(function AppLink(
  { url, external, children, ...rest },
  ref,
) {
  const router = useRouter();
  if (external || isExternalLink(url)) {
    return (
      <a ref={ref} href={url} {...rest} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  // '.': no path of its own, the href says where (a string from Polaris, not a typed path).
  const preload = () => void router.preloadRoute<string, '.'>({ href: url }).catch(() => undefined);
  return (
    <a
      ref={ref}
      href={router.history.createHref(url)}
      {...rest}
      onMouseEnter={(event) => {
        rest.onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        rest.onFocus?.(event);
        preload();
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        rest.onClick?.(event);
        if (!isPlainClick(event, rest.target)) return;
        event.preventDefault();
        void router.navigate({ href: url });
      }}
    >
      {children}
    </a>
  );
});
