/**
 * npm run bench:subjects -- --snapshot FILE [--editions] [--queries]
 * The sub-topics a snapshot serves for well-known venues (venues.ts): the share of venues whose
 * every edition's first sub-topic is one of the venue's fields, the share of editions whose first
 * is, and the share of all their sub-topics that are wrong. --editions prints each edition judged;
 * --queries prints the first page of q=<field> for eight fields, to be judged by hand.
 */
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { benchOptions } from '../common/options.js';
import { found, scoreVenues } from './score.js';
import { VENUES } from './venues.js';

/** The fields whose first page is judged by hand. */
const QUERIES = [
  'information retrieval',
  'natural language processing',
  'operating systems',
  'programming languages',
  'databases',
  'data mining',
  'computer graphics',
  'security',
];

const options = benchOptions('npm run bench:subjects -- --snapshot FILE [--editions] [--queries]', {
  snapshot: { type: 'text', description: 'the snapshot whose sub-topics are judged (required)' },
  today: { type: 'text', default: '2026-11-26', description: 'the day the searches are asked on' },
  editions: { type: 'flag', description: 'print each edition judged' },
  queries: { type: 'flag', description: 'print the first page of q=<field> for eight fields' },
});
if (options.snapshot === undefined) throw new Error('--snapshot FILE is required');
const today = parseIsoDate(options.today);
if (today === null) throw new Error('--today must be a date, YYYY-MM-DD');
const context = { index: openSnapshot(options.snapshot), today };
const { figures, judged } = scoreVenues(context, VENUES);
if (options.editions)
  for (const editions of judged)
    for (const e of editions)
      console.log(
        `${e.firstRight ? ' ' : 'x'} ${e.edition}: ${e.subTopics.join(', ')}${e.wrong.length ? `  [wrong: ${e.wrong.join(', ')}]` : ''}`,
      );
if (options.queries)
  for (const q of QUERIES) {
    console.log(`\nq=${q}`);
    for (const item of found(context, { q }))
      console.log(
        `  ${item.acronym ?? '-'} ${item.dates.start ?? 'undated'} | ${item.name.slice(0, 60)} | ${item.sub_topics.join(', ')}`,
      );
  }
const share = (part: number, whole: number) => `${part}/${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(0)}%)`;
console.log(`${VENUES.length} venues over ${options.snapshot}, asked on ${options.today}`);
console.table({
  'venues, every first sub-topic right': share(figures.venuesRight, figures.venues),
  'editions, first sub-topic right': share(figures.editionsFirstRight, figures.editions),
  'sub-topics wrong': share(figures.subTopicsWrong, figures.subTopics),
});
