/**
 * An acronym and a subject joined by "or" ("HCI or CSCW venues", "CVPR or robotics conferences";
 * docs/api.md, Connector tools): either answers, so each is searched alone with the rest of the
 * question (the subject without the acronym, the acronym without the subject), their results taken
 * in turn, as a list of subjects is. Read as both, the acronym's editions whose words hold the
 * subject, it answered CSCW alone. The reading tells them joined (acronym-or-words.ts), and so it
 * does of acronyms given as examples of the subject ("testing conferences such as ISSTA or ICST":
 * subject-examples.ts), searched the same way.
 */
import type { HandlerContext } from '../operation.js';
import { aloneSearch, type Found, subjectSearch, withLike } from './listed-search.js';
import { editionsOf, oneOfEachSeries } from './searches.js';
import { alikeEdition } from './alike-edition.js';
import type { Reading } from './reading.js';
import { venueOf } from './acronym-words.js';
import { alsoSaid } from './alike-results.js';
import { missingAcronyms } from './missing-acronyms.js';
import { foreseenEditions } from './projected-deadlines.js';

/** The parameters the two searches split: the reading says what each found in their place. */
export const EITHER = ['q', 'acronym'] as const;

/**
 * The searches of the question: its subject without the acronym (each subject of a list alone:
 * "reinforcement learning and robot learning, like CoRL,"), and the acronym without the subject.
 */
export function eitherSearches(reading: Reading, context: HandlerContext) {
  const { acronym, q, ...rest } = reading.parameters;
  const alone = { ...reading, parameters: rest };
  // The subject as a subject of a list is searched: its deadlines estimated in a window too.
  const subjects = (reading.anyOf ?? [q!]).map((subject) => {
    const found = subjectSearch(alone, subject, context);
    const asked = found.total > 0 || found.estimated !== undefined;
    return { subject, found: (!asked && alikeExamples(alone, subject, context)) || found };
  });
  // The acronym likewise: "upcoming deadlines for learning theory, e.g. COLT or ALT" has COLT 2027's estimated.
  const examples = { ...reading, parameters: { ...rest, acronym: acronym! } };
  const found = aloneSearch(examples, context);
  // Venues given as examples are venues: one edition of each ("like SOUPS": not its four past ones).
  const venues = reading.eitherAcronym === 'examples' && reading.acronyms.every(({ year }) => year === null);
  const page = venues ? { ...found.page, positions: oneOfEachSeries(found.page, context) } : found.page;
  const named = { subject: acronym!, found: eachNamed(examples, { ...found, page }, context) };
  return [...subjects, named];
}

/**
 * The acronyms' search (`found`) with each one it leaves out answered by its own wider search, and
 * of a search widened, each latest edition's title foreseeing its next call, as a question of the
 * acronyms alone has them (wider-results.ts): "formal methods in Europe in summer 2027, such as FM
 * or CAV": CAV 2026 (CAV 2027 not listed yet: paper deadline about …).
 */
function eachNamed(reading: Reading, found: Found, context: HandlerContext): Found {
  const shown = new Set(editionsOf(found.page, context).map(({ acronym }) => venueOf(acronym).toLowerCase()));
  const onPage = new Set(found.page.positions);
  // Each one left out, its first edition and its own note (missing-acronyms.ts).
  const missing = missingAcronyms(reading, context, shown).answers.flatMap(({ page, note }) =>
    editionsOf(page, context).flatMap(({ id }, at) => {
      const [own, position] = [typeof note === 'string' ? note : note.get(id), page.positions[at]!];
      return own === undefined || onPage.has(position) ? [] : [{ id, position, note: own }];
    }),
  );
  const page = { ...found.page, positions: [...found.page.positions, ...missing.map(({ position }) => position)] };
  const notes = missing.map(({ id, note }) => [id, note] as const);
  if (typeof found.note !== 'string') return { ...found, page, note: new Map([...(found.note ?? []), ...notes]) };
  const foreseen = found.total === 0 ? (foreseenEditions(reading, context) ?? []) : [];
  const also = new Map([...(found.also ?? []), ...foreseen]);
  if (notes.length === 0) return also.size > 0 ? { ...found, also } : found;
  // Each event's note as the page's writer says it, then the others' own; the reading says what was left out.
  const { also: _, note, ...rest } = found;
  const own = alsoSaid(found.page, context, note, also, found.whole);
  return { ...rest, page, note: new Map([...own, ...notes]), said: found.said ?? note };
}

/**
 * Of examples given of a subject that finds nothing as asked ("human factors in security, like
 * SOUPS"), the events alike the first example that has an edition, said found without the subject:
 * the subject cut down ("security") answered venues of any kind of security.
 */
function alikeExamples(reading: Reading, subject: string, context: HandlerContext): Found | undefined {
  if (reading.eitherAcronym !== 'examples') return undefined;
  for (const like of reading.acronyms) {
    const id = withLike({ ...reading, like, alsoLike: undefined }, context).parameters.similar_to;
    if (id === undefined) continue;
    const alike = alikeEdition({ ...reading.parameters, q: subject }, { id, acronym: like.bare }, context);
    return alike && { ...alike, total: 0 };
  }
  return undefined;
}
