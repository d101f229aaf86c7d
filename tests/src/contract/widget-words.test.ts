import { describe, expect, it } from 'vitest';
import en from '../../../src/locales/en/widget-words.json';
import { fillWord, WIDGET_WORD_GROUPS, WIDGET_WORD_GROUPS_OF } from '../../../src/contract/widget-words';
import { STOREFRONT_WIDGETS } from '../../../src/contract/widgets';

describe('the widget words', () => {
  it('has exactly the text groups of the contract, in its order', () => {
    expect(Object.keys(en)).toEqual([...WIDGET_WORD_GROUPS]);
  });
  it('gives every storefront widget page its text groups', () => {
    expect(Object.keys(WIDGET_WORD_GROUPS_OF).sort()).toEqual([...STOREFRONT_WIDGETS].sort());
  });
  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(fillWord('Based on {{count}} reviews', { count: 3 })).toBe('Based on 3 reviews');
    expect(fillWord('{{ rating }} of 5 {{x}}', { rating: 4.5 })).toBe('4.5 of 5 {{x}}');
  });
});
