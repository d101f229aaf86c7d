import postcss, { CssSyntaxError, type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import { MAX_CUSTOM_CSS_LENGTH, type CssRemoval, type CssRemovedReason } from '../../contract/widget-css';
import { forbiddenText, loadsOnlyAllowedUrls, readings, unescapeCss } from './css-text';
import { scopeSelector } from './scope-selector';

/** A comment, or a quoted string (kept as it is). */
const COMMENT_OUTSIDE_STRINGS = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|\/\*[\s\S]*?\*\//g;

/** Most rules and at-rules kept; the ones past it, and everything after them, are removed. */
export const MAX_CSS_RULES = 500;

/** Longest `what` text of a removed piece. */
const WHAT_LENGTH = 80;

/**
 * Where a node sits: `top` (rules are scoped), `nested` (inside a rule: rules are relative to it),
 * `keyframes` (keyframe selectors), `block` (a keyframe's or `@font-face`'s declarations).
 */
type Place = 'top' | 'nested' | 'keyframes' | 'block';

interface Walk {
  input: string;
  scope: string;
  removed: CssRemoval[];
  rules: number;
  cut: boolean;
}

/** What sanitising left of the CSS, and what it removed and why. */
interface SanitizedCss {
  css: string;
  removed: CssRemoval[];
}

/** The short original text of a node or input, on one line. */
function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().replace(/;$/, '');
  return line.length > WHAT_LENGTH ? `${line.slice(0, WHAT_LENGTH - 1)}…` : line;
}

function drop(node: ChildNode, reason: CssRemovedReason, walk: Walk): void {
  const { start, end } = node.source ?? {};
  const written = start?.offset !== undefined && end?.offset !== undefined ? walk.input.slice(start.offset, end.offset) : node.toString();
  walk.removed.push({ line: start?.line ?? 1, column: start?.column ?? 1, what: short(written), reason });
  node.remove();
}

const KEYFRAME_SELECTOR = /^(?:from|to|\d+(?:\.\d+)?%)$/i;
const KEYFRAMES_NAME = /^-?[a-z_][\w-]*$/i;
const CONDITIONAL = new Set(['media', 'supports', 'container']);

function cleanDeclaration(decl: Declaration, place: Place, walk: Walk): void {
  if (place === 'top' || place === 'keyframes') return drop(decl, 'misplaced', walk);
  const rawValue = decl.raws.value?.raw ?? decl.value;
  const written = `${decl.prop}${decl.raws.between ?? ':'}${rawValue}${decl.raws.important ?? ''}`;
  const compact = `${decl.prop}:${decl.value}`;
  const reason = forbiddenText(written) ?? (compact === written ? null : forbiddenText(compact));
  if (reason) return drop(decl, reason, walk);
  const prop = unescapeCss(decl.prop).trim().toLowerCase();
  if (prop.endsWith('behavior') || prop.endsWith('binding')) return drop(decl, 'binding', walk);
  const values = readings(rawValue).slice(0, 2);
  if (rawValue !== decl.value) values.push(...readings(decl.value).slice(0, 2));
  if (!values.every(loadsOnlyAllowedUrls)) return drop(decl, 'url', walk);
  decl.value = decl.value.trim();
}

function cleanRule(rule: Rule, place: Place, walk: Walk): void {
  if (place === 'block') return drop(rule, 'misplaced', walk);
  const reason = forbiddenText(`${rule.raws.selector?.raw ?? ''} ${rule.selector}`);
  if (reason) return drop(rule, reason, walk);
  if (place === 'keyframes') {
    if (!rule.selectors.every((selector) => KEYFRAME_SELECTOR.test(selector.trim()))) return drop(rule, 'selector', walk);
    rule.selector = rule.selectors.map((selector) => selector.trim()).join(', ');
    return cleanChildren(rule, 'block', walk);
  }
  if (place === 'top') {
    const scoped = rule.selectors.map((selector) => scopeSelector(selector, walk.scope));
    if (scoped.some((selector) => selector === null)) return drop(rule, 'selector', walk);
    rule.selector = scoped.join(', ');
  }
  cleanChildren(rule, 'nested', walk);
}

