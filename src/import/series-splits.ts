/**
 * Two venues under one series (docs/importers.md, Series keys): trackers name different venues by
 * one acronym ("FSE" is ACM's Foundations of Software Engineering and IACR's Fast Software
 * Encryption; "SAC" ACM's Applied Computing and Selected Areas in Cryptography), and a series
 * written alike put their editions in one `editions` list, one `series=` and one "edition of each
 * series". The editions of one series key are joined when their names are alike (half the words
 * of the one with fewer in the other's) or their first sub-topics are one (a tracker's other
 * sub-topics join venues apart: ACM FSE 2027 is also listed under Cybersecurity); editions whose
 * names tell nothing but the acronym go with the most editions. When that leaves
 * venues apart, the one with the most editions (as many: the latest) keeps the series and each
 * other takes the series "<series> (<its first sub-topic>)": "FSE (Cryptography)".
 */
import { seriesKey } from '../source/acronym.js';
import { terms } from '../text/terms.js';
import type { ImportedEvent } from './record.js';
import { alikeWords, nameWords, type SeriesKeyChange } from './series-keys.js';

/** Name words read per edition (a venue's name is a few words; a longer one is hostile). */
const WORDS_PER_NAME = 64;
/** Editions of one series compared at most, pairwise (a series has tens; more is hostile). */
const MOST_EDITIONS = 200;

/** The words of an edition's name beside its acronym's. */
const wordsBeside = (event: ImportedEvent, acronymWords: ReadonlySet<string>): Set<string> =>
  new Set(
    nameWords(event)
      .filter((word) => !acronymWords.has(word))
      .slice(0, WORDS_PER_NAME),
  );

/** The venues of one series' editions (indexes into `events`), each a list of editions. */
function venuesOf(events: readonly ImportedEvent[], editions: readonly number[], series: string): number[][] {
  const acronymWords = new Set(terms(series));
  const words = editions.map((index) => wordsBeside(events[index]!, acronymWords));
  const fields = editions.map((index) => events[index]!.subTopics[0]?.toLowerCase());
  const parent = editions.map((_, at) => at);
  const root = (at: number): number => {
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!;
    return at;
  };
  for (let a = 0; a < editions.length; a++) {
    for (let b = a + 1; b < editions.length; b++) {
      const sameField = fields[a] !== undefined && fields[a] === fields[b];
      if (sameField || alikeWords(words[a]!, words[b]!)) parent[root(b)] = root(a);
    }
  }
  const groups = new Map<number, number[]>();
  for (const at of editions.keys()) {
    const key = root(at);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [at]);
    else group.push(at);
  }
  const venues = [...groups.values()];
  // Editions whose names tell nothing but the acronym ("FAccT", "evomusart 2025") go with the most editions.
  const telling = venues.filter((venue) => venue.some((at) => words[at]!.size > 0));
  const silent = venues.filter((venue) => !telling.includes(venue)).flat();
  if (telling.length === 0) return [editions.slice()];
  telling.sort((a, b) => b.length - a.length || latest(events, editions, b) - latest(events, editions, a));
  telling[0]!.push(...silent);
  return telling.map((venue) => venue.map((at) => editions[at]!));
}

const latest = (events: readonly ImportedEvent[], editions: readonly number[], venue: readonly number[]): number =>
  Math.max(...venue.map((at) => events[editions[at]!]!.year ?? 0));

/** The first sub-topic most of a venue's editions give, if any. */
function fieldOf(events: readonly ImportedEvent[], venue: readonly number[]): string | undefined {
  const counts = new Map<string, number>();
  for (const index of venue) {
    const first = events[index]!.subTopics[0];
    if (first !== undefined) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];
}

/**
 * Gives each venue beyond the first of a series its own series (see the top of this file); the
 * changes are returned for the report, as a series key's are.
 */
export function splitSeries(events: ImportedEvent[]): SeriesKeyChange[] {
  const bySeries = new Map<string, number[]>();
  for (const [index, event] of events.entries()) {
    const key = event.series === null ? null : seriesKey(event.series);
    if (key === null) continue;
    const editions = bySeries.get(key);
    if (editions === undefined) bySeries.set(key, [index]);
    else if (editions.length < MOST_EDITIONS) editions.push(index);
  }
  const changes: SeriesKeyChange[] = [];
  for (const editions of bySeries.values()) {
    if (editions.length < 2) continue;
    const series = events[editions[0]!]!.series!;
    const venues = venuesOf(events, editions, series);
    for (const venue of venues.slice(1)) {
      const field = fieldOf(events, venue);
      if (field === undefined) continue;
      for (const index of venue) {
        const event = events[index]!;
        const was = event.series!;
        event.series = `${was} (${field})`;
        changes.push({ index, series: event.series, was });
      }
    }
  }
  return changes;
}
