/**
 * Several venues named (docs/api.md, Connector tools). An acronym two venues share, named beside
 * others ("deadlines of ICSE, FSE and ASE"): the venue of the others' field answers, not both:
 * IACR's FSE (Fast Software Encryption) is no software engineering venue. As "like ICSE or FSE"
 * compares with ACM's FSE (listed-search.ts). A venue named with no year beside editions named with
 * theirs ("What's the deadline for ICML 2027, and how does it compare with ICLR's?"): its editions
 * of the earliest year named on (ICLR 2027, 2028), not every ICLR since 2013.
 */
import type { HandlerContext } from '../operation.js';
import { acronymKey } from '../../source/acronym.js';
import type { Reading } from './reading.js';
import { type Page, pageEvents, seriesKeys } from './searches.js';

/** "FSE 2027" as "fse": an acronym without its year. */
const bare = (acronym: string): string =>
  acronym
    .replace(/\s*\b(?:19|20)\d\d\b/gu, '')
    .trim()
    .toLowerCase();

/**
 * Whether each of `events` stays: not an edition, before the earliest year named, of a venue named
 * with no year.
 */
function sinceYearNamed(events: ReturnType<typeof pageEvents>, reading: Reading): boolean[] {
  const years = reading.acronyms.flatMap(({ year }) => (year === null ? [] : [year]));
  const bareNamed = new Set(reading.acronyms.filter(({ year }) => year === null).map(({ bare }) => acronymKey(bare)));
  const since = years.length === 0 || bareNamed.size === 0 ? undefined : Math.min(...years);
  return events.map(
    ({ acronym, year }) =>
      since === undefined || acronym === null || year === null || year >= since || !bareNamed.has(acronymKey(acronym)),
  );
}

/**
 * `page` without the editions sinceYearNamed leaves out, and without the events of a series whose
 * acronym another series on it shares, where some of those series are of a field (first sub-topic)
 * of the page's other acronyms' events and it is not; its first `limit`.
 */
export function ofNamedFields(all: Page, reading: Reading, context: HandlerContext, limit: number): Page {
  const read = pageEvents(all, context);
  const kept = sinceYearNamed(read, reading);
  const since = all.positions.filter((_, at) => kept[at]);
  const page = { ...all, positions: since, total: all.total - (all.positions.length - since.length) };
  const events = read.filter((_, at) => kept[at]);
  const series = seriesKeys(page, context, events);
  const acronyms = events.map((event) => (event.acronym === null ? '' : bare(event.acronym)));
  const seriesOf = new Map<string, Set<string>>();
  acronyms.forEach((acronym, at) => {
    if (acronym !== '') seriesOf.set(acronym, (seriesOf.get(acronym) ?? new Set()).add(series[at]!));
  });
  const dropped = new Set<string>();
  for (const [acronym, shared] of seriesOf) {
    if (shared.size < 2) continue;
    const fields = new Set(
      events.flatMap((event, at) => (acronyms[at] !== acronym && event.subtopics[0] ? [event.subtopics[0]] : [])),
    );
    const ofField = [...shared].filter((one) =>
      events.some((event, at) => series[at] === one && fields.has(event.subtopics[0] ?? '')),
    );
    if (ofField.length === 0 || ofField.length === shared.size) continue;
    for (const one of shared) if (!ofField.includes(one)) dropped.add(one);
  }
  const positions = page.positions.filter((_, at) => !dropped.has(series[at]!));
  const total = page.total - (page.positions.length - positions.length);
  return { ...page, positions: positions.slice(0, limit), total };
}
