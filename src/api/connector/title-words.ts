/**
 * The words that ask for a value of each event (docs/api.md, Connector tools, Titles and
 * citations), which the results' titles then say (result-titles.ts): an acceptance rate, an
 * h5-index, a rank, a deadline.
 */
import type { TitleValue } from '../operation.js';
import { acceptedShareWords, countedWords, H5, RATE, selectiveAt, sizeAt } from './bounded-measures.js';
import { whichOfFound } from './rank-of-found.js';
import { YES_OR_NO } from './settling.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

/** Words that ask when events are ("When is CHI 2027?", "security conferences in Europe, and when?"). */
const DATE_WORDS: ReadonlySet<string> = new Set(['when', 'date', 'dates', 'schedule', 'scheduled']);
/**
 * Words that ask which event is first ("Which is earlier, ACL 2027 or EMNLP 2027?", "Is ICML later
 * than CVPR?", "AAAI or IJCAI, which one comes first?"), after a verb of being or before "than",
 * unless said of deadlines; not "earlier editions of SOSP".
 */
const ORDER_WORDS: ReadonlySet<string> = new Set(['earlier', 'sooner', 'later', 'first']);
const ORDER_VERBS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'comes', 'come', 'happens', 'happen']);
/** Superlatives that ask which is first wherever they stand ("the earliest ML conference in 2027"). */
const FIRST_WORDS: ReadonlySet<string> = new Set(['earliest', 'soonest']);
const asksOrder = (tokens: readonly Token[], at: number): boolean =>
  FIRST_WORDS.has(tokens[at]!.word) ||
  (ORDER_WORDS.has(tokens[at]!.word) &&
    (ORDER_VERBS.has(tokens[at - 1]?.word ?? '') || tokens[at + 1]?.word === 'than'));
/** Words after "how long" that ask of the time to a date, not of how long an event lasts. */
const UNTIL: ReadonlySet<string> = new Set(['until', 'till', 'til', 'before', 'left', 'to']);
/** Words that ask where events are ("Where is NeurIPS 2027?", "Where will ICML 2028 be held?", "their locations"). */
const PLACE_WORDS: ReadonlySet<string> = new Set([
  'where',
  'location',
  'locations',
  'places',
  'located',
  'held',
  'city',
  'cities',
]);
/** Words of a format ("Is NeurIPS 2026 in person?", "Will ICML be virtual?"), "person" of "in person". */
const FORMAT_WORDS: ReadonlySet<string> = new Set([
  'online',
  'virtual',
  'hybrid',
  'remote',
  'remotely',
  'person',
  'in-person',
  'onsite',
  'on-site',
  'physical',
  'face-to-face',
]);
/** Words that ask whether an event is announced ("Is MICCAI 2027 announced?"): its dates, place and deadline. */
const ANNOUNCED_WORDS: ReadonlySet<string> = new Set(['announced', 'confirmed']);
/** Words that ask how many papers an event accepts, after "how many". */
const ACCEPT: ReadonlySet<string> = new Set(['accept', 'accepts', 'accepted']);
/** Words that ask of deadlines ("with their deadlines", "Where can I submit?", "Where can I resubmit?"). */
export const DEADLINE_WORDS: ReadonlySet<string> = new Set(
  'deadline deadlines cfp cfps due submit submitting submission submissions resubmit resubmitting resubmission'.split(
    ' ',
  ),
);
/** Words that ask for a date of a call other than its submission ("ICLR 2027 notification date"). */
const OTHER_KINDS: Readonly<Record<string, 'notification' | 'rebuttal' | 'camera-ready'>> = wordTable({
  notification: 'notification',
  notifications: 'notification',
  notify: 'notification',
  notified: 'notification',
  decision: 'notification',
  decisions: 'notification',
  rebuttal: 'rebuttal',
  rebuttals: 'rebuttal',
  'camera-ready': 'camera-ready',
});
/** Words before "dates" that ask for all of a call's ("key dates", "important dates"). */
const KEY_DATES: ReadonlySet<string> = new Set(['key', 'important', 'main', 'major']);
/** Words that name the submission beside another kind of date ("submission and notification dates"). */
const SUBMISSION_WORDS: ReadonlySet<string> = new Set(['submit', 'submission', 'submissions']);
/** Words that ask for a deadline's hour and zone ("What time zone is the OSDI deadline in?", "AoE"). */
const HOUR_WORDS: ReadonlySet<string> = new Set(['timezone', 'time-zone', 'aoe', 'hour', "o'clock"]);
/** Whether the words ask for a deadline's hour: one of HOUR_WORDS, "time zone", "what time". */
const asksHour = (tokens: readonly Token[]): boolean =>
  tokens.some(
    ({ word }, at) =>
      HOUR_WORDS.has(word) ||
      (word === 'time' && (tokens[at + 1]?.word === 'zone' || ['what', 'which'].includes(tokens[at - 1]?.word ?? ''))),
  );
