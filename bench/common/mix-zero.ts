/**
 * The searches of the random mix that find nothing (random-mix.ts), as people and assistants get
 * them: a word of q mistyped, filters whose values belong to different events, words of one event
 * with the filters of another, a place near which the other filters find nothing, a year with no
 * events. Each is drawn from the snapshot's events and kept only when it finds nothing, so that
 * every one is answered with relaxations, hints or suggestions.
 */
import { type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { dateParts, type Day } from '../../src/util/dates.js';
import type { MixFilter } from './mix-filters.js';

export const ZERO_KINDS = [
  'misspelt q',
  'filters apart',
  'q and filters apart',
  'near apart',
  'year with none',
] as const;
export type ZeroKind = (typeof ZERO_KINDS)[number];

/** Share of each kind among the searches that find nothing, of 100. */
export const ZERO_WEIGHTS: Readonly<Record<ZeroKind, number>> = {
  'misspelt q': 30,
  'filters apart': 30,
  'q and filters apart': 20,
  'near apart': 10,
  'year with none': 10,
};

/** What the mix's drawer lends these draws. */
export interface ZeroDrawer {
  readonly index: SnapshotIndex;
  readonly today: Day;
  next(): number;
  chance(p: number): boolean;
  /** A random event's position. */
  event(): number;
  /** One or two words of the event's name (or its acronym), as q; the last a prefix now and then, unless `whole`. */
  words(position: number, whole?: boolean): string | undefined;
  /** Sets `n` compatible filters from one event that has them all: its position, or undefined. */
  filters(f: SearchFilters, n: number, only?: readonly MixFilter[]): number | undefined;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typing mistake in a word of four letters or more: a letter left out, changed or swapped. */
function mistype(q: string, next: () => number): string {
  const words = q.split(' ');
  const at = words.findIndex((word) => word.length >= 4);
  if (at < 0) return q;
  const chars = [...words[at]!];
  const i = 1 + Math.floor(next() * (chars.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) chars.splice(i, 1);
  else if (kind === 1) chars[i] = LETTERS[Math.floor(next() * LETTERS.length)]!;
  else [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  words[at] = chars.join('');
  return words.join(' ');
}

/** The search of one kind, before it is checked to find nothing; undefined when the events do not fit. */
function draft(drawer: ZeroDrawer, kind: ZeroKind, f: SearchFilters): SearchFilters | undefined {
  const none = (position: number | undefined) => position === undefined;
  switch (kind) {
    case 'misspelt q': {
      const position = drawer.chance(0.4) ? drawer.filters(f, 1) : drawer.event();
      const q = position === undefined ? undefined : drawer.words(position, true);
      if (q === undefined) return undefined;
      f.q = mistype(q, () => drawer.next());
      return f;
    }
    case 'filters apart':
      return none(drawer.filters(f, 1)) || none(drawer.filters(f, drawer.chance(0.6) ? 1 : 2)) ? undefined : f;
    case 'q and filters apart': {
      const q = drawer.words(drawer.event());
      if (q === undefined || none(drawer.filters(f, drawer.chance(0.7) ? 1 : 2))) return undefined;
      f.q = q;
      return f;
    }
    case 'near apart':
      return none(drawer.filters(f, 1, ['near'])) || none(drawer.filters(f, 1, ['topic', 'subtopic', 'type']))
        ? undefined
        : f;
    case 'year with none': {
      const position = drawer.filters(f, 1, ['country', 'topic', 'subtopic', 'city', 'type']);
      if (position === undefined) return undefined;
      // Some years ahead of the event's, past the snapshot's last events.
      f.year = dateParts(eventAt(drawer.index.store, position).start).year + 4 + Math.floor(drawer.next() * 4);
      return f;
    }
  }
}

/** A search of `kind` that finds nothing, or undefined when the draw found something (or was refused). */
export function drawZero(drawer: ZeroDrawer, kind: ZeroKind, f: SearchFilters): SearchFilters | undefined {
  const drafted = draft(drawer, kind, f);
  if (drafted === undefined) return undefined;
  try {
    return search(drawer.index, { ...drafted, limit: 1, offset: 0 }, drawer.today).total === 0 ? drafted : undefined;
  } catch {
    // A value the search refuses (a region outside the country given) is no zero-result search.
    return undefined;
  }
}
