/**
 * Scores the sub-topics a snapshot serves for the venues of venues.ts: each edition the search finds
 * by the venue's acronyms (from 2000 on), whether its first sub-topic is one of the venue's fields,
 * and how many of its sub-topics are none of the venue's fields and others.
 */
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import type { HandlerContext } from '../../src/api/operation.js';
import { searchQuery } from '../../src/api/schemas/index.js';
import { LIMIT_MAX } from '../../src/api/schemas/rules.js';
import { nameKey } from '../../src/reference/fold.js';
import type { Venue } from './venues.js';

const PARSER = new InputParser({ query: searchQuery });
/** Editions read per venue: a venue has a few dozen at most. */
const EDITIONS_READ = LIMIT_MAX;

type Context = Pick<HandlerContext, 'index' | 'today'>;
export interface Item {
  acronym: string | null;
  name: string;
  dates: { start: string | null };
  sub_topics: string[];
}

/** The events a search finds (its first page of `limit`). */
export function found(context: Context, parameters: Readonly<Record<string, string>>): Item[] {
  const input = PARSER.fromArguments(parameters, context.today);
  return (JSON.parse(searchConferences(input, context).text) as { conferences: Item[] }).conferences;
}

export interface Judged {
  edition: string;
  subTopics: string[];
  firstRight: boolean;
  wrong: string[];
}

/** Each edition of a venue, judged. */
export function judgeVenue(context: Context, venue: Venue): Judged[] {
  const editions = found(context, {
    acronym: venue.acronyms.join(','),
    from: '2000-01-01',
    sort: 'date',
    limit: String(EDITIONS_READ),
  });
  const field = new Set(venue.field.map(nameKey));
  const right = new Set([...venue.field, ...venue.also].map(nameKey));
  return editions.map((item) => ({
    edition: `${item.acronym ?? item.name} ${item.dates.start?.slice(0, 4) ?? ''}`.trim(),
    subTopics: item.sub_topics,
    firstRight: item.sub_topics.length > 0 && field.has(nameKey(item.sub_topics[0]!)),
    wrong: item.sub_topics.filter((name) => !right.has(nameKey(name))),
  }));
}

export interface Figures {
  venues: number;
  /** Venues whose every edition's first sub-topic is one of its fields. */
  venuesRight: number;
  editions: number;
  editionsFirstRight: number;
  subTopics: number;
  subTopicsWrong: number;
}

/** The figures over every venue, and each venue's judged editions. */
export function scoreVenues(context: Context, venues: readonly Venue[]): { figures: Figures; judged: Judged[][] } {
  const judged = venues.map((venue) => judgeVenue(context, venue));
  const all = judged.flat();
  return {
    judged,
    figures: {
      venues: venues.length,
      venuesRight: judged.filter((editions) => editions.length > 0 && editions.every((e) => e.firstRight)).length,
      editions: all.length,
      editionsFirstRight: all.filter((e) => e.firstRight).length,
      subTopics: all.reduce((sum, e) => sum + e.subTopics.length, 0),
      subTopicsWrong: all.reduce((sum, e) => sum + e.wrong.length, 0),
    },
  };
}