/** Words that ask what an acronym stands for ("the full name of ISCA", "What does ICSE stand for?", "short for"). */
const asksName = (tokens: readonly Token[]): boolean =>
  tokens.some(
    ({ word }, at) =>
      (word === 'full' && /^names?$/.test(tokens[at + 1]?.word ?? '')) ||
      ((word === 'stand' || word === 'stands' || word === 'short') && tokens[at + 1]?.word === 'for') ||
      word === 'abbreviation',
  );
/**
 * Words that ask who organizes an event: "the organizers of CHI"; a verb after "who" or before
 * "by" ("Who organizes AAAI?").
 */
const ORGANIZERS: ReadonlySet<string> = new Set(['organizer', 'organizers', 'organiser', 'organisers']);
const ORGANIZES: ReadonlySet<string> = new Set(
  'organize organizes organise organises organized organised organizing organising'.split(' '),
);
/** Not "I'm organizing a trip": the asker's plans. */
const asksOrganizer = (tokens: readonly Token[]): boolean =>
  tokens.some(
    ({ word }, at) =>
      ORGANIZERS.has(word) ||
      (ORGANIZES.has(word) &&
        (tokens[at + 1]?.word === 'by' || [tokens[at - 1]?.word, tokens[at - 2]?.word].includes('who'))),
  );
/** Words that ask for an event's website ("What's the website of ECCV 2026?"). */
const WEBSITE_WORDS: ReadonlySet<string> = new Set(
  'website websites homepage homepages webpage webpages url urls'.split(' '),
);
/** Words that ask for a rank ("the CORE rank of ICDM", "top-ranked"), besides the systems' names. */
const RANK_WORDS: ReadonlySet<string> = new Set(['rank', 'ranks', 'ranking', 'rankings', 'ranked']);
/** Words of a rank that ask for one in a question to answer yes or no ("Is SIGIR an A* conference?"). */
const ASKED_RANK_WORDS: ReadonlySet<string> = new Set([
  'a*',
  'top',
  'top-tier',
  'tier',
  'flagship',
  'premier',
  'prestigious',
]);

/** Whether the question asks for acceptance rates; `shares`: the words of shares of papers accepted. */
function asksRate(tokens: readonly Token[], shares: ReadonlySet<number>): boolean {
  // "How many papers does CVPR accept?": the counts its rate comes from.
  const many = tokens.some(({ word }) => word === 'many');
  return tokens.some(
    ({ word }, at) =>
      selectiveAt(tokens, at) !== undefined ||
      shares.has(at) ||
      (word === 'acceptance' && RATE.has(tokens[at + 1]?.word ?? '')) ||
      (many && ACCEPT.has(word)) ||
      sizeAt(tokens, at) !== undefined,
  );
}

/** Words before a venue's date that bound a window by it ("after the ICSE 2027 notification"). */
export const SIDES: ReadonlySet<string> = new Set([
  'after',
  'before',
  'between',
  'until',
  'till',
  'following',
  'since',
]);
/** Most words between such a word and the date it bounds by: "after the ICSE 2027 camera". */
export const SIDE_WORDS = 4;