function cleanAtRule(atRule: AtRule, place: Place, walk: Walk): void {
  const name = unescapeCss(atRule.name).toLowerCase();
  if (name === 'import') return drop(atRule, 'import', walk);
  const reason = forbiddenText(`@${atRule.name} ${atRule.raws.params?.raw ?? ''} ${atRule.params}`);
  if (reason) return drop(atRule, reason, walk);
  if (atRule.nodes === undefined || atRule.name.includes('\\')) return drop(atRule, 'atRule', walk);
  if (CONDITIONAL.has(name) && (place === 'top' || place === 'nested')) return cleanChildren(atRule, place, walk);
  if (place !== 'top') return drop(atRule, 'atRule', walk);
  if ((name === 'keyframes' || name === '-webkit-keyframes') && KEYFRAMES_NAME.test(atRule.params)) {
    return cleanChildren(atRule, 'keyframes', walk);
  }
  if (name === 'font-face') {
    const before = walk.removed.length;
    cleanChildren(atRule, 'block', walk);
    // A font face that lost a declaration (its source) is removed whole: the last entry says why.
    if (walk.removed.length > before) atRule.remove();
    return;
  }
  drop(atRule, 'atRule', walk);
}

function cleanChildren(container: Container, place: Place, walk: Walk): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'comment') {
      node.remove();
      continue;
    }
    if (node.type === 'rule' || node.type === 'atrule') walk.rules += 1;
    if (!walk.cut && walk.rules > MAX_CSS_RULES) {
      walk.cut = true;
      drop(node, 'tooManyRules', walk);
      continue;
    }
    if (walk.cut) node.remove();
    else if (node.type === 'decl') cleanDeclaration(node, place, walk);
    else if (node.type === 'rule') cleanRule(node, place, walk);
    else cleanAtRule(node, place, walk);
  }
}

/**
 * Makes a merchant's custom CSS safe to put, as text, inside a storefront `<style>` element.
 *
 * - Input over MAX_CUSTOM_CSS_LENGTH, or CSS that does not parse: nothing is kept (one `tooLarge`
 *   or `parseError` entry with the line and column). Past MAX_CSS_RULES rules nothing is kept.
 * - Top-level selectors are scoped under `options.scope` (`:root`, `html`, `body` become the scope);
 *   `@media`, `@supports`, `@container` keep their rules, scoped too. `@keyframes` keep their names
 *   as written (animation names are global: a merchant may reuse a theme's one). `@font-face` is kept
 *   when all its sources are allowed, otherwise removed whole. Every other at-rule is removed
 *   (`@import`, `@charset`, `@namespace`, `@page`, `@layer` which would reorder the store's cascade…).
 * - Declarations are removed when they load anything but https or data: png/jpeg/gif/webp images,
 *   use `javascript:`, `expression(`, `behavior`, `-moz-binding`, or hold `<` or `-->`; the checks
 *   read the text with CSS escapes resolved and comments both kept and dropped, so neither hides
 *   anything. `position: fixed` is kept: the CSS only reaches the widget's own elements.
 * - Comments are dropped and the output is printed afresh, so sanitising it again changes nothing.
 */
export function sanitizeCss(input: string, options: { scope: string }): SanitizedCss {
  if (input.length > MAX_CUSTOM_CSS_LENGTH) {
    return { css: '', removed: [{ line: 1, column: 1, what: short(input.slice(0, WHAT_LENGTH)), reason: 'tooLarge' }] };
  }
  let root;
  try {
    root = postcss.parse(input);
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    return { css: '', removed: [{ line: error.line ?? 1, column: error.column ?? 1, what: short(error.reason), reason: 'parseError' }] };
  }
  const walk: Walk = { input, scope: options.scope, removed: [], rules: 0, cut: false };
  cleanChildren(root, 'top', walk);
  root.raws = {};
  root.walk((node) => {
    node.raws = {};
    // Comments left inside a value (`red/**//**/!important`) would print differently on a second pass.
    if (node.type === 'decl') node.value = node.value.replace(COMMENT_OUTSIDE_STRINGS, (whole, text: string | undefined) => text ?? '').trim();
  });
  const css = root.toString();
  // A last guard on the printed text: nothing above should let any of this through.
  const leak = forbiddenText(css);
  if (leak) return { css: '', removed: [...walk.removed, { line: 1, column: 1, what: short(css), reason: leak }] };
  return { css, removed: walk.removed };
}
