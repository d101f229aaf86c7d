import fc from 'fast-check';
import postcss, { type Container } from 'postcss';
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CSS_LENGTH } from '../../../src/contract/widget-css';
import { unescapeCss } from '../../../src/lib/css/css-text';
import { MAX_CSS_RULES, sanitizeCss } from '../../../src/lib/css/sanitize-css';

const scope = 'rv-review-widget';
const clean = (css: string) => sanitizeCss(css, { scope });
const reasons = (css: string) => clean(css).removed.map((entry) => entry.reason);

describe('sanitizeCss scoping', () => {
  it('scopes every selector and maps :root, html and body to the scope', () => {
    expect(clean('.rv-widget p, a:hover{color:red}').css).toBe(`${scope} .rv-widget p, ${scope} a:hover {\n    color: red\n}`);
    expect(clean(':root{--c:red}').css).toBe(`${scope} {\n    --c: red\n}`);
    expect(clean('html body{margin:0}').css).toBe(`${scope} {\n    margin: 0\n}`);
    expect(clean('BODY > .x{a:b}').css).toBe(`${scope} > .x {\n    a: b\n}`);
    expect(clean('body.dark .x{a:b}').css).toBe(`${scope}.dark .x {\n    a: b\n}`);
    expect(clean('*{a:b}').css).toBe(`${scope} * {\n    a: b\n}`);
  });

  it('scopes the rules of @media, @supports and nested at-rules, and keeps @keyframes names', () => {
    const { css, removed } = clean('@media (max-width:600px){@supports (display:grid){.a{b:c}}} @keyframes spin{from{opacity:0}50%{opacity:.5}to{opacity:1}}');
    expect(removed).toEqual([]);
    expect(css).toContain(`@media (max-width:600px) {\n    @supports (display:grid) {\n        ${scope} .a {`);
    expect(css).toContain('@keyframes spin {\n    from {');
    expect(css).not.toContain(`${scope} from`);
  });

  it('keeps nested rules relative to their scoped parent', () => {
    expect(clean('.a{&:hover{b:c} .d{e:f}}').css).toBe(`${scope} .a {\n    &:hover {\n        b: c\n    }\n    .d {\n        e: f\n    }\n}`);
  });

  it('refuses a selector that starts with a sibling combinator, and a bad keyframe selector', () => {
    expect(clean('+ .a{b:c} ~ p{b:c} .ok{b:c}').removed.map((entry) => entry.reason)).toEqual(['selector', 'selector']);
    expect(reasons('@keyframes k{.a{b:c}}')).toEqual(['selector']);
    for (const outside of ['body.dark ~ p', `${scope}:hover + p`, 'html:not([data-x="a b"]) ~ p', `${scope}.x~p`]) {
      expect(reasons(`${outside}{b:c}`)).toEqual(['selector']);
    }
    expect(clean(`${scope}:is(.a, .b) > p, body:has(+ p) p{b:c}`).css).toBe(`${scope}:is(.a, .b) > p, ${scope}:has(+ p) p {\n    b: c\n}`);
  });
});

