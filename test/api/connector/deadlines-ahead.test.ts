/**
 * A question about deadlines (or events) whose subject has none to come (docs/api.md, Connector
 * tools): it is answered by the events alike the subject's first event with the rest of the
 * question, their deadlines (or dates) in the window, not by the subject's events that passed,
 * when that event has a sub-topic, then those alike whose paper deadline is estimated in the
 * window. Over the demo data on its anchor day, and sources of two past conferences, one without a
 * sub-topic, beside two with deadlines ahead, of a series alike whose deadline is estimated, and
 * of a subject most of whose events are filed under no sub-topic.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { INTERDISCIPLINARY } from '../../../src/reference/fields.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import {
  type DeadlineInput,
  type RowInput,
  sourceRow,
  type TableInput,
  tempDir,
  writeSourceFile,
} from '../../fixtures/source.js';
import { formatIsoDate as isoDay } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf, estimatedSeries } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total, ids } = askingOf(demo);

const firstOf = (word: string) => ids({ q: word, type: 'conference', sort: 'relevance' })[0];
const subTopicOf = (id: string) => demo.rows.find((row) => String(row.id) === id)!.subTopic;
/** Words of conference names whose events, all of them, have no deadline from `from` on. */
const candidates = (from: string) =>
  [...new Set(demo.rows.filter((row) => row.type === 'conference').map((row) => row.name.split(' ').at(-1)!))]
    .map((last) => last.toLowerCase())
    .filter(
      (last) =>
        /^[a-z]{6,}$/.test(last) &&
        total({ q: last, type: 'conference' }) > 0 &&
        total({ q: last, deadline_from: from }) === 0,
    );
// Deadlines before the first of the month three months on: "before March" on 2026-11-21.
const until = new Date(`${isoDay(demo.today + 95).slice(0, 7)}-01T00:00:00Z`);
const month = until.toLocaleString('en', { month: 'long', timeZone: 'UTC' });

const BUILT = parseIsoDate('2026-11-28')!;
type Answered = { results: { id: string; title: string }[] };

/** The connector over a source of `rows` built on BUILT, removed after the describe that calls it. */
function askingOver(name: string, rows: RowInput[], deadlines: DeadlineInput[], tables: TableInput = {}) {
  const { dir, cleanup } = tempDir(`confdir-${name}-`);
  afterAll(cleanup);
  const source = join(dir, 'source.sqlite');
  const snapshot = join(dir, `${name}.snapshot`);
  writeSourceFile(source, rows, undefined, deadlines, tables);
  buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-28T00:00:00Z') });
  const index = openSnapshot(snapshot, BUILT);
  return (query: string) =>
    connectorSearch({ query: { query }, params: {}, given: {} }, { index, today: BUILT }) as Answered;
}

describe('a subject with no deadline to come', () => {
  it('answers the events alike its first one, their deadlines in the window', () => {
    const from = isoDay(demo.today);
    const to = isoDay(until.getTime() / 86_400_000 - 1);
    const window = { type: 'conference', deadline_from: from, deadline_to: to };
    // A word of conference names whose events, all of them, have no deadline from today on, while
    // events alike the first of them (which has a sub-topic) have one in the window.
    const word = candidates(from).find(
      (last) => subTopicOf(firstOf(last)!) !== null && total({ ...window, similar_to: firstOf(last)! }) > 0,
    );
    expect(word).toBeDefined();
    const answer = ask(`${word} conferences with deadlines before ${month} ${until.getUTCFullYear()}`);
    expect(answer.reading).toContain(`deadline_to=${to}`);
    const [first] = answer.results;
    const id = first?.title.match(new RegExp(`\\(found without "${word}", with similar_to=(\\d+) \\(`))?.[1];
    expect(id).toBeDefined();
    expect(firstOf(word!)).toBe(id);
    expect(answer.results.map((result) => result.id)).toEqual(ids({ ...window, similar_to: id! }));
    for (const result of answer.results) expect(result.title).toContain(`with similar_to=${id} (`);
  });

  it('keeps a venue named: the edition asked about answers, its call closed', () => {
    // An edition ahead whose call has closed, while events alike it have an open call.
    const edition = demo.rows.find((row) => {
      if (row.type !== 'conference' || row.acronym === null || row.start <= demo.today) return false;
      const named = { acronym: row.acronym, year: isoDay(row.start).slice(0, 4) };
      if (total({ ...named, cfp: 'open' }) > 0 || ids(named)[0] !== String(row.id)) return false;
      return total({ year: named.year, cfp: 'open', similar_to: String(row.id) }) > 0;
    });
    expect(edition).toBeDefined();
    const year = isoDay(edition!.start).slice(0, 4);
    const answer = ask(`Is the call for papers of ${edition!.acronym} ${year} still open?`);
    expect(answer.reading).toContain('cfp=open');
    expect(answer.results[0]?.id).toBe(String(edition!.id));
    for (const result of answer.results) expect(result.title).not.toContain('similar_to');
  });
});

