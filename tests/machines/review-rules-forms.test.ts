import { describe, expect, it } from 'vitest';
import { attributeErrors, cleanAttribute, moveAttribute, newAttribute, newAttributeId, withKind } from '../../machines/review-rules/attributes-form';
import { addBlockEntry, blockEntryError } from '../../machines/review-rules/block-list';
import { summaryOf } from '../../machines/review-rules/rules-summary';
import { DEFAULT_MODERATION_RULES, MAX_BLOCK_LIST, attributeSchema } from '../../src/contract/review-rules';

describe('block lists', () => {
  it('adds a trimmed word and refuses the same word in another letter case', () => {
    const first = addBlockEntry('words', [], '  scam ');
    expect(first).toEqual({ list: ['scam'] });
    expect(addBlockEntry('words', ['scam'], 'SCAM')).toEqual({ error: 'duplicate' });
    expect(blockEntryError('words', [], '   ')).toBe('empty');
  });

  it('takes an address or an @domain (stored in lower case) and refuses anything else', () => {
    expect(addBlockEntry('emails', [], 'Bob@Example.com')).toEqual({ list: ['bob@example.com'] });
    expect(addBlockEntry('emails', [], '@spam.example')).toEqual({ list: ['@spam.example'] });
    expect(addBlockEntry('emails', ['bob@example.com'], 'BOB@example.com')).toEqual({ error: 'duplicate' });
    expect(blockEntryError('emails', [], 'spam.example')).toBe('email');
    expect(blockEntryError('emails', [], '@nodot')).toBe('email');
  });

  it('refuses entries past the list limit and over-long words', () => {
    const full = Array.from({ length: MAX_BLOCK_LIST }, (_, i) => `w${i}`);
    expect(blockEntryError('words', full, 'another')).toBe('full');
    expect(blockEntryError('words', [], 'x'.repeat(81))).toBe('tooLong');
  });
});

describe('the rules summary (decided by the server rules)', () => {
  it('describes the default rules: 4 stars and up published, a photo review published', () => {
    expect(summaryOf(DEFAULT_MODERATION_RULES)).toEqual({ lowestPublished: 4, photo: 'published' });
  });

  it('follows the threshold, media holding and publishing turned off', () => {
    expect(summaryOf({ ...DEFAULT_MODERATION_RULES, minRating: 1 })).toEqual({ lowestPublished: 1, photo: 'published' });
    expect(summaryOf({ ...DEFAULT_MODERATION_RULES, minRating: 3, holdMedia: true })).toEqual({ lowestPublished: 3, photo: 'held' });
    expect(summaryOf({ ...DEFAULT_MODERATION_RULES, autoPublish: false })).toEqual({ lowestPublished: null, photo: 'held' });
  });
});

describe('custom questions', () => {
  it('makes ids the contract accepts, starting with a_', () => {
    const id = newAttributeId();
    expect(id).toMatch(/^a_[a-z0-9]{10}$/);
    expect(attributeSchema.safeParse({ ...newAttribute('rating', id), label: 'Fit' }).success).toBe(true);
    expect(newAttributeId(() => 0)).toBe('a_0000000000');
  });

  it('moves a question up and down, and not past either end', () => {
    expect(moveAttribute(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveAttribute(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveAttribute(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveAttribute(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('asks for a label, 2 to 10 distinct non-empty choices and a product when products are chosen', () => {
    const choice = { ...newAttribute('choice', 'a_1'), options: ['Small'] };
    expect(attributeErrors(choice)).toEqual({ label: 'labelEmpty', options: 'optionsFew' });
    expect(attributeErrors({ ...choice, label: 'Fit', options: ['Small', ' small ', ''] })).toEqual({ 'option.1': 'optionDuplicate', 'option.2': 'optionEmpty' });
    expect(attributeErrors({ ...choice, label: 'Fit', options: Array.from({ length: 11 }, (_, i) => `o${i}`) })).toEqual({ options: 'optionsMany' });
    expect(attributeErrors({ ...newAttribute('text', 'a_2'), label: 'Else?', scope: { type: 'products', ids: [] } })).toEqual({ scope: 'scopeEmpty' });
    expect(attributeErrors({ ...choice, label: 'Fit', options: ['Small', 'Large'] })).toEqual({});
  });

  it('changes kind: a choice question gets two choices, others drop them with their translations', () => {
    const rating = { ...newAttribute('rating', 'a_1'), label: 'Fit' };
    expect(withKind(rating, 'choice').options).toEqual(['', '']);
    const choice = { ...rating, kind: 'choice' as const, options: ['S', 'L'], translations: { de: { label: 'Passform', options: ['K', 'G'] } } };
    expect(withKind(choice, 'text')).toMatchObject({ kind: 'text', options: [], translations: { de: { label: 'Passform', options: [] } } });
  });

  it('saves trimmed texts and drops empty translations', () => {
    const attribute = { ...newAttribute('choice', 'a_1'), label: ' Fit ', options: [' S ', 'L'], translations: { de: { label: ' ', options: ['', ''] }, fr: { label: 'Taille', options: [] } } };
    expect(cleanAttribute(attribute)).toMatchObject({ label: 'Fit', options: ['S', 'L'], translations: { fr: { label: 'Taille', options: [] } } });
    expect(cleanAttribute(attribute).translations.de).toBeUndefined();
  });
});
