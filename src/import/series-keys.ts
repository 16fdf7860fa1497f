/**
 * One series key for the editions of one venue (docs/importers.md, Series keys): trackers write
 * a series with or without its organisation ("ACM CCS" and "CCS", "IEEE VIS" and "VIS", "USENIX
 * OSDI" and "OSDI"), and the merge keeps each record's, so the editions of one venue stood under two
 * keys: two `editions` lists, `series=ccs` without CCS 2026, `similar_to` CCS answering ACM CCS
 * 2026 as "of another series". Series of one acronym key (seriesAcronymKey: without the
 * organisation or SIG prefix, "ACM CCS" and "CCS", "SIGKDD" and "KDD", "The Web Conference" and
 * "WWW") whose editions' names are alike, or whose sites are of one domain, take the series most
 * of their editions have, as many, the shortest key; each other series becomes an alias of kind
 * `acronym`. The key alone is not enough: ACM SAC (Applied Computing) and IACR SAC (Selected
 * Areas in Cryptography) keep their own series; nor is a DBLP key, which files AsiaCCS under CCS.
 */
import { seriesAcronymKey, seriesKey } from '../source/acronym.js';
import { STOP_WORDS } from '../text/stopwords.js';
import { terms } from '../text/terms.js';
import type { ImportedEvent } from './record.js';

/** An edition that took its group's series: its place in the events, the series given and the one it had. */
export interface SeriesKeyChange {
  index: number;
  series: string;
  was: string;
}

/** A series of a group: its key, the series text most of its editions write, its editions, its names' words and sites. */
interface GroupSeries {
  key: string;
  text: string;
  editions: number[];
  words: Set<string>;
  sites: Set<string>;
}

/**
 * Domains that host the sites of many venues, whose sharing tells nothing: a conference system, a
 * code host, a site builder, a society that runs hundreds of conferences.
 */
const HOSTING = new Set(
  `researchr.org github.io gitlab.io google.com easychair.org wixsite.com wordpress.com
  ieee.org acm.org computer.org springer.com elsevier.com wikicfp.com sciencesconf.org`.split(/\s+/),
);
/** Second-level labels under a country's domain that are no site of their own ("ac.uk", "co.jp"). */
const SECOND_LEVEL = new Set(['ac', 'co', 'com', 'edu', 'org', 'gov', 'net', 'or', 'ne', 'go']);

/**
 * The domain a venue's site is registered under ("s2026.siggraph.org": siggraph.org), by its last
 * two labels, three under a country's second level; undefined for a hosting domain or no site.
 */
function siteOf(website: string | null): string | undefined {
  if (website === null) return undefined;
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  // An address is no domain.
  if (labels.every((label) => /^\d+$/.test(label)) || host.includes(':')) return undefined;
  const country = labels.length > 2 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!);
  const site = labels.slice(country ? -3 : -2).join('.');
  return labels.length < 2 || HOSTING.has(site) ? undefined : site;
}

/** Whether two series' editions have a site of one domain ("siggraph.org"), no hosting one. */
const sameSite = (a: GroupSeries, b: GroupSeries): boolean => [...a.sites].some((site) => b.sites.has(site));

/** Name words read per series (a venue's names are a few; a longer list is hostile). */
const WORDS_PER_SERIES = 256;
/** Sites read per series (a venue moves its site rarely; a longer list is hostile). */
const SITES_PER_SERIES = 16;
/** Words no name shares by meaning: numbers, stop words, one letter. */
const NAME_WORD_RE = /^\p{L}[\p{L}\p{N}&+#.-]+$/u;

/** The words of an edition's name that tell its venue: no number, stop word or one letter. */
export function nameWords(event: ImportedEvent): string[] {
  return terms(event.name).filter((word) => NAME_WORD_RE.test(word) && !STOP_WORDS.has(word));
}

/**
 * Whether two names' words are alike: half the words of the one with fewer are in the other's,
 * and neither has none (a venue named by its acronym alone tells nothing).
 */
export function alikeWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared * 2 >= small.size;
}

const alike = (a: GroupSeries, b: GroupSeries): boolean => alikeWords(a.words, b.words);

/** The series of each group, by key, with the text most of their editions write. */
function seriesOfGroups(events: readonly ImportedEvent[]): Map<string, GroupSeries[]> {
  const found = new Map<string, Map<string, GroupSeries & { texts: Map<string, number> }>>();
  events.forEach((event, index) => {
    const key = event.series === null ? null : seriesKey(event.series);
    if (key === null) return;
    const group = seriesAcronymKey(event.series!);
    let byKey = found.get(group);
    if (byKey === undefined) found.set(group, (byKey = new Map()));
    let series = byKey.get(key);
    if (series === undefined)
      byKey.set(key, (series = { key, text: '', editions: [], words: new Set(), sites: new Set(), texts: new Map() }));
    series.editions.push(index);
    const site = siteOf(event.website);
    if (site !== undefined && series.sites.size < SITES_PER_SERIES) series.sites.add(site);
    series.texts.set(event.series!, (series.texts.get(event.series!) ?? 0) + 1);
    for (const word of nameWords(event)) if (series.words.size < WORDS_PER_SERIES) series.words.add(word);
  });
  const out = new Map<string, GroupSeries[]>();
  for (const [group, byKey] of found) {
    if (byKey.size < 2) continue;
    out.set(
      group,
      [...byKey.values()].map(({ texts, ...series }) => {
        const [text] = [...texts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]!;
        return { ...series, text };
      }),
    );
  }
  return out;
}

/**
 * Gives the editions of each group whose series' names are alike one series: the one most editions
 * have, as many the shortest key, then the first in order; the series each leaves becomes an alias.
 * One pass over the events and one over the groups of several series.
 */
export function oneSeriesKey(events: ImportedEvent[]): SeriesKeyChange[] {
  const changes: SeriesKeyChange[] = [];
  for (const [group, series] of seriesOfGroups(events)) {
    series.sort(
      (a, b) => b.editions.length - a.editions.length || a.key.length - b.key.length || (a.key < b.key ? -1 : 1),
    );
    // A series named by its acronym alone ("VIS") tells nothing of its own: it joins the one
    // series of its key whose names tell ("IEEE Visualization Conference"), when only one does.
    const groupWords = new Set(terms(group));
    const bare = (one: GroupSeries) => [...one.words].every((word) => groupWords.has(word));
    const telling = series.filter((one) => !bare(one));
    const main = telling.length === 1 ? telling[0]! : series[0]!;
    for (const other of series) {
      // "ACM SIGGRAPH Annual Conference" and "Conference on Computer Graphics and Interactive
      // Techniques" share no word, but their sites are siggraph.org's.
      const joins = alike(main, other) || sameSite(main, other) || (telling.length === 1 && bare(other));
      if (other === main || !joins) continue;
      for (const index of other.editions) {
        const event = events[index]!;
        const was = event.series!;
        event.series = main.text;
        if (!event.aliases.some((alias) => seriesKey(alias.alias) === seriesKey(was))) {
          event.aliases.push({ alias: was, kind: 'acronym' });
        }
        changes.push({ index, series: main.text, was });
      }
    }
  }
  return changes;
}
