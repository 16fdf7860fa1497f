/**
 * JSON text written straight into one growing UTF-8 buffer: an answer's events are copied from the
 * store's UTF-8 columns with JSON.stringify's escaping, so a page needs no JS string per value, no
 * concatenation and no measuring and encoding of a long string before it is sent.
 *
 * Written by hand: JSON libraries take JS values (objects, strings) as their input; here the
 * input is already UTF-8 bytes in a column, and only their escaping needs doing.
 */

import { GrowingBytes } from './growing-bytes.js';
import { keptBytes } from './kept-bytes.js';

/** JSON.stringify's escape of each byte below 0x20 and of `"` and `\`, as bytes; undefined: as is. */
const ESCAPES: (Uint8Array | undefined)[] = Array.from({ length: 256 }, (_, byte) => {
  if (byte >= 0x20 && byte !== 0x22 && byte !== 0x5c) return undefined;
  const escaped = JSON.stringify(String.fromCharCode(byte)).slice(1, -1);
  return Uint8Array.from(escaped, (char) => char.charCodeAt(0));
});

/**
 * A value's JSON string, encoded as UTF-8 once and kept (for values written again and again): in
 * bytes that hold no more memory than their length (kept-bytes.ts), never in a slice of Node's
 * shared pool. A value written once takes `JsonBytes.text(JSON.stringify(value))` instead.
 */
export const encodedJson = (text: string): Uint8Array => keptBytes(JSON.stringify(text));

const QUOTE = 0x22;
/** Fragments up to this length are copied byte by byte: cheaper than a native call for a few bytes. */
const SHORT = 32;

export class JsonBytes extends GrowingBytes {
  constructor(initialSize = 1 << 16) {
    super(initialSize);
  }

  /** Starts a new text (the buffer is kept). */
  reset(): this {
    this.end = 0;
    return this;
  }

  /** JSON text given as a JS string (already escaped: a key, a number, a quoted value). */
  text(json: string): void {
    const length = json.length;
    const bytes = this.room(length);
    let at = this.end;
    for (let i = 0; i < length; i++) {
      const code = json.charCodeAt(i);
      if (code >= 0x80) {
        this.end = at;
        this.utf8(json, i);
        return;
      }
      bytes[at++] = code;
    }
    this.end = at;
  }

  /** The rest of `json` from index `from` on, UTF-8 encoded (at most 3 bytes per UTF-16 unit). */
  private utf8(json: string, from: number): void {
    const rest = from === 0 ? json : json.slice(from);
    const bytes = this.room(3 * rest.length);
    this.end += bytes.write(rest, this.end, 'utf8');
  }

  /** Bytes that are JSON text already (a pre-encoded fragment). */
  raw(fragment: Uint8Array): void {
    const length = fragment.length;
    const bytes = this.room(length);
    const at = this.end;
    if (length > SHORT) bytes.set(fragment, at);
    else for (let i = 0; i < length; i++) bytes[at + i] = fragment[i]!;
    this.end = at + length;
  }

  /** A JSON string of the UTF-8 text source[start, end), escaped as JSON.stringify escapes it. */
  quoted(source: Uint8Array, start: number, end: number): void {
    // Each byte takes at most 6 (\u00XX), plus the quotes.
    const bytes = this.room(6 * (end - start) + 2);
    let at = this.end;
    bytes[at++] = QUOTE;
    for (let i = start; i < end; i++) {
      const byte = source[i]!;
      const escaped = byte < 0x20 || byte === 0x22 || byte === 0x5c ? ESCAPES[byte]! : undefined;
      if (escaped === undefined) bytes[at++] = byte;
      else for (let k = 0; k < escaped.length; k++) bytes[at++] = escaped[k]!;
    }
    bytes[at++] = QUOTE;
    this.end = at;
  }

  /** Ends the JSON string just written with "…": a value cut short (its closing quote moves after it). */
  cutMark(): void {
    this.end--;
    this.text('…"');
  }

  /** A whole number's digits (a non-negative safe integer; anything else as String() writes it). */
  integer(value: number): void {
    if (!(value >= 0 && value <= Number.MAX_SAFE_INTEGER) || !Number.isInteger(value)) {
      this.text(String(value));
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    const bytes = this.room(digits);
    let rest = value;
    for (let i = this.end + digits - 1; i >= this.end; i--) {
      bytes[i] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.end += digits;
  }

  /** Bytes [start, end) of the text written, as a view valid until the next write (to copy into another). */
  part(start: number, end: number): Uint8Array {
    return this.bytes.subarray(start, end);
  }

  /** The text written since the last reset, in a Buffer of its own of the exact size. */
  toBuffer(): Buffer {
    return this.copyOut();
  }

  /** The text written since the last reset, as a JS string. */
  override toString(): string {
    return this.bytes.toString('utf8', 0, this.end);
  }
}
