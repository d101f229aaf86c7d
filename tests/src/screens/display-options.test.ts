import { describe, expect, it } from 'vitest';
import { WIDGET_WORD_GROUPS } from '../../../src/contract/widget-words';
import { DEFAULT_WIDGET_DISPLAYS, STOREFRONT_WIDGETS, WIDGET_PLACEMENTS, widgetOptionsSchemas } from '../../../src/contract/widgets';
import display from '../../../src/locales/en/display.json';
import en from '../../../src/locales/en/widget-words.json';
import { FORM_SPECS } from '../../../src/screens/display-widget/forms/form-fields';
import { placementLabelKey } from '../../../src/screens/display-widget/forms/index';
import { OPTION_NUMBER_LIMITS, OPTION_TEXT_MAX, optionProblems } from '../../../src/screens/display-widget/forms/option-checks';
import { missingPlaceholders, placeholdersOf } from '../../../src/screens/display-widget/words/word-checks';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), tree);

describe('the widgets’ options checks', () => {
  it('refuse exactly what the contract refuses, at each bound', () => {
    for (const widget of STOREFRONT_WIDGETS) {
      const base = DEFAULT_WIDGET_DISPLAYS[widget].options as Record<string, unknown>;
      expect(optionProblems(widget, base), widget).toEqual({});
      for (const spec of FORM_SPECS[widget].flat()) {
        if (spec.kind !== 'number') continue;
        const { min, max } = OPTION_NUMBER_LIMITS[spec.name];
        for (const [n, ok] of [[min - 1, false], [min, true], [max, true], [max + 1, false], [min + 0.5, false], [NaN, false]] as const) {
          const options = { ...base, [spec.name]: n };
          expect(widgetOptionsSchemas[widget].safeParse(options).success, `${widget}.${spec.name}=${n}`).toBe(ok);
          expect(optionProblems(widget, options)[spec.name], `${widget}.${spec.name}=${n}`).toEqual(ok ? undefined : { key: 'range', values: { min, max } });
        }
      }
    }
    expect(optionProblems('shows', { ...DEFAULT_WIDGET_DISPLAYS.shows.options, title: 'x'.repeat(OPTION_TEXT_MAX + 1) })).toEqual({ title: { key: 'tooLong', values: { max: 120 } } });
    expect(optionProblems('tab', { ...DEFAULT_WIDGET_DISPLAYS.tab.options, color: '#12', text_color: '#abc' })).toEqual({ color: { key: 'colour' } });
  });

  it('have a label for every field, choice and place', () => {
    for (const spec of Object.values(FORM_SPECS).flat(2)) {
      expect(lookup(display, `options.fields.${spec.name}`), spec.name).toEqual(expect.any(String));
      if ('help' in spec && spec.help) expect(lookup(display, `options.help.${spec.name}`)).toEqual(expect.any(String));
      if (spec.kind === 'choice') for (const c of spec.choices) expect(lookup(display, `options.choices.${spec.name}.${c}`)).toEqual(expect.any(String));
    }
    expect(WIDGET_PLACEMENTS.map((p) => lookup(display, placementLabelKey(p)))).toEqual([
      'Product page', 'Collection lists', 'Home page', 'All-reviews page', 'Every page', 'Thank-you page',
    ]);
  });
});

describe('the words editor’s checks', () => {
  it('names every word and every group', () => {
    for (const group of WIDGET_WORD_GROUPS) {
      expect(lookup(display, `words.groups.${group}`), group).toEqual(expect.any(String));
      expect(Object.keys(display.words.labels[group]).sort(), group).toEqual(Object.keys(en[group]).sort());
    }
  });

  it('finds the placeholders a text drops', () => {
    expect(placeholdersOf('Page {{page}} of {{ pages }}, {{page}}')).toEqual(['{{page}}', '{{pages}}']);
    expect(missingPlaceholders('Page {{page}} of {{pages}}', 'Seite {{ page }}')).toEqual(['{{pages}}']);
    expect(missingPlaceholders('Just now', 'Gerade eben')).toEqual([]);
  });
});
