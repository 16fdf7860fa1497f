/** One event from many records (docs/importers.md, Merging): relistings, merges, precedence, near-misses. */
import { describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { readCcfDeadlines } from '../../src/import/ccf-deadlines.js';
import { readConfsTech } from '../../src/import/confs-tech.js';
import { mergeSources } from '../../src/import/merge.js';
import { NEAR_MISSES_LISTED } from '../../src/import/near-misses.js';
import { formatIsoDate, parseIsoDate } from '../../src/util/dates.js';
import { FIXTURES, importContext, importedEvent as event, formatResult as result, recordOf } from './context.js';

const ccf = () => readCcfDeadlines(FIXTURES.ccf, importContext());
const ai = () => readAiDeadlines(FIXTURES.ai, importContext());

describe('relistings', () => {
  it('makes the listings of one event in several topic files one event with every topic', () => {
    const merged = mergeSources([readConfsTech(FIXTURES.confsTech, importContext())]);
    expect(merged.events).toHaveLength(6);
    expect(recordOf(merged.events, '2024/ios#Chain React').subTopics).toEqual(['Android', 'iOS', 'JavaScript']);
    expect(merged.relistings).toContainEqual({
      source: 'confs.tech',
      records: ['2024/android#droidcon San Francisco', '2024/kotlin#droidcon San Francisco'],
      topics: ['Software Development'],
      subTopics: ['Android', 'Kotlin'],
    });
    expect(merged.merges).toEqual([]);
  });

  it('keeps apart events of one name and start in other places, as near-misses', () => {
    const merged = mergeSources([
      result('confs.tech', [
        event('confs.tech', 'a', { name: 'DevFest' }),
        event('confs.tech', 'b', { name: 'DevFest', city: 'Lima', country: 'Peru' }),
      ]),
    ]);
    expect(merged.events).toHaveLength(2);
    expect(merged.nearMisses).toEqual([expect.objectContaining({ reason: 'same name and start, another place' })]);
  });

  it('names each of them with its city, so that no two events share a name and start date', () => {
    const merged = mergeSources([
      result('confs.tech', [
        event('confs.tech', 'a', { name: 'GDG DevFest', website: 'https://devfest.at' }),
        event('confs.tech', 'b', {
          name: 'GDG DevFest',
          city: 'Lima',
          country: 'Peru',
          website: 'https://devfestlima.com',
        }),
        event('confs.tech', 'c', { name: 'DevFest Berlin', start: '2026-05-01' }),
      ]),
    ]);
    expect(merged.events.map((e) => e.name).sort()).toEqual([
      'DevFest Berlin',
      'GDG DevFest Berlin',
      'GDG DevFest Lima',
    ]);
    expect(merged.renamed).toEqual([
      { record: expect.objectContaining({ recordId: 'a', name: 'GDG DevFest' }), name: 'GDG DevFest Berlin' },
      { record: expect.objectContaining({ recordId: 'b', name: 'GDG DevFest' }), name: 'GDG DevFest Lima' },
    ]);
  });

  it('makes the listings of one name, dates and website in other places one event, the first place kept', () => {
    const site = { name: 'InnerSource Summit', website: 'https://innersourcecommons.org/events/isc-2025' };
    const merged = mergeSources([
      result('confs.tech', [
        event('confs.tech', 'a', site),
        event('confs.tech', 'b', {
          ...site,
          city: 'Yokohama',
          country: 'Japan',
          website: 'http://www.innersourcecommons.org/events/isc-2025/',
        }),
        event('confs.tech', 'c', { ...site, city: 'New York', country: 'United States' }),
      ]),
    ]);
    expect(merged.events).toHaveLength(1);
    expect(merged.events[0]).toMatchObject({ name: 'InnerSource Summit', city: 'Berlin', country: 'Germany' });
    expect(merged.relistings).toEqual([
      expect.objectContaining({
        records: ['a', 'b', 'c'],
        otherPlaces: ['Yokohama, Japan', 'New York, United States'],
      }),
    ]);
    expect(merged.renamed).toEqual([]);
  });
});

describe('merging sources', () => {
  const merged = mergeSources([ccf(), ai()]);

  it('merges the editions found in both once, with both sources', () => {
    const both = merged.events.filter((e) => new Set(e.sources.map((s) => s.name)).size === 2);
    expect(both.map((e) => e.acronym).sort()).toEqual(['AAAI 2026', 'NeurIPS 2025', 'SIGKDD 2026']);
    expect(merged.merges).toHaveLength(3);
    expect(merged.events).toHaveLength(9 + 4 - 3);
  });

  it('finds an edition by the DBLP key of the other source (KDD of SIGKDD), and keeps the other acronym as an alias', () => {
    const kdd = recordOf(merged.events, 'src/data/conferences/kdd.yml#kdd26');
    expect(kdd.sources.map((s) => s.recordId)).toEqual(['sigkdd26', 'src/data/conferences/kdd.yml#kdd26']);
    expect(kdd.aliases).toEqual(
      expect.arrayContaining([
        { alias: 'kdd', kind: 'dblp' },
        { alias: 'ACM SIGKDD Conference on Knowledge Discovery and Data Mining', kind: 'name' },
      ]),
    );
    expect(merged.merges).toContainEqual(expect.objectContaining({ by: 'edition kdd 2026' }));
  });

  it('keeps the first source for what both give, adds what only the later gives, and lists the conflicts', () => {
    const neurips = recordOf(merged.events, 'src/data/conferences/neurips.yml#neurips25');
    // ccf-deadlines, first, says December 2-7; ai-deadlines says November 30 - December 7, which
    // holds ccf-deadlines' days (the San Diego days; Mexico City's began on November 30): both agree with it.
    expect(neurips).toMatchObject({ start: '2025-11-30', name: 'Conference on Neural Information Processing Systems' });
    expect(neurips.subTopics).toEqual(['Machine Learning', 'Artificial Intelligence']);
    expect(neurips.deadlines.map((d) => d.kind)).toEqual([
      'abstract',
      'paper',
      'rebuttal',
      'notification',
      'camera_ready',
    ]);
    const conflicts = merged.merges.find(
      (m) => m.records[1]!.recordId === 'src/data/conferences/neurips.yml#neurips25',
    )!.conflicts;
    expect(conflicts.map((conflict) => conflict.field)).not.toContain('dates');
    expect(merged.dates).toEqual([
      expect.objectContaining({
        acronym: 'NeurIPS 2025',
        kept: '2025-11-30 2025-12-07',
        by: 'agreement',
        given: [
          { dates: '2025-12-02 2025-12-07', precision: 'day', records: ['nips25'], agreeing: 1 },
          {
            dates: '2025-11-30 2025-12-07',
            precision: 'day',
            records: ['src/data/conferences/neurips.yml#neurips25'],
            agreeing: 2,
          },
        ],
      }),
    ]);
  });

  it('follows the order of the sources: the first one decides what both give', () => {
    const reversed = recordOf(mergeSources([ai(), ccf()]).events, 'src/data/conferences/kdd.yml#kdd26');
    expect(reversed).toMatchObject({ series: 'KDD', acronym: 'KDD 2026' });
    expect(reversed.aliases).toContainEqual({ alias: 'SIGKDD', kind: 'acronym' });
  });

  it('takes dates to the day over dates to the month or unknown, and a city over none', () => {
    const first = event('a', 'x', {
      series: 'ABC',
      acronym: 'ABC 2027',
      start: null,
      end: null,
      precision: 'unknown',
      city: null,
    });
    const later = event('b', 'y', { series: 'ABC', acronym: 'ABC 2027', start: '2027-05-03', end: '2027-05-05' });
    const [merged] = mergeSources([result('a', [first]), result('b', [later])]).events;
    expect(merged).toMatchObject({ start: '2027-05-03', end: '2027-05-05', precision: 'day', city: 'Berlin' });
  });

  it('counts deadlines of one instant written in two zones as one', () => {
    const aoe = { kind: 'paper' as const, round: 1, due: '2027-01-10T23:59:59', zone: 'AoE' };
    const first = event('a', 'x', { series: 'ABC', deadlines: [aoe] });
    const later = event('b', 'y', { series: 'ABC', deadlines: [{ ...aoe, zone: 'UTC-12:00' }] });
    const merged = mergeSources([result('a', [first]), result('b', [later])]);
    expect(merged.merges[0]!.conflicts).toEqual([]);
    expect(merged.events[0]!.deadlines).toEqual([aoe]);
  });

  it('counts due times a minute or less apart as one deadline, and lists a later one as a conflict', () => {
    // ACML 2021 as Linyxus/pl-deadlines and ccfddl/ccf-deadlines write it: 23:59:00 and 23:59:59, UTC-7.
    const pl = { kind: 'paper' as const, round: 1, due: '2021-06-25T23:59:00', zone: 'UTC-07:00' };
    const ccf = { ...pl, due: '2021-06-25T23:59:59' };
    const acml = (source: string, deadline: typeof pl) =>
      event(source, 'acml21', { series: 'ACML', deadlines: [deadline] });
    const same = mergeSources([result('a', [acml('a', pl)]), result('b', [acml('b', ccf)])]);
    expect(same.merges[0]!.conflicts).toEqual([]);
    expect(same.events[0]!.deadlines).toEqual([pl]);
    const later = mergeSources([
      result('a', [acml('a', pl)]),
      result('b', [acml('b', { ...pl, due: '2021-06-26T00:01:00' })]),
    ]);
    expect(later.merges[0]!.conflicts).toEqual([
      {
        field: 'deadline paper round 1',
        kept: '2021-06-25T23:59:00 UTC-07:00',
        other: '2021-06-26T00:01:00 UTC-07:00',
      },
    ]);
  });

  it("keeps the first source's rank of a system and edition, lists another value as a conflict, and adds the ranks it lacks", () => {
    // AISTATS as two trackers give it: h5-index 91 and 101, of years neither says.
    const rank = (system: string, value: string, edition: string | null = null, sourceUrl: string | null = null) => ({
      system,
      edition,
      value,
      sourceUrl,
    });
    const first = event('a', 'x', { series: 'AISTATS', ranks: [rank('h5-index', '91'), rank('CORE', 'A', '2026')] });
    const later = event('b', 'y', {
      series: 'AISTATS',
      ranks: [rank('h5-index', '101'), rank('CORE', 'A', '2026', 'https://portal.core.edu.au/'), rank('CCF', 'C')],
    });
    const merged = mergeSources([result('a', [first]), result('b', [later])]);
    expect(merged.events[0]!.ranks).toEqual([
      rank('h5-index', '91'),
      rank('CORE', 'A', '2026', 'https://portal.core.edu.au/'),
      rank('CCF', 'C'),
    ]);
    expect(merged.merges[0]!.conflicts).toEqual([{ field: 'rank', kept: 'h5-index 91', other: 'h5-index 101' }]);
  });

  it("finds no edition by an alias that is another series' own acronym in its source, and does by one no other claims", () => {
    // ccfddl's AsiaCCS carries DBLP's key `ccs`, CCS's acronym; a tracker's CCS 2025 gave no dates.
    const ccs = event('a', 'ACM CCS 2025', {
      series: 'ACM CCS',
      acronym: 'ACM CCS 2025',
      year: 2025,
      start: null,
      end: null,
      precision: 'unknown',
      city: null,
      country: null,
    });
    const asiaccs = event('b', 'asiaccs25', {
      series: 'AsiaCCS',
      acronym: 'AsiaCCS 2025',
      year: 2025,
      start: '2025-08-25',
      end: '2025-08-29',
      city: 'Hanoi',
      country: 'Vietnam',
      aliases: [{ alias: 'ccs', kind: 'dblp' }],
    });
    const ccs25 = event('b', 'ccs25', {
      series: 'CCS',
      acronym: 'CCS 2025',
      year: 2025,
      start: '2025-10-13',
      end: '2025-10-17',
      city: 'Taipei',
      country: 'Taiwan',
    });
    const apart = mergeSources([result('a', [ccs]), result('b', [asiaccs, ccs25])]);
    expect(apart.events.map((e) => [e.acronym, e.city])).toEqual([
      ['ACM CCS 2025', 'Taipei'],
      ['AsiaCCS 2025', 'Hanoi'],
    ]);
    // SIGKDD's DBLP key `kdd` names no other series of its source: it finds the tracker's KDD 2027.
    const kdd = event('a', 'kdd27', { series: 'KDD', acronym: 'KDD 2027' });
    const sigkdd = event('b', 'sigkdd27', {
      series: 'SIGKDD',
      acronym: 'SIGKDD 2027',
      aliases: [{ alias: 'kdd', kind: 'dblp' }],
    });
    expect(mergeSources([result('a', [kdd]), result('b', [sigkdd])]).events).toHaveLength(1);
  });

  it('lists editions of one series and year that start far apart in other cities as near-misses', () => {
    const first = event('a', 'x', {
      series: 'IUI',
      start: '2026-03-23',
      end: '2026-03-26',
      city: 'Paphos',
      country: 'Cyprus',
    });
    const later = event('b', 'y', {
      series: 'IUI',
      start: '2026-07-13',
      end: '2026-07-16',
      city: 'Limassol',
      country: 'Cyprus',
    });
    const merged = mergeSources([result('a', [first]), result('b', [later])]);
    expect(merged.events).toHaveLength(2);
    expect(merged.nearMisses).toEqual([
      expect.objectContaining({ reason: 'same series or acronym and year (iui 2026), starts 112 days apart' }),
    ]);
  });

  it('merges one edition written with and without its organisation, "ACM ASIACCS" and "AsiaCCS"', () => {
    const dated = { start: '2027-07-12', end: '2027-07-16', city: 'Bangkok', country: 'Thailand' };
    const merged = mergeSources([
      result('a', [event('a', 'x', { acronym: 'ACM ASIACCS 2027', series: null, ...dated })]),
      result('b', [event('b', 'y', { acronym: 'AsiaCCS 2027', series: null, ...dated, city: null })]),
      result('c', [event('c', 'z', { acronym: 'ASIA CCS 2026', series: null, year: 2026, ...dated, city: 'Phuket' })]),
    ]);
    expect(merged.events).toHaveLength(1);
    expect(merged.events[0]!.sources.map((source) => source.name)).toEqual(['a', 'b', 'c']);
  });

  it('merges a month given alone with the days of that month, and keeps days apart that differ', () => {
    const host = (source: string, start: string, end: string, precision: 'day' | 'month') =>
      event(source, `${source}-host`, { acronym: 'HOST 2027', series: null, start, end, precision, city: null });
    const merged = mergeSources([
      result('a', [host('a', '2027-05-01', '2027-05-31', 'month')]),
      result('b', [host('b', '2027-05-03', '2027-05-06', 'day')]),
    ]);
    expect(merged.events).toHaveLength(1);
    const apart = mergeSources([
      result('a', [host('a', '2027-05-01', '2027-05-31', 'month')]),
      result('b', [host('b', '2027-09-03', '2027-09-06', 'day')]),
    ]);
    expect(apart.events).toHaveLength(2);
    expect(apart.nearMisses).toHaveLength(1);
  });

  it("merges editions of one series and year in the same city whatever their dates, the first source's kept and reported", () => {
    const first = event('a', 'x', { series: 'UAI', start: '2026-08-17', end: '2026-08-21' });
    const later = event('b', 'y', { series: 'UAI', start: '2025-08-17', end: '2025-08-21' });
    const merged = mergeSources([result('a', [first]), result('b', [later])]);
    expect(merged.events).toHaveLength(1);
    expect(merged.events[0]).toMatchObject({ start: '2026-08-17', end: '2026-08-21' });
    expect(merged.dates).toEqual([
      expect.objectContaining({
        kept: '2026-08-17 2026-08-21',
        by: 'first',
        given: [
          { dates: '2026-08-17 2026-08-21', precision: 'day', records: ['x'], agreeing: 1 },
          { dates: '2025-08-17 2025-08-21', precision: 'day', records: ['y'], agreeing: 1 },
        ],
      }),
    ]);
  });

  it('merges an edition whose year vote split, without deadlines, only as of the year it names', () => {
    const undecided = event('a', 'x', {
      series: 'CIKM',
      acronym: 'CIKM 2020',
      year: 2020,
      yearUndecided: true,
      start: '2021-10-19',
      end: '2021-10-23',
    });
    const of2021 = event('b', 'y', { series: 'CIKM', acronym: 'CIKM 2021', year: 2021, start: '2021-10-19' });
    const of2020 = event('c', 'z', { series: 'CIKM', acronym: 'CIKM 2020', year: 2020, start: '2020-10-19' });
    const merged = mergeSources([result('a', [undecided]), result('b', [of2021]), result('c', [of2020])]);
    expect(merged.events.map((one) => one.sources.map((source) => source.recordId))).toEqual([['x', 'z'], ['y']]);
    expect(merged.merges.map((one) => one.by)).toEqual(['edition cikm 2020']);
  });

  it('merges an event without series by folded name, start date and city', () => {
    const first = event('a', 'x', { name: 'DevConf' });
    const later = event('b', 'y', { name: 'devconf', subTopics: ['DevOps'] });
    const merged = mergeSources([result('a', [first]), result('b', [later])]);
    expect(merged.events).toHaveLength(1);
    expect(merged.merges[0]).toMatchObject({ by: 'name, start and city' });
    expect(merged.events[0]!.subTopics).toEqual(['DevOps']);
  });

  it('merges names that write one country in other words or as its code, across sources only', () => {
    const place = { city: 'Florence', country: 'Italy' };
    const italy = event('a', 'x', {
      ...place,
      name: 'PyCon Italy',
      acronym: 'PyCon Italy 2027',
      series: 'PyCon Italy',
    });
    const italia = event('b', 'y', {
      ...place,
      name: 'PyCon Italia',
      acronym: 'PyCon Italia 2027',
      series: 'PyCon Italia',
    });
    const nl = event('a', 'z', { name: 'Wagtail Space NL', city: 'Arnhem', country: 'Netherlands' });
    const netherlands = event('b', 'w', { name: 'Wagtail Space Netherlands', city: 'Arnhem', country: 'Netherlands' });
    const countries = importContext().countries;
    const merged = mergeSources([result('a', [italy, nl]), result('b', [italia, netherlands])], countries);
    expect(merged.events.map((one) => one.sources.map((source) => source.recordId))).toEqual([
      ['x', 'y'],
      ['z', 'w'],
    ]);
    expect(merged.merges.map((one) => one.by)).toEqual(['name, start and city', 'name, start and city']);
    // A short word in lower case is a word, not a code: "in" is not India.
    const india = event('a', 'v', { name: 'Summit IN Berlin' });
    const word = event('b', 'u', { name: 'Summit in Berlin' });
    expect(mergeSources([result('a', [india]), result('b', [word])], countries).events).toHaveLength(2);
  });

  it('merges a record without an acronym into the one with an acronym at its website from its start', () => {
    const site = { start: '2024-10-04', end: '2024-10-04', city: 'Copenhagen', country: 'Denmark' };
    const named = event('a', 'x', {
      name: 'Django Day Copenhagen',
      acronym: 'Django Day Copenhagen 2024',
      series: null,
      website: 'https://2024.djangoday.dk/',
      ...site,
    });
    const unnamed = event('b', 'y', {
      name: 'Django Day',
      acronym: null,
      series: null,
      website: 'https://www.2024.DjangoDay.dk',
      ...site,
      city: null,
    });
    const merged = mergeSources([result('a', [named]), result('b', [unnamed])]);
    expect(merged.events).toHaveLength(1);
    expect(merged.merges[0]).toMatchObject({ by: 'website and start' });
    // Two named events at one site (EDBT and ICDT), two unnamed ones, another day or country: apart.
    const edbt = event('a', 'e', {
      name: 'EDBT',
      acronym: 'EDBT 2027',
      series: null,
      website: 'https://edbticdt2027.github.io/',
    });
    const icdt = event('b', 'i', {
      name: 'ICDT',
      acronym: 'ICDT 2027',
      series: null,
      website: 'https://edbticdt2027.github.io/',
    });
    expect(mergeSources([result('a', [edbt]), result('b', [icdt])]).events).toHaveLength(2);
    const other = { ...unnamed, name: 'Django Night' };
    expect(mergeSources([result('a', [{ ...unnamed, acronym: null }]), result('b', [other])]).events).toHaveLength(2);
    expect(
      mergeSources([result('a', [named]), result('b', [{ ...unnamed, start: '2024-10-05' }])]).events,
    ).toHaveLength(2);
    expect(mergeSources([result('a', [named]), result('b', [{ ...unnamed, country: 'Sweden' }])]).events).toHaveLength(
      2,
    );
  });

  it('merges a joint edition named by one of its acronyms into the one named by both, on the same days', () => {
    const site = { start: '2026-11-06', end: '2026-11-10', country: 'China', website: 'https://2026.aaclnet.org/' };
    const one = event('a', 'x', {
      name: 'International Joint Conference on Natural Language Processing',
      acronym: 'IJCNLP 2026',
      series: 'ijcnlp',
      city: 'Zhuhai',
      ...site,
    });
    const joint = event('b', 'y', {
      name: 'The 15th IJCNLP & the 5th AACL',
      acronym: 'IJCNLP-AACL 2026',
      series: 'ijcnlp-aacl',
      city: 'Hengqin',
      ...site,
    });
    const merged = mergeSources([result('a', [one]), result('b', [joint])]);
    expect(merged.events).toHaveLength(1);
    expect(merged.merges[0]).toMatchObject({ by: 'website and start' });
    // Not on the same last day, nor a part of one letter or two ("CVPR-W"): apart.
    expect(mergeSources([result('a', [one]), result('b', [{ ...joint, end: '2026-11-07' }])]).events).toHaveLength(2);
    const workshops = { ...joint, acronym: 'IJCNLP-W 2026', series: 'ijcnlp-w' };
    expect(mergeSources([result('a', [one]), result('b', [workshops])]).events).toHaveLength(2);
  });
});

describe('at scale', () => {
  it('indexes near-misses by name and day: one name on one day in 2,000 towns lists the first ones and counts the rest', () => {
    const towns = Array.from({ length: 2000 }, (_, i) =>
      event('csv', `line ${i + 2}`, { name: 'Open Source Summit', city: `Town ${i}` }),
    );
    const merged = mergeSources([result('csv', towns)]);
    expect(merged.events).toHaveLength(2000);
    expect(merged.nearMisses).toHaveLength(NEAR_MISSES_LISTED);
    expect(merged.nearMisses.length + merged.nearMissesLeftOut).toBe((2000 * 1999) / 2);
    expect(merged.nearMisses[0]).toMatchObject({
      reason: 'same name and start, another place',
      a: { recordId: 'line 2' },
      b: { recordId: 'line 3' },
    });
    expect(new Set(merged.events.map((e) => e.name)).size).toBe(2000);
  });

  it('finds the same name and city within a week by the days around it', () => {
    const merged = mergeSources([
      result('csv', [
        event('csv', 'a', { name: 'Meetup', start: '2027-05-01', end: '2027-05-01' }),
        event('csv', 'b', { name: 'Meetup', start: '2027-05-08', end: '2027-05-08' }),
        event('csv', 'c', { name: 'Meetup', start: '2027-05-09', end: '2027-05-09' }),
      ]),
    ]);
    expect(merged.nearMisses.map((m) => [m.a.recordId, m.b.recordId, m.reason])).toEqual([
      ['a', 'b', 'same name and city, starts 7 days apart'],
      ['b', 'c', 'same name and city, starts 1 days apart'],
    ]);
  });
});

describe('editions at scale', () => {
  it("finds the edition among one series' 2,000 rows by day and city, the first added of them", () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      event('csv', `line ${i + 2}`, {
        series: 'OSS',
        name: `Open Source Summit ${i}`,
        city: `Town ${i}`,
        start: formatIsoDate(parseIsoDate('2027-01-01')! + (i % 300)),
      }),
    );
    const later = event('ics', 'x', { series: 'OSS', name: 'OSS', city: 'Elsewhere', start: '2027-03-15' });
    const merged = mergeSources([result('csv', rows), result('ics', [later])]);
    // 2027-03-15 is day 73: the first row within 31 days is day 42 (line 44).
    expect(merged.merges).toEqual([
      expect.objectContaining({
        by: 'edition oss 2027',
        records: [expect.objectContaining({ recordId: 'line 44' }), expect.anything()],
      }),
    ]);
    expect(merged.events).toHaveLength(2000);
  });
});

describe('two files of one format', () => {
  it('merges the same row of two files into one event, its source once', () => {
    const row = () => event('csv', 'line 2', { name: 'Data Days' });
    const merged = mergeSources([result('csv', [row()]), result('csv', [row()])]);
    expect(merged.events).toHaveLength(1);
    expect(merged.events[0]).toMatchObject({ name: 'Data Days', sources: [{ name: 'csv', recordId: 'line 2' }] });
    expect(merged.merges).toEqual([expect.objectContaining({ by: 'name, start and city', conflicts: [] })]);
    expect(merged.renamed).toEqual([]);
  });
});
