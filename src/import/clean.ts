/**
 * Control characters out of every text an importer read (docs/importers.md, Values): NUL, BEL, ESC
 * and the other C0 and C1 controls and DEL are removed, and tabs and line breaks become spaces,
 * before the merge and before anything is written, so none reaches an answer or a calendar feed.
 * Each record whose text changed is noted `text_cleaned`, once per field.
 */
import type { FormatResult, ImportNote } from './record.js';

/** Line breaks and tabs, each run read as one space. */
const BREAKS_RE = /[\t\n\v\f\r\u0085]+/g;
/** Every other control character (Unicode category Cc). */
const CONTROLS_RE = /\p{Cc}/gu;
const HAS_CONTROL_RE = /\p{Cc}/u;

/** A text without control characters: breaks and tabs as spaces, the rest removed. */
export function cleanText(text: string): string {
  if (!HAS_CONTROL_RE.test(text)) return text;
  return text.replace(BREAKS_RE, ' ').replace(CONTROLS_RE, '').replace(/ {2,}/g, ' ').trim();
}

/** The value with every text in it cleaned (plain objects and arrays are copied only where they change); `changed` is told each field's path. */
function cleanValue(value: unknown, path: string, changed: (path: string, before: string) => void): unknown {
  if (typeof value === 'string') {
    const cleaned = cleanText(value);
    if (cleaned !== value) changed(path, value);
    return cleaned;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const cleaned = cleanValue(item, path, changed);
      if (cleaned !== item) (copy ??= [...value])[i] = cleaned;
    });
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const cleaned = cleanValue(item, path === '' ? key : `${path}.${key}`, changed);
      if (cleaned !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = cleaned;
    }
    return copy ?? value;
  }
  return value;
}

/** An importer's result with every text of its events and rates cleaned, each change noted. */
export function cleanResult(result: FormatResult): FormatResult {
  const notes: ImportNote[] = [...result.notes];
  const clean = <T>(item: T, recordId: string): T => {
    const seen = new Set<string>();
    return cleanValue(item, '', (path, before) => {
      if (seen.has(path)) return;
      seen.add(path);
      notes.push({
        source: result.format,
        recordId,
        code: 'text_cleaned',
        value: before,
        detail: `control characters removed from ${path}`,
      });
    }) as T;
  };
  const events = result.events.map((event) => {
    const cleaned = clean(event, event.source.recordId);
    // The record's own source is the first of its sources: one object, as the merge expects.
    return cleaned === event ? event : { ...cleaned, source: cleaned.sources[0] ?? cleaned.source };
  });
  const rates = result.rates.map((rate) => clean(rate, `${rate.series} ${rate.year}`));
  return { ...result, events, rates, notes };
}
