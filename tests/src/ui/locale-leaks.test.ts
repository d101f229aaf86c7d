import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import deImport from '../../../src/locales/de/import.json';
import enImport from '../../../src/locales/en/import.json';
import frImport from '../../../src/locales/fr/import.json';
import jaImport from '../../../src/locales/ja/import.json';
import { reasonText } from '../../../src/ui/reason-text';
import { formatShopPrice } from '../../../src/ui/picker/price';
import { summaryCsv } from '../../../src/lib/import/template';
import { reason } from '../../../src/lib/import/reasons';

async function tFor(lng: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { import: enImport }, de: { import: deImport }, fr: { import: frImport }, ja: { import: jaImport } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('rejected values in the language’s own quotation marks', () => {
  it('wraps the value as each language quotes', async () => {
    const bad = { code: 'rating_invalid', value: '9' };
    expect(reasonText(await tFor('en'), bad)).toBe(`${enImport.reasons.rating_invalid} (“9”)`);
    expect(reasonText(await tFor('de'), bad)).toBe(`${deImport.reasons.rating_invalid} („9“)`);
    expect(reasonText(await tFor('fr'), bad)).toBe(`${frImport.reasons.rating_invalid} (« 9 »)`);
    expect(reasonText(await tFor('ja'), bad)).toBe(`${jaImport.reasons.rating_invalid}（「9」）`);
  });
});

describe('the downloadable import summary', () => {
  it('words reasons and notes as given (the merchant’s language), English by default', async () => {
    const t = await tFor('de');
    const row = { rowNumber: 3, author: 'A', email: '', date: null, rating: null, title: '', productRef: {}, raw: { date: '', rating: '9' }, notes: [] };
    const entry = { row, outcome: 'failed' as const, reasons: [reason('rating_invalid', '9')] } as unknown as Parameters<typeof summaryCsv>[0][number];
    expect(summaryCsv([entry])).toContain('(9)');
    const german = summaryCsv([entry], { reason: (r) => reasonText(t, r), note: () => '' });
    expect(german).toContain(`${deImport.reasons.rating_invalid} („9“)`);
    expect(german).not.toContain(enImport.reasons.rating_invalid);
  });
});

describe('variant prices with the shop’s currency', () => {
  it('follows the shop’s money format, HTML dropped', () => {
    expect(formatShopPrice('en', '1234.5', { currencyFormat: '${{amount}}' })).toBe('$1,234.50');
    expect(formatShopPrice('de', '1234.5', { currencyFormat: '{{ amount_with_comma_separator }} €' })).toBe('1.234,50 €');
    expect(formatShopPrice('en', '19', { currencyFormat: '<span class=money>£{{amount_no_decimals}}</span>' })).toBe('£19');
  });
  it('else puts the shop’s symbol before the number written the interface language’s way', () => {
    expect(formatShopPrice('de', '1234.5', { currencySymbol: '€' })).toBe('€1.234,50');
    expect(formatShopPrice('en', 10, { currencySymbol: '$' })).toBe('$10.00');
    expect(formatShopPrice('en', 'n/a', { currencySymbol: '$' })).toBe('n/a');
  });
});
