/** The tracker-week scenario's classes: a change a tracker's commit made, or one the merge made. */
import { describe, expect, it } from 'vitest';
import { type Week, classify } from '../../bench/tracker-week/classes.js';
import type { ChangeEntry } from '../../src/store/change-table.js';

const values = (website: string, deadlines: { kind: string; at: number }[] = []) => ({
  dates: '2022-09-19/2022-09-23/null',
  place: 'Grenoble/France',
  format: 'null',
  website,
  deadlines,
});
const AT = Date.parse('2022-04-07T11:59:59Z') / 1000;
const change = (kind: ChangeEntry['kind'], before = '', after = ''): ChangeEntry => ({
  build: 0,
  event: 7,
  kind,
  deadline: 0,
  round: 1,
  name: 'ECML-PKDD 2022',
  source: 'ccf-deadlines',
  before,
  after,
});

describe('the classes of a week of changes', () => {
  // ECML-PKDD 2022: pl-deadlines' record first, then ccf-deadlines'; pl-deadlines drops its record.
  const pl = 'ai-deadlines pl ecmlpkdd22';
  const ccf = 'ccf-deadlines ccf ecmlpkdd22';
  const week = (aloneAfter: Week['aloneAfter']): Week => ({
    before: {
      values: new Map([
        [pl, values('a')],
        [ccf, values('a')],
      ]),
      records: new Map([[7, [pl, ccf]]]),
    },
    after: { values: new Map([[ccf, values('b')]]), records: new Map([[7, [ccf]]]) },
    aloneBefore: new Map([[pl, values('a')]]),
    aloneAfter,
  });

  it("calls a value the kept record gave all along the merge's, and one its tracker edited the tracker's", () => {
    expect(classify(week(new Map()), change('website_changed', 'a', 'b'), '')).toBe("merge: another record's value");
    const edited = {
      ...week(new Map()),
      aloneBefore: new Map([[ccf, values('a')]]),
      aloneAfter: new Map([[ccf, values('b')]]),
    };
    expect(classify(edited, change('website_changed', 'a', 'b'), '')).toBe('tracker: value edited');
  });

  it("calls a value a new record gives where the edition had none the tracker's", () => {
    const added = { ...week(new Map([[ccf, values('b')]])), aloneBefore: new Map() };
    expect(classify(added, change('website_changed', '', 'b'), '')).toBe('tracker: value edited');
    expect(classify(added, change('website_changed', 'a', 'b'), '')).toBe("merge: another record's value");
  });

  it('calls an edition gone whose records stay elsewhere an id changed, and one whose tracker removed them its own', () => {
    expect(
      classify(
        { ...week(new Map()), after: { values: new Map([[ccf, values('b')]]), records: new Map([[8, [ccf]]]) } },
        change('edition_removed'),
        '',
      ),
    ).toBe('merge: id changed, records kept');
    const alone = {
      ...week(new Map()),
      before: { values: new Map([[pl, values('a')]]), records: new Map([[7, [pl]]]) },
    };
    expect(classify(alone, change('edition_removed'), '')).toBe('tracker: records removed');
  });

  it("calls a deadline its tracker moved the tracker's, within a minute of the log's instants", () => {
    const moved = {
      ...week(new Map()),
      aloneBefore: new Map([[ccf, values('a', [{ kind: 'paper', at: AT }])]]),
      aloneAfter: new Map([[ccf, values('a', [{ kind: 'paper', at: AT + 86_400 - 59 }])]]),
    };
    const extended = change('deadline_extended', '2022-04-07T11:59:59Z', '2022-04-08T11:59:00Z');
    expect(classify(moved, extended, 'paper')).toBe('tracker: value edited');
    expect(classify(week(new Map()), extended, 'paper')).toBe("merge: another record's deadline");
  });
});
