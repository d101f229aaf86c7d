/** One link of the app's navigation menu, as App Bridge's NavigationMenu sends it. */
export interface MenuItem {
  id: string;
  label: string;
  path: string;
}

/** Reads a `APP::MENU::NAVIGATION_MENU::UPDATE` payload: its items and the active item's id. */
export function readMenu(payload: Record<string, unknown>): { items: MenuItem[]; active: string | null } {
  const raw = Array.isArray(payload.items) ? payload.items : [];
  const items: MenuItem[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as { id?: unknown; label?: unknown; destination?: unknown };
    const destination = e.destination as { path?: unknown } | string | undefined;
    const path = typeof destination === 'string' ? destination : destination?.path;
    if (typeof e.label === 'string' && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) {
      items.push({ id: String(e.id ?? path), label: e.label, path });
    }
  }
  return { items, active: typeof payload.active === 'string' ? payload.active : null };
}

/** True when an app location is inside a menu item's section. */
export function isActive(itemPath: string, location: string): boolean {
  const path = location.split('?')[0] ?? '/';
  const target = itemPath.split('?')[0] ?? '/';
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

/** Draws the menu under "Apps › Product Reviews"; clicking a link calls `open` with its app path. */
export function renderMenu(list: HTMLElement, items: readonly MenuItem[], href: (path: string) => string, open: (path: string) => void): void {
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = href(item.path);
      a.textContent = item.label;
      a.dataset.path = item.path;
      a.addEventListener('click', (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        open(item.path);
      });
      li.append(a);
      return li;
    }),
  );
}

/** Marks the link of the current section. */
export function markActive(list: HTMLElement, location: string): void {
  for (const a of list.querySelectorAll<HTMLAnchorElement>('a[data-path]')) {
    if (isActive(a.dataset.path ?? '', location)) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}
