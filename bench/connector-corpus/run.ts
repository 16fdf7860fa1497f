/**
 * npm run bench:connector-corpus -- --snapshot FILE [--today YYYY-MM-DD] [--misses]
 * The connector corpus (README.md here) over a snapshot: the share of its questions answered, each
 * part apart (the second held-out part, never used to tune the reader; the first held-out part, seen
 * and since tuned on; the tuning part), and each miss with what was answered when --misses is
 * given. Asked on the corpus's day unless --today is given.
 */
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { benchOptions } from '../common/options.js';
import { CORPUS_TODAY } from './cases.js';
import { HELD_OUT_CASES } from './held-out.js';
import { HELD_OUT_2_CASES } from './held-out-2.js';
import { scoreCases } from './score.js';
import { TUNING_CASES } from './tuning.js';

const options = benchOptions('npm run bench:connector-corpus -- --snapshot FILE [--today YYYY-MM-DD] [--misses]', {
  snapshot: { type: 'text', description: 'the snapshot the questions are asked of (required)' },
  today: { type: 'text', default: CORPUS_TODAY, description: 'the day the questions are asked on' },
  misses: { type: 'flag', description: 'print each question missed, with what was answered' },
});
if (options.snapshot === undefined) throw new Error('--snapshot FILE is required');
const today = parseIsoDate(options.today);
if (today === null) throw new Error('--today must be a date, YYYY-MM-DD');
const index = openSnapshot(options.snapshot);
const context = { index, today };
const rows = [
  { part: 'held out 2', ...scoreCases(context, HELD_OUT_2_CASES) },
  { part: 'held out 1', ...scoreCases(context, HELD_OUT_CASES) },
  { part: 'tuning', ...scoreCases(context, TUNING_CASES) },
];
if (options.misses) for (const row of rows) for (const miss of row.misses) console.log(`[${row.part}] ${miss}`);
console.log(
  `${HELD_OUT_2_CASES.length + HELD_OUT_CASES.length + TUNING_CASES.length} questions over ${options.snapshot} (${index.size} events), asked on ${options.today}`,
);
console.table(
  rows.map(({ part, answered, asked }) => ({
    part,
    answered,
    asked,
    share: `${((100 * answered) / asked).toFixed(0)}%`,
  })),
);
