/**
 * The values a question's words give the search's parameters (docs/api.md, Connector tools): a
 * parameter that takes a list gains each value read, within the search's bounds of that
 * parameter; one that takes one value keeps the first. A value not read is said, never dropped;
 * so is a place where the asker is, and a place preferred.
 */
import { COUNTRIES_MAX, foldsWithin, NAME_MAX_LENGTH, NAMES_LIST_MAX, REGIONS_MAX } from '../schemas/rules.js';
import { editionYear, type SnapshotIndex, search } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import type { Claim } from './date-words.js';
import { goingIn } from './asides.js';
import { PLACES } from './claims.js';
import { preferenceAt } from './preferences.js';
import { examplesOfSubject, readWords } from './subject-examples.js';
import { spanText, type Token } from './tokens.js';
import { wordTable } from './word-tables.js';

/** Parameters that take several values, comma-separated: every value read is kept; the others keep the first. */
const LISTS = new Set('city country region continent type format core_rank ccf_rank rank acronym excluded'.split(' '));
/**
 * The search's bounds of a list (schemas/list-params.ts): the values in all, and the characters of
 * the whole value as given and once folded (a country's list is bounded by its count alone).
 */
const BOUNDS: Readonly<Record<string, { values: number; characters?: number }>> = wordTable({
  city: { values: NAMES_LIST_MAX, characters: NAME_MAX_LENGTH },
  region: { values: REGIONS_MAX, characters: NAME_MAX_LENGTH },
  acronym: { values: NAMES_LIST_MAX, characters: NAME_MAX_LENGTH },
  country: { values: COUNTRIES_MAX },
});

export type Read = Map<string, string[]>;

/** Why `value` is not put: it is a second value of a parameter that takes one, or past its list's bounds. */
function refusal(read: Read, parameter: string, value: string): string | undefined {
  const values = read.get(parameter) ?? [];
  if (values.length === 0 || values.includes(value)) return undefined;
  if (!LISTS.has(parameter)) return `${parameter} takes one value, ${values[0]} read first`;
  const bound = BOUNDS[parameter];
  if (bound === undefined) return undefined;
  const whole = [...values, value].join(',');
  const over = values.length >= bound.values || (bound.characters !== undefined && !within(whole, bound.characters));
  const characters = bound.characters === undefined ? '' : ` and ${bound.characters} characters`;
  return over ? `${parameter} takes at most ${bound.values} values${characters}` : undefined;
}

const within = (text: string, characters: number): boolean =>
  text.length <= characters && foldsWithin(text, characters);

/**
 * Sets `parameter` to `value` (a list parameter gains it); the reason when it does not: it already
 * holds another value and takes one only ("near Munich or near Berlin"), or the list is full.
 */
export function put(read: Read, parameter: string, value: string): string | undefined {
  const refused = refusal(read, parameter, value);
  if (refused !== undefined) return refused;
  const values = read.get(parameter) ?? [];
  if (!values.includes(value)) read.set(parameter, [...values, value]);
  return undefined;
}

/** The words whose values were not put, by the reason: said once a reason, however many words. */
export type Refused = Map<string, string[]>;

/**
 * Whether a window claimed lies within the window read before it on the same side, which it then
 * narrows: "my 2027 submissions ... deadlines in the first quarter" is the first quarter of 2027.
 */
function narrows(read: Read, claim: Claim): boolean {
  const from = claim.parameters.find(([name]) => name.endsWith('from'));
  const to = claim.parameters.find(([name]) => name.endsWith('to'));
  if (from === undefined || to === undefined || from[0].replace('from', '') !== to[0].replace('to', '')) return false;
  const [before, after] = [read.get(from[0])?.[0], read.get(to[0])?.[0]];
  if (before === undefined || after === undefined) return false;
  return before <= from[1] && to[1] <= after && (before !== from[1] || after !== to[1]);
}

/**
 * Most years apart two years of the events read apart join as one window, as joined windows meet
 * ("held in 2026 ... planned for 2027"); years further apart keep the first.
 */
export const YEARS_JOINED = 1;

/** Whether `year` joins the years read ("NLP conferences held in 2026 and planned for 2027"): one window of them. */
const joins = (read: Read, year: string): boolean =>
  read.has('year') && read.get('year')!.every((one) => Math.abs(Number(one) - Number(year)) <= YEARS_JOINED);

/** The most years of the editions named a question reads ("ACL in 2023, 2024 and 2025"). */
export const NAMED_YEARS_MAX = 10;

/**
 * A year of the editions named beside others ("Where was ACL last year and where is it next year?"):
 * each is kept, and acronymParameters makes them editions; the reason when it is not.
 */
function putNamedYear(read: Read, value: string): string | undefined {
  const years = read.get('year') ?? [];
  if (years.includes(value)) return undefined;
  if (years.length >= NAMED_YEARS_MAX) return `year takes at most ${NAMED_YEARS_MAX} years of the editions named`;
  read.set('year', [...years, value]);
  return undefined;
}

