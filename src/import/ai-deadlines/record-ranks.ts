/**
 * The ranks a record of the ai-deadlines family gives (docs/importers.md, Ranks), of every system
 * with its edition and address: `rankings` as text ("CCF: A, CORE: A*, THCPL: A") or as objects
 * ({rank_name, rank_source: ICORE2026, rank_source_url}), `ccf`, `core`, `era_rating`, `hindex`,
 * and the CORE rank the tags give (`ASTAR`, `CORE-A`, `COREAS`: ../tags.ts).
 */
import { RANK_SCALES, type RankSystem, readRankSystem, readRankValue } from '../../source/ranks.js';
import type { ImportedRank } from '../record.js';
import { object, text } from '../files.js';

/**
 * "ICORE2026", "CORE 2023", "CCF-2022", "THCPL", "era_rating": the system and its edition, as the
 * source format reads them (src/source/ranks.ts); null when it names none.
 */
function systemOf(source: string): { system: RankSystem; edition: string | null } | null {
  const named = readRankSystem(source.trim().replace(/^era[_ ]rating$/i, 'era'));
  return named && { system: named.system, edition: named.edition === null ? null : String(named.edition) };
}

/** A value of a system as it writes it ("a*" is A*, an h5-index of 153.0 is 153); null for none ("N", "Non-ranked"). */
function rankValue(system: RankSystem, value: string | null): string | null {
  if (value === null) return null;
  if (system !== 'h5-index') return readRankValue(system, value);
  const index = Number(value);
  return Number.isFinite(index) && index > 0 ? String(Math.round(index)) : null;
}

/** A rank of a system named as a source writes it ("ICORE2026"); null when it names no system or no value of it. */
function rank(source: string, value: string | null, sourceUrl: string | null = null): ImportedRank | null {
  const system = systemOf(source);
  const read = system && rankValue(system.system, value);
  return system && read ? { ...system, value: read, sourceUrl } : null;
}

/** "CCF: A, CORE: A*, THCPL: A": each system's rank. */
function ranksOfText(value: string): (ImportedRank | null)[] {
  return value.split(/[,;]/).map((part) => {
    const [source, given] = part.split(':');
    return given === undefined ? null : rank(source!, text(given));
  });
}

/** {rank_name: A*, rank_source: ICORE2026, rank_source_url: ...}, one or a list of them. */
function ranksOfObjects(value: unknown): (ImportedRank | null)[] {
  return (Array.isArray(value) ? value : [value]).map((entry) => {
    const fields = object(entry);
    const source = text(fields.rank_source) ?? text(fields.source) ?? '';
    return rank(source, text(fields.rank_name) ?? text(fields.rank), text(fields.rank_source_url));
  });
}

/** Every rank of a record, each system once (the first given wins); `tagRank` is the CORE rank its tags give. */
export function ranksOf(conf: Record<string, unknown>, tagRank: string | null = null): ImportedRank[] {
  const rankings = conf.rankings;
  const found = [
    ...(typeof rankings === 'string' ? ranksOfText(rankings) : ranksOfObjects(rankings)),
    rank('CCF', text(conf.ccf)),
    rank('CORE', text(conf.core)),
    rank('ERA', text(conf.era_rating)),
    rank('h5-index', text(conf.hindex) ?? text(conf.h5Index)),
    rank('CORE', text(conf.rating)),
    tagRank === null ? null : rank('CORE', tagRank),
  ];
  const ranks: ImportedRank[] = [];
  for (const one of found) if (one && !ranks.some((kept) => kept.system === one.system)) ranks.push(one);
  return ranks;
}

/** The CORE and CCF ranks of a list, for the columns the source format keeps. */
export function coreAndCcf(ranks: readonly ImportedRank[]): { coreRank: string | null; ccfRank: string | null } {
  const of = (system: RankSystem) =>
    ranks.find((one) => one.system === system && RANK_SCALES[system]?.includes(one.value))?.value ?? null;
  return { coreRank: of('CORE'), ccfRank: of('CCF') };
}
