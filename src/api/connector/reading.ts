/**
 * A connector's question read as a search (docs/api.md, Connector tools). A connector sends a
 * person's question and cannot retry with parameters, so each word is read for what it means,
 * in this order, and the first reading that fits wins:
 * - a time zone ("Europe/Berlin", "UTC") is a zone, never a place, and filters nothing;
 * - an acronym, with the edition's year when one is written with it (acronym-words.ts);
 * - a call for papers ("open call", "still open"), a format ("in person"), "top" (vocabulary.ts) and
 *   a rank ("CCF-A", "CORE A*": rank-words.ts);
 * - a date ("next year", "in 2027", "in March": date-words.ts);
 * - question words, verbs and filler ("when is", "tell me about", "I am looking for") are dropped;
 * - a city, country, continent, event type or format, as the search's hints read them;
 * - the other words are the search's `q`; a word that is filler alone is kept beside a word it
 *   makes a phrase of the data with ("information retrieval"), and "open" otherwise means an open call.
 * In a question of several sentences, what a sentence about the asker names filters nothing when another sentence
 * asks for something (asides.ts). The subject, never left out when nothing matches (answers.ts), is the acronyms
 * named, else the words of `q` that the data has (a topic), else all of `q`, never a word about the asker.
 */
import { acronymEvents, type SnapshotIndex, termEvents } from '../../search/index.js';
import { type Day, formatIsoDate } from '../../util/dates.js';
import { claimAt, hintOf } from './claims.js';
import { codeAfterIn } from './place-codes.js';
import { zoneAsked } from './asker-near.js';
import { type Claim, isZone, type KindWindow, namedZone, settleNowFirst, zonePhraseAt } from './date-words.js';
import { aheadWords, settleAskedValues, settleUpcoming, settleWindows } from './settling.js';
import { futureWords } from './ahead-phrases.js';
import { settleContinents, settleRegions } from './place-settling.js';
import type { When } from './ranges.js';
import { writtenAsSubject } from './subjects.js';
import { type AcronymRead, acronymAt, laterEditions, namesKnownVenue } from './acronym-words.js';
import { fullNameAt, MOST_NAMES } from './full-names.js';
import { readSigVenues } from './sig-venues.js';
import { synonymPhraseWords } from './phrase-words.js';
import { softWords } from './soft-words.js';
import { windowAlternatives } from './window-alternatives.js';
import { askerParts } from './asides.js';
import { exclude, excludedAcronyms, settleExcluded, type Unranked, unrankedOf } from './negations.js';
import { alikeAsked, compareAlso, comparedAt, likeBefore, likedOf, listedSince, settleAndAlike } from './like-words.js';
import { type Around, type AroundScan, takeAround } from './around-words.js';
import { sameTime } from './same-time.js';
import { resubmitted } from './rejected-venues.js';
import { laterDeadlines, missedElsewhere } from './later-deadlines.js';
import { shouting, spanText, type Token, tokensOf } from './tokens.js';
import { withFieldNames } from './field-initials.js';
import { withElidedUnits } from './elided-units.js';
import { FILLER, RESULTS, SOFT } from './vocabulary.js';
import { type Measure, measureAt, measureNotes } from './measure-words.js';
import { settleOfNext } from './asked-ahead.js';
import { type RateAsk, rateAsked, unsaidMeasures } from './rate-words.js';
import { isNearest, nearestAt, nearestSpan } from './nearest-words.js';
import { askedOfPast, settlePast } from './past-editions.js';
import { termWord, wordsOfQ } from './words-of-q.js';
import { seasonalKind } from './spans.js';
import { eitherAsked, examplesAt, listedExampleAt, readWords } from './subject-examples.js';
import { countAt } from './rank-words.js';
import type { Read, Refused } from './read-values.js';
import { acronymParameters, put, putClaims, putNextEdition, refusedNotes } from './read-values.js';

