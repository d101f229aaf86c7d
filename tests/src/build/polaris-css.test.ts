import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build configuration is plain JavaScript without type declarations
import { polarisRulesInUse, rootVariablesOnHost, splitPolarisRules } from '../../../rollup.config.mjs';

const CSS = `
.Polaris-Button{color:red}
.Polaris-DataTable{color:blue}
.Polaris-Frame .Polaris-Button,.Polaris-Frame .Polaris-DataTable__Cell{margin:0}
@media (min-width:30em){.Polaris-DataTable__Cell{padding:0}}
@media (min-width:40em){.Polaris-Button{padding:0}}
@keyframes Polaris-Spin{to{transform:rotate(1turn)}}
:root{--p-color:red}
.ra-main .Polaris-DataTable{gap:0}
html{font-size:100%}
`;

describe('the Polaris rules kept in the stylesheet', () => {
  const out: string = polarisRulesInUse(CSS, 'const s={Button:"Polaris-Button",Frame:"Polaris-Frame"};');

  it('keeps the rules of classes the code names, and selectors without Polaris classes', () => {
    expect(out).toContain('.Polaris-Button{color:red}');
    expect(out).toContain('.Polaris-Frame .Polaris-Button{margin:0}');
    expect(out).toContain('@media (min-width:40em){.Polaris-Button{padding:0}}');
    expect(out).toContain(':root{--p-color:red}');
    expect(out).toContain('html{font-size:100%}');
    expect(out).toContain('@keyframes Polaris-Spin');
  });

  it('drops the rules and selectors of classes no code names, and at-rules left empty', () => {
    expect(out).not.toContain('DataTable');
    expect(out).not.toContain('30em');
  });
});

describe('the Polaris custom properties inside a shadow root', () => {
  const out: string = rootVariablesOnHost(':root,.p-theme-light{--p-a:1}\n:root{--pg-b:2}\n.p-theme-dark{--p-a:0}\nhtml{color:red}\n:root .x{margin:0}');

  it('declares every :root rule for :host too (the shadow host the sheet applies to), theme classes kept', () => {
    expect(out).toContain(':root,:host,.p-theme-light{--p-a:1}');
    expect(out).toContain(':root,:host{--pg-b:2}');
    expect(out).toContain('.p-theme-dark{--p-a:0}');
  });

  it('leaves other selectors alone', () => {
    expect(out).toContain('html{color:red}');
    expect(out).toContain(':root .x{margin:0}');
  });
});

describe('the two stylesheets', () => {
  const css = `:root{--p-a:1}
@keyframes p-spin{to{transform:rotate(1turn)}}
.Polaris-Button{color:red}
.Polaris-IndexTable{color:blue}
.Polaris-Button,.Polaris-IndexTable__Cell{margin:0}
.Polaris-Unused{color:green}
@media (min-width:30em){.Polaris-IndexTable{padding:0}.Polaris-Button{padding:1px}}`;
  const first = 'const s={b:"Polaris-Button"};';
  const all = `${first} const t={i:"Polaris-IndexTable",c:"Polaris-IndexTable__Cell"};`;

  it('puts what the first screen uses, tokens and keyframes in the first, the rest of the build in the second, each rule once', () => {
    const out: { first: string; more: string } = splitPolarisRules(css, first, all);
    const squash = (s: string) => s.replace(/\s+/g, '');
    expect(squash(out.first)).toBe(squash(':root{--p-a:1}@keyframes p-spin{to{transform:rotate(1turn)}}.Polaris-Button{color:red}.Polaris-Button{margin:0}@media (min-width:30em){.Polaris-Button{padding:1px}}'));
    expect(squash(out.more)).toBe(squash('.Polaris-IndexTable{color:blue}.Polaris-IndexTable__Cell{margin:0}@media (min-width:30em){.Polaris-IndexTable{padding:0}}'));
    expect(out.first + out.more).not.toContain('Polaris-Unused');
  });
});
