/**
 * A place a record gives as a city and a country apart (src/import/read-values.ts, placeOfParts;
 * docs/importers.md, Places): the same territories and spellings as a place in one text; and a
 * place in one text that names none ("Earth").
 */
import { describe, expect, it } from 'vitest';
import { placeOfParts, placeOfText, RecordNotes } from '../../src/import/read-values.js';
import type { ImportNote } from '../../src/import/record.js';
import { importContext } from './context.js';

function place(city: string | null, country: string) {
  const notes: ImportNote[] = [];
  return placeOfParts(city, country, importContext(), new RecordNotes(notes, 'ai-deadlines', 'one'));
}

describe('a city and a country given apart', () => {
  it('reads Hong Kong given in China as Hong Kong, as the one-text place is read', () => {
    for (const city of ['Hong Kong', 'Hong Kong SAR'])
      expect(place(city, 'China'), city).toMatchObject({ city: 'Hong Kong', country: 'Hong Kong' });
    expect(place('Taiwan', 'China')).toMatchObject({ city: null, country: 'Taiwan' });
    expect(place('Taipei', 'China')).toMatchObject({ city: 'Taipei', country: 'Taiwan' });
    expect(place('Shanghai', 'China')).toMatchObject({ city: 'Shanghai', country: 'China' });
  });

  it('spells Macao one way and keeps any other city of China in China', () => {
    expect(place('Macao SAR', 'China')).toMatchObject({ city: 'Macau', country: 'China' });
    expect(place('Shanghai', 'China')).toMatchObject({ city: 'Shanghai', country: 'China' });
  });
});

describe('a place in one text that names no place', () => {
  const text = (written: string) => {
    const notes: ImportNote[] = [];
    const read = placeOfText(written, importContext(), new RecordNotes(notes, 'ai-deadlines', 'one'));
    return { read, codes: notes.map((note) => note.code) };
  };

  it('keeps "Earth", "Anywhere" and "None" alone unknown, not the towns Earth in Texas and None in Italy', () => {
    for (const written of ['earth', 'Earth', ' Planet Earth ', 'Anywhere', 'everywhere', 'None', 'null']) {
      const { read, codes } = text(written);
      expect(read, written).toMatchObject({ city: null, country: null, online: false });
      expect(codes, written).toContain('place_unknown');
    }
    expect(text('Earthquake Research Institute, Tokyo, Japan').read).toMatchObject({ country: 'Japan' });
  });
});
