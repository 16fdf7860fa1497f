/**
 * Venues given as examples of the subject right after it (docs/api.md, Connector tools): "quantum
 * networking conferences such as QNET", "(like QNET)", "e.g. QNET", "including QNET", "like QNET,
 * ENTF and CES" are answered
 * by the subject and the examples each alone, in turn: the examples' editions beside the subject's
 * other venues, its deadlines estimated in a window too. Venues in brackets with no such word are
 * the ones asked for, and "like X" elsewhere is still other venues alike. Over a few events: QNET,
 * whose name holds no word of the subject, a venue alike it, one of the subject, and a series of
 * the subject whose 2027 deadline is estimated for 10 February 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver, estimatedSeries, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-subject-examples-');
const TODAY = parseIsoDate('2026-11-28')!;
const OWN = { sub_topic: 'Networking', organizer: 'Example Society', description: 'An event.' };
const qnet = sourceRow({ ...OWN, name: 'Symposium on Entanglement Links', acronym: 'QNET 2027', series: 'qnet' });
const alike = sourceRow({ ...OWN, name: 'Conference on Entanglement Systems', acronym: 'CES 2027', series: 'ces' });
const days = sourceRow({ ...OWN, name: 'Quantum Networking Days', ...on('2027-05-10') });
const rows: RowInput[] = [qnet, alike, days];
const deadlines: DeadlineInput[] = [];
estimatedSeries(
  { rows, deadlines },
  { lead: 120, row: () => ({ ...OWN, name: 'Quantum Networking Summit', series: 'qns' }) },
);
const summit = String(
  rows.find((row) => row.name === 'Quantum Networking Summit' && row.start_date === '2027-06-10')!.id,
);
// An example venue whose name holds no word of the subject, its 2027 deadline estimated for 20 January.
estimatedSeries(
  { rows, deadlines },
  { lead: 141, row: (year) => ({ ...OWN, name: 'Entanglement Forum', acronym: `ENTF ${year}`, series: 'entf' }) },
);
const forum = String(rows.find((row) => row.acronym === 'ENTF 2027')!.id);
let index: SnapshotIndex;

beforeAll(() => {
  const [source, snapshot] = [join(dir, 'source.sqlite'), join(dir, 'events.snapshot')];
  writeSourceFile(source, rows, undefined, deadlines);
  // Estimates are of the deadlines to come on the day of the build.
  buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-28T00:00:00Z') });
  index = openSnapshot(snapshot, TODAY);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);

describe('venues given as examples of the subject', () => {
  it('are answered beside the subject, each alone, not as other venues alike', () => {
    for (const question of [
      'Which quantum networking conferences (like QNET) take place in 2027?',
      'quantum networking conferences such as QNET in 2027',
      'quantum networking venues, e.g. QNET, in 2027',
      'quantum networking conferences including QNET in 2027',
    ]) {
      expect(ids(question), question).toContain(String(qnet.id));
      expect(ids(question), question).toContain(String(days.id));
      expect(ids(question), question).not.toContain(String(alike.id));
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \(\d events?\), "QNET" \(1 event\)/);
    }
  });

  it("answer the subject's deadlines estimated in a window too", () => {
    const answer = ask('quantum networking conferences (like QNET) with deadlines in February 2027');
    expect(answer.results.map((result) => result.id)).toContain(summit);
    expect(answer.reading).toContain('estimated in the window');
  });

  it("answer the examples' own deadlines estimated in the window", () => {
    const answer = ask('quantum networking venues, e.g. ENTF, with deadlines in January 2027');
    expect(answer.results.map((result) => result.id)).toContain(forum);
    expect(answer.reading).toMatch(/"ENTF" \(none announced; 1 event has a paper deadline estimated in the window/);
  });

  it('are a list of three or more, or two joined by "and", after "like", whose window stays the deadlines\'', () => {
    const question = 'quantum networking venues like QNET, ENTF and CES in 2027';
    expect(ask(question).reading).toMatch(/any of "quantum networking" \(\d events?\), "QNET,ENTF,CES"/);
    expect(ids(question)).toEqual(expect.arrayContaining([String(qnet.id), String(days.id)]));
    // Three joined by "or" last too: "like SC, ISC, or HPDC" was read as three venues alike, HPC left out.
    for (const or of [
      'quantum networking venues like QNET, ENTF, or CES in 2027',
      'quantum networking venues like QNET, ENTF or CES in 2027',
    ])
      expect(ask(or).reading, or).toMatch(/any of "quantum networking" \(\d events?\), "QNET,ENTF,CES"/);
    const window = ask('quantum networking venues like QNET, ENTF, and CES with deadlines in 2027');
    expect(window.reading).toContain('deadline_from=2027-01-01, deadline_to=2027-12-31');
    expect(window.results.map((result) => result.id)).toContain(forum);
    // Two joined by "and" are examples too; by "or", or of no subject, the venues compared with.
    const two = ask('quantum networking venues like QNET and CES in 2027');
    expect(two.reading).toMatch(/any of "quantum networking" \(\d events?\), "QNET,CES"/);
    expect(two.results.map((result) => result.id)).toEqual(expect.arrayContaining([String(qnet.id), String(days.id)]));
    expect(ask('quantum networking venues like QNET and their deadlines').reading).toContain('"like QNET"');
    expect(ask('quantum networking venues like QNET or CES in 2027').reading).toContain('"like QNET"');
    expect(ask('venues like QNET and CES in 2027').reading).toContain('"like QNET"');
    expect(ask('venues like QNET, ENTF and CES in 2027').reading).toContain('"like QNET"');
  });

  it('are the venues asked for in brackets alone; "like X" elsewhere asks for others alike', () => {
    expect(ask('quantum networking conferences (QNET) in 2027').reading).toContain('acronym=QNET');
    expect(ask('quantum networking conferences (QNET) in 2027').reading).not.toContain('any of');
    expect(ask('conferences like QNET in 2027').reading).toContain('"like QNET"');
    expect(ids('conferences like QNET in 2027')).toContain(String(alike.id));
  });
});
