/**
 * Control characters out of every text an importer read (docs/importers.md, Values): NUL, BEL, ESC
 * and the other C0 and C1 controls and DEL are removed, and tabs and line breaks become spaces,
 * before the merge and before anything is written, so none reaches an answer or a calendar feed.
 * Bidirectional overrides and zero-width characters are removed too, and a text over its field's
 * bound (src/source/text-bounds.ts) is cut to it. Each record whose text changed is noted
 * `text_cleaned` or `text_cut`, once per field.
 */
import { cutText, textBound, withoutInvisible } from '../source/text-bounds.js';
import type { FormatResult, ImportNote } from './record.js';

/** Line breaks and tabs, each run read as one space. */
const BREAKS_RE = /[\t\n\v\f\r\u0085]+/g;
/** Every other control character (Unicode category Cc). */
const CONTROLS_RE = /\p{Cc}/gu;
const HAS_CONTROL_RE = /\p{Cc}/u;

/** A text without control or invisible characters: breaks and tabs as spaces, the rest removed. */
export function cleanText(text: string): string {
  const visible = withoutInvisible(text);
  if (!HAS_CONTROL_RE.test(visible)) return visible;
  return visible.replace(BREAKS_RE, ' ').replace(CONTROLS_RE, '').replace(/ {2,}/g, ' ').trim();
}

/** Fields of one line whose runs of spaces are one space, ends trimmed: "C++ Russia  Moscow" is "C++ Russia Moscow". */
const ONE_LINE_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'acronym',
  'series',
  'city',
  'region',
  'country',
  'venue',
  'aliases.alias',
]);
const SPACES_RE = / {2,}/g;

/** The bound of the field at `path` ("name", "aliases.alias", "sources.url"): a URL's is a website's. */
function fieldBound(path: string): number {
  return textBound(/(?:^|\.)(?:website|url)$/.test(path) ? 'website' : path);
}

type Changed = (path: string, before: string, cut: boolean) => void;

/** The value with every text in it cleaned (plain objects and arrays are copied only where they change); `changed` is told each field's path. */
function cleanValue(value: unknown, path: string, changed: Changed): unknown {
  if (typeof value === 'string') {
    const bound = fieldBound(path);
    const visible = cleanText(value);
    if (visible !== value) changed(path, value, false);
    // Spacing changes no meaning: not noted.
    const cleaned = ONE_LINE_FIELDS.has(path) ? visible.replace(SPACES_RE, ' ').trim() : visible;
    if (cleaned.length <= bound) return cleaned;
    changed(path, value, true);
    return cutText(cleaned, bound).trim();
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
    return cleanValue(item, '', (path, before, cut) => {
      const code = cut ? 'text_cut' : 'text_cleaned';
      if (seen.has(`${code} ${path}`)) return;
      seen.add(`${code} ${path}`);
      const bound = fieldBound(path);
      notes.push({
        source: result.format,
        recordId: cutText(recordId, fieldBound('source.recordId')),
        code,
        value: before.length > bound ? `${cutText(before, bound)}…` : before,
        detail: cut
          ? `${path} cut to ${bound} characters (of ${before.length})`
          : `control or invisible characters removed from ${path}`,
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
