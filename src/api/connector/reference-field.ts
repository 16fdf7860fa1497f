/**
 * The edition a question compares with (`similar_to`) and its field, the sub-topic it is filed
 * under first: of the events alike it, those of its field come first (docs/api.md, Connector tools).
 */
import type { HandlerContext } from '../operation.js';
import { type CalendarEvent, eventPosition } from '../../search/index.js';
import type { AcronymRead } from './acronym-words.js';
import { pageEvents, refusedAs, searchOf, seriesKeys } from './searches.js';

/** The edition of an id (`similar_to`), if one has it. */
export function editionOf(id: string | undefined, context: HandlerContext) {
  const position =
    id === undefined
      ? undefined
      : refusedAs<number | undefined>(undefined, () => eventPosition(context.index, Number(id)));
  return position === undefined ? undefined : pageEvents({ positions: [position], total: 1 }, context)[0];
}

/** The field an edition is filed under first (its first sub-topic), by its id; undefined for none. */
export const referenceField = (id: string | undefined, context: HandlerContext): string | undefined =>
  editionOf(id, context)?.subtopics[0];

/** The editions of a series read to tell the field most of them are filed under. */
const SERIES_READ = 50;

/**
 * Of X's editions, the one "like X" compares with when no year is written: `edition` (its next),
 * unless more than half of the series' editions are filed first under another field: then the
 * first of those, in the search's order. A tracker lists CCS 2027 alone, under Security and
 * Privacy, where CCS's seven other editions are Cybersecurity's; compared with 2027, AIES and
 * WiMob came first, not S&P, NDSS and USENIX Security.
 */
export function steadyEdition<Edition extends { id: number; subtopics: readonly string[] }>(
  edition: Edition,
  read: AcronymRead,
  context: HandlerContext,
): Edition | CalendarEvent {
  if (read.year !== null) return edition;
  const page = searchOf({ acronym: read.bare }, context, SERIES_READ);
  const series = seriesKeys(page, context);
  const own = series[page.positions.indexOf(eventPosition(context.index, edition.id))];
  const editions = pageEvents(page, context).filter((_, at) => series[at] === own);
  const counts = new Map<string, number>();
  for (const { subtopics } of editions) if (subtopics[0]) counts.set(subtopics[0], (counts.get(subtopics[0]) ?? 0) + 1);
  const field = [...counts].find(([, count]) => count * 2 > editions.length)?.[0];
  if (field === undefined || edition.subtopics[0] === field) return edition;
  return editions.find(({ subtopics }) => subtopics[0] === field) ?? edition;
}
