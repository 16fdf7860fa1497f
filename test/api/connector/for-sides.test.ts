/**
 * "X for Y" in a question (docs/api.md, Connector tools): both sides are its subject, and when no
 * event has them together, the events of the field (Y) answer with the rest of the question, else
 * those of the method (X). Over the demo data on its anchor day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askingOf, askOver, indexOfRows, on } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total, venueIds } = askingOf(demo);

const METHOD = 'machine learning';
const FIELDS = ['chemistry', 'physics', 'medicine', 'economics', 'history', 'law', 'biology', 'linguistics'];
const CONTINENTS = ['Europe', 'Asia', 'North America', 'South America', 'Africa', 'Oceania'];

describe('"X for Y"', () => {
  it('reads both sides as the subject', () => {
    const reading = readQuestion(demo.index, `${METHOD} for chemistry conferences`, demo.today);
    expect(reading.parameters.q).toBe(`${METHOD} chemistry`);
    expect(reading.subject).toEqual(['machine', 'learning', 'chemistry']);
    expect(reading.sides).toEqual([['machine', 'learning'], ['chemistry']]);
  });

  it("answers the field's events when none has both, with the rest of the question", () => {
    const field = FIELDS.find(
      (one) => total({ type: 'conference', q: `${METHOD} ${one}` }) === 0 && total({ type: 'conference', q: one }) > 0,
    );
    expect(field).toBeDefined();
    const answer = ask(`${METHOD} for ${field} conferences`);
    expect(answer.results.map((result) => result.id)).toEqual(
      venueIds({ type: 'conference', q: field!, sort: 'relevance' }),
    );
    for (const result of answer.results) expect(result.title).toMatch(new RegExp(`\\(found without "${METHOD}"\\)$`));
  });

  it("answers the method's events when the field has none with the rest of the question", () => {
    const found = FIELDS.flatMap((field) => CONTINENTS.map((continent) => ({ field, continent }))).find(
      ({ field, continent }) =>
        total({ type: 'conference', q: `${METHOD} ${field}` }) === 0 &&
        total({ type: 'conference', q: field }) > 0 &&
        total({ type: 'conference', q: field, continent }) === 0 &&
        total({ type: 'conference', q: METHOD, continent }) > 0,
    );
    expect(found).toBeDefined();
    const { field, continent } = found!;
    const answer = ask(`${METHOD} for ${field} conferences in ${continent}`);
    expect(answer.results.map((result) => result.id)).toEqual(
      venueIds({ type: 'conference', continent, q: METHOD, sort: 'relevance' }),
    );
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(`\\(found without "${field}"(; ended \\d{4}-\\d{2}-\\d{2})?\\)$`));
  });
});

describe('"X for Y" whose field has only ended events', () => {
  const { dir, cleanup } = tempDir('confdir-for-sides-ended-');
  let index: SnapshotIndex;
  beforeAll(() => {
    index = indexOfRows(dir, [
      sourceRow({ id: 1, name: 'Healthcare Design Days', ...on('2020-09-10') }),
      sourceRow({ id: 2, name: 'Machine Learning Summit', ...on('2027-05-10') }),
    ]);
  });
  afterAll(cleanup);

  it('answers the method\'s events to come, of "X in Y" too', () => {
    for (const question of [
      'machine learning for healthcare conferences',
      'machine learning in healthcare conferences',
    ]) {
      const answer = askOver(() => index, parseIsoDate('2026-12-01')!)(question);
      expect(
        answer.results.map((result) => result.id),
        question,
      ).toEqual(['2']);
      expect(answer.results[0]!.title).toMatch(/\(found without "healthcare"\)$/);
    }
  });
});

describe('"X for Y" whose whole subject finds only ended events, of a window to come', () => {
  const { dir, cleanup } = tempDir('confdir-for-sides-alike-');
  let index: SnapshotIndex;
  beforeAll(() => {
    index = indexOfRows(dir, [
      // The whole subject's one event, ended, of a field that is neither side's.
      sourceRow({
        id: 1,
        name: 'Reinforcement Learning and Robotics Days',
        sub_topic: 'Artificial Intelligence',
        ...on('2026-05-10'),
      }),
      sourceRow({
        id: 2,
        name: 'Artificial Intelligence Meeting',
        sub_topic: 'Artificial Intelligence',
        ...on('2027-02-10'),
      }),
      sourceRow({ id: 3, name: 'Robotics Conference', sub_topic: 'Robotics', ...on('2027-05-10') }),
      sourceRow({ id: 4, name: 'Reinforcement Learning Summit', sub_topic: 'Machine Learning', ...on('2027-06-10') }),
      // The whole subject's one event, ended, of the field's own field.
      sourceRow({
        id: 5,
        name: 'Inference and Machine Learning Forum',
        sub_topic: 'Machine Learning',
        ...on('2026-04-10'),
      }),
      sourceRow({ id: 6, name: 'Learning Theory Conference', sub_topic: 'Machine Learning', ...on('2027-03-10') }),
    ]);
  });
  afterAll(cleanup);
  const ask = (question: string) => askOver(() => index, parseIsoDate('2026-12-01')!)(question);

  it("answers the field's events to come, not those alike of another field", () => {
    const answer = ask('reinforcement learning for robotics venues in 2027');
    // The whole subject's own event, ended this year, follows (docs/api.md: in the last 365 days).
    expect(answer.results.map((result) => result.id)).toEqual(['3', '1']);
    expect(answer.results[0]!.title).toMatch(/\(found without "reinforcement learning"\)$/);
    expect(answer.results[1]!.title).toMatch(/\(found without year=2027; ended 2026-05-10\)$/);
  });

  it("answers those alike when they are of the field's own field", () => {
    const answer = ask('inference in machine learning venues in 2027');
    expect(answer.results.map((result) => result.id)).toContain('6');
    // The one they are alike first, ended within the year, its next edition not listed.
    const [own, ...alike] = answer.results;
    expect(own!.title).toMatch(/\(found without year=2027; its next edition not listed yet; ended 2026-04-10\)$/);
    for (const result of alike) expect(result.title).toContain('with similar_to=5');
  });
});