export interface Reading {
  /** The search parameters the question means. */
  parameters: Record<string, string>;
  /** The acronyms it names: its subject when there are any. */
  acronyms: readonly AcronymRead[];
  /** The words of `q` that are its subject (all of them when there is no acronym and the data has none of them). */
  subject: readonly string[];
  /** The time zone it names, if any (no filter: fetch gives every deadline in its own zone and UTC). */
  zone?: string;
  /** "like X", "similar to X": the edition X names, whose events alike are asked for (similar_to). */
  like?: AcronymRead;
  /** "like X or Y": the others compared with, after X. */
  alsoLike?: readonly AcronymRead[];
  /** "X, Y and similar", as written: the venues compared with answer too, first (like-words.ts). */
  likedToo?: string;
  /** "after X", "before X", "between X and Y": the editions whose dates bound the events (around-words.ts). */
  around?: Around;
  /** "top 5", "the 3 best": the number of events asked for, at most RESULTS. */
  count?: number;
  /** "X for Y" in the subject: the words of each side, a venue of either answers when none of both (relaxing.ts). */
  sides?: readonly (readonly string[])[];
  /** Several subjects joined as a list: each one's words, any of which answers (subjects.ts). */
  anyOf?: readonly string[];
  /** Words of the question left out of `q` because the data has none of them (a note says "not read"). */
  unread?: readonly string[];
  /** Words of `q` from the sentences about the asker (asides.ts): never the subject, the first left out. */
  asides?: readonly string[];
  /** What the parameters alone do not say: what each window bounds, the words not read. */
  notes: readonly string[];
  /** Parameters of a place the question prefers, not requires ("preferably in Europe": preferences.ts). */
  preferred?: readonly string[];
  /**
   * Events no answer to it, by id and written acronym: the edition "during X" names (around-editions.ts), the
   * editions of an acronym excluded, `stands` for how many events of the question's search each counts (negations.ts).
   */
  besides?: readonly { id: number; acronym: string; stands?: number }[];
  /** The acronyms the question excludes ("NLP conferences except ACL"): their editions answer nothing (negations.ts). */
  excluded?: readonly AcronymRead[];
  /** The ranks it excludes ("other than the big four"): their venues answer nothing (excluded-editions.ts). */
  unranked?: readonly Unranked[];
  /** "the most selective", "an acceptance rate below 20%": answered by rates (rate-answers.ts). */
  rate?: RateAsk;
  /** "in March or October 2027": the parameters of each window apart, searched alone (window-alternatives.ts). */
  windows?: readonly Readonly<Record<string, string>>[];
  /** "HCI or CSCW", "venues such as ISSTA": the acronyms and the subject each alone (subject-examples.ts). */
  eitherAcronym?: 'or' | 'examples';
  /** "conferences that notify in January": the window of a kind of deadline that opens no call. */
  kindWindow?: KindWindow;
}

/** What the words of a question are read as, in order, before the asides are settled (asides.ts). */
interface Scan extends AroundScan {
  acronyms: { acronym: AcronymRead; at: number }[];
  claims: { claim: Claim; at: number }[];
  plain: Set<number>;
  soft: number[];
  like?: AcronymRead;
  alsoLike: AcronymRead[];
  likedToo?: string;
  zone?: string;
  notes: string[];
  unanswered: Measure[];
  count?: number;
}

/**
 * The words at `at` read for the count or as words of q, whatever they mean alone: "top 5" (the
 * number of events asked for), "summer schools" (a kind of event the data names so, no season),
 * "Internet of Things" (a phrase of the synonym table: phrase-words.ts); how many, else 0.
 */
function plainWords(found: Scan, tokens: readonly Token[], at: number, phraseWords: ReadonlySet<number>): number {
  const count = found.count === undefined ? countAt(tokens, at, RESULTS) : undefined;
  if (count !== undefined) {
    found.count = count;
    return 1;
  }
  const taken = seasonalKind(tokens, at) ? 2 : phraseWords.has(at) ? 1 : 0;
  for (let i = 0; i < taken; i++) found.plain.add(at + i);
  return taken;
}

