import { Link } from '@tanstack/react-router';
import { forwardRef, type ReactNode } from 'react';
import { isExternalLink } from '../lib/links';

/** The props Polaris passes to its link component. */
export interface LinkLikeComponentProps {
  url: string;
  children?: ReactNode;
  external?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
}

/** Polaris' link component: in-app navigation for internal URLs, new tab without opener for external ones. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkLikeComponentProps>(function AppLink(
  { url, external, children, ...rest },
  ref,
) {
  if (external || isExternalLink(url)) {
    return (
      <a ref={ref} href={url} {...rest} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const [path = '/', query = ''] = url.split('?');
  return (
    <Link ref={ref} to={path} search={Object.fromEntries(new URLSearchParams(query)) as never} {...rest}>
      {children}
    </Link>
  );
});
