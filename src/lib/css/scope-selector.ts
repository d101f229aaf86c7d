/** The document-level selectors that stand for the widget's host element once scoped. */
const DOCUMENT_ROOT = /^(?::root|html|body)(?![\w-])/i;
const LEADING_CHILD = /^[\s>]+/;

/**
 * One selector of a top-level rule placed under `scope`: `.a p` → `<scope> .a p`; `:root`, `html`
 * and `body` (and chains of them such as `html body`) become the scope itself (`body.dark .a` →
 * `<scope>.dark .a`); a selector already under the scope stays as it is, so scoping is idempotent.
 * Returns null for a selector that starts with a sibling combinator (`+ a`, `~ a`), which would reach
 * outside the widget.
 */
export function scopeSelector(selector: string, scope: string): string | null {
  let rest = selector.trim();
  if (rest === scope) return rest;
  if (rest.startsWith(`${scope} `)) return underScope(rest.slice(scope.length + 1), scope);
  if (rest.startsWith(scope) && /^[.:[#]/.test(rest.slice(scope.length))) return staysInside(rest);
  let mapped = false;
  while (DOCUMENT_ROOT.test(rest)) {
    rest = rest.replace(DOCUMENT_ROOT, '');
    mapped = true;
    if (/^[.:[#]/.test(rest)) return staysInside(`${scope}${rest}`);
    rest = rest.replace(LEADING_CHILD, (space) => (space.includes('>') ? '> ' : ''));
    if (rest.startsWith('> ') && DOCUMENT_ROOT.test(rest.slice(2))) rest = rest.slice(2);
  }
  if (rest === '' && mapped) return scope;
  return underScope(rest, scope);
}

/** `rest` as a descendant selector of `scope`, or null when it starts with a sibling combinator. */
function underScope(rest: string, scope: string): string | null {
  const trimmed = rest.trim();
  if (trimmed === '' || trimmed.startsWith('+') || trimmed.startsWith('~')) return null;
  return `${scope} ${trimmed}`;
}

/**
 * The selector when its first compound (the scope with more conditions, `<scope>:hover`) is followed
 * by a descendant or child combinator or nothing; null when a sibling combinator (`+`, `~`) follows
 * it, which would select elements beside the widget.
 */
function staysInside(selector: string): string | null {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index] ?? '';
    if (char === '\\') index += 1;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[\s>+~]/.test(char)) return /^\s*[+~]/.test(selector.slice(index)) ? null : selector;
  }
  return selector;
}
