/**
 * A subject of two words no event has together is answered by one of them (docs/api.md, Connector
 * tools): the word that alone matches more events is left out, unless it names a field and the
 * other does not; of a deadline window ahead, with the events whose deadline is estimated there,
 * those not ended.
 * Over a few events: three robotics conferences, filed under Robotics, a robotics series whose
 * 2027 edition has no deadline yet, one conference of code manipulation, and a recommender systems
 * meeting ended beside a fairness forum to come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-subject-');
const SPEECH = Array.from({ length: 14 }, (_, at) => 40 + at);
const RECOGNITION = Array.from({ length: 11 }, (_, at) => 60 + at);
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      ...[1, 2, 3].map((id) =>
        sourceRow({ id, name: `Robotics Symposium ${id}`, sub_topic: 'Robotics', ...on(`2027-0${id}-10`) }),
      ),
      sourceRow({ id: 4, name: 'Working Conference on Source Code Analysis and Manipulation', ...on('2027-05-10') }),
      sourceRow({ id: 5, name: 'Conference on Software Maintenance', ...on('2027-06-10') }),
      // Its past editions had their paper deadline 120 days before 10 June: 2027's is estimated for 10 February.
      ...[2025, 2026, 2027].map((year) =>
        sourceRow({
          id: year,
          name: 'Robotics Science Summit',
          series: 'rss',
          sub_topic: 'Robotics',
          ...on(`${year}-06-10`),
        }),
      ),
      // "sensing" of one event ended and one to come, "fabrication" of three ended.
      sourceRow({ id: 8, name: 'Sensing Days', sub_topic: 'Sensors', ...on('2025-04-10') }),
      sourceRow({ id: 9, name: 'Sensing Summit', sub_topic: 'Sensors', ...on('2027-04-10') }),
      ...[10, 11, 12].map((id) =>
        sourceRow({ id, name: `Fabrication Forum ${id}`, sub_topic: 'Manufacturing', ...on(`20${id + 13}-05-10`) }),
      ),
      // A field's conference ended, its deadline long passed; a fairness meeting of no field, its call open.
      sourceRow({ id: 13, name: 'Recommender Systems Meeting', sub_topic: 'Recommender Systems', ...on('2026-09-10') }),
      sourceRow({ id: 14, name: 'Fairness Forum', sub_topic: 'Ethics', ...on('2027-06-10') }),
      // Two fields: "data" in many names, one of its calls open; "visualization" in one, ended.
      ...[15, 16, 17, 18, 19].map((id) =>
        sourceRow({ id, name: `Data Days ${id}`, sub_topic: 'Data', ...on('2027-07-10') }),
      ),
      sourceRow({ id: 20, name: 'Visualization Meeting', sub_topic: 'Visualization', ...on('2026-09-10') }),
      // A field named by its initialism ("NLP"), of four events, beside a word of no field, of one.
      ...[21, 22, 23, 24].map((id) =>
        sourceRow({
          id,
          name: `Language Meeting ${id}`,
          sub_topic: 'Natural Language Processing',
          ...on('2027-07-10'),
        }),
      ),
      sourceRow({ id: 25, name: 'Volunteer Program Days', sub_topic: null, ...on('2027-07-10') }),
      // A field of two events to come, no deadline known: fewer than robotics, which is left out first.
      ...[26, 27].map((id) =>
        sourceRow({ id, name: `Welding Forum ${id}`, sub_topic: 'Welding', ...on('2027-08-10') }),
      ),
      // "speech recognition" of one ended meeting; "speech" of fifteen events, fourteen filed under
      // Speech Processing, "recognition" of twelve, one filed by a tracker under Gesture Recognition
      // (in the public data, 41 of 49 and 1 of 33).
      sourceRow({
        id: 30,
        name: 'Multimodal Interaction and Speech Recognition Meeting',
        sub_topic: null,
        ...on('2025-10-10'),
      }),
      ...SPEECH.map((id) =>
        sourceRow({ id, name: `Speech Days ${id}`, sub_topic: 'Speech Processing', ...on('2027-09-10') }),
      ),
      // "computational folding", a phrase of two events (no field), beside "prediction", of one
      // workshop elsewhere years ago: no narrower subject of the word finds an event.
      sourceRow({ id: 80, name: 'Computational Folding Meeting', sub_topic: null, ...on('2025-05-10') }),
      sourceRow({ id: 81, name: 'Computational Folding Days', sub_topic: null, ...on('2025-09-10') }),
      sourceRow({
        id: 82,
        name: 'Prediction Workshop',
        type: 'workshop',
        sub_topic: null,
        city: 'Madrid',
        country: 'Spain',
        ...on('2024-05-10'),
      }),
      // "acoustic" of three events, "imaging" of five, one ranked; none of both.
      ...[90, 91, 92].map((id) => sourceRow({ id, name: `Acoustic Days ${id}`, sub_topic: null, ...on('2027-10-10') })),
      ...[93, 94, 95, 96, 97].map((id) =>
        sourceRow({
          id,
          name: `Imaging Forum ${id}`,
          sub_topic: null,
          core_rank: id === 93 ? 'A*' : null,
          ...on('2027-10-10'),
        }),
      ),
      // "graph" of four events, one filed by a tracker under a field of its own (Knowledge Graphs, of
      // that one event); "ledger" of five, of a field.
      ...[100, 101, 102].map((id) =>
        sourceRow({ id, name: `Graph Drawing Days ${id}`, sub_topic: null, ...on('2027-10-10') }),
      ),
      sourceRow({ id: 103, name: 'Knowledge Graph Meeting', sub_topic: 'Knowledge Graphs', ...on('2027-10-10') }),
      ...[104, 105, 106, 107, 108].map((id) =>
        sourceRow({ id, name: `Ledger Conference ${id}`, sub_topic: 'Ledgers', ...on('2027-10-10') }),
      ),
      // "processing" ends two fields' names (Speech Processing, Natural Language Processing) and
      // opens none; of thirty forums of no field, fourteen more than its largest field. "chant" of two.
      ...Array.from({ length: 30 }, (_, at) =>
        sourceRow({ id: 110 + at, name: `Processing Forum ${at}`, sub_topic: null, ...on('2027-10-10') }),
      ),
      ...[140, 141].map((id) => sourceRow({ id, name: `Chant Days ${id}`, sub_topic: null, ...on('2027-10-10') })),
      ...RECOGNITION.map((id) =>
        sourceRow({
          id,
          name: `Recognition Forum ${id}`,
          sub_topic: id === 60 ? 'Gesture Recognition' : null,
          ...on('2027-09-10'),
        }),
      ),
    ],
    [
      ...[2025, 2026].map((year) => ({ event_id: year, kind: 'paper', due: `${year}-02-10`, timezone: 'AoE' })),
      { event_id: 13, kind: 'paper', due: '2026-04-10', timezone: 'AoE' },
      { event_id: 14, kind: 'paper', due: '2027-01-20', timezone: 'AoE' },
      { event_id: 15, kind: 'paper', due: '2027-01-10', timezone: 'AoE' },
      { event_id: 20, kind: 'paper', due: '2026-04-10', timezone: 'AoE' },
      ...[31, 32, 33, 34, 35, 36, 37].map((id) => ({
        event_id: id,
        kind: 'paper',
        due: '2027-02-10',
        timezone: 'AoE',
      })),
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a subject of two words no event has together', () => {
  it('keeps the word of a field when the other names none, though it matches more events', () => {
    const answer = ask('robotics manipulation conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '2', '3', '2027']);
    for (const result of answer.results) expect(result.title).toMatch(/\(found without "manipulation"\)$/);
  });

  it('of several words of no field beside a field word no narrower pair finds, keeps the field word', () => {
    const answer = ask('sensing fabrication robotics conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '2', '3', '2027']);
    for (const result of answer.results) expect(result.title).toMatch(/\(found without "sensing", "fabrication"\)$/);
  });

  it('of a subject of no field beside a field written after it, keeps the field', () => {
    // No event has "sensing" and "fabrication" together, nor either with robotics.
    const answer = ask('conferences on sensing fabrication in robotics');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '2', '3', '2027']);
    for (const result of answer.results) expect(result.title).toMatch(/\(found without "sensing", "fabrication"\)$/);
  });

  it('keeps a field written as the synonym table writes it ("NLP")', () => {
    const answer = ask('NLP program conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['21', '22', '23', '24']);
    for (const result of answer.results) expect(result.title).toMatch(/\(found without "program"\)$/);
  });

  it('leaves out the word that matches more events when both name a field or neither does', () => {
    // "software" is of Software Engineering (two events), "robotics" of Robotics (six): robotics goes.
    expect(
      ask('robotics software conferences')
        .results.map((result) => result.id)
        .sort(),
    ).toEqual(['4', '5']);
    // Neither "maintenance" nor "manipulation" names a field, and each is of one event: the first goes.
    expect(ask('maintenance manipulation conferences').results.map((result) => result.id)).toEqual(['4']);
  });

  it('keeps the word of a field, not one a tracker filed once under a field of its name', () => {
    // "speech" matches more events than "recognition", and was left out: the recognition forums.
    const answer = ask('speech recognition conferences with deadlines in February 2027');
    expect(answer.results).toHaveLength(10);
    expect(answer.results.every((result) => SPEECH.includes(Number(result.id)))).toBe(true);
    for (const result of answer.results) expect(result.title).toContain('found without "recognition"');
  });

  it('keeps the word of a field, not one of a field of one event among its others', () => {
    // "graph databases" answered the graphics venues, "graph" of a field by Knowledge Graphs' one event.
    const answer = ask('graph ledger conferences');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['104', '105', '106', '107', '108']);
    for (const result of answer.results) expect(result.title).toContain('found without "graph"');
  });

  it("keeps no word that ends several fields' names when most of its events are of none", () => {
    // "dialogue systems" answered HICSS, CIDR, NDSS by "systems", not SIGDIAL by "dialogue".
    const answer = ask('chant processing conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['140', '141']);
    for (const result of answer.results) expect(result.title).toContain('found without "processing"');
  });

  it('leaves out a rank a word asks before keeping the other word of the subject', () => {
    // "the key venues in speech recognition" answered CVPR, ranked, by "recognition" alone: here
    // "imaging", of more events than "acoustic", one of them ranked.
    const answer = ask('What are the key venues in acoustic imaging?');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['90', '91', '92']);
    expect(answer.results[0]!.title).toContain('found without "imaging" and without rank=CORE:A*,CCF:A');
  });

  it('answers, of a deadline window ahead, the events of the narrower subject not ended', () => {
    const answer = ask('sensing fabrication conferences with deadlines in March 2027');
    expect(answer.results.map((result) => result.id)).toEqual(['9']);
    expect(answer.results[0]!.title).toContain('found without "fabrication"');
  });

  it('of a window ahead, leaves out the field word, keeping the window, when the other word finds only ended events', () => {
    // "recommender systems" alone in the window finds nothing, and without it only an ended meeting.
    const answer = ask('fairness recommender systems conferences with deadlines in the next 2 months');
    expect(answer.results.map((result) => result.id)).toEqual(['14']);
    expect(answer.results[0]!.title).toMatch(/\(found without "recommender systems"; paper deadline 2027-01-20\)$/);
    // Of no window, the field word is kept, as above.
    expect(ask('fairness recommender systems conferences').results.map((result) => result.id)).toEqual(['13']);
  });

  it('of a window ahead, keeps no word much commoner than the one it would leave out', () => {
    // "data" (five events) for "visualization" (one): the ended meeting, not the open data call.
    const answer = ask('data visualization conferences with deadlines in the next 2 months');
    expect(answer.results.map((result) => result.id)).toEqual(['20']);
    expect(answer.results[0]!.title).toContain('found without "data" and without deadline_from=');
  });

  it('answers, of a deadline window ahead, the events of the narrower subject whose deadline is estimated there', () => {
    const answer = ask('robotics manipulation conferences with deadlines in February 2027');
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(
        /^Robotics Science Summit 2027 .*\(found without "manipulation"; paper deadline estimated: 2027-02-10\)$/,
      ),
    ]);
  });

  it('keeps every other part with the other word before leaving out a part with the first', () => {
    // Welding in February finds nothing, and without the window its forums; robotics in February
    // finds the summit, its deadline estimated there: that, every part of the question kept.
    const answer = ask('robotics welding conferences with deadlines in February 2027');
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(
        /^Robotics Science Summit 2027 .*\(found without "welding"; paper deadline estimated: 2027-02-10\)$/,
      ),
    ]);
  });

  it('keeps a phrase of the data left out for a word that finds nothing, last', () => {
    // "computational biology prediction in Europe in 2027" said no event matches; ISBRA, BIBM answer.
    const answer = ask('computational folding prediction conferences in Germany in 2027');
    expect(answer.message).toBeUndefined();
    expect(answer.results.map((result) => result.id)).toEqual(expect.arrayContaining(['80', '81']));
    expect(answer.results[0]!.title).toContain('found without "prediction" and without year=2027');
  });

  it('with another part left out, answers the events whose deadline is estimated in the window', () => {
    // No robotics event is ranked: without the rank, the summit's 2027 deadline is estimated in February.
    const answer = ask('top robotics manipulation conferences with deadlines in February 2027');
    expect(answer.reading).toContain('rank=CORE:A*,CCF:A');
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(
        /^Robotics Science Summit 2027 .*\(found without "manipulation" and without rank=CORE:A\*,CCF:A; paper deadline estimated: 2027-02-10\)$/,
      ),
    ]);
  });
});
