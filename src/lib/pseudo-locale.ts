/**
 * The development-only pseudo-language: English with accented letters, about 35 % longer and
 * wrapped in brackets, so text that did not come through i18n (plain letters) and labels that
 * clip (a missing bracket) show at a glance. Never in the language picker and never saved: only
 * an element's `lang` attribute asks for it, and only a development or test server serves its files.
 */
export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const MAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));

/** Parts kept as they are: interpolations, nestings, tags, entities and web addresses. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|&[a-z#0-9]+;|https?:\/\/\S+)/g;

/** The extra length, in characters, for a text of `length` characters (about 35 %). */
const padding = (length: number) => Math.max(1, Math.round(length * 0.35));

/** One English text in the pseudo-language (`{{placeholders}}` and `<tags>` intact). */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  let letters = 0;
  const body = text
    .split(KEEP)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      letters += part.length;
      return [...part].map((c) => MAP.get(c) ?? c).join('');
    })
    .join('');
  return `[${body} ${'·'.repeat(padding(letters))}]`;
}

type Tree = { [key: string]: string | Tree };

/** A whole locale file in the pseudo-language (same keys). */
export function pseudoLocalizeTree<T extends Tree>(tree: T): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value);
  return out as T;
}