describe('the event alike events are asked of', () => {
  // Two past conferences of a word each, one with a sub-topic and one with its topic alone, and
  // conferences of that topic and sub-topic whose deadlines are ahead.
  const rows: RowInput[] = [
    sourceRow({ name: 'Fjord Venue Symposium', start_date: '2025-06-10', end_date: '2025-06-12' }),
    sourceRow({ name: 'Glacier Venue Symposium', sub_topic: null, start_date: '2025-06-10', end_date: '2025-06-12' }),
    sourceRow({ name: 'Harbour Venue Forum', start_date: '2027-05-03', end_date: '2027-05-05' }),
    sourceRow({ name: 'Canyon Venue Colloquium', start_date: '2027-05-20', end_date: '2027-05-21' }),
  ];
  const deadlines: DeadlineInput[] = [
    { event_id: rows[0]!.id, kind: 'paper', due: '2025-02-10', timezone: 'AoE' },
    { event_id: rows[1]!.id, kind: 'paper', due: '2025-02-10', timezone: 'AoE' },
    { event_id: rows[2]!.id, kind: 'paper', due: '2027-02-12', timezone: 'AoE' },
    { event_id: rows[3]!.id, kind: 'paper', due: '2027-02-25', timezone: 'AoE' },
  ];
  const asked = askingOver('alike', rows, deadlines);

  it('has a sub-topic: alike by a topic alone is alike by nothing', () => {
    const alike = asked('fjord conferences with deadlines before March 2027').results.map((result) => result.title);
    expect(alike).toHaveLength(2);
    for (const title of alike) expect(title).toContain(`(found without "fjord", with similar_to=${rows[0]!.id} (`);
    const own = asked('glacier conferences with deadlines before March 2027').results.map((result) => result.title);
    expect(own).toEqual([
      'Glacier Venue Symposium 2025 — Berlin, Germany (found without deadline_to=2027-02-28, deadline_from=2026-11-28; paper deadline passed 2025-02-10; ended 2025-06-12)',
    ]);
  });

  it('is asked of events to come too: a window of their dates that has not passed', () => {
    const alike = asked('fjord conferences in 2027').results.map((result) => result.title);
    expect(alike).toHaveLength(2);
    for (const title of alike) expect(title).toContain(`(found without "fjord", with similar_to=${rows[0]!.id} (`);
    expect(asked('fjord conferences in the first half of 2027').results).toHaveLength(2);
    // A window passed asks nothing to come: the subject's own events answer.
    const past = asked('fjord conferences in 2024').results.map((result) => result.title);
    expect(past).toEqual([
      'Fjord Venue Symposium 2025 — Berlin, Germany (found without year=2024; Jun 10-12, 2025; ended 2025-06-12)',
    ]);
    expect(asked('glacier conferences in 2027').results.map((result) => result.title)).toEqual([
      'Glacier Venue Symposium 2025 — Berlin, Germany (found without year=2027; Jun 10-12, 2025; ended 2025-06-12)',
    ]);
  });
});

