/**
 * The reading said as text (docs/api.md, Connector tools): the parameters read, then what each
 * search of a list found, then the notes; and the counts the notes give ("42 events match: the
 * first 10 here", "7 more events have a paper deadline estimated in the window").
 */
import type { Found } from './listed-search.js';
import { listText } from './list-text.js';
import { heldCount } from './foreseen-held.js';
import type { Reading } from './reading.js';

/** "1 event", "6,166 events". */
export function eventCount(total: number): string {
  return `${total.toLocaleString('en')} ${total === 1 ? 'event' : 'events'}`;
}

/**
 * "42 events match: the first 10 here" when the page shows some of them; of a question asking
 * how many ("How many AI conferences in Germany in 2027?"), "1 event matches" of one showing all.
 */
export function countNote(total: number, shown: number, here: string, asked: boolean): string[] {
  if (total > shown) return [`${eventCount(total)} match: ${here}`];
  return asked ? [`${eventCount(total)} ${total === 1 ? 'matches' : 'match'}`] : [];
}

/**
 * "7 more events have a paper deadline estimated in the window, from past editions", and of those
 * `foreseen`, venues whose next edition is not listed yet, answered by their latest.
 */
export function estimatedCount(total: number, more: boolean, open: boolean, foreseen = 0): string {
  const events = `${more ? `${total.toLocaleString('en')} more ${total === 1 ? 'event' : 'events'}` : eventCount(total)}`;
  const where = open ? `ahead, ${total === 1 ? 'its call' : 'their calls'} not announced yet` : 'in the window';
  const venues = foreseen === 1 ? 'a venue' : 'venues';
  const unlisted = foreseen > 0 ? `, ${foreseen} of them ${venues} whose next edition is not listed yet` : '';
  return `${events} ${total === 1 ? 'has' : 'have'} a paper deadline estimated ${where}, from past editions${unlisted}`;
}

/** What a subject's page goes on with: deadlines estimated in the window, or venues foreseen in it. */
const moreCount = (found: Found, open: boolean): string =>
  found.held === undefined
    ? estimatedCount(found.estimated!, true, open, found.foreseen)
    : heldCount(found.held, found.heldUndated);

/** Values of a list the reading gives whole; a longer one ("Europe or Asia": 95 countries) by its first and count. */
const LIST_SAID = 10;
const shortList = (value: string): string => (value.split(',').length > LIST_SAID ? listText(value) : value);

/**
 * The reading as text: the parameters, then the notes ("acronym=VLDB, year=2027; not read:
 * \"smaller\""); with `found`, what each search of a list found, in place of the `listed` parameters.
 */
export function readingText(
  reading: Reading,
  found?: readonly { subject: string; found: Found }[],
  listed: readonly string[] = ['q'],
): string {
  const parameters = Object.entries(reading.parameters)
    .filter(([name]) => !listed.includes(name) || found === undefined)
    .map(([name, value]) => (name === 'q' ? `q="${value}"` : `${name}=${shortList(value)}`));
  const subjects = found?.map(({ subject, found }) => {
    const open = reading.parameters.cfp !== undefined;
    const what =
      found.total > 0
        ? `${eventCount(found.total)}${found.more ? `; ${moreCount(found, open)}` : ''}`
        : found.estimated !== undefined
          ? `none announced; ${estimatedCount(found.estimated, false, open, found.foreseen)}`
          : typeof found.note === 'string' || found.said !== undefined
            ? `none; ${found.said ?? found.note}`
            : 'none';
    return `${listed.includes('q') ? `"${subject}"` : subject} (${what})`;
  });
  // A note said twice ("notification in January 2027" written twice) is said once.
  const parts = [
    ...(parameters.length > 0 ? [parameters.join(', ')] : []),
    ...(subjects ? [`any of ${subjects.join(', ')}`] : []),
    ...new Set(reading.notes),
  ];
  return `Read as ${parts.join('; ')}.`;
}
