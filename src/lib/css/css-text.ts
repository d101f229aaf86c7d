import type { CssRemovedReason } from '../../contract/widget-css';

const HEX_ESCAPE = /\\([0-9a-fA-F]{1,6})(\r\n|[ \t\r\n\f])?/g;
const OTHER_ESCAPE = /\\(\r\n|[\s\S])/g;

/** The code point a hex escape names; NUL, surrogates and values past U+10FFFF become U+FFFD as CSS says. */
function fromHex(hex: string): string {
  const code = Number.parseInt(hex, 16);
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\uFFFD';
  return String.fromCodePoint(code);
}

/**
 * Resolves CSS escapes the way a browser reads them: `\6a ` and `\00006a` are `j`, `\<newline>`
 * disappears (a string's line continuation), any other `\x` is `x`.
 */
export function unescapeCss(text: string): string {
  return text
    .replace(HEX_ESCAPE, (_match, hex: string) => fromHex(hex))
    .replace(OTHER_ESCAPE, (_match, char: string) => (char === '\n' || char === '\r\n' || char === '\r' || char === '\f' ? '' : char));
}

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
/** The text without white space and control characters, which a browser may skip inside a token. */
function squeezed(text: string): string {
  const spaceless = text.replace(/\s+/g, '');
  let out = '';
  for (let index = 0; index < spaceless.length; index += 1) {
    const code = spaceless.charCodeAt(index);
    if (code > 0x1f && code !== 0x7f) out += spaceless[index];
  }
  return out;
}

/**
 * The forms of a piece of CSS to check: as written, without its comments, both with escapes resolved,
 * lower-cased. Checking them all means neither an escape nor a comment inside a token hides anything.
 */
export function readings(text: string): string[] {
  const plain = unescapeCss(text).toLowerCase();
  const uncommented = unescapeCss(text.replace(COMMENT, '')).toLowerCase();
  return [plain, uncommented, squeezed(plain), squeezed(uncommented)];
}

/**
 * The reason a piece of CSS text (a selector, an at-rule's prelude, a property with its value) may not
 * reach the page whatever its context, or null: anything that could end the style element, an
 * `@import`, a script scheme, an IE expression.
 */
export function forbiddenText(text: string): CssRemovedReason | null {
  const forms = [text.toLowerCase(), ...readings(text)];
  if (forms.some((form) => form.includes('<') || form.includes('-->'))) return 'closesStyle';
  if (forms.some((form) => form.includes('@import'))) return 'import';
  if (forms.some((form) => form.includes('javascript:') || form.includes('vbscript:'))) return 'javascript';
  if (forms.some((form) => form.includes('expression('))) return 'expression';
  return null;
}

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;

/** Whether a URL a declaration loads is allowed: https, or a data: png, jpeg, gif or webp image. */
function allowedUrl(raw: string): boolean {
  const url = raw.trim().replace(/^(["'])([\s\S]*)\1$/, '$2').trim().toLowerCase();
  return url.startsWith('https://') || SAFE_DATA_IMAGE.test(url);
}

const URL_FUNCTION = /(?:^|[^a-z0-9_-])(?:url|src)\(\s*("[^"]*"|'[^']*'|[^)]*)\)?/g;
const IMAGE_FUNCTION = /(?:^|[^a-z0-9_])(?:-webkit-)?image(?:-set)?\(/;
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * Whether a declaration value (escapes resolved, lower-cased) loads only allowed URLs: every `url()`
 * and `src()`, and inside `image()`/`image-set()` every quoted string (they are URLs there too).
 */
export function loadsOnlyAllowedUrls(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    if (!allowedUrl(match[1] ?? '')) return false;
  }
  if (IMAGE_FUNCTION.test(value)) {
    for (const match of value.matchAll(QUOTED)) {
      if (!allowedUrl(match[0])) return false;
    }
  }
  return true;
}
