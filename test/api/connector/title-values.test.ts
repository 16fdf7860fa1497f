/**
 * The values a question asks of each event (docs/api.md, Connector tools, Titles and citations):
 * "the acceptance rate of ICLR" gives each edition's in its title, the series' latest before it
 * for an edition to come; "the h5-index of CVPR" its venue's, "the CORE rank of ICDM" its CORE and
 * CCF ranks, "the ICLR 2027 deadline" its next of each kind, "When is ICLR 2027?" its dates, "Where is ICLR 2028?" that its place is not known yet. Over a
 * few events of one series.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver } from './asking.js';

const { dir, cleanup } = tempDir('confdir-title-values-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const NAME = 'International Conference on Learning Representations';
/** [id, year, city]: the 2028 edition's place is not known yet. */
const EDITIONS: [number, number, string | null][] = [
  [1, 2025, 'Lyon'],
  [2, 2026, 'Paris'],
  [3, 2027, 'Nice'],
  [4, 2028, null],
];

beforeAll(() => {
  const rows = EDITIONS.map(([id, year, city]) =>
    sourceRow({
      id,
      name: NAME,
      acronym: `ICLR ${year}`,
      series: 'iclr',
      website: `https://iclr.example.org/${year}/`,
      city,
      country: city === null ? 'TBD' : 'France',
      start_date: `${year}-04-24`,
      core_rank: 'A*',
      ccf_rank: 'A',
      end_date: `${year}-04-28`,
    }),
  );
  // A venue of monthly rounds, each abstract a week before its paper: the second's abstract passed.
  rows.push(
    sourceRow({
      id: 5,
      name: 'Monthly Data Rounds',
      acronym: 'MDR 2027',
      // Longer than a title says (WEBSITE_SAID).
      website: `https://example.org/${'rounds/'.repeat(50)}`,
      start_date: '2027-08-30',
      end_date: '2027-09-02',
      city: 'Lyon',
      country: 'France',
    }),
  );
  // A venue whose next edition is known to the month alone, January, in which its deadline's date of
  // the year falls (no estimate): the last edition's deadlines.
  rows.push(
    sourceRow({
      id: 6,
      name: 'Month Venue',
      acronym: 'MOV 2026',
      series: 'mov',
      start_date: '2026-10-12',
      end_date: '2026-10-16',
      city: 'Lyon',
      country: 'France',
    }),
    sourceRow({
      id: 7,
      name: 'Month Venue',
      acronym: 'MOV 2027',
      series: 'mov',
      start_date: '2027-01-01',
      end_date: '2027-01-31',
      date_precision: 'month',
      city: 'Lyon',
      country: 'France',
    }),
  );
  const rounds = [
    ['2026-10-25', '2026-11-01'],
    ['2026-11-15', '2026-12-01'],
    ['2026-12-15', '2027-01-01'],
  ].flatMap(([abstract, paper], at) => [
    { event_id: 5, kind: 'abstract', round: at + 1, due: abstract!, timezone: 'AoE' },
    { event_id: 5, kind: 'paper', round: at + 1, due: paper!, timezone: 'AoE' },
  ]);
  const deadlines = [
    ...rounds,
    { event_id: 3, kind: 'abstract', due: '2026-09-18', timezone: 'AoE' },
    { event_id: 3, kind: 'paper', round: 1, due: '2027-01-10', timezone: 'AoE' },
    { event_id: 3, kind: 'paper', round: 2, due: '2027-03-01', timezone: 'AoE' },
    { event_id: 3, kind: 'notification', due: '2027-01-22', timezone: 'AoE' },
    { event_id: 2, kind: 'rebuttal', due: '2025-11-15', timezone: 'AoE' },
    { event_id: 6, kind: 'abstract', round: 1, due: '2026-01-07', timezone: 'AoE' },
    { event_id: 6, kind: 'paper', round: 1, due: '2026-01-14', timezone: 'AoE' },
    { event_id: 6, kind: 'paper', round: 2, due: '2026-04-29', timezone: 'AoE' },
  ];
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, deadlines, {
    acceptance_rates: [
      { series: 'iclr', year: 2025, submitted: 1000, accepted: 317, rate: null, source: 'https://example.org' },
      { series: 'iclr', year: 2026, rate: '27%' },
    ],
    event_ranks: EDITIONS.map(([id]) => ({ event_id: id, system: 'h5-index', value: '304' })),
  });
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title);

