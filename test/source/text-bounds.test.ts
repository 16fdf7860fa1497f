/** The bound of every text column and the characters no text keeps (docs/source-format.md, Texts). */
import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { loadPlaces } from '../../src/source/location.js';
import type { SourceRow } from '../../src/source/schema.js';
import {
  BUILD_LONG_TEXT_MAX,
  buildTextBound,
  cutText,
  TEXT_BOUNDS,
  textBound,
  withoutInvisible,
} from '../../src/source/text-bounds.js';
import { validateRow } from '../../src/source/validate.js';
import { type RowInput, sourceRow } from '../fixtures/source.js';

const countries = new CountryResolver(loadCountries());
const places = loadPlaces();

function validate(overrides: RowInput) {
  return validateRow(sourceRow(overrides) as unknown as SourceRow, countries, places);
}

describe('text bounds of the events table', () => {
  it('reads a name, venue, organizer, city or description over its bound cut to it, with a warning', () => {
    for (const column of ['name', 'venue', 'organizer', 'city', 'description'] as const) {
      const bound = buildTextBound(column);
      expect(
        validate({ [column]: 'x'.repeat(bound) }).problems.map((p) => p.code),
        column,
      ).not.toContain('text_cut');
      const { row, problems } = validate({ [column]: 'x'.repeat(bound + 1) });
      expect(row, column).not.toBeNull();
      expect(
        problems.find((p) => p.code === 'text_cut'),
        column,
      ).toMatchObject({
        column,
        severity: 'warning',
        value: `${'x'.repeat(40)}…`,
        suggestion: `cut to ${bound} characters of ${bound + 1}`,
      });
    }
  });

  it('keeps more of a name or description than the importers do: every answer cuts those itself', () => {
    expect(buildTextBound('name')).toBeGreaterThan(TEXT_BOUNDS.name!);
    expect(buildTextBound('description')).toBeGreaterThan(TEXT_BOUNDS.description!);
    expect(buildTextBound('venue')).toBe(TEXT_BOUNDS.venue);
  });

  it('reads a name of a million characters in one word quickly, cut, the report naming the cut', () => {
    const { row, problems } = validate({ name: 'x'.repeat(1_000_000) });
    expect(row?.name).toBe('x'.repeat(BUILD_LONG_TEXT_MAX));
    expect(problems.map((p) => [p.code, p.severity, p.name?.length])).toEqual([
      ['text_cut', 'warning', textBound('name')],
    ]);
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
