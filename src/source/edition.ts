/**
 * What names an event as an edition of a series, and its standing (docs/source-format.md, Acronyms
 * and series, Ranks): the bare acronym, the series key, and the CORE and CCF ranks.
 */
import { type AcronymParts, acronymInName, disagreesWithName, seriesKey, splitAcronym } from './acronym.js';
import type { Report } from './location.js';
import { CCF_RANKS, CORE_RANKS, type CcfRank, type CoreRank } from './schema.js';

export interface Edition {
  /** The acronym without the edition's year and number ("ICML" of "ICML 2027"). */
  bareAcronym: string | null;
  /** The series key: the `series` column folded, else the bare acronym folded; null when neither. */
  series: string | null;
  coreRank: CoreRank | null;
  ccfRank: CcfRank | null;
}

/** The text columns of a row, trimmed, empty as null, undefined when not text (reported elsewhere). */
type Fields = Readonly<Record<string, string | null | undefined>>;

/** The edition of a row: acronym, series and ranks, with a warning for each rank off its scale. */
export function readEdition(fields: Fields, name: string | null, report: Report): Edition {
  const acronym = fields.acronym ?? null;
  const parts = acronym === null ? null : splitOnce(acronym);
  const inName = name === null ? null : acronymInName(name);
  if (parts && inName && disagreesWithName(parts, inName.parts)) {
    report('acronym_name_mismatch', 'acronym', acronym, `the name says ${inName.text}`);
  }
  const bareAcronym = parts?.bare ?? null;
  const given = fields.series ?? null;
  return {
    bareAcronym,
    series:
      (given === null ? null : seriesKeyOnce(given)) ?? (bareAcronym === null ? null : seriesKeyOnce(bareAcronym)),
    coreRank: rank(fields.core_rank ?? null, CORE_RANKS, 'core_rank', report),
    ccfRank: rank(fields.ccf_rank ?? null, CCF_RANKS, 'ccf_rank', report),
  };
}

/**
 * Acronyms and series recur over a million rows (every edition of ICML writes "ICML 2027" or the
 * like), so each distinct text is split or folded once. The memos are emptied when they grow past
 * a bound, so that a long run over varied data holds no more than that.
 */
const MEMO_LIMIT = 200_000;
const splits = new Map<string, AcronymParts>();
const seriesKeys = new Map<string, string | null>();

function splitOnce(acronym: string): AcronymParts {
  let parts = splits.get(acronym);
  if (parts === undefined) {
    if (splits.size >= MEMO_LIMIT) splits.clear();
    splits.set(acronym, (parts = splitAcronym(acronym)));
  }
  return parts;
}

function seriesKeyOnce(text: string): string | null {
  let key = seriesKeys.get(text);
  if (key === undefined) {
    if (seriesKeys.size >= MEMO_LIMIT) seriesKeys.clear();
    seriesKeys.set(text, (key = seriesKey(text)));
  }
  return key;
}

/** A rank of the scale (any case: "a*" is A*), or null with a warning when it is off the scale. */
function rank<R extends string>(value: string | null, scale: readonly R[], column: string, report: Report): R | null {
  if (value === null) return null;
  const upper = value.toUpperCase() as R;
  if (scale.includes(upper)) return upper;
  report('rank_unknown', column, value, `one of ${scale.join(', ')}; leave ${column} empty when the event is unranked`);
  return null;
}
