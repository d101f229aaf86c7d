/**
 * The bundle's second stylesheet (`reviews-admin.more.css`: the Polaris rules of every screen but the
 * first, and the chart library's). The first stylesheet blocks the first paint; this one is linked
 * into every root the admin renders in (the document, or each shadow root) when a screen or part
 * that needs it loads, or once the first screen shows its data.
 */
const roots = new Set<Document | ShadowRoot>();
const links = new Map<Document | ShadowRoot, HTMLLinkElement>();
let href = '';
let wanted: Promise<void> | null = null;
let settle: (() => void) | null = null;
let onFailure: (() => void) | null = null;

/** Where the second stylesheet is, and what to do when it cannot load (set once by the app). */
export function configureMoreStyles(options: { href: string; onFailure: () => void }): void {
  href = options.href;
  onFailure = options.onFailure;
}

function link(root: Document | ShadowRoot): void {
  if (links.has(root) || !href) return;
  const doc = root instanceof Document ? root : root.ownerDocument;
  const el = doc.createElement('link');
  el.rel = 'stylesheet';
  el.href = href;
  el.dataset.reviewsAdminMoreCss = '';
  el.onload = () => settle?.();
  el.onerror = () => {
    onFailure?.();
    settle?.();
  };
  if (root instanceof Document) root.head.appendChild(el);
  else root.appendChild(el);
  links.set(root, el);
}

/**
 * A root the admin renders in: it gets the second stylesheet now if it is already wanted, else
 * when it is. Returns the release, which removes the link it got.
 */
export function registerStyleRoot(root: Document | ShadowRoot): () => void {
  roots.add(root);
  if (wanted) link(root);
  return () => {
    roots.delete(root);
    links.get(root)?.remove();
    links.delete(root);
    if (roots.size === 0) {
      wanted = null;
      settle = null;
    }
  };
}

/** How long a screen waits for the second stylesheet before it shows anyway. */
const MORE_STYLES_WAIT_MS = 8000;

/**
 * Links the second stylesheet into every root; resolves once it has loaded (or failed, or taken
 * too long: the page shows anyway). Without a stylesheet to link (no admin root yet configured
 * one) it resolves at once.
 */
export function loadMoreStyles(): Promise<void> {
  if (!href) return Promise.resolve();
  if (!wanted) {
    wanted = new Promise<void>((resolve) => {
      settle = resolve;
      setTimeout(resolve, MORE_STYLES_WAIT_MS);
    });
    for (const root of roots) link(root);
  }
  return wanted;
}

/** `load` of a lazy module, resolved once the second stylesheet has loaded too. */
export function withMoreStyles<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadMoreStyles()]).then(([module]) => module);
}
