/**
 * Names for the editions a tracker names by their acronym alone (docs/importers.md, Series names):
 * "ICSE 2026" named "ICSE" takes the full name its series' other editions give, "International
 * Conference on Software Engineering". Settled once every record is merged, so that the name does
 * not depend on which tracker came first.
 */
import { nameKey } from '../reference/fold.js';
import { seriesKey, splitAcronym } from '../source/acronym.js';
import type { ImportedEvent } from './record.js';

/** An edition that took its series' name: its place in the events, its acronym, the name and the one it had. */
export interface SeriesName {
  index: number;
  acronym: string | null;
  name: string;
  was: string;
}

/** A word that numbers an edition ("The Fourteenth International Conference ..."): such a name is one edition's. */
const ORDINAL_WORD_RE =
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth)\b/i;
/** A digit: a year or an edition's number ("2027 IEEE ...", "The 29th ..."). */
const DIGIT_RE = /\p{N}/u;

/** An acronym's words at most ("ICSE", "ACM MM", "Interspeech 2027"): a longer series is named by its name. */
const ACRONYM_WORDS = 3;
/** A name with a lower-case letter: one in capitals only is a tracker's shouting, not lent. */
const LOWER_RE = /\p{Ll}/u;

/** Whether an edition's name is only its series or its acronym, with or without the year. */
function acronymOnly(event: ImportedEvent): boolean {
  const name = nameKey(event.name);
  const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
  return [event.series, event.acronym, bare].some((text) => text !== null && nameKey(text) === name);
}

/** Whether a name is its edition's acronym alone, short as acronyms are. */
const acronymName = (event: ImportedEvent): boolean =>
  event.name.trim().split(/\s+/).length <= ACRONYM_WORDS && acronymOnly(event);

/** Whether a name may be lent to the series' other editions: a full name, not in capitals only, that numbers no edition. */
const seriesWide = (event: ImportedEvent): boolean =>
  !acronymOnly(event) && LOWER_RE.test(event.name) && !DIGIT_RE.test(event.name) && !ORDINAL_WORD_RE.test(event.name);

interface Candidate {
  name: string;
  editions: number;
  /** The latest start of an edition giving it ('' for none dated). */
  latest: string;
}

/** The better of two candidates: more editions give it, then a later edition does, then the first in order. */
const better = (a: Candidate, b: Candidate): boolean =>
  a.editions !== b.editions ? a.editions > b.editions : a.latest !== b.latest ? a.latest > b.latest : a.name < b.name;

/**
 * Gives each edition named by its acronym alone (three words at most) the name most of its
 * series' editions give that numbers no edition (no digit, no ordinal word) and is not in capitals
 * only; as many, the latest edition's. One pass over the events and one over their series.
 */
export function nameBySeries(events: ImportedEvent[]): SeriesName[] {
  const candidates = new Map<string, Map<string, Candidate>>();
  const bare: { index: number; series: string }[] = [];
  events.forEach((event, index) => {
    const series = event.series === null ? null : seriesKey(event.series);
    if (series === null) return;
    if (acronymName(event)) bare.push({ index, series });
    else if (seriesWide(event)) {
      let names = candidates.get(series);
      if (names === undefined) candidates.set(series, (names = new Map()));
      const key = nameKey(event.name);
      const start = event.start ?? '';
      const known = names.get(key);
      if (known === undefined) names.set(key, { name: event.name, editions: 1, latest: start });
      else {
        known.editions++;
        if (start > known.latest) known.latest = start;
      }
    }
  });
  const chosen = new Map<string, string>();
  for (const [series, names] of candidates) {
    let best: Candidate | undefined;
    for (const candidate of names.values()) if (best === undefined || better(candidate, best)) best = candidate;
    chosen.set(series, best!.name);
  }
  const named: SeriesName[] = [];
  for (const { index, series } of bare) {
    const name = chosen.get(series);
    if (name === undefined) continue;
    const event = events[index]!;
    named.push({ index, acronym: event.acronym, name, was: event.name });
    event.name = name;
  }
  return named;
}
