import { PICKER_COLLECTIONS, PICKER_PRODUCTS } from './products';

/** What the app asked for with `APP::RESOURCE_PICKER::OPEN`. */
export interface PickerRequest {
  id: string;
  resourceType: 'product' | 'variant' | 'collection';
  selectMultiple: boolean | number;
  initialSelectionIds: string[];
}

/** Reads an OPEN payload (unknown fields get the platform's defaults). */
export function pickerRequest(payload: Record<string, unknown>): PickerRequest {
  const type = payload.resourceType === 'collection' || payload.resourceType === 'variant' ? payload.resourceType : 'product';
  const multiple = typeof payload.selectMultiple === 'number' || typeof payload.selectMultiple === 'boolean' ? payload.selectMultiple : true;
  const initial = Array.isArray(payload.initialSelectionIds)
    ? payload.initialSelectionIds.map((s: unknown) => (s && typeof s === 'object' ? String((s as { id?: unknown }).id ?? '') : '')).filter(Boolean)
    : [];
  return { id: String(payload.id ?? ''), resourceType: type, selectMultiple: multiple, initialSelectionIds: initial };
}

let cancelOpen: (() => void) | null = null;

/** The admin's resource picker dialog: resolves with the selection, or null on Cancel (or when another picker opens). */
export function openPicker(root: HTMLElement, request: PickerRequest): Promise<object[] | null> {
  cancelOpen?.();
  const items: readonly { id: string; title: string }[] = request.resourceType === 'collection' ? PICKER_COLLECTIONS : PICKER_PRODUCTS;
  const limit = request.selectMultiple === true ? Infinity : request.selectMultiple === false ? 1 : Math.max(1, request.selectMultiple);
  const selected = new Set(request.initialSelectionIds.filter((id) => items.some((i) => i.id === id)));
  const title = root.querySelector<HTMLElement>('[data-picker-title]')!;
  const list = root.querySelector<HTMLUListElement>('[data-picker-list]')!;
  const count = root.querySelector<HTMLElement>('[data-picker-count]')!;
  const select = root.querySelector<HTMLButtonElement>('[data-action="select"]')!;
  const cancel = root.querySelector<HTMLButtonElement>('[data-action="cancel"]')!;
  const noun = request.resourceType === 'collection' ? 'collections' : 'products';
  title.textContent = `Select ${noun}`;

  const render = (): void => {
    list.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.checked = selected.has(item.id);
        box.disabled = !box.checked && selected.size >= limit && limit !== 1;
        box.addEventListener('change', () => {
          if (box.checked) {
            if (limit === 1) selected.clear();
            selected.add(item.id);
          } else selected.delete(item.id);
          render();
        });
        label.append(box, document.createTextNode(` ${item.title}`));
        li.append(label);
        return li;
      }),
    );
    count.textContent = `${selected.size} of ${items.length} ${noun} selected`;
    select.disabled = selected.size === 0;
  };
  render();
  root.hidden = false;

  return new Promise((resolve) => {
    const finish = (result: object[] | null): void => {
      cancelOpen = null;
      root.hidden = true;
      select.removeEventListener('click', onSelect);
      cancel.removeEventListener('click', onCancel);
      resolve(result);
    };
    const onSelect = (): void => finish(items.filter((i) => selected.has(i.id)).map((i) => ({ ...i })));
    const onCancel = (): void => finish(null);
    select.addEventListener('click', onSelect);
    cancel.addEventListener('click', onCancel);
    cancelOpen = onCancel;
    select.focus();
  });
}
