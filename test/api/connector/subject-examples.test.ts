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
// A venue whose acronym is written as a word, not in capitals.
const qubitfest = sourceRow({ ...OWN, name: 'Qubitfest', acronym: 'Qubitfest 2027', series: 'qubitfest' });
// A venue whose acronym is two words, a society's and its own.
const photon = sourceRow({ ...OWN, name: 'Meeting on Photon Pictures', acronym: 'IEEE PPM 2027', series: 'ieee-ppm' });
const rows: RowInput[] = [qnet, alike, days, qubitfest, photon];
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
// An example venue whose latest edition, 2026, has ended: its 2027 call is foreseen, about 1 March 2027.
estimatedSeries(
  { rows, deadlines },
  {
    lead: 101,
    years: [2024, 2025, 2026],
    row: (year) => ({ ...OWN, name: 'Symposium on Qubit Memories', acronym: `QSYM ${year}`, series: 'qsym' }),
  },
);
const memories = String(rows.find((row) => row.acronym === 'QSYM 2026')!.id);
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

  it('are set off by commas after "like", as in brackets: "X venues, like A or B, and …"', () => {
    // Read as venues alike, the answer left out OSDI and SOSP for "operating systems, like OSDI or SOSP,".
    for (const question of [
      'Give me quantum networking venues, like QNET or CES, and their deadlines in 2027.',
      'Which quantum networking venues, like QNET, meet in 2027?',
      'quantum networking venues, like QNET or CES',
      // "research" after the subject, as an event word: "web research, like WWW or WSDM," compared.
      'Which venues for quantum networking research, like QNET or CES, meet in 2027?',
    ]) {
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "QNET/);
      expect(ids(question), question).toContain(String(qnet.id));
    }
    // A name of two words, "IEEE VIS", and "are there" between the subject and the comma: "What
    // visualization conferences are there, like IEEE VIS or EuroVis?" compared with both.
    for (const question of [
      'quantum networking venues, like IEEE PPM or QNET',
      'quantum networking venues, like QNET or IEEE PPM, and their deadlines',
      'quantum networking venues like IEEE PPM, QNET and CES',
      'What quantum networking venues are there, like QNET or CES?',
      'Which quantum networking conferences are out there, like IEEE PPM or QNET?',
    ]) {
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "(QNET|IEEE PPM)/);
      expect(ids(question), question).toContain(String(qnet.id));
    }
    expect(ids('quantum networking venues, like IEEE PPM or QNET')).toContain(String(photon.id));
    // "similar to" so set off too: "conferences on multi-agent systems, similar to AAMAS?" left AAMAS out.
    for (const question of [
      'What conferences are there on quantum networking, similar to QNET?',
      'quantum networking venues (similar to QNET or CES) in 2027',
    ]) {
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "QNET/);
      expect(ids(question), question).toContain(String(qnet.id));
    }
    expect(ask('quantum networking venues similar to QNET').reading).toContain('"like QNET"');
    // Past a time between the subject and them: "data visualization in 2027, e.g. IEEE VIS or EuroVis".
    for (const [question, id] of [
      ['quantum networking venues in 2027, e.g. QNET or CES', String(qnet.id)],
      // ENTF 2027's deadline is estimated for 20 January.
      ['Which quantum networking venues have deadlines in January 2027, such as ENTF or QNET?', forum],
    ]) {
      expect(ask(question!).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "(QNET|ENTF)/);
      expect(ids(question!), question).toContain(id);
    }
    // Past a place, or a place and a time: "formal methods in Europe in summer 2027, such as FM or CAV".
    for (const question of [
      'quantum networking venues in Germany, e.g. QNET or CES',
      'Which quantum networking conferences are in Europe in 2027, such as QNET or CES?',
      'quantum networking venues in the United States in 2027, e.g. QNET or CES',
    ])
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "QNET,CES"/);
    // The subject after them, set off by commas: "conferences in Germany next year, such as ISC or
    // Euro-Par, cover high performance computing" searched the two venues for its words.
    for (const question of [
      'Which conferences in Germany in 2027, such as QNET or CES, cover quantum networking?',
      'venues in 2027, e.g. QNET or CES, that focus on quantum networking',
    ])
      expect(ask(question).reading, question).toMatch(/any of "quantum networking" \([^)]*\), "QNET,CES"/);
    expect(ask('Find venues in Germany in 2027, like QNET or CES').reading).toContain('"like QNET"');
    expect(ask('Find venues in 2027, like QNET or CES').reading).toContain('"like QNET"');
    // Not closed by a comma or the sentence's end, nor after a subject: venues compared with.
    expect(ask('quantum networking venues, like QNET or CES but smaller').reading).toContain('"like QNET"');
    expect(ask('Find venues, like QNET or CES, in 2027').reading).toContain('"like QNET"');
  });

  it('whose edition asked is not listed yet answer the latest, saying the next call foreseen', () => {
    // "formal methods in Europe in summer 2027, such as FM or CAV": CAV 2026 said nothing of CAV 2027.
    const answer = ask('quantum networking venues in Germany in 2027, e.g. QNET or QSYM');
    expect(answer.reading).toMatch(/any of "quantum networking" \([^)]*\), "QNET,QSYM"/);
    const title = answer.results.find((result) => result.id === memories)?.title;
    expect(title).toMatch(
      /found without year=2027; QSYM 2027 not listed yet: held about June 2027, a year after this edition; paper deadline about 2027-03-01/,
    );
    // So too when the examples' search is widened: QNET 2027 found without the place, QSYM by its own.
    const widened = ask('quantum networking venues in Japan in 2027, e.g. QNET or QSYM');
    const titles = widened.results.map((result) => result.title);
    expect(titles).toContain('QNET 2027 — Berlin, Germany (found without country=Japan)');
    expect(titles.find((one) => one.startsWith('QSYM 2026'))).toMatch(
      /found without year=2027, country=Japan; QSYM 2027 not listed yet/,
    );
  });

  it('among the main venues asked ("the main venues like A and B") foresee an ended one\'s next call', () => {
    const answer = ask('What are the main venues like QNET and QSYM, and their deadlines?');
    expect(answer.reading).toContain('"main venues like QNET, QSYM": 2 editions of QNET or QSYM first');
    const title = answer.results.find((result) => result.id === memories)?.title;
    expect(title).toContain('QSYM 2027 not listed yet: paper deadline about 2027-03-01');
  });

  it('are answered beside each subject of a list, a name in capitals among them', () => {
    // The examples were one filter over the list: RLC 2027, of reinforcement learning, was left out
    // of "reinforcement learning and robot learning, like CoRL,"; "Eurographics" was a word of q.
    const listed = ask('quantum networking or entanglement systems venues, like QNET, in 2027');
    expect(listed.reading).toMatch(
      /any of "quantum networking" \(\d events?\), "entanglement systems" \(1 event\), "QNET"/,
    );
    expect(listed.results.map((result) => result.id)).toEqual(
      expect.arrayContaining([String(qnet.id), String(days.id), String(alike.id)]),
    );
    const named = ask('quantum networking venues (like QNET or Qubitfest) in 2027');
    expect(named.reading).toContain('"QNET,Qubitfest" (2 events)');
    expect(named.results.map((result) => result.id)).toContain(String(qubitfest.id));
  });

  it('answer one edition of each venue, and the venues alike them when the subject finds none', () => {
    const editions = ask('quantum networking venues, e.g. ENTF').results.filter(({ title }) =>
      title.startsWith('ENTF'),
    );
    expect(editions.map(({ title }) => title.slice(0, 9))).toEqual(['ENTF 2027']);
    // No event holds both words: the subject cut to one word answered any event of either.
    const none = ask('Show me quantum entanglement conferences, like QNET.');
    expect(none.reading).toContain('"quantum entanglement" (none; found without "quantum entanglement", alike QNET');
    expect(none.results.map((result) => result.id)).toContain(String(alike.id));
    expect(none.results.find((result) => result.id === String(alike.id))?.title).toContain('alike QNET');
  });

  it('are the venues asked for in brackets alone; "like X" elsewhere asks for others alike', () => {
    expect(ask('quantum networking conferences (QNET) in 2027').reading).toContain('acronym=QNET');
    expect(ask('quantum networking conferences (QNET) in 2027').reading).not.toContain('any of');
    expect(ask('conferences like QNET in 2027').reading).toContain('"like QNET"');
    expect(ids('conferences like QNET in 2027')).toContain(String(alike.id));
  });
});
