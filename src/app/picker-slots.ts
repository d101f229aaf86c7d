/**
 * Where the page-wide picker's dialog shows. Every element that can show it (the admin's layout in
 * `<reviews-admin>` and in each section element, and every `<reviews-resource-picker>`) registers a
 * slot; exactly one shows the dialog: the picker element whose `open()` was called, else the first
 * admin layout, else the first slot. Two dialogs for one picker would bring two focus traps that
 * pull focus from each other without end.
 */
export function createPickerSlots() {
  const slots: { key: object; lone: boolean }[] = [];
  const listeners = new Set<() => void>();
  let opener: object | null = null;
  const changed = () => {
    for (const l of listeners) l();
  };
  return {
    /** Registers a slot (`lone`: a picker element's); the returned function removes it. */
    register(key: object, lone: boolean): () => void {
      slots.push({ key, lone });
      changed();
      return () => {
        const index = slots.findIndex((s) => s.key === key);
        if (index >= 0) slots.splice(index, 1);
        changed();
      };
    },
    /** The slot that asked to open the picker (null: the admin itself). */
    setOpener(key: object | null): void {
      opener = key;
      changed();
    },
    /** The slot that shows the dialog, or null when none is registered. */
    owner(): object | null {
      if (opener && slots.some((s) => s.key === opener)) return opener;
      return (slots.find((s) => !s.lone) ?? slots[0])?.key ?? null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PickerSlots = ReturnType<typeof createPickerSlots>;
