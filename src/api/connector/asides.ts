/**
 * What a question tells about the one who asks (docs/api.md, Connector tools): beside what it asks,
 * a question often says who asks and why ("I am based in Tokyo", "We missed SIGMOD", "My student is
 * finishing a paper on fuzzing", "Our visa situation makes the United States difficult"). A
 * sentence is about the asker when it opens with a word of the first person ("I", "we", "my",
 * "our"). When another sentence asks for something (a subject, an acronym, a date, a place or a
 * rank), what the sentences about the asker name filters nothing: their acronyms are not searched,
 * their places are where the asker is (unless the sentence speaks of going to events: "I would
 * like to attend a conference in Spain"), and their words are searched but are never the subject,
 * the first left out when nothing matches; so are the words right after "my" or "our" ("my thesis
 * committee", "our department"). A sentence that refers back to them ("in these areas", "in my
 * field") makes them the question's subject.
 */
import type { AcronymRead } from './acronym-words.js';
import type { Claim } from './date-words.js';
import { EVENT_WORDS } from './subjects.js';
import { FIRST_PERSON, spanText, thereRefers, type Token } from './tokens.js';

/**
 * Pronouns of the first person a question asks for ("which venues should I target", "I'm looking
 * for a venue for my demo"; not "my", whose words are the asker's).
 */
const ASKING_PERSON = new Set(['i', 'we', 'me', 'us', "i'm", 'im', "i'd", "we're", "we'd"]);

/** Words that refer back to what the asker said ("these areas", "my field", "similar topics", "such work"). */
const REFERRING = new Set('these those this that such my our similar related'.split(' '));
/** Words that refer back alone ("conferences covering either"). */
const REFERRING_ALONE = new Set(['either', 'both']);
/** Words after "which" that refer back ("which one", "which ones"). */
const ONE = new Set(['one', 'ones']);
/** Words that refer back when no word of a subject follows them ("the main conferences for these in 2027"). */
const REFERRING_BARE = new Set(['these', 'those', 'them']);
/** Words after a bare reference that leave it bare: it names no thing of its own ("for these in 2027"). */
const AFTER_BARE = new Set([
  '',
  'in',
  'for',
  'at',
  'on',
  'of',
  'during',
  'next',
  'this',
  'and',
  'or',
  'with',
  'please',
]);
const AREAS = new Set(
  `area areas field fields topic topics domain domains subject subjects direction directions community communities
  work research`.split(/\s+/),
);
/**
 * Words that make a place of a sentence about the asker where the events are ("attend a conference
 * in Spain", "I prefer ones in Europe").
 */
const GOING = new Set(
  `attend attending go going travel travelling traveling trip trips visit visiting fly flying present presenting held
  conference conferences workshop workshops venue venues event events symposium meeting meetings prefer`.split(/\s+/),
);

/** Words by which a sentence of the first person asks for events ("I need to find conferences"). */
export const ASKING: ReadonlySet<string> = new Set([
  'find',
  'list',
  'know',
  'show',
  'recommend',
  'suggest',
  'looking',
  'searching',
  'identify',
]);
/** Words after one of ASKING (or an event word) that make it a request of events, not a thing the asker did ("I know ICML"). */
export const ASKED_WORDS = ['which', 'what', 'where', 'when', 'all', 'any', 'some', 'good', 'list'] as const;
const ASKED: ReadonlySet<string> = new Set([...EVENT_WORDS, ...ASKED_WORDS]);
/** Most words between them: "I'd like to know the main conferences". */
export const ASKED_WITHIN = 4;

/**
 * Whether a sentence of the first person asks for events ("I need to find conferences with
 * deadlines in March", "I'm looking for venues like CHI"): it is the question, no aside.
 */
const asksForEvents = (words: readonly string[]): boolean =>
  words.some(
    (word, at) => ASKING.has(word) && words.slice(at + 1, at + 1 + ASKED_WITHIN).some((next) => ASKED.has(next)),
  );

/** The sentence of each word, counted from 0. */
function sentencesOf(tokens: readonly Token[]): number[] {
  let sentence = 0;
  return tokens.map((token, at) => (at > 0 && token.opens ? ++sentence : sentence));
}

const wordsOf = (tokens: readonly Token[], sentences: readonly number[], sentence: number): string[] =>
  tokens.filter((_, at) => sentences[at] === sentence).map((token) => token.word);

