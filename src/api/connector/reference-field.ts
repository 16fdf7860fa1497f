/**
 * The edition a question compares with (`similar_to`) and its field, the sub-topic it is filed
 * under first: of the events alike it, those of its field come first (docs/api.md, Connector tools).
 */
import type { HandlerContext } from '../operation.js';
import { eventPosition } from '../../search/index.js';
import { pageEvents, refusedAs } from './searches.js';

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