describe('the event alike events are asked of, ended within the year', () => {
  // The subject's one conference, held last June, its next edition not listed; one alike in 2027.
  const rows: RowInput[] = [
    sourceRow({ name: 'Sierra Venue Symposium', start_date: '2026-06-10', end_date: '2026-06-12' }),
    sourceRow({ name: 'Harbour Venue Forum', start_date: '2027-05-03', end_date: '2027-05-05' }),
  ];
  const asked = askingOver('alike-recent', rows, [
    { event_id: rows[0]!.id, kind: 'paper', due: '2026-02-10', timezone: 'AoE' },
    { event_id: rows[1]!.id, kind: 'paper', due: '2027-02-12', timezone: 'AoE' },
  ]);

  it('comes first of a window of events, said found without it, then the events alike it', () => {
    expect(asked('sierra conferences in 2027').results.map((result) => result.title)).toEqual([
      'Sierra Venue Symposium 2026 — Berlin, Germany (found without year=2027; its next edition not listed yet; ended 2026-06-12)',
      `Harbour Venue Forum 2027 — Berlin, Germany (found without "sierra", with similar_to=${rows[0]!.id} (Sierra Venue Symposium 2026), subtopic=Software Engineering)`,
    ]);
  });

  it('is no answer of a window of deadlines: its call has passed', () => {
    const titles = asked('sierra conferences with deadlines in 2027').results.map((result) => result.title);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/^Harbour Venue Forum 2027 /);
  });
});

describe('the field of the event alike events are asked of, a comma in its name', () => {
  // A comma separates a parameter's values: the field is searched by its slug.
  const field = 'Augmented, Virtual and Mixed Reality';
  const rows: RowInput[] = [
    sourceRow({ name: 'Lagoon Venue Symposium', sub_topic: field, start_date: '2025-06-10', end_date: '2025-06-12' }),
    sourceRow({ name: 'Estuary Venue Forum', sub_topic: field, start_date: '2027-05-03', end_date: '2027-05-05' }),
  ];
  const asked = askingOver('comma-field', rows, []);

  it('answers the events alike it, never an unknown sub-topic', () => {
    const alike = asked('lagoon conferences in 2027').results.map((result) => result.title);
    expect(alike).toEqual([
      `Estuary Venue Forum 2027 — Berlin, Germany (found without "lagoon", with similar_to=${rows[0]!.id} (Lagoon Venue Symposium 2025), subtopic=augmented-virtual-and-mixed-reality)`,
    ]);
  });
});

describe('a subject most of whose events are filed under no sub-topic', () => {
  // Three past conferences of a word filed under none and two past workshops of it under Machine
  // Learning: the field of those filed. A conference of that field is to come in 2027.
  const kelp = (type: string, sub_topic: string | null, year: number) =>
    sourceRow({ name: `Kelp Venue ${type}`, type, sub_topic, start_date: `${year}-06-10`, end_date: `${year}-06-12` });
  const rows: RowInput[] = [
    kelp('conference', null, 2023),
    kelp('conference', null, 2024),
    kelp('conference', null, 2025),
    kelp('workshop', 'Machine Learning', 2024),
    kelp('workshop', 'Machine Learning', 2025),
    sourceRow({
      name: 'Reef Venue Symposium',
      sub_topic: 'Machine Learning',
      start_date: '2027-05-03',
      end_date: '2027-05-05',
    }),
  ];
  const asked = askingOver('alike-filed', rows, []);

  it('is of the field of those filed, alike the first of them when the wider search shows none', () => {
    const titles = asked('kelp conferences in 2027').results.map((result) => result.title);
    // The first in the search's order: the latest.
    const first = rows.find((row) => row.type === 'workshop' && row.start_date === '2025-06-10')!;
    expect(titles).toEqual([
      `Reef Venue Symposium 2027 — Berlin, Germany (found without "kelp", with similar_to=${first.id} (Kelp Venue workshop 2025), subtopic=Machine Learning)`,
    ]);
  });
});

