/** The bound of every text column and the characters no text keeps (docs/source-format.md, Texts). */
import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { loadPlaces } from '../../src/source/location.js';
import type { SourceRow } from '../../src/source/schema.js';
import { cutText, TEXT_BOUNDS, textBound, withoutInvisible } from '../../src/source/text-bounds.js';
import { validateRow } from '../../src/source/validate.js';
import { type RowInput, sourceRow } from '../fixtures/source.js';

const countries = new CountryResolver(loadCountries());
const places = loadPlaces();

function validate(overrides: RowInput) {
  return validateRow(sourceRow(overrides) as unknown as SourceRow, countries, places);
}

describe('text bounds of the events table', () => {
  it('refuses a row whose name, venue, organizer, city or description is over its bound', () => {
    for (const column of ['name', 'venue', 'organizer', 'city', 'description'] as const) {
      const bound = TEXT_BOUNDS[column]!;
      expect(
        validate({ [column]: 'x'.repeat(bound) }).problems.map((p) => p.code),
        column,
      ).not.toContain('text_too_long');
      const { row, problems } = validate({ [column]: 'x'.repeat(bound + 1) });
      expect(row, column).toBeNull();
      expect(
        problems.find((p) => p.code === 'text_too_long'),
        column,
      ).toMatchObject({
        column,
        value: `${'x'.repeat(40)}…`,
        suggestion: `at most ${bound} characters`,
      });
    }
  });

  it('reads a name of a million characters in one word quickly, the report naming a cut of it', () => {
    const { row, problems } = validate({ name: 'x'.repeat(1_000_000) });
    expect(row).toBeNull();
    expect(problems.map((p) => [p.code, p.name?.length])).toEqual([['text_too_long', textBound('name')]]);
  });

  it('removes bidirectional overrides and zero-width characters from every text', () => {
    const { row, problems } = validate({
      name: '\u202eData\u200b Days\u2066 2027\u2069\ufeff',
      venue: 'Hall\u200d \u2060A\u202a\u202c',
      city: 'Ber\u200clin',
    });
    expect(problems).toEqual([]);
    expect(row).toMatchObject({ name: 'Data Days 2027', venue: 'Hall A', city: 'Berlin' });
  });
});

describe('the text helpers', () => {
  it('cut a text at its bound, never between the two halves of a surrogate pair', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc');
    expect(cutText('ab\u{1f600}', 3)).toBe('ab');
  });

  it('keep a text without invisible characters as it is', () => {
    const text = 'Café Días';
    expect(withoutInvisible(text)).toBe(text);
    expect(withoutInvisible('a\u202db\u2067c')).toBe('abc');
  });
});
