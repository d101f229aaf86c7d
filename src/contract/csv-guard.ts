/**
 * The CSV formula guard, shared by every CSV we write (the server's export, the client's template)
 * and undone by our import, so a file of ours imports back exactly as it was exported.
 */

/** Starts of text a spreadsheet runs as a formula: = + - @ (ASCII and fullwidth), tab and CR. */
const FORMULA_START = '=+\\-@\\t\\r\uFF1D\uFF0B\uFF0D\uFF20';

/** Text the guard changes: a formula start, possibly after apostrophes of its own. */
const NEEDS_GUARD = new RegExp(`^'*[${FORMULA_START}]`);

/** Text as the guard wrote it: one apostrophe more before such a start. */
const GUARDED = new RegExp(`^'+[${FORMULA_START}]`);

/**
 * A text cell made safe for spreadsheets: a leading apostrophe before a formula start. Text that
 * already starts with apostrophes before one gets one more, so {@link unguardFormula} is exact.
 */
export const guardFormula = (text: string): string => (NEEDS_GUARD.test(text) ? `'${text}` : text);

/** A cell as it was before {@link guardFormula}: the one added apostrophe removed. */
export const unguardFormula = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);
