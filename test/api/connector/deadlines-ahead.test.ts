/**
 * A question about deadlines whose subject has no deadline to come (docs/api.md, Connector
 * tools): it is answered by the events alike the subject's first event with the rest of the
 * question, their deadlines in the window, not by the subject's events whose deadlines passed.
 * Over the demo data on its anchor day.
 */
import { describe, expect, it } from 'vitest';
import { formatIsoDate as isoDay } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total, ids } = askingOf(demo);

describe('a subject with no deadline to come', () => {
  it('answers the events alike its first one, their deadlines in the window', () => {
    const from = isoDay(demo.today);
    // Deadlines before the first of the month three months on: "before March" on 2026-11-21.
    const until = new Date(`${isoDay(demo.today + 95).slice(0, 7)}-01T00:00:00Z`);
    const to = isoDay(until.getTime() / 86_400_000 - 1);
    const month = until.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    const window = { type: 'conference', deadline_from: from, deadline_to: to };
    const firstOf = (word: string) => ids({ q: word, type: 'conference', sort: 'relevance' })[0];
    // A word of conference names whose events, all of them, have no deadline from today on, while
    // events alike the first of them have one in the window.
    const word = [
      ...new Set(demo.rows.filter((row) => row.type === 'conference').map((row) => row.name.split(' ').at(-1)!)),
    ]
      .map((last) => last.toLowerCase())
      .find(
        (last) =>
          /^[a-z]{6,}$/.test(last) &&
          total({ q: last, type: 'conference' }) > 0 &&
          total({ q: last, deadline_from: from }) === 0 &&
          total({ ...window, similar_to: firstOf(last)! }) > 0,
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
