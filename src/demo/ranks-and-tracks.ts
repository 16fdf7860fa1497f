/**
 * The demo's ranks of every system and tracks (docs/source-format.md, Ranks and Tracks), derived from
 * each event's own row by a hash of its series, never from the generator's random stream, so that
 * every other value of the data stays as the same seed always gave it. A ranked series (one with a
 * CORE or CCF rank) gets its CORE rank's 2023 edition, and by its hash THCPL, CAAI, ERA ranks and an
 * h5-index; some editions of a ranked series with a paper deadline get an Industry Track and Short
 * Papers with their own paper deadlines, a few weeks after the main one.
 */
import { formatIsoDate, parseIsoDate } from '../util/dates.js';
import type { DemoEvent } from './calls.js';
import { textUnit } from './random.js';

export interface DemoRank {
  event_id: number;
  system: string;
  edition: string | null;
  value: string;
  url: string | null;
}

export interface DemoTrack {
  event_id: number;
  track: string;
  kind: string;
  round: number;
  due: string;
  timezone: string | null;
}

const CORE_PORTAL = 'https://portal.core.edu.au/conf-ranks/';

/** The ranks of an event beyond its core_rank and ccf_rank columns. */
export function demoRanks({ row }: DemoEvent): DemoRank[] {
  if (row.core_rank === null && row.ccf_rank === null) return [];
  const key = (row.series ?? row.acronym?.split(/[\s'-]/)[0] ?? row.name).toLowerCase();
  const rank = (system: string, edition: string | null, value: string, url: string | null = null): DemoRank => ({
    event_id: row.id,
    system,
    edition,
    value,
    url,
  });
  const ranks: DemoRank[] = [];
  if (row.core_rank !== null)
    ranks.push(rank('CORE', '2023', row.core_rank, `${CORE_PORTAL}?search=${encodeURIComponent(key)}`));
  if (row.ccf_rank !== null && row.ccf_rank !== 'C' && textUnit(`thcpl ${key}`) < 0.6)
    ranks.push(rank('THCPL', null, row.ccf_rank));
  const caai = textUnit(`caai ${key}`);
  if (caai < 0.3) ranks.push(rank('CAAI', null, caai < 0.08 ? 'A' : caai < 0.18 ? 'B' : 'C'));
  const era = textUnit(`era ${key}`);
  if (era < 0.4) ranks.push(rank('ERA', '2010', era < 0.1 ? 'A' : era < 0.25 ? 'B' : 'C'));
  const h5 = textUnit(`h5 ${key}`);
  if (h5 < 0.5) ranks.push(rank('h5-index', '2025', String(Math.round(10 + 200 * h5 * h5))));
  return ranks;
}

/** The tracks of an edition of a ranked series with a paper deadline, for about one in five. */
export function demoTracks({ row, deadlines }: DemoEvent): DemoTrack[] {
  if (row.type !== 'conference' || (row.core_rank === null && row.ccf_rank === null)) return [];
  const paper = deadlines.find((d) => d.kind === 'paper' && d.round === 1);
  const due = paper
    ? parseIsoDate(paper.due.slice(0, 10))
    : row.submission_deadline && parseIsoDate(row.submission_deadline);
  const start = parseIsoDate(row.start_date ?? '');
  if (!due || start === null || due + 28 >= start || textUnit(`tracks ${row.id}`) >= 0.2) return [];
  const zone = paper?.timezone ?? 'AoE';
  const track = (name: string, days: number): DemoTrack => ({
    event_id: row.id,
    track: name,
    kind: 'paper',
    round: 1,
    due: formatIsoDate(due + days),
    timezone: zone,
  });
  return [track('Industry Track', 14), track('Short Papers', 21)];
}