/** Each word of the question read for what it means (see the top of this file). */
function scan(index: SnapshotIndex, tokens: readonly Token[], when: When): Scan {
  const [{ today }, names] = [when, { left: MOST_NAMES }];
  const shout = shouting(tokens, FILLER, (text) => acronymEvents(index, text) > 0);
  const found: Scan = { acronyms: [], claims: [], plain: new Set(), soft: [], alsoLike: [], notes: [], unanswered: [] };
  let likeAt: number | undefined;
  const isName = (text: string) => hintOf(index, text.toLowerCase(), today) !== undefined;
  const read = readWords(found);
  // "like ISCA or MICRO", "(like SIGGRAPH or Eurographics)": a name in capitals is a venue's too.
  const compared = (at: number) =>
    comparedAt(tokens, at, found.like !== undefined, likeAt) || listedExampleAt(tokens, found.acronyms, at, read);
  const phraseWords = synonymPhraseWords(tokens);
  for (let at = 0; at < tokens.length; ) {
    const zone = zonePhraseAt(tokens, at) ?? (isZone(tokens, at) ? 1 : undefined);
    if (zone !== undefined) {
      found.zone = namedZone(found.zone, spanText(tokens, at, zone));
      at += zone;
      continue;
    }
    // "SIGCHI conferences": the conferences the group sponsors (sig-venues.ts).
    const sig = readSigVenues(index, tokens, at, found);
    at += sig;
    if (sig > 0) continue;
    // "in CA": a place's code, whatever acronym a tracker makes of it (place-codes.ts).
    const acronym = codeAfterIn(index, tokens, at)
      ? undefined
      : (fullNameAt(index, tokens, at, today, names, () => compared(at)) ??
        acronymAt(index, tokens, at, shout, isName, compared(at)));
    if (acronym) {
      const same = ({ acronym: read }: { acronym: AcronymRead }) =>
        read.bare.toLowerCase() === acronym.bare.toLowerCase() && read.year === acronym.year;
      // "like ISCA or MICRO", "like ISCA or like MICRO": those listed after the first are compared with too.
      const again = tokens[at - 1]?.word === 'like' ? at - 1 : at;
      const listedAfterLike = found.like !== undefined && listedSince(tokens, likeAt ?? at, again);
      if (found.like === undefined && likeBefore(tokens, at) && !examplesAt(tokens, at, read)) {
        found.like = acronym;
        likeAt = at + acronym.length;
      } else if (listedAfterLike) {
        if (!found.alsoLike.some((also) => also.bare.toLowerCase() === acronym.bare.toLowerCase()))
          compareAlso(found, acronym, spanText(tokens, at, acronym.length));
        likeAt = at + acronym.length;
      } else {
        // Words after the acronym that name its deadline ("after the ICRA 2027 deadline") are read with it.
        const around = takeAround(found, tokens, at, acronym);
        if (around !== undefined) at += around;
        else if (!found.acronyms.some(same)) {
          found.acronyms.push({ acronym, at });
          const later = laterEditions(tokens, at + acronym.length, acronym);
          for (const edition of later) found.acronyms.push({ acronym: edition, at: at + acronym.length });
          at += later.length > 0 ? 2 : 0;
        }
      }
      at += acronym.length;
      continue;
    }
    const plain = plainWords(found, tokens, at, phraseWords);
    if (plain > 0) {
      at += plain;
      continue;
    }
    // A measure no filter takes ("cheaper", "acceptance rate below 25%") is said once, as not answered, and is no word of q.
    const nearest = nearestAt(index, tokens, at, today);
    const measure = nearest ? undefined : measureAt(tokens, at, isName);
    if (measure) found.unanswered.push(measure);
    const claim = nearest ?? (measure ? { length: measure.length, parameters: [] } : claimAt(index, tokens, at, when));
    if (claim) found.claims.push({ claim, at });
    else if (SOFT.has(tokens[at]!.word)) found.soft.push(at);
    else found.plain.add(at);
    at += claim?.length ?? 1;
  }
  settleAndAlike(found, tokens);
  // "I missed the ICML deadline. What are similar venues?", "... where else?": the one acronym named is compared with.
  if (found.like === undefined && found.acronyms.length === 1 && (alikeAsked(tokens) || missedElsewhere(tokens))) {
    found.like = found.acronyms[0]!.acronym;
    found.acronyms = [];
  }
  resubmitted(found, tokens);
  sameTime(found, tokens);
  if (found.like !== undefined) laterDeadlines(found, tokens, found.like);
  return found;
}

