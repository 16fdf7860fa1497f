/**
 * The editions and calls for papers of the demo data (src/demo/calls.ts), measured on one pinned
 * sample: series, ranks, deadline rows in their zones, and calls open, closed or abstract-closed
 * around the anchor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoDeadline } from '../../src/demo/calls.js';
import type { DemoEvent } from '../../src/demo/calls.js';
import { demoEvents } from '../../src/demo/generate.js';
import { KNOWN_SERIES, SYMBOL_CONFERENCES, SYMBOL_WORKSHOPS } from '../../src/demo/series.js';
import { acronymKey, splitAcronym } from '../../src/source/acronym.js';
import { type Deadline, readDeadlines } from '../../src/source/deadlines.js';
import { parseIsoDate } from '../../src/util/dates.js';

const EVENTS = 60_000;
const ANCHOR = '2026-11-21';
let events: DemoEvent[];

beforeAll(() => {
  events = [...demoEvents({ events: EVENTS, seed: 42, anchor: ANCHOR })];
});

const share = (part: readonly unknown[], whole: readonly unknown[]): number => part.length / whole.length;
function expectBetween(value: number, low: number, high: number): void {
  expect(value).toBeGreaterThan(low);
  expect(value).toBeLessThan(high);
}
const csConference = ({ row }: DemoEvent) => row.type === 'conference' && row.topic === 'Computer Science';

/** The deadlines of an event as the builder reads them, with the problems it reports. */
function read(event: DemoEvent): { deadlines: readonly Deadline[]; problems: string[] } {
  const problems: string[] = [];
  const { row } = event;
  const dates = {
    start: parseIsoDate(row.start_date),
    submissionDeadline: parseIsoDate(row.submission_deadline ?? ''),
  };
  const deadlines = readDeadlines(event.deadlines, dates, (code, column, value) => {
    problems.push(`${code} ${column} ${value}`);
  });
  return { deadlines: deadlines ?? [], problems };
}

describe('series', () => {
  it('are written for the named series and left to the acronym for the others', () => {
    const named = new Set([
      ...Object.values(KNOWN_SERIES).flatMap((list) => list.map((series) => series.short.toLowerCase())),
      ...[...SYMBOL_CONFERENCES, ...SYMBOL_WORKSHOPS].map((series) => series.series),
    ]);
    const withSeries = events.filter(({ row }) => row.series !== null);
    expect(withSeries.length).toBeGreaterThan(50);
    for (const { row } of withSeries) expect(named.has(row.series!), row.series!).toBe(true);
  });

  it('have editions across years', () => {
    const years = new Set(
      events.filter(({ row }) => row.series === 'icml').map(({ row }) => row.start_date.slice(0, 4)),
    );
    expect(years.size).toBeGreaterThanOrEqual(3);
  });
});

describe('ranks', () => {
  it('go to a plausible share of computer-science conferences, and to few others', () => {
    const cs = events.filter(csConference);
    const ranked = events.filter(({ row }) => row.core_rank !== null || row.ccf_rank !== null);
    for (const { row } of ranked) expect(row.type, String(row.id)).toBe('conference');
    // Well-known series of other topics (ICRA is Robotics, under Engineering), and second listings.
    expect(
      share(
        ranked.filter((event) => !csConference(event)),
        ranked,
      ),
    ).toBeLessThan(0.1);
    expectBetween(
      share(
        cs.filter(({ row }) => row.core_rank !== null),
        cs,
      ),
      0.15,
      0.45,
    );
    expectBetween(
      share(
        cs.filter(({ row }) => row.ccf_rank !== null),
        cs,
      ),
      0.1,
      0.4,
    );
    for (const rank of ['A*', 'A', 'B', 'C'])
      expect(
        cs.some(({ row }) => row.core_rank === rank),
        rank,
      ).toBe(true);
    for (const rank of ['A', 'B', 'C'])
      expect(
        cs.some(({ row }) => row.ccf_rank === rank),
        rank,
      ).toBe(true);
  });

  it('are the same for every edition of a series', () => {
    const ranksBySeries = new Map<string, string>();
    for (const { row } of events.filter(csConference)) {
      if (row.acronym === null) continue;
      const key = row.series ?? acronymKey(splitAcronym(row.acronym).bare!);
      const ranks = `${row.core_rank} ${row.ccf_rank}`;
      expect(ranksBySeries.get(key) ?? ranks, key).toBe(ranks);
      ranksBySeries.set(key, ranks);
    }
    expect(ranksBySeries.get('icml')).toBe('A* A');
  });
});

