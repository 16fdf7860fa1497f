/** Line folding of the calendar feeds: at most 75 octets a line, and unfolding gives the text back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoldedWriter } from '../../src/api/feeds/fold.js';

const unfold = (text: string) => text.replaceAll('\r\n ', '');

/** The texts written one after the other by one writer, as the text it hands out. */
function folded(writer: FoldedWriter, ...texts: string[]): string {
  for (const text of texts) writer.write(text);
  return writer.take().toString('utf8');
}

describe('FoldedWriter', () => {
  it('keeps every line within 75 octets, never splits a character, and unfolds to the text', () => {
    const pieces = fc.constantFrom('a', 'é', '機', '😀', ' ', ',', 'Ω', '\\n', '𝔘');
    const writer = new FoldedWriter();
    fc.assert(
      fc.property(
        fc.array(
          fc.array(pieces, { maxLength: 200 }).map((chars) => chars.join('')),
          { maxLength: 5 },
        ),
        (lines) => {
          const texts = lines.map((line) => `SUMMARY:${line}\r\n`);
          const text = folded(writer, ...texts);
          expect(unfold(text)).toBe(texts.join(''));
          for (const line of text.split('\r\n')) {
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
            expect(line).not.toContain('\ufffd');
          }
        },
      ),
    );
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
    const long = `DESCRIPTION:${'ü'.repeat(50_000)}`;
    const text = folded(writer, long.slice(0, 40), long.slice(40), '\r\nEND:VEVENT\r\n');
    expect(unfold(text)).toBe(`${long}\r\nEND:VEVENT\r\n`);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded(writer, 'A\r\n')).toBe('A\r\n');
  });
});
