/**
 * The read verbs' refusals (src/search/verb-refusals.ts) and any other thrown value as rows of the error
 * table (errors.ts): what the transports answer for whatever a handler throws.
 */
import {
  CountryListError,
  EventNotFoundError,
  PhraseTooBroadError,
  QuerySyntaxError,
  UnknownValueError,
} from '../search/index.js';
import { ApiError } from './errors.js';

const SYNTAX_PROBLEMS: Readonly<Record<QuerySyntaxError['problem'], string>> = {
  unbalanced_quote: 'has a quote without its closing quote',
  lone_minus: 'has a minus without a word after it',
  or_at_edge: 'has OR without a term on each side',
  or_negated: 'joins an excluded term with OR',
};

/** The read verbs' refusals, worded by the table; undefined for anything else. */
export function readError(error: unknown): ApiError | undefined {
  if (error instanceof UnknownValueError) {
    const { value, suggestions, known, elsewhere, parameter } = error;
    const unknown = { value, suggestions, ...(elsewhere ? { elsewhere } : {}) };
    if (parameter === 'topic') return new ApiError('unknown_topic', { ...unknown, known });
    if (parameter === 'subtopic') return new ApiError('unknown_subtopic', unknown);
    if (parameter === 'series') return new ApiError('unknown_series', unknown);
    if (parameter === 'city') return new ApiError('unknown_city', { ...unknown, known });
    if (parameter === 'near') return new ApiError('unknown_place', { ...unknown, known });
    if (parameter === 'region') return new ApiError('unknown_region', unknown);
    return new ApiError('unknown_country', { ...unknown, parameter });
  }
  if (error instanceof CountryListError) {
    return new ApiError('country_list', { value: error.value, countries: error.countries });
  }
  if (error instanceof EventNotFoundError) {
    return new ApiError(error.parameter === 'similar_to' ? 'unknown_event' : 'event_not_found', { id: error.id });
  }
  if (error instanceof QuerySyntaxError) {
    const { problem, fix, corrected } = error;
    return new ApiError('q_syntax', { problem: SYNTAX_PROBLEMS[problem], fix, corrected });
  }
  if (error instanceof PhraseTooBroadError) {
    const { phrase, candidates, limit } = error;
    return new ApiError('phrase_too_broad', { phrase, candidates, limit });
  }
  return undefined;
}

/** The table row for any thrown value: an ApiError, a read verb's refusal, else a 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return readError(error) ?? new ApiError('internal');
}
