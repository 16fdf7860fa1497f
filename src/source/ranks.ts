/**
 * Ranks of every system (docs/source-format.md, Ranks): the optional table `event_ranks`, one row
 * per rank of an event, with its system, the system's edition, the value and where the ranking is
 * published. The systems and their scales are defined here once; the importers, the builder and the
 * search read them.
 */
import { fixedUrl, isWebsite } from './fixes.js';
import { cutText, textBound } from './text-bounds.js';
import type { Report } from './location.js';
import type { OptionalTable, TableRow } from './tables.js';

/** The systems, as the snapshot and the API name them. */
export const RANK_SYSTEMS = ['CORE', 'CCF', 'THCPL', 'CAAI', 'ERA', 'h5-index'] as const;
export type RankSystem = (typeof RANK_SYSTEMS)[number];

/** The values of each system's scale, best first; null for h5-index, a whole number. */
export const RANK_SCALES: Readonly<Record<RankSystem, readonly string[] | null>> = {
  CORE: ['A*', 'A', 'B', 'C'],
  CCF: ['A', 'B', 'C'],
  THCPL: ['A', 'B'],
  CAAI: ['A', 'B', 'C'],
  ERA: ['A', 'B', 'C'],
  'h5-index': null,
};

/** At most this many ranks per event (the rest is left out, with list_over_limit). */
export const RANKS_PER_EVENT = 16;

export const EVENT_RANKS: OptionalTable = {
  name: 'event_ranks',
  columns: ['event_id', 'system', 'edition', 'value', 'url'],
  required: ['event_id', 'system', 'value'],
  eventColumn: 'event_id',
  ddl: `CREATE TABLE event_ranks (
  event_id INTEGER NOT NULL,
  system   TEXT NOT NULL,
  edition  TEXT,
  value    TEXT NOT NULL,
  url      TEXT
)`,
};

/** One rank of an event. */
export interface EventRank {
  system: RankSystem;
  /** The system's edition, a year; null when not given. */
  edition: number | null;
  /** As the scale writes it ("A*"), or the h5-index's digits. */
  value: string;
  url: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const YEAR_RE = /^(19|20)\d\d$/;
/** The longest ranking URL, as long as an events row's website may be. */
const URL_MAX = textBound('website');

/**
 * A system as written, with the edition its name may carry: "CORE", "ICORE2026" (CORE, 2026),
 * "CCF 2022", "core-2023", "h5", "h5-index", "hindex" (any case); null when no system.
 */
export function readRankSystem(written: string): { system: RankSystem; edition: number | null } | null {
  const match = /^(i?core|ccf|th-?cpl|caai|era|h5(?:[-_ ]?index)?|h-?index)[\s_-]*((?:19|20)\d\d)?$/i.exec(
    written.trim(),
  );
  if (!match) return null;
  const name = match[1]!.toLowerCase().replace(/[-_ ]/g, '');
  const system: RankSystem = name.endsWith('core')
    ? 'CORE'
    : name === 'ccf'
      ? 'CCF'
      : name === 'thcpl'
        ? 'THCPL'
        : name === 'caai'
          ? 'CAAI'
          : name === 'era'
            ? 'ERA'
            : 'h5-index';
  return { system, edition: match[2] === undefined ? null : Number(match[2]) };
}

/** A value of a system's scale as the scale writes it ("a*" is A*), or an h5-index's digits; null when outside. */
export function readRankValue(system: RankSystem, written: string): string | null {
  const scale = RANK_SCALES[system];
  if (scale === null) return /^\d{1,4}$/.test(written.trim()) ? String(Number(written.trim())) : null;
  const value = written.trim().toUpperCase();
  return scale.includes(value) ? value : null;
}

/** The filter and facet key of a rank: "CORE:A*", and with its edition "CORE2023:A*" (docs/api.md, Ranks). */
export const rankKey = (system: string, value: string, edition: number | null = null): string =>
  `${system}${edition === null ? '' : edition}:${value}`;

/** The ranks of an event's rows of event_ranks, each once; a row that breaks a rule is left out (warned). */
export function readRanks(rows: readonly TableRow[], report: Report): EventRank[] {
  const ranks: EventRank[] = [];
  for (const row of rows) {
    const systemText = text(row.system);
    const valueText = text(row.value);
    const named = systemText === null ? null : readRankSystem(systemText);
    if (named === null) {
      report('rank_unknown', 'event_ranks.system', systemText, `one of ${RANK_SYSTEMS.join(', ')}`);
      continue;
    }
    const value = valueText === null ? null : readRankValue(named.system, valueText);
    const scale = RANK_SCALES[named.system];
    if (value === null) {
      report('rank_unknown', 'event_ranks.value', valueText, scale === null ? 'a whole number' : scale.join(', '));
      continue;
    }
    const editionText = text(row.edition);
    if (editionText !== null && !YEAR_RE.test(editionText)) {
      report('rank_unknown', 'event_ranks.edition', editionText, 'a year, such as 2023');
      continue;
    }
    const url = text(row.url);
    if (url !== null && url.length > URL_MAX) {
      // Every answer about the event writes its ranks' URLs: a longer one is no ranking's page.
      report(
        'rank_unknown',
        'event_ranks.url',
        `${cutText(url, 40)}…`,
        `an http(s) URL of at most ${URL_MAX} characters`,
      );
      continue;
    }
    if (url !== null && !isWebsite(url)) {
      report('rank_unknown', 'event_ranks.url', url, fixedUrl(url) ?? 'an http(s) URL');
      continue;
    }
    const edition = editionText === null ? named.edition : Number(editionText);
    if (ranks.some((r) => r.system === named.system && r.edition === edition && r.value === value)) continue;
    if (ranks.length === RANKS_PER_EVENT) {
      report('list_over_limit', 'event_ranks.value', value, `at most ${RANKS_PER_EVENT}; the rest is left out`);
      break;
    }
    ranks.push({ system: named.system, edition, value, url });
  }
  return withoutUndatedTwins(ranks);
}

/**
 * The ranks less each of no edition that a rank of the same system and value with an edition
 * repeats ("CORE A" beside "CORE 2026 A": one fact, the dated rank saying more); its address goes
 * to the dated rank when that has none.
 */
function withoutUndatedTwins(ranks: EventRank[]): EventRank[] {
  const twinOf = (rank: EventRank) =>
    rank.edition === null
      ? ranks.find((r) => r.edition !== null && r.system === rank.system && r.value === rank.value)
      : undefined;
  return ranks.filter((rank) => {
    const twin = twinOf(rank);
    if (twin === undefined) return true;
    twin.url ??= rank.url;
    return false;
  });
}

/**
 * A value of rank= (docs/api.md, Ranks): "SYSTEM:VALUE" or "SYSTEMEDITION:VALUE" ("CORE:A*",
 * "core2023:a", "ICORE2026:A", "h5-index:50"), as its canonical key; null when it names no system
 * or a value outside the scale.
 */
export function readRankFilter(written: string): string | null {
  const colon = written.lastIndexOf(':');
  if (colon < 0) return null;
  const named = readRankSystem(written.slice(0, colon));
  const value = named && readRankValue(named.system, written.slice(colon + 1));
  return named && value ? rankKey(named.system, value, named.edition) : null;
}

/** The parts of a canonical key. */
export function rankKeyParts(key: string): { system: string; edition: number | null; value: string } {
  const colon = key.lastIndexOf(':');
  const head = key.slice(0, colon);
  const edition = /\d{4}$/.exec(head);
  return {
    system: edition ? head.slice(0, -4) : head,
    edition: edition ? Number(edition[0]) : null,
    value: key.slice(colon + 1),
  };
}
