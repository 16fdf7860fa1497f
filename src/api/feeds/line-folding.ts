/**
 * Line folding (RFC 5545, 3.1): a content line longer than 75 octets of UTF-8 is split into lines
 * of at most 75 octets, each continuation starting with a space; a character is never split.
 * Hand-written because ical-generator's foldLines encodes each character with a new TextEncoder,
 * which took 1.5 s for a feed of 1,000 events with deadlines. Here the library's text is written
 * as UTF-8 into one buffer and folded there, where octets are counted as they are: a fold is put
 * in at the first byte of the character that would be the 76th octet.
 */
import { GrowingBytes } from '../../util/growing-bytes.js';

const LIMIT = 75;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
/** What a fold adds: CRLF and a space. */
const FOLD_OCTETS = 3;
/** Room to ask for a text of n UTF-16 units: at most 3 octets a unit, and its folds (fewer than one in 24 octets). */
const OCTETS_PER_UNIT_BOUND = 4;
const FIRST_CAPACITY = 1 << 16;

/** Whether a byte continues a UTF-8 character (10xxxxxx). */
const continues = (byte: number): boolean => (byte & 0xc0) === 0x80;

/**
 * Text written as UTF-8 into one kept buffer (util/growing-bytes.ts), its lines folded as they are
 * written, so that writing a feed leaves no garbage but the copy that `take` hands out.
 */
export class FoldedWriter extends GrowingBytes {
  /** Where the current line starts. */
  #lineStart = 0;

  constructor() {
    super(FIRST_CAPACITY);
  }

  /**
   * Writes `text` (CRLF-separated lines, the last one ended or not) and folds its lines. Text all
   * ASCII (the library's own lines, and most values) has an octet per character: its lines are
   * found with the string's indexOf and only a long one is looked at byte by byte.
   */
  write(text: string): void {
    const from = this.end;
    const octets = this.room(text.length * OCTETS_PER_UNIT_BOUND).write(text, from, 'utf8');
    this.end += octets;
    if (octets !== text.length) {
      this.#fold(from, this.end);
      return;
    }
    // Where the text's character `i` is in the buffer: i + shift (each fold moves the rest on).
    let shift = from;
    for (let start = 0; start < text.length; ) {
      const lf = text.indexOf('\n', start);
      const end = lf === -1 ? text.length : lf + 1;
      // The line's octets up to its LF (its CR counted too: a line of 75 is looked at, not folded).
      if ((lf === -1 ? end : lf) + shift - this.#lineStart > LIMIT) shift += this.#fold(start + shift, end + shift);
      else if (lf !== -1) this.#lineStart = end + shift;
      start = end;
    }
  }

  /** The text written so far, in a Buffer of its own size; the writer starts again empty. */
  take(): Buffer {
    const out = this.copyOut();
    this.restart();
    return out;
  }

  /** Drops what was written (what a text that failed half-way left). */
  restart(): void {
    this.end = 0;
    this.#lineStart = 0;
  }

  /**
   * Folds the lines of the bytes from `from` to `to` (the line at `from` started at #lineStart),
   * moving the bytes after them on; the octets it added.
   */
  #fold(from: number, to: number): number {
    const bytes = this.bytes;
    let lineStart = this.#lineStart;
    let end = to;
    for (let at = from; at < end; at++) {
      const byte = bytes[at]!;
      if (byte === LF) {
        lineStart = at + 1;
      } else if (at - lineStart >= LIMIT && byte !== CR) {
        // `at` would be the 76th octet: fold before the character it is part of.
        let cut = at;
        while (continues(bytes[cut]!)) cut--;
        bytes.copyWithin(cut + FOLD_OCTETS, cut, this.end);
        bytes[cut] = CR;
        bytes[cut + 1] = LF;
        bytes[cut + 2] = SPACE;
        end += FOLD_OCTETS;
        this.end += FOLD_OCTETS;
        // The continuation line starts at its space, which counts as its first octet.
        lineStart = cut + 2;
        at = cut + 2;
      }
    }
    this.#lineStart = lineStart;
    return end - to;
  }
}