/**
 * Whether the word at `at` names the date a window is bounded by, a side of it, not a date asked
 * of the events found: "software engineering deadlines after the ICSE 2027 notification" asks no
 * notification of SE venues (around-words.ts reads the window).
 */
const sideOfWindow = (tokens: readonly Token[], at: number): boolean =>
  tokens.slice(Math.max(0, at - SIDE_WORDS), at).some(({ word }) => SIDES.has(word));

/** The kind of date other than the submission's that the word at `at` asks of the events found, if any. */
function kindAt(tokens: readonly Token[], at: number) {
  if (sideOfWindow(tokens, at)) return undefined;
  const { word } = tokens[at]!;
  return word === 'camera' && tokens[at + 1]?.word === 'ready' ? ('camera-ready' as const) : OTHER_KINDS[word];
}

/**
 * The values of each event the question asks for, which the results' titles say: its dates ("When
 * is CHI 2027?", "How long is ICSE 2027?"), that its place is not known yet ("Where is NeurIPS
 * 2027?", "Is NeurIPS 2027 in Europe?"), its acceptance
 * rate ("the acceptance rate of ICLR", "selective venues", "the hardest to get into"), its venue's h5-index, its CORE and
 * CCF ranks ("the CORE rank of ICDM", "CCF-A venues": the systems as written, upper case), its
 * next deadline ("HCI conferences with their deadlines", its hour and zone when asked: "What time
 * is the OSDI 2027 deadline?"), or the date of its notification,
 * rebuttal or camera-ready version ("ICLR 2027 notification date": not its dates).
 */
export function valuesAsked(tokens: readonly Token[]): TitleValue[] {
  // "accept fewer than 20% of submissions": a rate's words, no deadline.
  const shares = acceptedShareWords(tokens);
  const counted = countedWords(tokens);
  const rate = asksRate(tokens, shares);
  const h5 = tokens.some(({ word }) => H5.has(word));
  // "Is SIGIR an A* conference?", "Is ICML top-tier?": a rank asked of the venue named; "and which
  // of them are top-tier?" of the events found (rank-of-found.ts).
  const rankAsked =
    (YES_OR_NO.has(tokens[0]?.word ?? '') && tokens[1]?.word !== 'there') || whichOfFound(tokens) !== undefined;
  const rank = tokens.some(
    ({ word, text }, at) =>
      // "ranked by h5-index" orders by another measure.
      (RANK_WORDS.has(word) && tokens[at + 1]?.word !== 'by') ||
      /-ranked$/u.test(word) ||
      text.startsWith('CORE') ||
      text.startsWith('CCF') ||
      (rankAsked && ASKED_RANK_WORDS.has(word)),
  );
  const kinds = [...new Set(tokens.flatMap((_, at) => kindAt(tokens, at) ?? []))];
  // "key dates", "important dates": a call's dates as it lists them, the deadline, notification and event's.
  const keyDates = tokens.some(({ word }, at) => word === 'dates' && KEY_DATES.has(tokens[at - 1]?.word ?? ''));
  if (keyDates && !kinds.includes('notification')) kinds.push('notification');
  // "the camera-ready deadline": that kind's, not the submission's, unless named ("submission and
  // notification dates"); its hour when asked.
  const announced = tokens.some(({ word }) => ANNOUNCED_WORDS.has(word));
  const submission = tokens.some(({ word }) => SUBMISSION_WORDS.has(word));
  // "the most submissions", "more than 500 submissions" ask a venue's size (rate-words.ts), no deadline.
  const deadline =
    (kinds.length === 0 || keyDates || submission) &&
    (announced ||
      keyDates ||
      tokens.some(
        ({ word }, at) =>
          (DEADLINE_WORDS.has(word) &&
            !shares.has(at) &&
            !counted.has(at) &&
            (at === 0 || sizeAt(tokens, at - 1)?.length !== 2)) ||
          // "When does the CVPR 2027 call for papers close?": the call's deadline.
          ((word === 'call' || word === 'calls') && tokens[at + 1]?.word === 'for'),
      ));
  const hour = deadline && asksHour(tokens);
  // "How long is ICSE 2027?": its dates say; "how long until its deadline" asks a deadline.
  const long = (word: string, at: number) =>
    word === 'long' && tokens[at - 1]?.word === 'how' && !UNTIL.has(tokens[at + 1]?.word ?? '');
  const when = ({ word }: Token, at: number) =>
    DATE_WORDS.has(word) || long(word, at) || (!deadline && asksOrder(tokens, at));
  const dates = (kinds.length === 0 || keyDates) && (announced || tokens.some(when));
  // "Is NeurIPS 2027 in Europe?" (yes or no): its place, or that it is not known yet, is the answer.
  const yesOrNo = YES_OR_NO.has(tokens[0]?.word ?? '') && tokens[1]?.word !== 'there';
  const placeAsked = yesOrNo && tokens.some(({ word }, at) => word === 'in' && tokens[at + 1]?.word !== 'person');
  const place = announced || placeAsked || tokens.some(({ word }) => PLACE_WORDS.has(word));
  // "What format is ICML 2027?", "Is NeurIPS 2026 in person?" (a question to answer yes or no):
  // not "online conferences in 2027".
  const format =
    tokens.some(({ word }) => word === 'format') ||
    (YES_OR_NO.has(tokens[0]?.word ?? '') && tokens.some(({ word }) => FORMAT_WORDS.has(word)));
  const values: TitleValue[] = [
    ...(dates ? (['dates'] as const) : []),
    ...(place ? (['place'] as const) : []),
    ...(format ? (['format'] as const) : []),
    ...(rate ? (['acceptance rate'] as const) : []),
    ...(h5 ? (['h5-index'] as const) : []),
    ...(rank ? (['rank'] as const) : []),
    ...(deadline ? ([hour ? 'deadline hour' : 'deadline'] as const) : []),
    ...kinds,
    ...(asksName(tokens) ? (['name'] as const) : []),
    ...(asksOrganizer(tokens) ? (['organizer'] as const) : []),
    ...(tokens.some(({ word }) => WEBSITE_WORDS.has(word)) ? (['website'] as const) : []),
  ];
  // "compare ICML and NeurIPS", "NeurIPS vs ICML": by what a researcher weighs, none named.
  return values.length === 0 && tokens.some(({ word }) => COMPARE_WORDS.has(word)) ? [...COMPARED] : values;
}

