/** True when a link leaves the app: it carries a scheme (https:, mailto:…) or starts with //. */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Opens an external link in a new tab without giving it a handle on this window. */
export function openExternal(href: string, win: Pick<Window, 'open'> = window): void {
  const opened = win.open(href, '_blank', 'noopener,noreferrer');
  if (opened) opened.opener = null;
}
