/** An edition's year checked against its acronym, record id and deadlines (src/import/edition-years.ts, docs/importers.md, Values). */
import { describe, expect, it } from 'vitest';
import { checkEditionYears } from '../../src/import/edition-years.js';
import type { ImportedEvent } from '../../src/import/record.js';
import { formatResult, importedEvent } from './context.js';

const paper = (day: string, round = 1) => ({ kind: 'paper' as const, round, due: `${day}T23:59:59`, zone: 'AoE' });
const checked = (recordId: string, overrides: Partial<ImportedEvent>) => {
  const read = checkEditionYears(formatResult('ccf-deadlines', [importedEvent('ccf-deadlines', recordId, overrides)]));
  const event = read.events[0]!;
  return { dates: `${event.start} ${event.end}`, notes: read.notes.map((note) => `${note.code}: ${note.detail}`) };
};

describe("an edition's year", () => {
  it('is moved to the year its acronym, id and deadlines name, when they outvote its dates (Euro-Par 2024)', () => {
    expect(
      checked('euro-par24', {
        acronym: 'Euro-Par 2024',
        start: '2023-08-28',
        end: '2023-08-30',
        deadlines: [paper('2024-03-25')],
      }),
    ).toEqual({
      dates: '2024-08-28 2024-08-30',
      notes: ['dates_year_fixed: read as of 2024: the years named are 2023 (1), 2024 (3)'],
    });
  });

  it('is kept and warned when the years named split evenly (ICPR 2020, held in January 2021)', () => {
    expect(
      checked('icpr20', {
        acronym: 'ICPR 2020',
        start: '2021-01-10',
        end: '2021-01-15',
        deadlines: [paper('2020-03-02')],
      }),
    ).toEqual({
      dates: '2021-01-10 2021-01-15',
      notes: ['year_disagrees: kept as of 2021: the years named are 2021 (2), 2020 (2)'],
    });
  });

  it('says nothing when every year named is its start year, and ignores a number that is no nearby year', () => {
    expect(checked('icml27', { acronym: 'ICML 2027', start: '2027-07-12', end: '2027-07-18' }).notes).toEqual([]);
    expect(checked('conf-99', { acronym: 'X 2027', start: '2027-07-12', end: '2027-07-18' }).notes).toEqual([]);
    expect(checked(`${'9'.repeat(10_000)}`, { start: '2027-07-12', end: '2027-07-18' }).notes).toEqual([]);
  });

  it('moves February 29 to February 28 in a year without one', () => {
    expect(
      checked('conf2023', {
        acronym: 'CONF 2023',
        start: '2024-02-29',
        end: '2024-03-01',
        deadlines: [paper('2022-06-01')],
      }).dates,
    ).toBe('2023-02-28 2023-03-01');
  });
});

describe('a paper deadline after the start', () => {
  it('is left out with its round, noted, and the other rounds kept (FormaliSE)', () => {
    const read = checkEditionYears(
      formatResult('ai-deadlines', [
        importedEvent('ai-deadlines', 'formalise27', {
          acronym: 'FormaliSE 2027',
          start: '2027-04-12',
          end: '2027-04-13',
          deadlines: [
            paper('2026-10-20', 1),
            { kind: 'abstract', round: 2, due: '2027-10-13T23:59:59', zone: 'AoE' },
            paper('2027-10-20', 2),
          ],
        }),
      ]),
    );
    expect(read.events[0]!.deadlines.map((d) => `${d.kind} ${d.round}`)).toEqual(['paper 1']);
    expect(read.notes.map((note) => note.code)).toContain('deadline_after_start');
  });
});

describe('deadlines written a year early', () => {
  it('are moved a year on when the acronym and id agree with the dates (sec-deadlines’ ISSTA 2027)', () => {
    const read = checkEditionYears(
      formatResult('ai-deadlines', [
        importedEvent('ai-deadlines', '_data/conferences.yml#ISSTA 2027', {
          acronym: 'ISSTA 2027',
          start: '2027-09-07',
          end: '2027-09-10',
          deadlines: [{ kind: 'paper', round: 1, due: '2026-01-11T23:59:00', zone: 'AoE' }],
        }),
      ]),
    );
    expect(read.events[0]!.start).toBe('2027-09-07');
    expect(read.events[0]!.deadlines.map((d) => d.due)).toEqual(['2027-01-11T23:59:00']);
    expect(read.notes.map((note) => `${note.code}: ${note.value} ${note.detail}`)).toEqual([
      'deadline_year_fixed: 2026-01-11T23:59:00 read as 2027-01-11T23:59:00: the years named are 2027 (3), 2026 (1)',
    ]);
  });

  it('are kept when a year later one would be due after the start, or another year named disagrees', () => {
    // The notification a year later (2027-10-01) would be after the start: the paper alone may be off.
    const late = checked('conf27', {
      acronym: 'CONF 2027',
      start: '2027-09-07',
      end: '2027-09-10',
      deadlines: [paper('2026-01-05'), { kind: 'notification', round: 1, due: '2026-10-01T23:59:59', zone: 'AoE' }],
    });
    expect(late.notes.map((note) => note.split(':')[0])).toEqual(['year_disagrees']);
    // The dates are those of CIKM 2021 and the acronym says 2020 (CIKM 2020, held online in October 2020).
    // Two years early (PyHPC 2016, due 2014-09-12): a year later is still over a year before the start.
    const twice = checked('pyhpc2016', {
      acronym: 'PyHPC 2016',
      start: '2016-11-14',
      end: '2016-11-14',
      deadlines: [paper('2014-09-12')],
    });
    expect(twice.notes.map((note) => note.split(':')[0])).toEqual(['year_disagrees']);
    const cikm = checked('cikm2020', {
      acronym: 'CIKM 2020',
      start: '2021-10-19',
      end: '2021-10-23',
      deadlines: [paper('2020-01-20')],
    });
    expect(cikm.notes.map((note) => note.split(':')[0])).not.toContain('deadline_year_fixed');
  });
});
