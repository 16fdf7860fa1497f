/**
 * The hint of a search whose q is a person's sentence (docs/api.md, Zero results, `q_as_question`).
 * Every word of q must match, so a model that writes the question into q ("NLP conferences in
 * Europe next spring") finds nothing, and the hints of its single words name some filters but not
 * its dates or its "like X". Read as the connector tools read a question (../connector/reading.ts),
 * it is filters and a shorter q; when that reading adds a filter and finds events with the
 * caller's other filters, the hint gives every filter of that search and its total.
 */
import { parseQuery, type SnapshotIndex, search } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { readQuestion } from '../connector/reading.js';
import { InputParser } from '../input.js';
import { FILTER_PARAMETERS, type SearchResponse, searchQuery, toSearchFilters } from '../schemas/index.js';
import { renderFor, setting, type Transport, word } from '../transport-names.js';
import { typedValue } from '../views/hint-text.js';
import { ownValue } from '../../util/own-value.js';

type HintJson = NonNullable<SearchResponse['hints']>[number];

const PARSER = new InputParser({ query: searchQuery });

/** The filter a parameter feeds (country and countries the same one), or null when it chooses no events. */
const filterOf = (name: string) => ownValue(FILTER_PARAMETERS, name)?.filter ?? null;

/** The given parameters that choose events, q aside. */
function otherFilters(given: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, text] of Object.entries(given)) {
    if (name !== 'q' && filterOf(name) !== null && text.trim() !== '') kept[name] = text.trim();
  }
  return kept;
}

/**
 * The search of `parameters` (texts, as a query string holds them) for its first `limit` events;
 * undefined when a parameter's rules refuse one (a window they bound otherwise): no hint, no error.
 */
function searchOf(index: SnapshotIndex, parameters: Record<string, string>, limit: number, today: Day, moment: number) {
  try {
    const { query } = PARSER.fromArguments({ ...parameters, limit: String(limit) }, today);
    return search(index, { ...toSearchFilters(query), offset: 0, limit }, today, moment);
  } catch {
    return undefined;
  }
}

/** The id of the edition "like X" names: the first of the search of its acronym (and year), as the connector's. */
function likeId(index: SnapshotIndex, named: string, today: Day, moment: number): number | undefined {
  const [position] = searchOf(index, { acronym: named }, 1, today, moment)?.positions ?? [];
  return position === undefined ? undefined : index.store.columns.ids[position];
}

/**
 * The hint for a search of `given` that found nothing, when its q (plain words, no syntax) reads as
 * a question that finds events: else undefined.
 */
export function questionHint(
  index: SnapshotIndex,
  given: Readonly<Record<string, string>>,
  today: Day,
  moment: number,
  transport: Transport,
): HintJson | undefined {
  const q = given.q?.trim();
  if (q === undefined || q === '' || parseQuery(q).syntax) return undefined;
  const reading = readQuestion(index, q, today);
  // A list of subjects is several searches (the connector's), no one set of parameters; and a word
  // the data has none of (a misspelling) is the subject, not to be left out: its respelling is the fix.
  if (reading.anyOf !== undefined || reading.unread !== undefined) return undefined;
  const read: Record<string, string> = { ...reading.parameters };
  const notes = [...reading.notes];
  if (reading.like !== undefined) {
    const { bare, year } = reading.like;
    const named = year === null ? bare : `${bare} ${year}`;
    const id = likeId(index, named, today, moment);
    if (id === undefined) return undefined;
    read.similar_to = String(id);
    notes.unshift(`"like ${named}": the events like the ${named} event of id ${id}`);
  }
  const others = otherFilters(given);
  // The reading adds filters the caller did not give and replaces q. Where q names a filter the
  // caller gave ("in Japan" with country=France), the two disagree: the caller chooses, no hint.
  const givenFilters = new Set(Object.keys(others).map(filterOf));
  const added = Object.keys(read).filter((name) => name !== 'q');
  if (added.some((name) => givenFilters.has(filterOf(name)))) return undefined;
  // Words left out alone are no reading ("future", "annual"): the relaxations offer those.
  if (added.length === 0) return undefined;
  const parameters: Record<string, string> = { ...others, ...read };
  const total = searchOf(index, parameters, 0, today, moment)?.total ?? 0;
  if (total === 0) return undefined;
  // Each value of the type its parameter takes (year: 2027), as a tool's input schema checks it.
  const typed = Object.fromEntries(Object.entries(parameters).map(([name, text]) => [name, typedValue(name, text)]));
  const settings = Object.entries(typed).map(([name, value]) => setting(name, value));
  const said = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  const events = `${total.toLocaleString('en')} ${total === 1 ? 'event' : 'events'}`;
  const message =
    `Read as a question, q means ${settings.join(', ')}, which finds ${events}${said}. ` +
    `Send those ${word('parameters')} instead: q matches every one of its words.`;
  return {
    reason: 'q_as_question',
    parameter: 'q',
    value: read.q ?? '',
    message: renderFor(message, transport),
    parameters: typed,
  };
}