describe('a stand-in whose name holds its year', () => {
  // As kelp above, the workshops named with their year ("... Foundation Models 2024"): said once.
  const silt = (type: string, sub_topic: string | null, year: number, name = `Silt Venue ${type}`) =>
    sourceRow({ name, type, sub_topic, start_date: `${year}-06-10`, end_date: `${year}-06-12` });
  const rows: RowInput[] = [
    silt('conference', null, 2023),
    silt('conference', null, 2024),
    silt('conference', null, 2025),
    silt('workshop', 'Machine Learning', 2024, 'Silt Venue Workshop 2024'),
    silt('workshop', 'Machine Learning', 2025, 'Silt Venue Workshop 2025'),
    sourceRow({
      name: 'Shoal Venue Symposium',
      sub_topic: 'Machine Learning',
      start_date: '2027-05-03',
      end_date: '2027-05-05',
    }),
  ];
  const asked = askingOver('alike-year', rows, []);

  it('says its year once', () => {
    const [title] = asked('silt conferences in 2027').results.map((result) => result.title);
    expect(title).toContain(`with similar_to=${rows[4]!.id} (Silt Venue Workshop 2025), subtopic=Machine Learning)`);
  });
});

describe('the events alike with a deadline estimated in the window', () => {
  // A past conference of a word, one alike with a deadline announced before March 2027, and a
  // series alike whose 2027 edition has none: estimated from its past editions for 2027-02-05.
  const rows: RowInput[] = [
    sourceRow({ name: 'Fjord Venue Symposium', start_date: '2025-06-10', end_date: '2025-06-12' }),
    sourceRow({ name: 'Harbour Venue Forum', start_date: '2027-05-03', end_date: '2027-05-05' }),
  ];
  const deadlines: DeadlineInput[] = [
    { event_id: rows[0]!.id, kind: 'paper', due: '2025-02-10', timezone: 'AoE' },
    { event_id: rows[1]!.id, kind: 'paper', due: '2027-02-12', timezone: 'AoE' },
  ];
  estimatedSeries({ rows, deadlines }, { lead: 125, row: () => ({ name: 'Tundra Venue Conference', series: 'tvc' }) });
  const asked = askingOver('alike-estimated', rows, deadlines);
  const alike = `found without "fjord", with similar_to=${rows[0]!.id} (Fjord Venue Symposium 2025), subtopic=Software Engineering`;

  it('answers them after those announced, each title saying the estimate', () => {
    const titles = asked('fjord conferences with deadlines before March 2027').results.map((result) => result.title);
    expect(titles).toEqual([
      `Harbour Venue Forum 2027 — Berlin, Germany (${alike}; paper deadline 2027-02-12)`,
      `Tundra Venue Conference 2027 — Berlin, Germany (${alike}; paper deadline estimated: 2027-02-05)`,
    ]);
  });

  it('answers them alone when none alike has a deadline announced in the window', () => {
    const titles = asked('fjord conferences with deadlines in early February 2027').results.map(
      (result) => result.title,
    );
    expect(titles).toEqual([
      `Tundra Venue Conference 2027 — Berlin, Germany (${alike}; paper deadline estimated: 2027-02-05)`,
    ]);
  });
});

describe('a wider search of a question about deadlines to come', () => {
  // A subject of two editions, one ended, none with a deadline to come and no sub-topic to find
  // events alike by.
  const rows: RowInput[] = [
    sourceRow({ name: 'Tundra Venue Symposium', sub_topic: null, start_date: '2025-06-10', end_date: '2025-06-12' }),
    sourceRow({ name: 'Tundra Venue Symposium', sub_topic: null, start_date: '2027-06-10', end_date: '2027-06-12' }),
  ];
  const deadlines: DeadlineInput[] = [
    { event_id: rows[0]!.id, kind: 'paper', due: '2025-02-10', timezone: 'AoE' },
    { event_id: rows[1]!.id, kind: 'paper', due: '2026-10-01', timezone: 'AoE' },
  ];
  const asked = askingOver('not-ended', rows, deadlines);

  it('keeps its events not ended: an ended one has no deadline to come', () => {
    const ids = (query: string) => asked(query).results.map((result) => Number(result.id));
    expect(ids('tundra conferences with deadlines before March 2027')).toEqual([rows[1]!.id]);
    // Asked of the past, the ended one answers too.
    expect(ids('tundra conferences which had deadlines in February 2025')).toEqual([rows[0]!.id]);
  });
});

