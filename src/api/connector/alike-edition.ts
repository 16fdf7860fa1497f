/**
 * The events alike one edition, of other series, with the rest of a question but its words, when a
 * subject finds nothing beside that edition (docs/api.md, Connector tools): examples given of a
 * subject none has ("human factors in security, like SOUPS": subject-examples.ts), or the one venue
 * a question found and excludes ("… apart from HRI": excluded-editions.ts).
 */
import type { HandlerContext } from '../operation.js';
import { type Page, type Parameters, refusedAs, searchOf } from './searches.js';

/**
 * The first page alike `edition` with `parameters` but their `q` and `acronym`, and the note its
 * titles carry (`found without "q", alike X (id …)`); undefined when it finds none.
 */
export function alikeEdition(
  parameters: Parameters,
  edition: { id: number | string; acronym: string },
  context: HandlerContext,
): { page: Page; note: string } | undefined {
  const { q, acronym: _, similar_to: __, ...rest } = parameters;
  const page = refusedAs(undefined, () => searchOf({ ...rest, similar_to: String(edition.id) }, context));
  if (page === undefined || page.positions.length === 0) return undefined;
  const without = q === undefined ? '' : `found without "${q}", `;
  return { page, note: `${without}alike ${edition.acronym} (id ${edition.id})` };
}