/** The search parameters, acronyms, subject and zone of `sentence` (see the top of this file). */
export function readQuestion(index: SnapshotIndex, sentence: string, today: Day): Reading {
  const tokens = withFieldNames(index, withElidedUnits(tokensOf(sentence)));
  const past = askedOfPast(tokens);
  const found = scan(index, tokens, { today, past });
  const { plain, like, alsoLike, unanswered, around } = found;
  const read: Read = new Map();
  const notes: string[] = [];
  const refused: Refused = new Map();
  const subjectAt = (at: number) =>
    termEvents(index, termWord(tokens[at]!)) > 0 && writtenAsSubject(tokens, at, found.plain);
  const { sentences, aside, placeAside, asideWord, affiliation } = askerParts(tokens, found, subjectAt);
  const textAt = (at: number, length: number) => spanText(tokens, at, length);
  // The editions the question searches: none compared with ("like X"), excluded ("except CCS") or the asker's.
  const compared = (bare: string) => [like, ...alsoLike].some((one) => one?.bare.toLowerCase() === bare.toLowerCase());
  const out = excludedAcronyms(tokens, found.acronyms);
  const searched = found.acronyms.some(({ acronym, at }) => !compared(acronym.bare) && !aside(at) && !out.has(at));
  const preferred = putClaims(found, tokens, { sentences, aside: placeAside, searched }, { read, refused, notes });
  const zone = zoneAsked(found.zone, found.claims, notes);
  notes.push(...refusedNotes(refused), ...found.notes, ...affiliation.notes);
  const acronyms: AcronymRead[] = [];
  const excluded: AcronymRead[] = [];
  for (const { acronym, at } of found.acronyms) {
    // "like SIGCOMM" is no search for SIGCOMM itself, wherever else it is named.
    if (compared(acronym.bare)) continue;
    if (aside(at)) notes.push(`"${textAt(at, acronym.length)}" tells about the asker, not searched`);
    else if (out.has(at)) exclude(excluded, acronym, textAt(at, acronym.length), notes);
    else acronyms.push(acronym);
  }
  if (softWords(index, tokens, found.soft, plain)) put(read, 'cfp', 'open');
  putNextEdition(index, tokens, found, { read, today, notes, searched: acronyms });
  acronymParameters(read, acronyms, notes);
  const parameters = Object.fromEntries([...read].map(([name, values]) => [name, values.join(',')]));
  const kind = settleWindows(parameters, today, { named: acronyms.length > 0, past, claims: found.claims }, notes);
  settlePast(parameters, tokens, found, acronyms, today, notes);
  // "the closest AI conference to Zurich" asks for one to go to, as "upcoming" does (nearest-words.ts).
  const nearest = found.claims.find(({ claim }) => isNearest(claim));
  const dated = acronyms.filter((acronym) => acronym.year !== null).length;
  const ahead = [...aheadWords(found, tokens, acronyms.length), ...futureWords(tokens, dated)];
  if (nearest) ahead.push(nearestSpan(tokens, nearest.at, nearest.claim.length));
  settleUpcoming(parameters, ahead, today, past, notes);
  settleAskedValues(parameters, tokens, { named: acronyms.length > 0, claims: found.claims }, notes);
  settleContinents(parameters, index, notes, preferred);
  settleExcluded(parameters, index, notes);
  settleRegions(parameters, index, notes);
  const named = acronyms.length > 0 || like !== undefined;
  notes.push(...measureNotes(unsaidMeasures(unanswered, named, kind.kindWindow?.kind), acronyms.length > 0));
  const positions = [...plain].filter((at) => !affiliation.words.has(at)).sort((a, b) => a - b);
  const [own, told] = [positions.filter((at) => !asideWord(at)), positions.filter(asideWord)];
  const words = wordsOfQ(index, tokens, own, told, named, notes);
  const { q, subjects, topic, asides, unread } = words;
  if (q.length > 0) parameters.q = q.join(' ');
  settleNowFirst(parameters, today, past || named || subjects.list !== undefined);
  settleOfNext(parameters, unanswered, { today: formatIsoDate(today), past }, notes);
  const windows = windowAlternatives(found.claims, parameters);
  const either = eitherAsked(tokens, found.acronyms, plain, subjects.list?.flat() ?? q, readWords(found));
  return {
    parameters,
    acronyms,
    subject: namesKnownVenue(acronyms, like) ? [] : topic,
    notes,
    ...(asides.length > 0 ? { asides } : {}),
    ...(unread.length > 0 ? { unread } : {}),
    ...(zone === undefined ? {} : { zone }),
    ...(like === undefined ? {} : { like }),
    ...(alsoLike.length > 0 ? { alsoLike } : {}),
    ...likedOf(tokens, found, q),
    ...(around === undefined ? {} : { around }),
    ...(found.count === undefined ? {} : { count: found.count }),
    ...(either && acronyms.length > 0 ? { eitherAcronym: either } : {}),
    ...kind,
    ...rateAsked(unanswered, named, subjects.list !== undefined, notes),
    ...(preferred.length > 0 ? { preferred: [...new Set(preferred)] } : {}),
    ...(excluded.length > 0 ? { excluded } : {}),
    ...unrankedOf(found.claims),
    ...(subjects.list === undefined ? {} : { anyOf: subjects.list.map((words) => words.join(' ')) }),
    ...(windows === undefined ? {} : { windows }),
    ...(subjects.sides?.flat().every((word) => topic.includes(word)) && !named ? { sides: subjects.sides } : {}),
  };
}
