import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The nodes Tab stops at inside the dialog, in order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (node) => node.tabIndex >= 0 && node.getClientRects().length > 0 && !node.closest('[inert], [aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside the open dialog when the admin renders in a shadow root.
 * Polaris' focus trap compares `document.activeElement` and the keydown's target with the dialog's
 * nodes; outside the shadow root both are the shadow host, so its Tab wrapping never applies and
 * Shift+Tab from the dialog leaves it, where the trap pulls focus back to the same place. The
 * dialog's own tab stops are cycled here instead, from the shadow root (where targets are real).
 * In the page's light DOM this does nothing and Polaris' trap works as designed.
 */
export function useShadowDialogFocus(anchor: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!open || !(root instanceof ShadowRoot)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const dialog = root.querySelector<HTMLElement>('[role="dialog"]');
      if (!dialog) return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = root.activeElement;
      const inside = active instanceof HTMLElement && active !== dialog && dialog.contains(active);
      const target = event.shiftKey ? (!inside || active === first ? last : null) : !inside || active === last ? first : null;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      target.focus();
    };
    root.addEventListener('keydown', onKeyDown as EventListener, true);
    return () => root.removeEventListener('keydown', onKeyDown as EventListener, true);
  }, [anchor, open]);
}
