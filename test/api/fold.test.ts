/** Line folding of the calendar feeds: at most 75 octets a line, and unfolding gives the text back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLines } from '../../src/api/feeds/fold.js';

const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('foldLines', () => {
  it('keeps every line within 75 octets, never splits a character, and unfolds to the text', () => {
    const pieces = fc.constantFrom('a', 'é', '機', '😀', ' ', ',', 'Ω', '\\n', '𝔘');
    fc.assert(
      fc.property(
        fc.array(
          fc.array(pieces, { maxLength: 200 }).map((chars) => chars.join('')),
          { maxLength: 5 },
        ),
        (lines) => {
          const text = lines.map((line) => `SUMMARY:${line}`).join('\r\n');
          const folded = foldLines(text);
          expect(unfold(folded)).toBe(text);
          for (const line of folded.split('\r\n')) {
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
            expect(line).not.toMatch(/[\ud800-\udbff]$/);
          }
        },
      ),
    );
  });

  it('leaves short lines alone and folds a long ASCII line at 75 octets', () => {
    expect(foldLines('UID:event-1@example.org\r\nEND:VEVENT')).toBe('UID:event-1@example.org\r\nEND:VEVENT');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const lines = foldLines(long).split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
  });
});
