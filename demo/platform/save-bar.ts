/** The contextual save bar's options as App Bridge sends them. */
export interface SaveBarOptions {
  id: string;
  saveAction?: { disabled?: boolean; loading?: boolean };
  discardAction?: { disabled?: boolean; loading?: boolean };
  leaveConfirmationDisable?: boolean;
}

/** The admin's contextual save bar: drawn over the header while the app has unsaved changes. */
export interface AdminSaveBar {
  show(options: SaveBarOptions): void;
  update(options: SaveBarOptions): void;
  hide(): void;
  /** True while shown and leaving should be stopped. */
  blocksLeaving(): boolean;
  /** Draws attention to the bar (the merchant tried to leave). */
  nudge(): void;
}

/** Wires the bar's markup; Save and Discard call back with the id of the bar that is showing. */
export function adminSaveBar(root: HTMLElement, on: { save(id: string): void; discard(id: string): void }): AdminSaveBar {
  const save = root.querySelector<HTMLButtonElement>('[data-action="save"]')!;
  const discard = root.querySelector<HTMLButtonElement>('[data-action="discard"]')!;
  let current: SaveBarOptions | null = null;
  let visible = false;

  const render = (): void => {
    root.hidden = !visible;
    document.body.classList.toggle('pa-unsaved', visible);
    if (!current) return;
    save.disabled = !!current.saveAction?.disabled || !!current.saveAction?.loading;
    save.setAttribute('aria-busy', String(!!current.saveAction?.loading));
    save.textContent = current.saveAction?.loading ? 'Saving…' : 'Save';
    discard.disabled = !!current.discardAction?.disabled || !!current.discardAction?.loading;
  };
  save.addEventListener('click', () => current && on.save(current.id));
  discard.addEventListener('click', () => current && on.discard(current.id));

  return {
    show(options) {
      current = options;
      visible = true;
      render();
    },
    update(options) {
      if (current && current.id !== options.id && visible) return;
      current = options;
      render();
    },
    hide() {
      visible = false;
      render();
    },
    blocksLeaving: () => visible && !current?.leaveConfirmationDisable,
    nudge() {
      root.classList.remove('pa-nudge');
      void root.offsetWidth;
      root.classList.add('pa-nudge');
    },
  };
}