/**
 * Whether the question asks when an edition is held: a "when" with no deadline named in its clause
 * ("When is the next ECCV and what are its deadlines?"), not "When is the ICSE 2027 deadline?" nor
 * "When does the CVPR call for papers close?".
 */
export const asksWhenHeld = (tokens: readonly Token[]): boolean =>
  tokens.some(({ word }, at) => word === 'when' && !whenOfDeadline(tokens, at));

/** Words that open a question's next clause ("… and what are its deadlines?"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['what', 'where', 'which', 'how', 'who', 'why', 'when']);

/** Whether "when" at `at` asks of a deadline named in its clause ("When are the ISCA, MICRO and HPCA deadlines?"). */
function whenOfDeadline(tokens: readonly Token[], at: number): boolean {
  for (let next = at + 1; next < tokens.length; next++) {
    const { word, opens } = tokens[next]!;
    if (opens || CLAUSE_WORDS.has(word)) return false;
    const call = (word === 'call' || word === 'calls') && tokens[next + 1]?.word === 'for';
    if (DEADLINE_WORDS.has(word) || OTHER_KINDS[word] !== undefined || call) return true;
  }
  return false;
}

/**
 * Words that compare venues ("compare ICML and NeurIPS", "ICML vs NeurIPS", "the difference
 * between", "Which is better, OSDI or SOSP?", "torn between", "help me choose").
 */
const COMPARE_WORDS: ReadonlySet<string> = new Set(
  'compare compared comparing comparison versus vs difference differences differ better choose choosing decide deciding pick picking torn'.split(
    ' ',
  ),
);
/** The values venues compared by no value named are compared by: when, how selective, how ranked, the next call. */
const COMPARED: readonly TitleValue[] = ['dates', 'acceptance rate', 'h5-index', 'rank', 'deadline'];
