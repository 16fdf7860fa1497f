/**
 * A website as the builder takes it, one rule for the builder and every importer
 * (docs/importers.md, Values): what the importer writes, the builder takes.
 */
import { describe, expect, it } from 'vitest';
import { RecordNotes, websiteOf } from '../../src/import/read-values.js';
import type { ImportNote } from '../../src/import/record.js';
import { fixedUrl, isWebsite } from '../../src/source/fixes.js';

function imported(text: string): { website: string | null; codes: string[] } {
  const notes: ImportNote[] = [];
  const website = websiteOf(text, new RecordNotes(notes, 'ai-deadlines', 'x#1'));
  return { website, codes: notes.map((note) => note.code) };
}

describe('websites', () => {
  it('corrects a mistyped scheme and encodes spaces', () => {
    expect(fixedUrl('htps://www.usenix.org/conference/atc25/')).toBe('https://www.usenix.org/conference/atc25/');
    expect(fixedUrl('https//example.org')).toBe('https://example.org');
    expect(fixedUrl('http;//example.org/a')).toBe('http://example.org/a');
    expect(fixedUrl('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(fixedUrl('https://')).toBeUndefined();
  });

  it('writes only what the builder takes: fixed with a note, or left out with a note', () => {
    for (const text of ['htps://www.usenix.org/conference/atc25/', 'https://', 'example.org', 'ftp://x.org', 'n/a']) {
      const { website, codes } = imported(text);
      if (website !== null) expect(isWebsite(website), text).toBe(true);
      expect(codes, text).toEqual([website === null ? 'website_dropped' : 'website_fixed']);
    }
    expect(imported('https://example.org')).toEqual({ website: 'https://example.org', codes: [] });
  });
});