describe('deadline rows', () => {
  const withRows = () => events.filter(({ deadlines }) => deadlines.length > 0);

  it('follow the source rules, and keep submission_deadline the date of the last paper deadline', () => {
    for (const event of withRows()) {
      const { deadlines, problems } = read(event);
      expect(problems, String(event.row.id)).toEqual([]);
      const papers = deadlines.filter((deadline) => deadline.kind === 'paper');
      expect(papers.map((paper) => paper.round)).toEqual(papers.map((_, index) => index + 1));
      expect(papers.at(-1)!.day).toBe(parseIsoDate(event.row.submission_deadline!));
      expect(deadlines.at(-1)!.day).toBeLessThan(parseIsoDate(event.row.start_date)!);
    }
  });

  it('give most calls for papers, in AoE, IANA zones, UTC and offsets, some in two rounds', () => {
    const calls = events.filter(({ row }) => row.submission_deadline !== null);
    expectBetween(share(withRows(), calls), 0.8, 0.9);
    const rows = withRows().flatMap(({ deadlines }) => deadlines);
    const zoned = (test: (zone: string | null) => boolean) => rows.filter((row) => test(row.timezone));
    expectBetween(
      share(
        zoned((zone) => zone === null || zone === 'AoE'),
        rows,
      ),
      0.4,
      0.65,
    );
    expectBetween(
      share(
        zoned((zone) => zone?.includes('/') === true),
        rows,
      ),
      0.2,
      0.45,
    );
    expectBetween(
      share(
        zoned((zone) => zone?.startsWith('UTC') === true),
        rows,
      ),
      0.05,
      0.25,
    );
    expectBetween(
      share(
        rows.filter((row: DemoDeadline) => row.due.includes('T')),
        rows,
      ),
      0.15,
      0.45,
    );
    const twoRounds = withRows().filter(({ deadlines }) => deadlines.some((row) => row.round === 2));
    expectBetween(share(twoRounds, withRows()), 0.02, 0.07);
    const kinds = new Set(rows.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(['abstract', 'camera_ready', 'notification', 'paper']);
  });

  it('leave calls open, closed and abstract-closed around the anchor', () => {
    const now = Date.parse(`${ANCHOR}T12:00:00Z`) / 1000;
    const status = withRows().map((event) => {
      const submissions = read(event).deadlines.filter((d) => d.kind === 'abstract' || d.kind === 'paper');
      const ahead = submissions.filter((d) => d.at > now);
      if (ahead.length === 0) return 'closed';
      const next = ahead[0]!;
      const passedAbstract = submissions.some((d) => d.kind === 'abstract' && d.round === next.round && d.at <= now);
      return passedAbstract ? 'abstract_closed' : 'open';
    });
    const count = (wanted: string) => status.filter((s) => s === wanted).length;
    expect(count('closed')).toBeGreaterThan(count('open'));
    expect(count('open')).toBeGreaterThan(1000);
    expectBetween(count('abstract_closed'), 5, 200);
  });

  it('repeat under the new id of an event listed twice', () => {
    const byWebsite = new Map<string, DemoEvent>();
    let repeated = 0;
    for (const event of events) {
      const key = `${event.row.website} ${event.row.start_date} ${event.row.name}`;
      const first = byWebsite.get(key);
      byWebsite.set(key, event);
      if (!first || first.deadlines.length === 0) continue;
      repeated++;
      expect(event.deadlines).toEqual(first.deadlines.map((row) => ({ ...row, event_id: event.row.id })));
    }
    expect(repeated).toBeGreaterThan(100);
  });
});
