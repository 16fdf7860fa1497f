/**
 * The connector corpus (bench/connector-corpus) over the ccf-deadlines excerpt, imported and built
 * as an operator does, asked on the corpus's day: at least 200 questions of up to 60 words; the
 * first held-out part and the tuning part each answered by some event of the excerpt, each at least
 * 90% answered; every window read as the case says. The second held-out part is scored over every
 * public tracker only (npm run bench:connector-corpus), never here: a share that fails a build would
 * be tuned on.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_TODAY, type CorpusCase } from '../../bench/connector-corpus/cases.js';
import { HELD_OUT_CASES } from '../../bench/connector-corpus/held-out.js';
import { HELD_OUT_2_CASES } from '../../bench/connector-corpus/held-out-2.js';
import { answeringEvents, askConnector, scoreCases } from '../../bench/connector-corpus/score.js';
import { TUNING_CASES } from '../../bench/connector-corpus/tuning.js';
import { readQuestion } from '../../src/api/connector/reading.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';

const EXCERPT = join(import.meta.dirname, '../fixtures/formats/ccf-deadlines-corpus');
/** The share of each part that must be answered (the target). */
const TARGET = 0.9;
const ALL: readonly CorpusCase[] = [...HELD_OUT_CASES, ...TUNING_CASES];
const today = parseIsoDate(CORPUS_TODAY)!;
const words = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

describe('the connector corpus over the ccf-deadlines excerpt', () => {
  const { dir, cleanup } = tempDir('confdir-connector-corpus-');
  let index: SnapshotIndex;

  beforeAll(() => {
    const source = join(dir, 'ccf.sqlite');
    runImport({ from: [{ format: 'ccf-deadlines', path: EXCERPT }], out: source, verified: '2026-08-20' });
    const snapshot = join(dir, 'ccf.snapshot');
    buildSnapshot({ input: source, output: snapshot, now: new Date(`${CORPUS_TODAY}T00:00:00Z`) });
    index = openSnapshot(snapshot);
  });
  afterAll(cleanup);

  it('holds at least 200 questions as researchers write them, 50 of them never tuned on', () => {
    const every = [...HELD_OUT_2_CASES, ...ALL];
    expect(every.length).toBeGreaterThanOrEqual(200);
    expect(HELD_OUT_2_CASES.length).toBeGreaterThanOrEqual(50);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(every.map((corpusCase) => corpusCase.sentence)).size).toBe(every.length);
    for (const { sentence } of HELD_OUT_2_CASES) expect(words(sentence), sentence).toBeGreaterThanOrEqual(20);
    for (const { sentence } of every) {
      expect(words(sentence), sentence).toBeGreaterThanOrEqual(15);
      expect(words(sentence), sentence).toBeLessThanOrEqual(60);
    }
  });

  it('has events that answer every question that names them', () => {
    for (const corpusCase of ALL.filter((one) => one.means)) {
      expect(answeringEvents({ index, today }, corpusCase.means!).size, corpusCase.sentence).toBeGreaterThan(0);
    }
  });

  it('answers at least 90% of the held-out questions and of the tuning questions', () => {
    for (const [part, cases] of [
      ['held out', HELD_OUT_CASES],
      ['tuning', TUNING_CASES],
    ] as const) {
      const { answered, asked, misses } = scoreCases({ index, today }, cases);
      console.info(`connector corpus, ${part}: ${answered} of ${asked} answered`);
      expect(answered / asked, misses.join('\n')).toBeGreaterThanOrEqual(TARGET);
    }
  });

  it('reads every window as the case says, and its answer says what the window bounds', () => {
    for (const corpusCase of TUNING_CASES.filter((one) => one.reads)) {
      const { parameters } = readQuestion(index, corpusCase.sentence, today);
      expect(parameters, corpusCase.sentence).toMatchObject(corpusCase.reads!);
      const answer = askConnector({ index, today }, corpusCase.sentence);
      const said = answer.reading ?? answer.message ?? '';
      const side = Object.keys(corpusCase.reads!).some((name) => name.startsWith('deadline_'))
        ? 'deadlines'
        : "events'";
      if (Object.keys(corpusCase.reads!).some((name) => /^(deadline_)?(from|to)$/.test(name))) {
        expect(said, corpusCase.sentence).toContain(`bounds the ${side}`);
      }
    }
  });
});
