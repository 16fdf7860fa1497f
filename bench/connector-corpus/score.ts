/**
 * Scores the connector corpus (README.md here) over one snapshot: each question is asked of the
 * connector search as ChatGPT's connectors and deep research ask it, and answered when its first
 * result is one of the events that answer it (the search of `means`, or any of several such
 * searches; `similar_to` names an edition, "CHI 2027", looked up by its acronym), when every series
 * of `acronyms` is among the results, or, for a question nothing fits, when the answer says what it
 * left out or why it is empty (unless the data has events for its `whole` search: then the first
 * result must be one of them). A question the connector refuses is missed.
 */
import { connectorSearch } from '../../src/api/connector/answers.js';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import type { HandlerContext } from '../../src/api/operation.js';
import { searchQuery } from '../../src/api/schemas/index.js';
import { LIMIT_MAX } from '../../src/api/schemas/rules.js';
import type { CorpusCase, Means } from './cases.js';

const PARSER = new InputParser({ query: searchQuery });
const PAGE = LIMIT_MAX;
/** At most this many events of one `means` are read (all of them over the public trackers). */
const MAX_EVENTS = 20_000;

type Context = Pick<HandlerContext, 'index' | 'today'>;
interface Found {
  conferences: { id: number }[];
}
interface Answer {
  results: { id: string; title: string }[];
  message?: string;
  reading?: string;
}

/** The ids of the events a search finds (at most MAX_EVENTS). */
function idsOf(context: Context, parameters: Readonly<Record<string, string>>): Set<string> {
  const ids = new Set<string>();
  for (let offset = 0; offset < MAX_EVENTS; offset += PAGE) {
    const input = PARSER.fromArguments({ ...parameters, limit: String(PAGE), offset: String(offset) }, context.today);
    const { conferences } = JSON.parse(searchConferences(input, context).text) as Found;
    for (const { id } of conferences) ids.add(String(id));
    if (conferences.length < PAGE) break;
  }
  return ids;
}

/** `means` with an edition named by `similar_to` ("CHI 2027") given as its id; undefined when no event has it. */
function resolved(context: Context, means: Readonly<Record<string, string>>) {
  if (means.similar_to === undefined || /^\d+$/.test(means.similar_to)) return means;
  const [id] = idsOf(context, { acronym: means.similar_to });
  return id === undefined ? undefined : { ...means, similar_to: id };
}

/** Every event that answers the case (any of its searches). */
export function answeringEvents(context: Context, means: Means): Set<string> {
  const ids = new Set<string>();
  for (const one of Array.isArray(means) ? means : [means]) {
    const parameters = resolved(context, one);
    if (parameters) for (const id of idsOf(context, parameters)) ids.add(id);
  }
  return ids;
}

/** The connector's answer to a sentence, as the route gives it. */
export function askConnector(context: Context, sentence: string): Answer {
  return connectorSearch({ query: { query: sentence }, params: {}, given: {} }, { ...context }) as Answer;
}

/** Why the answer to a case misses, or undefined when it is answered. */
function missOf(context: Context, corpusCase: CorpusCase): string | undefined {
  let answer: Answer;
  try {
    answer = askConnector(context, corpusCase.sentence);
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
  const { results, message } = answer;
  const shown = results.map((result) => result.title).join('; ') || `no results (${message ?? 'no message'})`;
  if (corpusCase.acronyms) {
    for (const acronym of corpusCase.acronyms) {
      const ids = idsOf(context, { acronym });
      if (ids.size === 0) return `${acronym} is not in the data`;
      if (!results.some((result) => ids.has(result.id))) return `${acronym} missing: ${shown}`;
    }
    return undefined;
  }
  const subject = corpusCase.means ? answeringEvents(context, corpusCase.means) : new Set<string>();
  if (corpusCase.means && subject.size === 0) return `no event answers ${JSON.stringify(corpusCase.means)}`;
  const [first] = results;
  // A question nothing fits in one data set that another answers whole: answered as any other.
  const whole = corpusCase.whole ? answeringEvents(context, corpusCase.whole) : new Set<string>();
  if (whole.size > 0) return first !== undefined && whole.has(first.id) ? undefined : shown;
  if (corpusCase.unanswerable) {
    if (first === undefined) return message ? undefined : 'empty, and says nothing';
    return subject.has(first.id) && first.title.includes('(found without') ? undefined : shown;
  }
  return first !== undefined && subject.has(first.id) ? undefined : shown;
}

export interface Score {
  answered: number;
  asked: number;
  misses: string[];
}

/** The cases answered of `cases`, and each miss with what was answered. */
export function scoreCases(context: Context, cases: readonly CorpusCase[]): Score {
  const misses: string[] = [];
  for (const corpusCase of cases) {
    const miss = missOf(context, corpusCase);
    if (miss !== undefined) misses.push(`${corpusCase.sentence}\n  -> ${miss}`);
  }
  return { answered: cases.length - misses.length, asked: cases.length, misses };
}