/**
 * The sentences about the asker, of a question of several sentences, unless another sentence refers
 * back to them (then they hold its subject).
 */
function askerSentences(tokens: readonly Token[], sentences: readonly number[]): Set<number> {
  const asker = new Set<number>();
  const count = (sentences[sentences.length - 1] ?? 0) + 1;
  if (count < 2) return asker;
  for (let sentence = 0; sentence < count; sentence++) {
    const words = wordsOf(tokens, sentences, sentence);
    if (words[0] !== undefined && FIRST_PERSON.has(words[0]) && !asksForEvents(words)) asker.add(sentence);
  }
  for (let sentence = 0; sentence < count; sentence++) {
    if (asker.has(sentence)) continue;
    const words = wordsOf(tokens, sentences, sentence);
    const refers = (word: string, i: number) =>
      (REFERRING.has(word) && AREAS.has(words[i + 1] ?? '')) ||
      REFERRING_ALONE.has(word) ||
      // "My advisor suggested ECAI or IJCAI; which one is first?": one of those the asker named
      // ("which one of the NLP conferences" is one of those it names).
      (ONE.has(word) && words[i - 1] === 'which' && words[i + 1] !== 'of') ||
      // "Which conferences happen there?": the place the asker named; "are there any" names none.
      thereRefers(words, i) ||
      (REFERRING_BARE.has(word) && (AFTER_BARE.has(words[i + 1] ?? '') || /^\d/.test(words[i + 1] ?? '')));
    if (words.some(refers)) return new Set();
  }
  return asker;
}

/**
 * Words of the asker's work: a sentence about the asker with one tells what the asker's papers are
 * about ("I want to submit a paper on graph neural networks", "My student works on fuzzing", "I'm
 * interested in human-robot interaction", "My field is HCI", "I'm planning my submissions in
 * robotics", "I publish in NLP", "I'm writing a survey on LLM evaluation"), or what events the
 * asker would attend ("I want to attend a conference on data visualization"), not where they are
 * or what they missed ("Our visa situation makes Germany difficult").
 */
const WORK = new Set(
  `work works working research researching study studying paper papers submit submitting submission
  submissions publish publishing publication publications thesis dissertation project manuscript
  student phd postdoc researcher professor interested interest interests focus focused focusing
  specialize specializing specialise specialising field area topic attend attending
  write writing survey surveys article articles`.split(/\s+/),
);

/** Words that make the words after them the asker's ("my thesis committee", "our department"). */
const POSSESSIVES = new Set(['my', 'our']);

/** Words before "a" or "an" that say what the asker is ("I'm a software engineer"). */
const ROLE_BEFORE = new Set(["i'm", 'im', 'am', "we're", 'are']);

/**
 * The words of `plain` right after "my" or "our" ("my thesis committee"), or after "I'm a" ("I'm
 * a software engineer interested in developer conferences": the asker's role): about the asker too.
 */
function ownedWords(tokens: readonly Token[], plain: ReadonlySet<number>): Set<number> {
  const owned = new Set<number>();
  for (const [at, token] of tokens.entries()) {
    const role = ['a', 'an'].includes(token.word) && ROLE_BEFORE.has(tokens[at - 1]?.word ?? '');
    if (!POSSESSIVES.has(token.word) && !role) continue;
    for (let next = at + 1; plain.has(next) && !tokens[next]!.listed; next++) owned.add(next);
  }
  return owned;
}

/** Words that name where the asker is from, not what they work on ("a PhD student at MIT"). */
const AFFILIATED = new Set(['at', 'from']);
/** Words that end the name of a place of work ("at MIT working on databases", "at Acme in Berlin"). */
const AFFILIATION_END = new Set(
  'on in of for and or with but where who which working doing studying researching focusing'.split(' '),
);

/** Whether a word ends a name of a place of work: the next "at" or "from" too, so that no word is read twice. */
const endsName = (word: string): boolean => AFFILIATION_END.has(word) || AFFILIATED.has(word);

/**
 * The words after "at" or "from" in a sentence about the asker, up to a word that ends a name:
 * where the asker works or studies ("I am a PhD student at MIT"), not searched, each name said.
 */
