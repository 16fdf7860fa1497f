/** Line folding of the calendar feeds: at most 75 octets a line, and unfolding gives the text back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoldedWriter } from '../../src/api/feeds/line-folding.js';

const unfold = (text: string) => text.replaceAll('\r\n ', '');

/** The texts written one after the other by one writer, as the text it hands out. */
function folded(writer: FoldedWriter, ...texts: string[]): string {
  for (const text of texts) writer.write(text);
  return writer.take().toString('utf8');
}

describe('FoldedWriter', () => {
  /** Lines made of `pieces`, written in two parts: every line within 75 octets, unfolding to the text. */
  function checkFolding(pieces: fc.Arbitrary<string>) {
    const writer = new FoldedWriter();
    fc.assert(
      fc.property(
        fc.array(
          fc.array(pieces, { maxLength: 200 }).map((chars) => chars.join('')),
          { maxLength: 5 },
        ),
        fc.nat(),
        (lines, cut) => {
          const whole = lines.map((line) => `SUMMARY:${line}\r\n`).join('');
          // The first part ends anywhere but inside a pair (no text holds half a character).
          let at = whole.length === 0 ? 0 : cut % whole.length;
          if (/[\udc00-\udfff]/.test(whole[at] ?? '')) at--;
          const text = folded(writer, whole.slice(0, at), whole.slice(at));
          expect(unfold(text)).toBe(whole);
          for (const line of text.split('\r\n')) {
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
            expect(line).not.toContain('\ufffd');
          }
        },
      ),
    );
  }

  it('keeps every line within 75 octets, never splits a character, and unfolds to the text', () => {
    checkFolding(fc.constantFrom('a', 'é', '機', '😀', ' ', ',', 'Ω', '\\n', '𝔘', 'b', 'c'));
  });

  it('does the same for text all ASCII (an octet a character)', () => {
    checkFolding(fc.constantFrom('a', ' ', ',', '\\n', 'bc', 'defgh'));
  });

  it('leaves short lines alone and folds a long ASCII line at 75 octets', () => {
    const writer = new FoldedWriter();
    expect(folded(writer, 'UID:event-1@example.org\r\nEND:VEVENT')).toBe('UID:event-1@example.org\r\nEND:VEVENT');
    expect(folded(writer, `X:${'x'.repeat(73)}\r\n`)).toBe(`X:${'x'.repeat(73)}\r\n`);
    const lines = folded(writer, `DESCRIPTION:${'x'.repeat(200)}`).split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
    expect(lines.map((line) => line.length)).toEqual([75, 75, 64]);
  });

  it('folds a line written in pieces, and grows past its first buffer', () => {
    const writer = new FoldedWriter();
    const ascii = `DESCRIPTION:${'x'.repeat(100)}\r\nEND:VEVENT\r\n`;
    expect(folded(writer, ascii.slice(0, 50), ascii.slice(50, 90), ascii.slice(90))).toBe(folded(writer, ascii));
    const long = `DESCRIPTION:${'ü'.repeat(50_000)}`;
    const text = folded(writer, long.slice(0, 40), long.slice(40), '\r\nEND:VEVENT\r\n');
    expect(unfold(text)).toBe(`${long}\r\nEND:VEVENT\r\n`);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded(writer, 'A\r\n')).toBe('A\r\n');
  });
});