/**
 * "When is the next ACL and how many papers did it accept last year?": the next edition of the one
 * acronym written after "next" (the first not ended), beside a year of the editions named, is one of
 * them too, by its year; and the edition after one named by its year (putEditionAfter), the
 * question then asking of both, no count ("when is the next one?").
 */
export function putNextEdition(
  index: SnapshotIndex,
  tokens: readonly Token[],
  found: { acronyms: readonly { acronym: AcronymRead; at: number }[]; count?: number },
  { read, today, notes, searched }: { read: Read; today: Day; notes: string[]; searched: AcronymRead[] },
): void {
  const { acronyms } = found;
  const [named] = acronyms;
  const after = searched.length === 1 && named?.acronym === searched[0];
  if (after && putEditionAfter(index, tokens, { searched, today, notes })) found.count = undefined;
  if (acronyms.length !== 1 || !read.has('year') || named!.acronym.year !== null) return;
  if (tokens[named!.at - 1]?.word !== 'next') return;
  const [next] = search(index, { acronym: named!.acronym.bare, limit: 1, offset: 0 }, today).positions;
  if (next === undefined || !index.notOver(today).has(next)) return;
  const year = editionYear(index.store, next);
  if (year === null || read.get('year')!.includes(String(year)) || putNamedYear(read, String(year))) return;
  notes.push(`"next ${named!.acronym.bare}": its next edition, of ${year}`);
}

/** Words after "next" that ask of a venue's next edition ("the next one", "the next deadline"). */
const NEXT_OF: ReadonlySet<string> = new Set(
  'one edition editions deadline deadlines call calls conference meeting event submission iteration'.split(' '),
);
/** Years after an edition named its next one is looked for: biennial venues (ECCV) skip one. */
export const NEXT_WITHIN = 2;

/**
 * "Is NeurIPS 2026 over? When is the next deadline?": of one edition named by its year, "next"
 * before a word of an edition or a call asks of the edition after it too, of the first later
 * year the data has (within NEXT_WITHIN), put in `searched` and said; whether one was.
 */
function putEditionAfter(
  index: SnapshotIndex,
  tokens: readonly Token[],
  { searched, today, notes }: { searched: AcronymRead[]; today: Day; notes: string[] },
): boolean {
  const [named] = searched;
  if (named === undefined || named.year === null) return false;
  const asked = tokens.some(
    ({ word }, at) => word === 'next' && [1, 2].some((on) => NEXT_OF.has(tokens[at + on]?.word ?? '')),
  );
  if (!asked) return false;
  for (let year = named.year + 1; year <= named.year + NEXT_WITHIN; year++) {
    const acronym = { ...named, year };
    if (search(index, { acronym: writtenAcronym(acronym), limit: 0, offset: 0 }, today).total === 0) continue;
    searched.push(acronym);
    notes.push(`"next": the edition after ${writtenAcronym(named)}, of ${year}`);
    return true;
  }
  return false;
}

/**
 * A claim's parameters put in `read`; the words of a value not put are kept in `refused`. In a
 * question that names editions (`named`), years add up.
 */
function putClaim(read: Read, claim: Claim, text: string, refused: Refused, named: boolean): void {
  // "CCF-B conferences ... the CCF ranked venues": the value named is the filter.
  if (claim.anyValue && claim.parameters.some(([parameter]) => read.has(parameter))) return;
  if (narrows(read, claim)) for (const [parameter] of claim.parameters) read.delete(parameter);
  for (const [parameter, value] of claim.parameters) {
    const years = parameter === 'year' && (named || joins(read, value));
    const reason = years ? putNamedYear(read, value) : put(read, parameter, value);
    if (reason !== undefined) refused.set(reason, [...(refused.get(reason) ?? []), `"${text}"`]);
  }
}

/** The notes of `refused`: "\"Berlin\" not read: city takes one value, Munich read first". */
export const refusedNotes = (refused: Refused): string[] =>
  [...refused].map(([reason, words]) => `${words.join(', ')} not read: ${reason}`);

/**
 * The acronym parameter and the year: one acronym's year is the year (so it can be left out), a
 * list's its own; an acronym past the list's bounds is said in `notes`.
 */
export function acronymParameters(read: Read, acronyms: readonly AcronymRead[], notes: string[]): void {
  const dated = acronyms.filter((acronym) => acronym.year !== null);
  const editions = editionsOfYears(read, dated.length === 0 ? acronyms : [], notes);
  if (acronyms.length === 0) return;
  // One acronym, or a year written after the last of a list only ("SIGMOD, VLDB and ICDE 2027"): the year of all.
  const shared = dated.length === 1 && dated[0] === acronyms[acronyms.length - 1];
  const left: string[] = [];
  for (const acronym of editions ? [] : acronyms) {
    const written = acronyms.length === 1 || shared ? acronym.bare : writtenAcronym(acronym);
    if (put(read, 'acronym', written) !== undefined) left.push(written);
  }
  if (shared) read.set('year', [String(dated[0]!.year)]);
  if (left.length > 0) notes.push(`not read: ${left.join(', ')} (${refusal(read, 'acronym', left[0]!)})`);
  // The acronyms name the events: "the VLDB conference" asks for no type.
  if (read.get('type')?.join() === 'conference') read.delete('type');
}