function affiliationOf(tokens: readonly Token[], plain: ReadonlySet<number>, asker: (at: number) => boolean) {
  const words = new Set<number>();
  // Each name said once, however often it is written ("at Acme ... at Acme").
  const notes = new Set<string>();
  for (const [at, token] of tokens.entries()) {
    if (!AFFILIATED.has(token.word) || !asker(at)) continue;
    const first = tokens[at + 1]?.word === 'the' ? at + 2 : at + 1;
    let next = first;
    for (; plain.has(next) && !tokens[next]!.opens && !endsName(tokens[next]!.word); next++) words.add(next);
    if (next > first) notes.add(`"${spanText(tokens, first, next - first)}" tells about the asker, not searched`);
  }
  return { words, notes: [...notes] };
}

/** Most words of a place of work's name before its city ("at the University of Toronto"). */
export const WORK_NAME_WORDS = 4;

/**
 * Whether the place at `at` names where the asker works or studies, right after "at" or "from"
 * and the place of work's name in a sentence about the asker ("I'm a PhD student at TU Munich"):
 * the asker's, even where no other sentence asks for anything ("What are my options?").
 */
function workPlaceAt(tokens: readonly Token[], at: number, plain: ReadonlySet<number>, asker: boolean): boolean {
  if (!asker) return false;
  for (let before = at - 1; before >= Math.max(0, at - 1 - WORK_NAME_WORDS); before--) {
    const token = tokens[before]!;
    if (AFFILIATED.has(token.word)) return true;
    if (token.opens || !(plain.has(before) || token.word === 'the' || token.word === 'of')) return false;
  }
  return false;
}

/** Whether the sentence speaks of going to events, so a place in it is where they are. */
export const goingIn = (tokens: readonly Token[], sentences: readonly number[], sentence: number): boolean =>
  wordsOf(tokens, sentences, sentence).some((word) => GOING.has(word));

/** What the reading found that tells whether a question asks for something (reading.ts). */
interface Asked {
  plain: ReadonlySet<number>;
  like?: AcronymRead;
  alsoLike?: readonly AcronymRead[];
  acronyms: readonly { at: number }[];
  claims: readonly { claim: Claim; at: number }[];
}

/**
 * What the sentences about the asker name filters nothing when another sentence asks for something:
 * `aside` tells the words of those sentences, whose places and acronyms are the asker's;
 * `asideWord` those whose words are never the subject. A question that asks for events only by
 * dates, places or ranks, and asks it for the asker ("Which venues should I target in 2027?") or
 * after opening with the asker's work ("I work on reinforcement learning."), takes the asker's words
 * as its subject. `subjectAt`: whether
 * the plain word at a place is written as a subject the data has.
 */
export function askerParts(tokens: readonly Token[], found: Asked, subjectAt: (at: number) => boolean) {
  const sentences = sentencesOf(tokens);
  const asker = askerSentences(tokens, sentences);
  const owned = ownedWords(tokens, found.plain);
  const asks = (at: number) => !asker.has(sentences[at]!) && !owned.has(at);
  // "like AIED or EDM", of which no event has either, names no subject: the asker's work does.
  const subject =
    [found.like, ...(found.alsoLike ?? [])].some((one) => one?.known === true) ||
    found.acronyms.some(({ at }) => asks(at)) ||
    [...found.plain].some((at) => asks(at) && subjectAt(at));
  const asking =
    subject || found.claims.some(({ claim, at }) => asks(at) && claim.parameters.some(([name]) => name !== 'type'));
  // Asked for the asker ("should I target"), or after the question opened with the asker's work
  // (not an afterthought: "Which seminars are held in Germany? I work on physics."), the question
  // without a subject of its own asks of that work.
  const forAsker =
    !subject &&
    tokens.some(
      (token, at) =>
        (asks(at) && ASKING_PERSON.has(token.word)) || (sentences[at] === 0 && asker.has(0) && WORK.has(token.word)),
    );
  const aside = (at: number) => asking && !asks(at);
  const affiliation = asking
    ? affiliationOf(tokens, found.plain, (at) => asker.has(sentences[at]!))
    : { words: new Set<number>(), notes: [] };
  const going = (at: number) => goingIn(tokens, sentences, sentences[at]!);
  // A place where the asker works is the asker's whatever the question asks.
  const workPlace = (at: number) => !going(at) && workPlaceAt(tokens, at, found.plain, asker.has(sentences[at]!));
  const placeAside = (at: number) => aside(at) || workPlace(at);
  return { sentences, aside, placeAside, asideWord: (at: number) => aside(at) && !forAsker, affiliation };
}
