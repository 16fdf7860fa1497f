/**
 * The rows of the edition parameters in the search parameter table (docs/api.md, Matching and
 * Calls for papers): the call for papers, the CORE and CCF ranks, the bare acronym, the series and
 * a deadline dated within a range.
 */
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import { enumListParam, nameListParam, rankListParam } from './list-params.js';
import { parameterRow as row, titleWords as words } from './parameter-row.js';
import { dateParam, enumParam, nameParam } from './rules.js';

export const CFP_ROW = row({
  schema: enumParam(['open']).optional(),
  description:
    "open: only events whose call for papers is open at the request's time: a round's paper deadline is " +
    'ahead and its abstract deadline not passed. Deadlines are instants in their own zone (AoE by default).',
  example: 'open',
  filter: 'cfp',
  toFilters: (cfp) => ({ cfp }),
  title: () => words('call', 'with an open call for papers'),
  applied: null,
  mistakes: ['call_for_papers', 'deadline'],
  feed: true,
  assistant: true,
});

export const CORE_RANK_ROW = row({
  schema: enumListParam(CORE_RANKS, (value) => value.toUpperCase()).optional(),
  description: 'CORE rank: A*, A, B or C, or a comma-separated list ("A*,A": events of any of them).',
  example: 'A*,A',
  filter: 'core_rank',
  toFilters: (coreRanks) => ({ coreRanks }),
  title: (ranks) => words('rank', `CORE ${ranks.join(' or ')}`),
  applied: null,
  mistakes: ['ranking', 'core'],
  feed: true,
  assistant: true,
});

export const CCF_RANK_ROW = row({
  schema: enumListParam(CCF_RANKS, (value) => value.toUpperCase()).optional(),
  description: 'CCF rank: A, B or C, or a comma-separated list ("A,B": events of any of them).',
  example: 'A',
  filter: 'ccf_rank',
  toFilters: (ccfRanks) => ({ ccfRanks }),
  title: (ranks) => words('rank', `CCF ${ranks.join(' or ')}`),
  applied: null,
  mistakes: ['ccf'],
  feed: true,
  assistant: true,
});

export const RANK_ROW = row({
  schema: rankListParam().optional(),
  description:
    'Rank of any system: SYSTEM:VALUE, SYSTEM one of CORE (or ICORE), CCF, THCPL, CAAI, ERA, h5-index, any case: ' +
    'CORE:A* (any edition of CORE), CORE2023:A* (the 2023 edition), h5-index:50 (an h5-index of 50 or more); ' +
    'a comma-separated list matches events of any of them (CORE:A*,CCF:A).',
  example: 'CORE:A*,CCF:A',
  filter: 'rank',
  toFilters: (ranks) => ({ ranks }),
  title: (ranks) => words('rank', ranks.join(' or ')),
  applied: null,
  mistakes: ['ranks', 'rankings', 'ranking_system', 'thcpl', 'caai', 'era', 'h5', 'h5_index'],
  feed: true,
  assistant: true,
});

export const ACRONYM_ROW = row({
  schema: nameListParam().optional(),
  description:
    'Bare acronym, exact in any case, or a comma-separated list (ACL,EMNLP: events of any): ICML finds ICML 2026 ' +
    'and 2027, never ICMLQC; a former name finds its series (NIPS: NeurIPS). Unknown: zero results.',
  example: 'ACL,EMNLP',
  filter: 'acronym',
  toFilters: (acronyms) => ({ acronyms }),
  // "ACL or EMNLP Events", as the rank rows join theirs; the list as given ("ACL,EMNLP") read badly.
  title: (acronyms) => words('edition', acronyms.join(' or ')),
  applied: null,
  mistakes: ['abbreviation'],
  feed: true,
  assistant: true,
});

export const SERIES_ROW = row({
  schema: nameParam().optional(),
  description:
    'Series key shared by the editions of one conference series ("icml"), any case, or an alias of it ("nips"). ' +
    'An unknown series gets a ' +
    '400 naming the closest series.',
  example: 'icml',
  filter: 'series',
  toFilters: (series) => ({ series }),
  title: (_, text) => words('edition', text),
  applied: null,
  mistakes: [],
  feed: true,
  assistant: true,
});

export const DEADLINE_FROM_ROW = row({
  schema: dateParam().optional(),
  description:
    'Only events with an abstract or paper deadline on or after this date, YYYY-MM-DD, the date as written in ' +
    "the deadline's own zone.",
  example: '2027-01-01',
  filter: 'deadline',
  toFilters: (deadlineFrom) => ({ deadlineFrom }),
  title: (_, text) => words('deadline', `from ${text}`),
  applied: null,
  mistakes: ['deadline_after', 'deadline_since'],
  feed: true,
  assistant: true,
});

export const DEADLINE_TO_ROW = row({
  schema: dateParam().optional(),
  description:
    'Only events with an abstract or paper deadline on or before this date, YYYY-MM-DD, in its own zone; with ' +
    'deadline_from, one deadline in the range. deadline_from later than deadline_to gets a 400.',
  example: '2027-03-31',
  filter: 'deadline',
  toFilters: (deadlineTo) => ({ deadlineTo }),
  title: (_, text) => words('deadline', `to ${text}`),
  applied: null,
  mistakes: ['deadline_before', 'until', 'deadline_until'],
  feed: true,
  assistant: true,
});
