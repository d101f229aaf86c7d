/** What Polaris' AppProvider writes on the host page (html class and style, body style). */
export interface HostPageSnapshot {
  htmlClass: string | null;
  htmlStyle: string | null;
  bodyStyle: string | null;
}

/** Records the host page's html/body attributes before the admin mounts. */
export function snapshotHostPage(doc: Document = document): HostPageSnapshot {
  return {
    htmlClass: doc.documentElement.getAttribute('class'),
    htmlStyle: doc.documentElement.getAttribute('style'),
    bodyStyle: doc.body.getAttribute('style'),
  };
}

function put(el: Element, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Puts the host page's html/body attributes back as they were. */
export function restoreHostPage(snapshot: HostPageSnapshot, doc: Document = document): void {
  put(doc.documentElement, 'class', snapshot.htmlClass);
  put(doc.documentElement, 'style', snapshot.htmlStyle);
  put(doc.body, 'style', snapshot.bodyStyle);
}
