import { describe, expect, it } from 'vitest';
import { currencyAffix, formatDate, formatMoney, formatNumber, formatPercent, formatRelative, intlLocale } from '../../../src/lib/format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('Intl formatting for the interface language', () => {
  it('maps no and pt to their Intl locales', () => {
    expect(intlLocale('no')).toBe('nb-NO');
    expect(intlLocale('pt')).toBe('pt-BR');
    expect(intlLocale('pt-PT')).toBe('pt-PT');
  });
  it('groups numbers the local way', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(nbsp(formatNumber('de', 1234567.5))).toBe('1.234.567,5');
    expect(nbsp(formatNumber('fr', 1234567.5))).toBe('1 234 567,5');
  });
  it('formats money and percentages', () => {
    expect(formatMoney('en', 19.99)).toBe('$19.99');
    expect(nbsp(formatMoney('de', 19.99, 'EUR'))).toBe('19,99 €');
    expect(formatMoney('ja', 1200, 'JPY')).toMatch(/1,200/);
    expect(nbsp(formatPercent('de', 0.8))).toBe('80 %');
  });
  it('formats dates', () => {
    const d = new Date(Date.UTC(2026, 10, 21, 12));
    expect(formatDate('en', d, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 21, 2026');
    expect(formatDate('de', d, { dateStyle: 'long', timeZone: 'UTC' })).toBe('21. November 2026');
    expect(formatDate('ja', d, { dateStyle: 'long', timeZone: 'UTC' })).toBe('2026年11月21日');
  });
  it('says relative times in the largest fitting unit', () => {
    const now = Date.UTC(2026, 10, 21);
    expect(formatRelative('en', now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(formatRelative('en', now - 86_400_000, now)).toBe('yesterday');
    expect(formatRelative('de', now + 2 * 3_600_000, now)).toBe('in 2 Stunden');
    expect(formatRelative('en', now - 5_000, now)).toBe('5 seconds ago');
  });
});

describe('currencyAffix', () => {
  it('puts the symbol where the language writes it, and matches what formatMoney shows', () => {
    expect(currencyAffix('en', 'USD')).toEqual({ prefix: '$' });
    expect(currencyAffix('de', 'EUR')).toEqual({ suffix: '€' });
    expect(currencyAffix('fr', 'USD').suffix).toMatch(/\$/);
    for (const lng of ['en', 'de', 'fr', 'ja', 'pt', 'th', 'cs']) {
      const affix = currencyAffix(lng, 'USD');
      const shown = formatMoney(lng, 5);
      if (affix.prefix) expect(shown.startsWith(affix.prefix)).toBe(true);
      else expect(shown.trimEnd().endsWith(affix.suffix ?? '?')).toBe(true);
    }
  });
});