/**
 * Each claim of the question put into `read`: a place where the asker is said and left out, a
 * place preferred (preferences.ts) said and its parameters returned.
 */
export function putClaims(
  found: {
    claims: readonly { claim: Claim; at: number }[];
    acronyms: readonly { acronym: AcronymRead; at: number }[];
    plain: ReadonlySet<number>;
    around?: { namedAt?: number };
  },
  tokens: readonly Token[],
  { sentences, aside, searched }: { sentences: readonly number[]; aside: (at: number) => boolean; searched: boolean },
  { read, refused, notes }: { read: Read; refused: Refused; notes: string[] },
): string[] {
  const preferred: string[] = [];
  // Stable: the claims that yield after the others, each in the question's order.
  const last = ({ claim }: { claim: Claim }) => Number((claim.yields ?? false) || (claim.anyValue ?? false));
  const ordered = [...found.claims].sort((a, b) => last(a) - last(b));
  const isPlace = (claim: Claim) => claim.parameters.some(([name]) => PLACES.has(name));
  // A place the question asks of outside the sentences about the asker: theirs ("I attend NeurIPS
  // 2026 in Sydney. Any AI conferences in Australia then?") is no filter beside it.
  const askedPlaces = found.claims.filter(({ claim, at }) => isPlace(claim) && !aside(at));
  // The sentences that name an edition: a place there is the edition's ("attending NeurIPS 2026 in Sydney").
  const named = [...found.acronyms.map(({ at }) => at), found.around?.namedAt ?? -1].filter((at) => at >= 0);
  const ofEdition = new Set(named.map((at) => sentences[at]));
  const asked = (at: number) => askedPlaces.length > 0 && ofEdition.has(sentences[at]);
  const askedValues = new Set(askedPlaces.flatMap(({ claim }) => claim.parameters.map((one) => one.join('='))));
  // "ICML and NeurIPS deadlines in 2027": the year of the editions searched ("except CCS" none), not
  // of examples of a subject ("security venues like CCS, NDSS and ACSAC with deadlines in 2027").
  const ofEditions = searched && !examplesOfSubject(tokens, found.acronyms, readWords(found));
  for (const { claim: written, at } of ordered) {
    const claim = (ofEditions && written.named) || written;
    const text = spanText(tokens, at, claim.length);
    const place = isPlace(claim);
    const going = goingIn(tokens, sentences, sentences[at]!);
    if (place && aside(at) && !claim.nearAsker && (!going || asked(at))) {
      // The place asked already ("in Europe ... travel within Europe"): read once, nothing to say.
      if (going && claim.parameters.every((one) => askedValues.has(one.join('=')))) continue;
      notes.push(
        going
          ? `"${text}" tells where the asker goes, not read beside the place asked`
          : `"${text}" is where the asker is, not read as a place`,
      );
      continue;
    }
    if (claim.note) notes.push(claim.note);
    const preference = place ? preferenceAt(tokens, at, claim.length) : undefined;
    if (preference !== undefined) {
      preferred.push(...claim.parameters.map(([name]) => name));
      notes.push(
        `"${preference}" is a preference: events elsewhere follow those there, or lead when none there is as asked, each said`,
      );
    }
    putClaim(read, claim, text, refused, searched);
  }
  return preferred;
}

/**
 * Several years read of the editions named ("ACL in 2025 and 2027"): each acronym's edition of
 * each year, as `acronym`; past the list's bounds, or with no acronym to date, the years from the
 * first to the last as a window. Whether the editions were put.
 */
function editionsOfYears(read: Read, acronyms: readonly AcronymRead[], notes: string[]): boolean {
  const years = (read.get('year') ?? []).map(Number).sort((a, b) => a - b);
  if (years.length < 2) return false;
  read.delete('year');
  const editions = acronyms.flatMap(({ bare }) => years.map((year) => writtenAcronym({ bare, year })));
  const trial: Read = new Map(read);
  if (editions.length > 0 && editions.every((edition) => put(trial, 'acronym', edition) === undefined)) {
    read.set('acronym', trial.get('acronym')!);
    return true;
  }
  if (read.has('from') || read.has('to')) {
    notes.push(`the years ${years.join(', ')} not read: a window is read`);
  } else {
    read.set('from', [`${years[0]}-01-01`]);
    read.set('to', [`${years[years.length - 1]}-12-31`]);
    notes.push(`the years ${years.join(', ')} read as one window: ${years[0]}-01-01 to ${years.at(-1)}-12-31`);
  }
  return false;
}
