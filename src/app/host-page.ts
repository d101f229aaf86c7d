/**
 * What Polaris writes on the host page's document: theme classes and `--pc-*` custom properties on
 * `<html>` (AppProvider, Frame, IndexTable), the background and text colour on `<body>`
 * (AppProvider). This module records the page as it was and undoes exactly those writes, leaving
 * anything else the page changes meanwhile alone.
 */

/** The host page's html/body attributes before the admin mounted. */
export interface HostPageSnapshot {
  htmlClass: string | null;
  htmlStyle: string | null;
  bodyStyle: string | null;
}

/** Classes Polaris puts on `<html>`: its theme classes and its browser patches. */
const OWN_HTML_CLASS = /^(p-theme-|Polaris-)/;
/** What AppProvider writes on `<body>`'s style. */
const OWN_BODY_STYLE: Record<string, string> = { 'background-color': 'var(--p-color-bg)', color: 'var(--p-color-text)' };

/** Records the host page's html/body attributes before the admin mounts. */
export function snapshotHostPage(doc: Document = document): HostPageSnapshot {
  return {
    htmlClass: doc.documentElement.getAttribute('class'),
    htmlStyle: doc.documentElement.getAttribute('style'),
    bodyStyle: doc.body.getAttribute('style'),
  };
}

/** A detached style declaration holding a recorded style attribute. */
function declaration(doc: Document, style: string | null): CSSStyleDeclaration {
  const scratch = doc.createElement('div');
  if (style !== null) scratch.setAttribute('style', style);
  return scratch.style;
}

/** Sets a property back to its recorded value (or removes it), when it differs. */
function putBack(style: CSSStyleDeclaration, recorded: CSSStyleDeclaration, name: string): void {
  const value = recorded.getPropertyValue(name);
  const priority = recorded.getPropertyPriority(name);
  if (style.getPropertyValue(name) === value && style.getPropertyPriority(name) === priority) return;
  if (value) style.setProperty(name, value, priority);
  else style.removeProperty(name);
}

/** Drops an attribute left empty when the page had none. */
function dropEmpty(el: Element, name: string, recorded: string | null): void {
  if (recorded === null && el.getAttribute(name)?.trim() === '') el.removeAttribute(name);
}

/**
 * Undoes Polaris' writes on the host page: its html classes and `--pc-*` properties as recorded,
 * its body colours removed (unless the page set others since), no empty attribute left. Returns the
 * `--pc-*` properties that were on `<html>` (to declare them on the admin's own root instead).
 */
export function undoPolarisWrites(snapshot: HostPageSnapshot, doc: Document = document): Record<string, string> {
  const html = doc.documentElement;
  const { body } = doc;
  const recordedClasses = new Set((snapshot.htmlClass ?? '').split(/\s+/).filter(Boolean));
  for (const name of [...html.classList]) if (OWN_HTML_CLASS.test(name) && !recordedClasses.has(name)) html.classList.remove(name);
  for (const name of recordedClasses) if (OWN_HTML_CLASS.test(name) && !html.classList.contains(name)) html.classList.add(name);
  dropEmpty(html, 'class', snapshot.htmlClass);

  const moved: Record<string, string> = {};
  const htmlRecorded = declaration(doc, snapshot.htmlStyle);
  const names = new Set<string>();
  for (const style of [html.style, htmlRecorded]) for (let i = 0; i < style.length; i += 1) if (style[i]!.startsWith('--pc-')) names.add(style[i]!);
  for (const name of names) {
    const value = html.style.getPropertyValue(name);
    if (value) moved[name] = value;
    putBack(html.style, htmlRecorded, name);
  }
  dropEmpty(html, 'style', snapshot.htmlStyle);

  const bodyRecorded = declaration(doc, snapshot.bodyStyle);
  for (const [name, ours] of Object.entries(OWN_BODY_STYLE)) if (body.style.getPropertyValue(name) === ours) putBack(body.style, bodyRecorded, name);
  dropEmpty(body, 'style', snapshot.bodyStyle);
  return moved;
}

/** Isolated roots on the page, each given the `--pc-*` properties Polaris meant for `<html>`. */
const isolatedRoots = new Set<HTMLElement>();
let guard: { snapshot: HostPageSnapshot; observer: MutationObserver } | null = null;

function keep(): void {
  if (!guard) return;
  const moved = undoPolarisWrites(guard.snapshot);
  for (const root of isolatedRoots) for (const [name, value] of Object.entries(moved)) root.style.setProperty(name, value);
  guard.observer.takeRecords();
}

/**
 * Keeps the host page as it was while an isolated root is mounted: every Polaris write on
 * `<html>`/`<body>` is undone as soon as it happens (its `--pc-*` properties move to the isolated
 * roots, whose shadow trees inherit them). Returns the release; the last release undoes once more
 * and stops watching.
 */
export function keepHostPage(root: HTMLElement): () => void {
  if (!guard) {
    const observer = new MutationObserver(keep);
    guard = { snapshot: snapshotHostPage(), observer };
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class', 'style'] });
  }
  isolatedRoots.add(root);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    isolatedRoots.delete(root);
    if (isolatedRoots.size > 0 || !guard) return;
    keep();
    guard.observer.disconnect();
    guard = null;
  };
}
