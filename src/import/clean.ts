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

/**
 * The XML character references a tracker's page template leaves in a name ("EuroS&amp;P"). By hand,
 * not with an HTML decoder: only these five and numeric references are read, in one pass, and a
 * reference to no character (a control, a surrogate, past U+10FFFF) is left as written; the named
 * HTML set is no tracker's.
 */
const REFERENCE_RE = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#[xX]([\da-fA-F]{1,6}));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A one-line text with its character references read. */
function withReferencesRead(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE_RE, (whole, name?: string, decimal?: string, hex?: string) => {
    if (name !== undefined) return NAMED[name]!;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    const readable = code > 0x1f && code !== 0x7f && (code < 0x80 || code > 0x9f) && code <= 0x10ffff;
    return readable && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** The bound of the field at `path` ("name", "aliases.alias", "sources.url"): a URL's is a website's. */
function fieldBound(path: string): number {
  return textBound(/(?:^|\.)(?:website|url)$/.test(path) ? 'website' : path);
}

/** How a text changed: control or invisible characters removed, character references read, or cut. */
type Change = 'cleaned' | 'references' | 'cut';
type Changed = (path: string, before: string, how: Change) => void;

/** The value with every text in it cleaned (plain objects and arrays are copied only where they change); `changed` is told each field's path. */
function cleanValue(value: unknown, path: string, changed: Changed): unknown {
  if (typeof value === 'string') {
    const bound = fieldBound(path);
    const oneLine = ONE_LINE_FIELDS.has(path);
    const clean = cleanText(value);
    if (clean !== value) changed(path, value, 'cleaned');
    const visible = oneLine ? withReferencesRead(clean) : clean;
    if (visible !== clean) changed(path, value, 'references');
    // Spacing changes no meaning: not noted.
    const cleaned = oneLine ? visible.replace(SPACES_RE, ' ').trim() : visible;
    if (cleaned.length <= bound) return cleaned;
    changed(path, value, 'cut');
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
    return cleanValue(item, '', (path, before, how) => {
      const code = how === 'cut' ? 'text_cut' : 'text_cleaned';
      if (seen.has(`${code} ${path}`)) return;
      seen.add(`${code} ${path}`);
      const bound = fieldBound(path);
      notes.push({
        source: result.format,
        recordId: cutText(recordId, fieldBound('source.recordId')),
        code,
        value: before.length > bound ? `${cutText(before, bound)}…` : before,
        detail:
          how === 'cut'
            ? `${path} cut to ${bound} characters (of ${before.length})`
            : how === 'references'
              ? `character references read in ${path}`
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
