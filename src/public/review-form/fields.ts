import type { Attribute } from '../../contract/review-rules';
import type { LanguageCode } from '../../contract/constants';
import { h, uid } from './dom';
import type { Translate } from './i18n';

/** A field the page can point an error at. */
export interface FieldHandle {
  element: HTMLElement;
  showError: (text: string | null) => void;
  focus: () => void;
}

function errorSlot(): { el: HTMLElement; id: string; show: (text: string | null) => void } {
  const id = uid('err');
  const el = h('p', { class: 'rf-field-error', id, hidden: true });
  return {
    el,
    id,
    show: (text) => {
      el.textContent = text ?? '';
      el.hidden = !text;
    },
  };
}

/**
 * Five stars as a radio group (arrow keys move, Space chooses), each labelled "1 star"… "5 stars".
 * `value` 0 is "not rated".
 */
export function starsField(t: Translate, legend: string, value: number, onChange: (rating: number) => void, required = false): FieldHandle {
  const name = uid('stars');
  const err = errorSlot();
  const inputs: HTMLInputElement[] = [];
  const group = h('div', { class: 'rf-stars' });
  const paint = (rating: number) => group.setAttribute('data-rating', String(rating));
  for (let n = 1; n <= 5; n += 1) {
    const id = `${name}-${n}`;
    const input = h('input', { type: 'radio', name, id, value: n, class: 'rf-star-input', checked: value === n, 'aria-describedby': err.id });
    input.addEventListener('change', () => {
      if (input.checked) {
        paint(n);
        onChange(n);
        err.show(null);
      }
    });
    inputs.push(input);
    group.append(input, h('label', { for: id, class: 'rf-star', 'data-n': n }, h('span', { 'aria-hidden': 'true' }, '★'), h('span', { class: 'rf-visually-hidden' }, t('stars.label', { count: n }))));
  }
  paint(value);
  const fieldset = h(
    'fieldset',
    { class: 'rf-field rf-stars-field' },
    h('legend', { class: 'rf-label' }, legend, required ? h('span', { class: 'rf-required' }, ` ${t('form.required')}`) : null),
    group,
    err.el,
  );
  return {
    element: fieldset,
    showError: err.show,
    focus: () => (inputs.find((i) => i.checked) ?? inputs[0])?.focus(),
  };
}

interface TextOptions {
  label: string;
  value: string;
  maxLength: number;
  multiline?: boolean;
  type?: string;
  autocomplete?: string;
  hint?: string;
  required?: boolean;
  onInput: (value: string) => void;
}

/** A labelled text input or text area, with its hint and error message tied to it. */
export function textField(t: Translate, options: TextOptions): FieldHandle {
  const id = uid('field');
  const err = errorSlot();
  const hintId = options.hint ? uid('hint') : null;
  const props = {
    id,
    class: 'rf-input',
    maxlength: options.maxLength,
    autocomplete: options.autocomplete ?? 'off',
    'aria-describedby': [hintId, err.id].filter(Boolean).join(' '),
    'aria-required': options.required ? 'true' : null,
  };
  const control = options.multiline ? h('textarea', { ...props, rows: 5 }) : h('input', { ...props, type: options.type ?? 'text' });
  control.value = options.value;
  control.addEventListener('input', () => {
    control.removeAttribute('aria-invalid');
    err.show(null);
    options.onInput(control.value);
  });
  const element = h(
    'div',
    { class: 'rf-field' },
    h('label', { for: id, class: 'rf-label' }, options.label, options.required ? h('span', { class: 'rf-required' }, ` ${t('form.required')}`) : null),
    options.hint ? h('p', { class: 'rf-hint', id: hintId }, options.hint) : null,
    control,
    err.el,
  );
  return {
    element,
    showError: (text) => {
      err.show(text);
      if (text) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
    focus: () => control.focus(),
  };
}

/** A custom question's label and choices in the page's language (the shop's text when not translated). */
function localized(q: Attribute, lng: LanguageCode): { label: string; options: string[] } {
  const tr = q.translations[lng];
  return {
    label: tr?.label || q.label,
    options: q.options.map((o, i) => tr?.options[i] || o),
  };
}

/** One custom question: a rating scale (stars), a single choice (radios) or a short text. */
export function questionField(
  t: Translate,
  lng: LanguageCode,
  q: Attribute,
  value: string | number | undefined,
  onChange: (value: string | number) => void,
): FieldHandle {
  const text = localized(q, lng);
  if (q.kind === 'rating') return starsField(t, text.label, typeof value === 'number' ? value : 0, onChange, q.required);
  if (q.kind === 'text') {
    return textField(t, { label: text.label, value: typeof value === 'string' ? value : '', maxLength: 500, required: q.required, onInput: onChange });
  }
  const name = uid('choice');
  const err = errorSlot();
  const inputs = q.options.map((option, i) => {
    const id = `${name}-${i}`;
    const input = h('input', { type: 'radio', name, id, value: option, checked: value === option, 'aria-describedby': err.id });
    input.addEventListener('change', () => {
      if (input.checked) {
        err.show(null);
        onChange(option);
      }
    });
    return { input, row: h('div', { class: 'rf-choice' }, input, h('label', { for: id }, text.options[i] ?? option)) };
  });
  const element = h(
    'fieldset',
    { class: 'rf-field' },
    h('legend', { class: 'rf-label' }, text.label, q.required ? h('span', { class: 'rf-required' }, ` ${t('form.required')}`) : null),
    inputs.map((i) => i.row),
    err.el,
  );
  return { element, showError: err.show, focus: () => (inputs.find((i) => i.input.checked) ?? inputs[0])?.input.focus() };
}
