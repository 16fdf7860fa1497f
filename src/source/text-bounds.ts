/**
 * The longest text each column of an events row takes, and the characters no text keeps
 * (docs/source-format.md, Texts): the builder reads a longer text cut (`text_cut`), and the
 * importers cut theirs to these bounds first (docs/importers.md, Values), so that no field of a
 * tracker can make a step of the build slow or an answer large.
 */

/** The bound of a text column not named in TEXT_BOUNDS. */
export const DEFAULT_TEXT_BOUND = 300;

/** Characters, per column of the events table. */
export const TEXT_BOUNDS: Readonly<Record<string, number>> = {
  name: 300,
  acronym: 100,
  city: 200,
  region: 200,
  country: 200,
  venue: 500,
  organizer: 500,
  website: 2000,
  contact_email: 320,
  description: 5000,
};

/** The bound of `column`. */
export function textBound(column: string): number {
  return TEXT_BOUNDS[column] ?? DEFAULT_TEXT_BOUND;
}

/**
 * The builder's bound of a name or description in an operator's row: every answer writes these
 * two cut to its own bound and says so (docs/api.md, Answer sizes), so the builder keeps more of
 * them than the importers do, only enough to keep each step of the build short.
 */
export const BUILD_LONG_TEXT_MAX = 100_000;

/** The builder's bound of `column`: a longer text is read cut to it (`text_cut`). */
export function buildTextBound(column: string): number {
  return column === 'name' || column === 'description' ? BUILD_LONG_TEXT_MAX : textBound(column);
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069) and
 * zero-width characters (U+200B to U+200D, U+2060, U+FEFF): invisible, and able to make a name read
 * as another one.
 */
const INVISIBLE_RE = /[\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/g;
const HAS_INVISIBLE_RE = /[\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/;

/** `text` without the invisible characters above (the same string when it has none). */
export function withoutInvisible(text: string): string {
  return HAS_INVISIBLE_RE.test(text) ? text.replace(INVISIBLE_RE, '') : text;
}

/** The first `bound` characters of `text`, a surrogate pair never cut in two. */
export function cutText(text: string, bound: number): string {
  if (text.length <= bound) return text;
  const last = text.charCodeAt(bound - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? bound - 1 : bound);
}

/**
 * A name as a list of changes writes it (the change log, its feeds): its first TEXT_BOUNDS.name
 * characters, then "…" when it had more, as every answer writes a name (docs/api.md, Answer
 * sizes). A name so cut is itself.
 */
export function listedName(name: string): string {
  const bound = TEXT_BOUNDS.name!;
  return name.length <= bound + 1 ? name : `${cutText(name, bound)}…`;
}