describe('the field of a subject', () => {
  // Past editions whose names hold the subject, of two sub-topics the subject does not name, and
  // an event ahead of each sub-topic.
  const row = (name: string, sub_topic: string, start: string) =>
    sourceRow({ name, sub_topic, start_date: start, end_date: start });
  const rows: RowInput[] = [
    row('Network and Distributed Systems Security Symposium', 'Cybersecurity', '2025-09-10'),
    row('Symposium on Distributed Systems Theory', 'Operating Systems', '2025-06-10'),
    row('Alpha Venue Forum', 'Cybersecurity', '2027-05-03'),
    row('Gamma Venue Forum', 'Operating Systems', '2027-05-10'),
    row('Workshop on Distributed Systems Practice', 'Operating Systems', '2025-07-10'),
  ];
  const deadlines = (list: RowInput[]): DeadlineInput[] =>
    list.map((one) => ({
      event_id: one.id,
      kind: 'paper',
      due: one.start_date! < '2026' ? '2025-02-10' : '2027-02-12',
      timezone: 'AoE',
    }));
  const question = 'distributed systems conferences with deadlines before March 2027';

  it("is the first sub-topic of most of the subject's events: only events of it answer", () => {
    const asked = askingOver('field', rows, deadlines(rows));
    const answer = asked(question);
    expect(answer.results.map((result) => result.id)).toEqual([String(rows[3]!.id)]);
    const standing = [rows[1]!, rows[4]!].map((one) => `similar_to=${one.id} (${one.name} 2025)`);
    for (const { title } of answer.results) {
      expect(
        standing.some((one) => title.includes(`with ${one}, subtopic=Operating Systems; paper deadline 20`)),
        title,
      ).toBe(true);
    }
  });

  it('is none when no sub-topic is the first of most of them: nothing alike answers', () => {
    const even = rows.slice(0, 4);
    const asked = askingOver('no-field', even, deadlines(even));
    for (const { title } of asked(question).results) expect(title).not.toContain('similar_to');
  });
  // A past venue filed under four sub-topics, Machine Learning the last, and one event ahead of
  // its first and one of its last.
  const broad: RowInput[] = [
    row('Symposium on Theoretical Learning Machines', 'Cryptography', '2025-09-10'),
    row('Alpha Venue Forum', 'Cryptography', '2027-05-03'),
    row('Gamma Venue Forum', 'Machine Learning', '2027-05-10'),
  ];
  const more = (subtopics: string[]): TableInput => ({
    event_topics: subtopics.map((name) => ({ event_id: broad[0]!.id, kind: 'sub_topic', name })),
  });

  it('is the sub-topic the subject names of a venue filed under several, not its first', () => {
    const asked = askingOver('named-field', broad, deadlines(broad), more(['Robotics', 'Machine Learning']));
    const answer = asked('theoretical machine learning conferences with deadlines before March 2027');
    expect(answer.results.map((result) => result.id)).toEqual([String(broad[2]!.id)]);
    expect(answer.results[0]!.title).toContain(`with similar_to=${broad[0]!.id} (`);
    expect(answer.results[0]!.title).toContain('subtopic=Machine Learning; paper deadline 20');
  });

  it('is none of "Interdisciplinary Computing", a catch-all: nothing alike answers', () => {
    // ccf-deadlines files venues as far apart as BIBM, RTSS and CogSci under it.
    const mixed: RowInput[] = [
      row('Symposium on Real Time Systems', INTERDISCIPLINARY, '2025-12-10'),
      row('Workshop on Real Time Systems', INTERDISCIPLINARY, '2025-06-10'),
      row('Cognition Venue Forum', INTERDISCIPLINARY, '2027-05-10'),
    ];
    const asked = askingOver('catch-all-field', mixed, deadlines(mixed));
    const answer = asked('real time systems conferences with deadlines before March 2027');
    for (const { title } of answer.results) expect(title).not.toContain('similar_to');
    expect(answer.results.map((result) => result.id)).not.toContain(String(mixed[2]!.id));
  });

  it('is none of a venue filed under more than two, none named: nothing alike answers', () => {
    const asked = askingOver('broad-field', broad, deadlines(broad), more(['Robotics', 'Machine Learning']));
    for (const { title } of asked('theoretical learning conferences with deadlines before March 2027').results)
      expect(title).not.toContain('similar_to');
  });
});