describe('sanitizeCss removals', () => {
  it.each([
    ['@import url(https://x.test/a.css);', 'import'],
    ['@IMPORT "x.css";', 'import'],
    ['@media screen{@import "x.css";}', 'import'],
    ['@charset "utf-8";', 'atRule'],
    ['@namespace svg url(http://www.w3.org/2000/svg);', 'atRule'],
    ['@page{margin:0}', 'atRule'],
    ['@layer base{.a{b:c}}', 'atRule'],
    ['@font-face{font-family:x;src:url(http://x.test/f.woff)}', 'url'],
    ['.a{background:url(javascript:alert(1))}', 'javascript'],
    ['.a{background:URL(JAVASCRIPT:alert(1))}', 'javascript'],
    ['.a{background:url(\\6a avascript:alert(1))}', 'javascript'],
    ['.a{background:url("java\\\nscript:alert(1)")}', 'javascript'],
    ['.a{background:url(/img/a.png)}', 'url'],
    ['.a{background:url(http://x.test/a.png)}', 'url'],
    ['.a{background:url(//x.test/a.png)}', 'url'],
    ['.a{background:\\75 rl(http://x.test/a.png)}', 'url'],
    ['.a{background:u\\72l("http://x.test/a.png")}', 'url'],
    ['.a{background:ur/**/l(http://x.test/a.png)}', 'url'],
    ['.a{background:url(data:text/html;base64,PHNjcmlwdD4=)}', 'url'],
    ['.a{background:url(data:image/svg+xml;utf8,x)}', 'url'],
    ['.a{background:image-set("http://x.test/a.png" 1x)}', 'url'],
    ['.a{background:-webkit-image-set("a.png" 1x)}', 'url'],
    ['.a{background:image("http://x.test/a.png")}', 'url'],
    ['.a{width:expression(alert(1))}', 'expression'],
    ['.a{width:EXPRE/**/SSION(alert(1))}', 'expression'],
    ['.a{width:\\65 xpression(alert(1))}', 'expression'],
    ['.a{behavior:url(x.htc)}', 'binding'],
    ['.a{-moz-binding:url(https://x.test/x.xml#x)}', 'binding'],
    ['.a{content:"</style><script>alert(1)</script>"}', 'closesStyle'],
    ['.a{content:"\\3c /style>"}', 'closesStyle'],
    ['.a{content:"<!--"}', 'closesStyle'],
    ['.a{content:"-->"}', 'closesStyle'],
    ['.a[title="<"]{b:c}', 'closesStyle'],
    ['color:red;', 'misplaced'],
  ])('removes %j with reason %s', (input, reason) => {
    const { css, removed } = clean(`.keep{color:red} ${input}`);
    expect(removed.map((entry) => entry.reason)).toEqual([reason]);
    expect(css.startsWith(`${scope} .keep {\n    color: red\n}`)).toBe(true);
    expect(unescapeCss(css).toLowerCase()).not.toMatch(/@import|javascript:|expression\(|<|-->|http:|url\(\/|data:(?!image\/png)/);
  });

  it('lets no escaped at-rule name through', () => {
    for (const input of ['@\\69mport "x.css";', '@\\69mport "x.css"{}', '@\\6d edia screen{.a{b:c}}']) {
      const { css, removed } = clean(input);
      expect(css).toBe('');
      expect(removed).toHaveLength(1);
    }
  });

  it('keeps https images, small raster data: images, https fonts and position: fixed', () => {
    const input = '.a{background:url("https://cdn.test/a.png") no-repeat;position:fixed}.b{background:url(data:image/png;base64,iVBORw0KGgo=)}@font-face{font-family:x;src:url(https://cdn.test/f.woff2) format("woff2")}';
    const { css, removed } = clean(input);
    expect(removed).toEqual([]);
    expect(css).toContain('url("https://cdn.test/a.png")');
    expect(css).toContain('position: fixed');
    expect(css).toContain('data:image/png');
    expect(css).toContain('@font-face');
  });

  it('names the line, column and original text of what it removed', () => {
    const { removed } = clean('.a{color:red}\n.b{\n  background: url(http://x.test/a.png);\n}');
    expect(removed).toEqual([{ line: 3, column: 3, what: 'background: url(http://x.test/a.png)', reason: 'url' }]);
  });

  it('keeps nothing of CSS that does not parse, with one parseError at its position', () => {
    expect(clean('.a{color:red}\n.b{color:blue')).toEqual({ css: '', removed: [{ line: 2, column: 1, what: 'Unclosed block', reason: 'parseError' }] });
    expect(clean('.a{b:c}}').removed).toMatchObject([{ reason: 'parseError', line: 1, column: 8 }]);
    expect(clean('</style><script>alert(1)</script>')).toMatchObject({ css: '', removed: [{ reason: 'parseError' }] });
  });

  it('keeps nothing of an input over the size limit (a 1 MB input too)', () => {
    expect(clean('a{b:c}'.repeat(200_000))).toMatchObject({ css: '', removed: [{ reason: 'tooLarge', line: 1, column: 1 }] });
    expect(clean(' '.repeat(MAX_CUSTOM_CSS_LENGTH + 1)).removed).toHaveLength(1);
    expect(clean(' '.repeat(MAX_CUSTOM_CSS_LENGTH)).removed).toEqual([]);
  });

  it('keeps the first rules up to the rule limit and nothing after', () => {
    const { css, removed } = clean('.a{b:c}'.repeat(MAX_CSS_RULES + 20));
    expect(removed).toMatchObject([{ reason: 'tooManyRules', line: 1, column: MAX_CSS_RULES * 7 + 1 }]);
    expect(css.match(/\.a \{/g)).toHaveLength(MAX_CSS_RULES);
  });

  it('drops comments, so nothing hides in them', () => {
    expect(clean('/* </style> */.a{/* x */color:/* y */red}').css).toBe(`${scope} .a {\n    color: red\n}`);
  });
});

const fragments = [
  '.a', 'p', 'body', 'HTML', ':root', '*', '{', '}', ';', ':', ',', '+', '~', '>', '&', ' ', '\n', '"', "'", '\\', '/*', '*/',
  'color', 'red', 'url(', 'URL(', ')', 'javascript:', 'java', 'script:', '\\6a ', '\\75 rl(', 'expression(', 'expre', 'ssion(',
  '</style', '</STYLE>', '<', '-->', '<!--', '\\3c ', '@import', '@IMPORT', '@media screen', '@supports (a:b)', '@keyframes k',
  '@font-face', '@page', 'from', '50%', 'https://x.test/a.png', 'http://x.test', 'data:image/png,', 'data:text/html,',
  'image-set(', 'behavior', '--v', '!important', 'position:fixed',
];
const cssLike = fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join(''));
const selectorParts = ['.a', 'p', 'body', ':hover', '.x', `${scope}`, `${scope}.k`, 'HTML', ':root', '*', ' ', ' ', '>', '+', '~', ',', '&', ':hover', '[title="<"]', '.\\3c ', '.\\6a avascript\\:x', '.b'];
const propParts = ['color', 'behavior', '-moz-binding', '--v', '\\62 ehavior', 'java', 'script', 'expression', 'position'];
const valueParts = [
  'red', ' ', ' ', 'javascript:', 'java', 'script:', '\\6a ', 'expre', 'ssion(1)', '"</style>"', '"<!--"', '"-->"', '\\3c ', '!important',
  '/**/', '"@import"', '\\40 import', 'fixed', 'url(https://x.test/a.png)', 'url("https://x.test/a.png")', 'url(http://x.test/a.png)',
  'URL(javascript:alert(1))', 'url(\\6a avascript:x)', '\\75 rl(http://x.test)', 'u\\72l(/a.png)', 'ur/**/l(//x.test)', 'expression(alert(1))',
  'image-set("http://x.test/a.png" 1x)', 'image-set("https://x.test/a.png" 1x)', 'url(data:image/png;base64,AA)', 'url(data:text/html,x)', '(', ')',
];
const piece = (parts: string[], size: number) => fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: size }).map((chosen) => chosen.join(''));
const declaration = fc.tuple(piece(propParts, 2), piece(valueParts, 5)).map(([prop, value]) => `${prop}:${value}`);
const rule = fc.tuple(piece(selectorParts, 4), fc.array(declaration, { maxLength: 3 })).map(([selector, decls]) => `${selector}{${decls.join(';')}}`);
const stylesheet = fc
  .array(fc.oneof(rule, rule.map((inner) => `@media screen{${inner}}`), rule.map((inner) => `.n{${inner}}`), rule.map((inner) => `@keyframes k{${inner}}`)), { maxLength: 5 })
  .map((rules) => rules.join('\n'));
