import {
  MAX_ATTRIBUTE_LABEL,
  MAX_ATTRIBUTE_OPTION,
  MAX_ATTRIBUTE_OPTIONS,
  type Attribute,
  type AttributeKind,
} from '../../src/contract/review-rules';

/** Fewest choices of a choice question. */
export const MIN_ATTRIBUTE_OPTIONS = 2;

/** A new question's id: `a_` and random letters and digits (ids are made by the client). */
export function newAttributeId(random: () => number = Math.random): string {
  let id = 'a_';
  for (let i = 0; i < 10; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** A new, enabled question of `kind` for every product (a choice question starts with two empty choices). */
export function newAttribute(kind: AttributeKind, id: string): Attribute {
  return { id, kind, label: '', options: kind === 'choice' ? ['', ''] : [], translations: {}, required: false, enabled: true, scope: { type: 'all', ids: [] } };
}

/** The list with the question at `index` moved by `delta` places (unchanged at either end). */
export function moveAttribute<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The question with its kind changed: a choice question gets two choices, others drop theirs. */
export function withKind(attribute: Attribute, kind: AttributeKind): Attribute {
  if (kind === attribute.kind) return attribute;
  const options = kind === 'choice' ? (attribute.options.length >= MIN_ATTRIBUTE_OPTIONS ? attribute.options : ['', '']) : [];
  const translations = Object.fromEntries(
    Object.entries(attribute.translations).map(([lang, tr]) => [lang, { label: tr?.label ?? '', options: kind === 'choice' ? (tr?.options ?? []) : [] }]),
  );
  return { ...attribute, kind, options, translations };
}

/** Field errors of a question (keys under `review-rules:attributes.errors`), by field: `label`, `options`, `option.<i>`. */
export type AttributeErrors = Record<string, string>;

/** What is wrong with a question: an empty or long label, fewer than 2 or more than 10 choices, an empty, long or repeated choice. */
export function attributeErrors(attribute: Attribute): AttributeErrors {
  const errors: AttributeErrors = {};
  const label = attribute.label.trim();
  if (label === '') errors.label = 'labelEmpty';
  else if (label.length > MAX_ATTRIBUTE_LABEL) errors.label = 'labelLong';
  if (attribute.scope.type !== 'all' && attribute.scope.ids.length === 0) errors.scope = 'scopeEmpty';
  if (attribute.kind !== 'choice') return errors;
  if (attribute.options.length < MIN_ATTRIBUTE_OPTIONS) errors.options = 'optionsFew';
  else if (attribute.options.length > MAX_ATTRIBUTE_OPTIONS) errors.options = 'optionsMany';
  const seen = new Set<string>();
  attribute.options.forEach((raw, i) => {
    const option = raw.trim();
    if (option === '') errors[`option.${i}`] = 'optionEmpty';
    else if (option.length > MAX_ATTRIBUTE_OPTION) errors[`option.${i}`] = 'optionLong';
    else if (seen.has(option.toLowerCase())) errors[`option.${i}`] = 'optionDuplicate';
    seen.add(option.toLowerCase());
  });
  return errors;
}

/** The question as saved: label and choices trimmed, empty translations dropped. */
export function cleanAttribute(attribute: Attribute): Attribute {
  const translations = Object.fromEntries(
    Object.entries(attribute.translations)
      .map(([lang, tr]) => [lang, { label: tr?.label.trim() ?? '', options: (tr?.options ?? []).map((o) => o.trim()) }] as const)
      .filter(([, tr]) => tr.label !== '' || tr.options.some((o) => o !== '')),
  );
  return { ...attribute, label: attribute.label.trim(), options: attribute.options.map((o) => o.trim()), translations };
}
