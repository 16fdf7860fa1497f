/**
 * Values too long for any answer (docs/api.md, Answer sizes): a source may give an event a name or
 * a description of any length, and every answer kind (JSON, MCP text, the connector's, a page, a
 * calendar) writes at most its first characters, with a note saying it was cut. Characters are
 * Unicode code points, counted on the value's UTF-8 bytes without decoding it.
 */
import type { Store } from '../store/store.js';

/** The most characters of each value an answer writes. */
export const LONG_VALUE_MAX = { name: 300, description: 5_000 } as const;
export type LongValueField = keyof typeof LONG_VALUE_MAX;
export const LONG_VALUE_FIELDS = ['name', 'description'] as const satisfies readonly LongValueField[];

const isLead = (byte: number): boolean => (byte & 0xc0) !== 0x80;

/** The characters of the UTF-8 text bytes[start, end). */
export function charactersOf(bytes: Uint8Array, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (isLead(bytes[i]!)) count++;
  return count;
}

/** Where the first `max` characters of bytes[start, end) end (`end` when it has no more). */
export function cutEnd(bytes: Uint8Array, start: number, end: number, max: number): number {
  // Fewer bytes than the most characters: fewer characters too.
  if (end - start <= max) return end;
  let count = 0;
  for (let i = start; i < end; i++) {
    if (isLead(bytes[i]!) && count++ === max) return i;
  }
  return end;
}

/** The UTF-8 bytes of the event's value. */
function valueBytes(store: Store, position: number, field: LongValueField): Uint8Array {
  const { name, description } = store.columns;
  return field === 'name' ? name.bytesAt(position) : description.bytesAt(position);
}

/** A value an answer writes cut: the event, which value and its whole length in characters. */
export interface LongValue {
  id: number;
  position: number;
  field: LongValueField;
  /** Characters written. */
  shown: number;
  /** Characters of the whole value. */
  of: number;
}

/** The values of the events at `positions` that answers cut (`fields`: those the answer writes). */
export function longValues(
  store: Store,
  positions: readonly number[],
  fields: readonly LongValueField[] = ['name', 'description'],
): LongValue[] {
  const found: LongValue[] = [];
  for (const position of positions) {
    for (const field of fields) {
      const bytes = valueBytes(store, position, field);
      const max = LONG_VALUE_MAX[field];
      if (cutEnd(bytes, 0, bytes.length, max) === bytes.length) continue;
      const of = charactersOf(bytes, 0, bytes.length);
      found.push({ id: store.columns.ids[position]!, position, field, shown: max, of });
    }
  }
  return found;
}

/** The value's text as answers give it: its first characters and "…" when it is longer. */
export function cutText(text: string, field: LongValueField): string {
  const max = LONG_VALUE_MAX[field];
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