const anyInput = fc.oneof(stylesheet, cssLike, fc.string({ maxLength: 200 }));

/** The top-level selectors of a stylesheet: rules not inside a rule or a @keyframes. */
function topSelectors(container: Container): string[] {
  const selectors: string[] = [];
  container.each((node) => {
    if (node.type === 'rule') selectors.push(...node.selectors);
    else if (node.type === 'atrule' && !/keyframes$/i.test(node.name)) selectors.push(...topSelectors(node));
  });
  return selectors;
}

describe('sanitizeCss properties', () => {
  it('never outputs anything that closes the style element, imports, or runs script', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const output = clean(input).css;
        expect(output).not.toContain('<');
        expect(unescapeCss(output).toLowerCase()).not.toMatch(/<\/style|@import|javascript:|expression\(/);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts every top-level selector of the output under the scope, never beside it', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const selector of topSelectors(postcss.parse(clean(input).css))) {
          expect(selector.trim() === scope || selector.trim().startsWith(scope)).toBe(true);
          // No sibling combinator right after the scope's compound: that would select beside the widget.
          expect(selector).not.toMatch(new RegExp(`^${scope}[^\\s>+~]*\\s*[+~]`));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('drops comments inside a value, so a second pass prints the same', () => {
    const once = clean('@media screen{.a{color:red/**//**/!important;content:"/* kept */"}}').css;
    expect(once).toContain('color: red !important');
    expect(once).toContain('"/* kept */"');
    expect(clean(once)).toEqual({ css: once, removed: [] });
  });

  it('changes nothing when it sanitises its own output', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = clean(input).css;
        expect(clean(once)).toEqual({ css: once, removed: [] });
      }),
      { numRuns: 2000 },
    );
  });
});