describe('the values a question asks of each event', () => {
  it("are each edition's acceptance rate and its counts, the latest before it for one to come", () => {
    // Of one venue, its next edition and those of a rate of their own: ICLR 2028 would say 2026's again.
    expect(titles("what's the acceptance rate of ICLR?")).toEqual([
      'ICLR 2027 — Nice, France (acceptance rate 27% in 2026)',
      'ICLR 2026 — Paris, France (acceptance rate 27%; ended 2026-04-28)',
      'ICLR 2025 — Lyon, France (acceptance rate 31.7%: 317 of 1,000 accepted; ended 2025-04-28)',
    ]);
    expect(titles('How many papers did ICLR 2025 accept?')).toEqual([
      'ICLR 2025 — Lyon, France (acceptance rate 31.7%: 317 of 1,000 accepted; ended 2025-04-28)',
    ]);
    expect(ask('How many papers did ICLR 2025 accept?').reading ?? '').not.toContain('not read');
  });

  it('are its format, asked of it', () => {
    for (const question of ['Is ICLR 2027 in person?', 'Will ICLR 2027 be virtual?', 'What format is ICLR 2027?']) {
      expect(titles(question), question).toEqual(['ICLR 2027 — Nice, France (in person)']);
      expect(ask(question).reading, question).not.toContain('not read');
    }
    expect(titles('ICLR 2027 in person')).toEqual(['ICLR 2027 — Nice, France']);
  });

  it("are the venue's h5-index", () => {
    expect(titles('What is the h5-index of ICLR 2027?')).toEqual(['ICLR 2027 — Nice, France (h5-index 304)']);
  });

  it('are its CORE and CCF ranks', () => {
    expect(titles('What is the CORE rank of ICLR 2027?')).toEqual(['ICLR 2027 — Nice, France (CORE A*, CCF A)']);
    // A rank asked of the venue named, to answer yes or no: its ranks, no filter; none said so.
    for (const question of ['Is ICLR 2027 an A* conference?', 'Is ICLR 2027 CCF B?', 'Is ICLR 2027 top-tier?']) {
      expect(titles(question), question).toEqual(['ICLR 2027 — Nice, France (CORE A*, CCF A)']);
      expect(ask(question).reading, question).toContain('is asked of the venue named, not a filter');
    }
    expect(titles('What is the CORE rank of MDR 2027?')).toEqual(['MDR 2027 — Lyon, France (no CORE or CCF rank)']);
    expect(titles("what's the ranking of ICLR 2026")).toEqual([
      'ICLR 2026 — Paris, France (CORE A*, CCF A; ended 2026-04-28)',
    ]);
  });

  it('are its next deadline of each kind, else the last, passed', () => {
    expect(titles('When is the ICLR 2027 deadline?')).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027; abstract deadline passed 2026-09-18, paper deadline 2027-01-10)',
    ]);
  });

  it('are its deadlines when asked when its call for papers closes', () => {
    for (const question of [
      'When does the ICLR 2027 call for papers close?',
      'Are calls for papers of ICLR 2027 open?',
    ]) {
      expect(titles(question), question).toEqual([
        expect.stringMatching(
          /^ICLR 2027 — Nice, France \(.*abstract deadline passed 2026-09-18, paper deadline 2027-01-10\)$/,
        ),
      ]);
    }
  });

  it('are its estimated deadline, else that none is known', () => {
    expect(titles('ICLR 2028 deadline')).toEqual(['ICLR 2028 (paper deadline estimated: 2028-01-11)']);
    const later = askOver(() => index, parseIsoDate('2028-02-01')!)('ICLR 2028 deadline');
    expect(later.results.map(({ title }) => title)).toEqual([
      'ICLR 2028 (paper deadline estimated: 2028-01-11, passed)',
    ]);
    expect(titles('What is the deadline for ICLR 2026?')).toEqual([
      'ICLR 2026 — Paris, France (no deadline known; ended 2026-04-28)',
    ]);
  });

  it("are, of an edition with none announced nor estimated, the last edition's paper deadlines", () => {
    expect(titles('MOV 2027 deadline')).toEqual([
      "MOV 2027 — Lyon, France (no deadline known; the 2026 edition's paper deadlines were 2026-01-14, 2026-04-29)",
    ]);
  });

  it('are its deadlines with their hour and zone when asked', () => {
    for (const question of ['What time is the ICLR 2027 deadline?', 'What time zone is the ICLR 2027 deadline in?']) {
      expect(titles(question), question).toEqual([
        'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18 23:59 AoE, paper deadline 2027-01-10 23:59 AoE)',
      ]);
    }
  });

  it('are its deadlines with their hour in their zone and in the zone the question names', () => {
    // 23:59 AoE is 11:59 UTC the next day: 03:59 in Los Angeles (PST, UTC-8), 12:59 in Berlin (CET, UTC+1).
    for (const question of ['ICLR 2027 deadline in PST', 'What is the ICLR 2027 deadline in Pacific time?']) {
      expect(titles(question), question).toEqual([
        'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18 23:59 AoE = 2026-09-19 04:59 America/Los_Angeles, ' +
          'paper deadline 2027-01-10 23:59 AoE = 2027-01-11 03:59 America/Los_Angeles)',
      ]);
    }
    expect(titles('the ICLR 2027 deadline in my time zone (Berlin time)')).toEqual([
      'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18 23:59 AoE = 2026-09-19 13:59 Europe/Berlin, ' +
        'paper deadline 2027-01-10 23:59 AoE = 2027-01-11 12:59 Europe/Berlin)',
    ]);
    // A zone the deadline is in already is said once; "IST" (India, Ireland or Israel) names none.
    expect(titles('ICLR 2027 deadline in AoE')).toEqual([
      'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18 23:59 AoE, paper deadline 2027-01-10 23:59 AoE)',
    ]);
    expect(titles('ICLR 2027 deadline in IST')).toEqual([
      'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18, paper deadline 2027-01-10)',
    ]);
  });

  it('are its deadlines when asked whether it passed, or how long until it, every word read', () => {
    for (const question of [
      'Has the ICLR 2027 deadline passed?',
      'How many days until the ICLR 2027 deadline?',
      'How long until the ICLR 2027 deadline?',
      'How many days are left until the ICLR 2027 deadline?',
      'How many days are left before the ICLR 2027 deadline?',
    ]) {
      const answer = ask(question);
      expect(answer.results.map(({ title }) => title)).toEqual([
        'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18, paper deadline 2027-01-10)',
      ]);
      expect(answer.reading, question).not.toContain('not read');
    }
  });

  it("are one round's abstract and paper deadlines, the next paper's, or the window's", () => {
    expect(titles('MDR 2027 deadline')).toEqual([
      'MDR 2027 — Lyon, France (abstract deadline passed 2026-11-15, paper deadline 2026-12-01)',
    ]);
    expect(titles('MDR 2027 deadlines on December 15')).toEqual([
      'MDR 2027 — Lyon, France (abstract deadline 2026-12-15, paper deadline 2027-01-01)',
    ]);
  });

  it('are its deadline in the window the question asks of, a later round', () => {
    expect(titles('ICLR 2027 deadlines in March 2027')).toEqual([
      'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18, paper deadline 2027-03-01)',
    ]);
  });

  it('are the date of its notification, rebuttal or camera-ready version, not its submission', () => {
    expect(titles('ICLR 2027 notification date')).toEqual(['ICLR 2027 — Nice, France (notification 2027-01-22)']);
    expect(titles('When is the ICLR 2026 rebuttal?')).toEqual([
      'ICLR 2026 — Paris, France (rebuttal passed 2025-11-15; ended 2026-04-28)',
    ]);
    expect(titles('ICLR 2027 camera ready deadline')).toEqual([
      'ICLR 2027 — Nice, France (no camera-ready date known)',
    ]);
    expect(ask('When is the camera ready deadline for ICLR 2027?').reading).not.toContain('not read');
  });

  it("are, of a kind none of the edition's is announced, its edition a year before's, a year on", () => {
    // Trackers date notifications late: "ICLR 2028 notification" said none known, ICLR 2027's known.
    expect(titles('ICLR 2028 notification date')).toEqual([
      "ICLR 2028 (notification about 2028-01-22, a year after ICLR 2027's)",
    ]);
    expect(titles('When is the ICLR 2027 rebuttal?')).toEqual([
      "ICLR 2027 — Nice, France (rebuttal about 2026-11-15, passed, a year after ICLR 2026's)",
    ]);
  });

  it('are its dates, deadline and notification when its key dates are asked, or the submission named', () => {
    expect(titles('key dates of ICLR 2027')).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027; abstract deadline passed 2026-09-18, paper deadline 2027-01-10; notification 2027-01-22)',
    ]);
    expect(titles('ICLR 2027 submission and notification dates')).toEqual([
      'ICLR 2027 — Nice, France (abstract deadline passed 2026-09-18, paper deadline 2027-01-10; notification 2027-01-22)',
    ]);
  });

  it('are its dates', () => {
    expect(titles('When is ICLR 2027?')).toEqual(['ICLR 2027 — Nice, France (Apr 24-28, 2027)']);
    // How long it lasts: its dates say.
    expect(titles('How long is ICLR 2027?')).toEqual(['ICLR 2027 — Nice, France (Apr 24-28, 2027)']);
  });

  it('are its full name, its organizer and its website when asked, every word read', () => {
    for (const question of [
      'What is the full name of ICLR 2027?',
      'What does ICLR 2027 stand for?',
      'ICLR 2027 is short for what?',
    ])
      expect(titles(question), question).toEqual([`ICLR 2027 (${NAME}) — Nice, France`]);
    expect(ask('What does ICLR 2027 stand for?').reading).toBe('Read as acronym=ICLR, year=2027.');
    expect(titles('Who organizes ICLR 2027?')).toEqual(['ICLR 2027 — Nice, France (organized by Testing Society)']);
    expect(titles('the organizers of ICLR 2027')).toEqual(['ICLR 2027 — Nice, France (organized by Testing Society)']);
    expect(titles('What is the website of ICLR 2027?')).toEqual([
      'ICLR 2027 — Nice, France (website https://iclr.example.org/2027/)',
    ]);
    expect(titles('MDR 2027 homepage')).toEqual([
      'MDR 2027 — Lyon, France (website too long to say here: fetch gives it)',
    ]);
    // The asker's plans ask no organizer.
    expect(titles("I'm organizing my travel: when is ICLR 2027?")).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027)',
    ]);
    // Which of two is first: their dates; of deadlines, the deadlines alone.
    expect(titles('Which is earlier, ICLR 2027 or MDR 2027?')).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027)',
      'MDR 2027 — Lyon, France (Aug 30 - Sep 2, 2027)',
    ]);
    expect(titles('Which is the earliest, ICLR 2027 or MDR 2027?')).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027)',
      'MDR 2027 — Lyon, France (Aug 30 - Sep 2, 2027)',
    ]);
    expect(titles('ICLR 2027 or MDR 2027, which one comes first?')).toEqual([
      'ICLR 2027 — Nice, France (Apr 24-28, 2027)',
      'MDR 2027 — Lyon, France (Aug 30 - Sep 2, 2027)',
    ]);
    expect(titles('Is ICLR 2027 later than MDR 2027?')).toContain('ICLR 2027 — Nice, France (Apr 24-28, 2027)');
    expect(titles('Does ICLR 2027 have a later deadline than MDR 2027?').join()).not.toContain('Apr 24-28');
  });

  it('are that its place is not known (yet, unless ended), when its title gives none', () => {
    expect(titles('Where is ICLR 2028?')).toEqual(['ICLR 2028 (place not known yet)']);
    expect(titles('In which city is ICLR 2028?')).toEqual(['ICLR 2028 (place not known yet)']);
    expect(titles('ICLR 2028 location and dates')).toEqual(['ICLR 2028 (Apr 24-28, 2028; place not known yet)']);
    expect(titles('the locations of ICLR 2028')).toEqual(['ICLR 2028 (place not known yet)']);
    // "places" asks it too, no word left unread.
    expect(titles('ICLR 2028 dates and places')).toEqual(['ICLR 2028 (Apr 24-28, 2028; place not known yet)']);
    expect(titles('Where will ICLR 2027 be held?')).toEqual(['ICLR 2027 — Nice, France']);
    // Asked whether it is in a place, yes or no: not known yet is the answer.
    expect(titles('Is ICLR 2028 in Europe?')).toEqual([
      'ICLR 2028 (found without continent=Europe; place not known yet)',
    ]);
    // Once it has ended, no place is to come.
    const later = askOver(() => index, parseIsoDate('2028-05-01')!)('Where was ICLR 2028 held?');
    expect(later.results.map(({ title }) => title)).toEqual(['ICLR 2028 (place not known; ended 2028-04-28)']);
  });

  it('are its dates, place and deadline when asked whether it is announced, every word read', () => {
    for (const question of ['Is ICLR 2028 announced?', 'Has ICLR 2028 been confirmed yet?']) {
      const answer = ask(question);
      expect(answer.results.map(({ title }) => title)).toEqual([
        'ICLR 2028 (Apr 24-28, 2028; place not known yet; paper deadline estimated: 2028-01-11)',
      ]);
      expect(answer.reading, question).not.toContain('not read');
    }
  });

  it('are none when the question asks for none', () => {
    expect(titles('ICLR 2026')).toEqual(['ICLR 2026 — Paris, France (ended 2026-04-28)']);
  });
});
