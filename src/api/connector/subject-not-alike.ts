/**
 * The venues of a question's subject itself beside "like X" (docs/api.md, Connector tools): those
 * the rest of the question finds, then those whose next edition, not listed yet, is foreseen in
 * its window, as a question of the subject alone has them (foreseen-held.ts).
 */
import type { HandlerContext } from '../operation.js';
import { subjectSet } from '../../search/index.js';
import { INITIALISMS } from '../../text/initialisms.js';
import { terms } from '../../text/terms.js';
import { heldForeseen } from './foreseen-held.js';
import { NAMED_READ, oneOfEachSeries, type Page, type Parameters, searchOf, seriesKeys } from './searches.js';
import { RESULTS } from './vocabulary.js';

/** The subject's venues listed, then those foreseen with their notes by event id. */
export type SubjectVenues = { listed: Page; held: Page; foreseen: ReadonlyMap<number, string> };

const EMPTY: Page = { positions: [], total: 0 };
const NONE: SubjectVenues = { listed: EMPTY, held: EMPTY, foreseen: new Map() };

/**
 * The venues of the subject itself (subjectSet: an exact acronym, a name with its phrase, filed
 * first under the field it names), of two words or more, that the rest of the question finds and
 * the page shown has not, one edition of each, the next first: "medical imaging conferences like
 * MICCAI", MICCAI filed under computer vision, MIDL and ISBI under medical imaging, alike MICCAI by
 * nothing. Of the question's one "like X" (`foresee`), a short page goes on with the venues the
 * subject's words find, none alike X, whose next edition is foreseen in the window asked, as the
 * question without "like X" has them ("computational biology conferences like RECOMB in 2027":
 * BIBM 2026, BIBM 2027 held about December 2027, before SIGCSE 2027, alike RECOMB by the field a
 * tracker files both under).
 */
export function subjectNotAlike(
  parameters: Parameters,
  shown: readonly Page[],
  context: HandlerContext,
  keep: (page: Page) => Page,
  foresee: boolean,
): SubjectVenues {
  const { q = '', similar_to, sort, ...rest } = parameters;
  // One word is no subject of its own: "systems" would answer NeurIPS, "database" ECML-PKDD; an
  // initialism of a field's name is that name ("HPC conferences like SC": high performance computing).
  const words = terms(q);
  const phrase = words.length === 1 && Object.hasOwn(INITIALISMS, words[0]!) ? INITIALISMS[words[0]!] : undefined;
  if (words.length < 2 && phrase === undefined) return NONE;
  const own = subjectSet(context.index, phrase ?? q);
  const page = searchOf({ ...rest, q, sort: sort ?? 'upcoming' }, context, NAMED_READ);
  const subject = { ...page, positions: page.positions.filter((position) => own.has(position)) };
  const firsts = keep({ ...subject, positions: oneOfEachSeries(subject, context) });
  const seen = new Set(shown.flatMap((one) => seriesKeys(one, context)));
  const unseen = (one: Page) => {
    const keys = seriesKeys(one, context);
    return one.positions.filter((_, at) => !seen.has(keys[at]!));
  };
  const listed = { ...firsts, positions: unseen(firsts).slice(0, RESULTS) };
  const held = foresee && listed.positions.length < RESULTS ? heldForeseen({ ...rest, q }, context) : undefined;
  if (held === undefined) return { ...NONE, listed };
  for (const key of seriesKeys(firsts, context)) seen.add(key);
  // Those alike X too are answered as such, with the events alike (foreseen-held.ts, heldAfter).
  for (const key of heldForeseen({ ...rest, q, ...(similar_to && { similar_to }) }, context)?.series ?? [])
    seen.add(key);
  const more = unseen(keep(held.page)).slice(0, RESULTS - listed.positions.length);
  return { listed, held: { ...held.page, positions: more }, foreseen: held.notes };
}
