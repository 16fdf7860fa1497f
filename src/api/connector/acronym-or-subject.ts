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
import { aloneSearch, subjectSearch } from './listed-search.js';
import type { Reading } from './reading.js';

/** The parameters the two searches split: the reading says what each found in their place. */
export const EITHER = ['q', 'acronym'] as const;

/** The two searches of the question: its subject without the acronym, and the acronym without the subject. */
export function eitherSearches(reading: Reading, context: HandlerContext) {
  const { acronym, q, ...rest } = reading.parameters;
  // The subject as a subject of a list is searched: its deadlines estimated in a window too.
  const subject = { subject: q!, found: subjectSearch({ ...reading, parameters: rest }, q!, context) };
  // The acronym likewise: "upcoming deadlines for learning theory, e.g. COLT or ALT" has COLT 2027's estimated.
  const named = {
    subject: acronym!,
    found: aloneSearch({ ...reading, parameters: { ...rest, acronym: acronym! } }, context),
  };
  return [subject, named];
}
