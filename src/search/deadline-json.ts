/**
 * The deadline, rank, series and edition values of an event as JSON text (docs/api.md, Event item
 * and Event detail): its call-for-papers status and next deadline at a moment, every deadline, and
 * the other editions of its series. Used by ItemWriter (item-json.ts).
 */
import { bareAcronymOf, ranksOf, seriesOf, seriesPositions } from '../store/editions.js';
import { deadlinesOf, type StoredDeadline } from '../store/deadline-table.js';
import type { Store } from '../store/store.js';
import { formatIsoDate } from '../util/dates.js';
import { cfpStatusAt } from './components/cfp.js';

/** At most this many other editions in a detail, newest first. */
const EDITIONS_MAX = 50;

const quote = (text: string): string => JSON.stringify(text);
const quoteOrNull = (text: string | null): string => (text === null ? 'null' : quote(text));

/** An instant as an ISO text to the second, UTC ("2027-01-31T11:59:59Z"). */
const isoInstant = (at: number): string => `${new Date(at * 1000).toISOString().slice(0, 19)}Z`;

function deadlineJson(d: StoredDeadline, withRound: boolean): string {
  const round = withRound ? `,"round":${d.round}` : '';
  return `{"kind":"${d.kind}"${round},"at":"${isoInstant(d.at)}","date":"${formatIsoDate(d.day)}","timezone":${quote(d.zone)}}`;
}

export class EditionValues {
  constructor(private readonly store: Store) {}

  bareAcronym(p: number): string {
    return quoteOrNull(bareAcronymOf(this.store, p));
  }

  series(p: number): string {
    return quoteOrNull(seriesOf(this.store, p));
  }

  coreRank(p: number): string {
    return quoteOrNull(ranksOf(this.store, p).core);
  }

  ccfRank(p: number): string {
    return quoteOrNull(ranksOf(this.store, p).ccf);
  }

  cfpStatus(p: number, now: number): string {
    return `"${cfpStatusAt(this.store, p, now)}"`;
  }

  /** The earliest abstract or paper deadline not passed at `now`, or null. */
  nextDeadline(p: number, now: number): string {
    const next = deadlinesOf(this.store, p).find((d) => (d.kind === 'abstract' || d.kind === 'paper') && d.at >= now);
    return next ? deadlineJson(next, false) : 'null';
  }

  /** Every deadline, in (instant, kind, round) order. */
  deadlines(p: number): string {
    return `[${deadlinesOf(this.store, p)
      .map((d) => deadlineJson(d, true))
      .join(',')}]`;
  }

  /** The other events of its series, newest first (start descending), at most EDITIONS_MAX. */
  editions(p: number): string {
    const series = seriesOf(this.store, p);
    if (series === null) return '[]';
    const positions = seriesPositions(this.store, series);
    const { ids, name, start, end } = this.store.columns;
    const out: string[] = [];
    for (let i = positions.length - 1; i >= 0 && out.length < EDITIONS_MAX; i--) {
      const other = positions[i]!;
      if (other === p) continue;
      const first = formatIsoDate(start[other]!);
      out.push(
        `{"id":${ids[other]},"name":${quote(name.get(other))},"year":${first.slice(0, 4)},` +
          `"dates":{"start":"${first}","end":"${formatIsoDate(end[other]!)}"}}`,
      );
    }
    return `[${out.join(',')}]`;
  }
}
