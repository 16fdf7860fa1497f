/**
 * The words of a question that are no search terms, and the phrases that mean a filter (docs/api.md,
 * Connector tools). Lists, not a parser: questions to a directory are short and formulaic, and each
 * entry here is a way people ask ("when is", "tell me about", "still open", "CCF-A", "top").
 */
import { ORDER_PHRASES, type Phrase, phrases } from './phrases.js';
import { wordTable } from './word-tables.js';

/** Question words, pronouns, verbs of asking and words about the asking: never a search term. */
export const FILLER: ReadonlySet<string> = new Set(
  `what whats what's when whens when's where wheres where's which who whom whose why how hows how's is
  isn't are aren't was were will won't would could should shall can can't cannot might must do does did
  don't doesn't be been being am has have had haven't hasn't hadn't i i'm im i'd i've i'll we'll we'd you'd they'd me my mine myself we we're us our ours you
  your yours yourself u it its it's itself they them their themselves there there's here this that these those
  he she his him himself her hers herself a an the of for
  to in on at by with about from into and or nor but if whether than then so also too as per via regarding along
  while whilst though although because unable avoid avoiding
  concerning around between during within among any anything some something all every each both either
  other others another more most much many few several count just only even still yet already ever really
  exactly please pls thanks thank hi hello hey kindly okay ok tell show list find give get got know let
  lets let's want wanna need needs looking look looks seek seeking interested interest help like wondering
  wonder curious going go attend attending visit visiting submit submitting submitted publish send sending apply
  applying happen happens happening happened exist exists existing held hold holds holding take takes taking took
  taken located coming come
  comes upcoming soon soonest next recent latest recently check see compare compared comparing comparison difference
  differences choosing deciding torn stand stands abbreviation abbreviations same resemble resembles resembling
  akin likes league style equivalent equivalents counterpart counterparts until passed allow allows allowed use uses
  using vs versus
  co-located colocated prefer preferably preferred ideally recommend suggest
  idea ideas suggestion suggestions recommendation recommendations choice choices mention name called known say
  meeting meetings venue venues edition editions one ones thing things kind kinds details detail overview
  summary schedule deadline deadlines due cutoff submission submissions camera-ready ready notification
  notifications notify notifies notified author authors rebuttal website websites site url page homepage country countries ranks rankings ranked
  rating tier zone timezone time-zone year years month months week weeks today tomorrow now good great
  relevant related important well-known famous main official exact specific possible interesting strategy strategies
  available closed ccf core host hosts hosted hosting organize organizes organise organises organized organised
  organizing organising organizer organizers organiser organisers sponsor sponsors sponsored
  acceptance rate rates statistics stats sure unsure close closes closing`.split(/\s+/),
);

/**
 * Words around the subject of a question as researchers write to an assistant that carry no subject:
 * numbers and times already read, sizes and plans, the asker's work and people. Never search terms.
 */
export const NO_SUBJECT: ReadonlySet<string> = new Set(
  `fall falls falling times end ends ending beginning start starts starting begin begins quarter half early
  mid late later earlier earliest latest two three four five six seven eight nine ten twelve dozen first
  second third fourth last final minor biggest largest smaller smallest bigger larger
  top-ranked best-known similar comparable alternative alternatives instead else option ideally preferably
  prefer prefers preferred maybe perhaps probably definitely especially particularly mostly mainly
  generally usually typically currently exactly approximately roughly about around across within ready
  almost nearly quite rather very highly extremely really incredibly fairly somewhat enough still cover covers covering focus focused focusing focuses area
  areas field fields topic topics domain domains research researcher researchers researching studying work working works
  student students phd postdoc professor professors lecturer faculty first-year second-year third-year
  fourth-year final-year early-career
  master masters msc bachelor bachelors undergrad undergrads undergraduate
  undergraduates postgrad postgrads advisor supervisor lab labs group team colleague colleagues co-author co-authors coauthor
  coauthors collaborator collaborators people person
  trip trips travel travelling traveling budget funding visa plan planned target targeting aim
  aiming consider considering suggest suggested help helpful useful nice good better worth worthwhile fit fits suitable appropriate
  reasonable feasible realistic able make makes made meet meets met reach catch deadline-wise call calls miss missed
  pick picking choose choosing select selecting present presenting want wants wanted mean means not no outside except excluding besides apart aside
  timeline timelines cycle cycles round rounds track tracks aim onwards onward period window bit less thinking think wondering based live living
  back over up ahead away honestly actually basically anyway international annual solid decent respected well
  worldwide anywhere globally
  reputable established renowned serious peer-reviewed friendly urgent curious eg ie such including example examples instance accept accepts accepted
  combining combine combines bridging announced confirmed sorted chronologically chronological left added posted
  listed updated`.split(/\s+/),
);

/**
 * Words that are filler alone but a subject beside another word the data has ("information
 * retrieval", "time series", "abstract interpretation", "open source").
 */
export const SOFT: ReadonlySet<string> = new Set(
  `information time place places paper papers abstract abstracts event events future current day days date dates open
  type types link links planning plan plans search searching big local city cities location locations rank ranking
  named option options sort large small free proceedings format formats high low popular key academic
  scientific interdisciplinary multidisciplinary cross-disciplinary transdisciplinary full`.split(/\s+/),
);

/**
 * Words that carry no subject before one of the words listed with them ("key dates", "key
 * deadlines"), and may name one before others ("key management", "key exchange").
 */
export const FILLER_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  // "key dates", "the key conferences in medical imaging": the important ones, no key of cryptography.
  [
    'key',
    new Set(
      'dates date deadlines deadline details facts information info conferences conference venues venue events workshops meetings symposia'.split(
        ' ',
      ),
    ),
  ],
  // "to network with industry": the asker's plan, no computer networks (nor industry: FILLER_AFTER).
  ['network', new Set(['with'])],
  ['networking', new Set(['with'])],
  // "the camera ready deadline": the kind a title gives (title-words.ts), no cameras.
  ['camera', new Set(['ready'])],
  // "the number of AI conferences in Asia": how many (title-context.ts), no number theory.
  ['number', new Set(['of'])],
  // "how long until the CVPR deadline": the time left, which a title's deadline tells.
  ['long', new Set(['until', 'till', 'before', 'left', 'do', 'is', 'remains'])],
  // "I'm new to quantum computing": the asker is, no subject "new".
  ['new', new Set(['to'])],
]);

/** Words that ask for the events nearest a place ("the closest AI conference to Zurich"). */
export const NEAREST: ReadonlySet<string> = new Set(['closest', 'nearest', 'closer', 'nearer']);

/** Two words after which the next one carries no subject: "network with industry", "networking with peers". */
export const FILLER_AFTER: ReadonlySet<string> = new Set(['network with', 'networking with']);

/** The rank `top` means: the highest of CORE or of CCF (docs/api.md, Connector tools). */
export const TOP_RANKS = 'CORE:A*,CCF:A';

/** Phrases of an order, the calls for papers, the formats and the top ranks; longest first where one holds another. */
export const PHRASES: readonly Phrase[] = [
  ...ORDER_PHRASES,
  ...phrases(
    // "the nearest deadlines", "which deadlines are closest to today": the soonest, of calls open.
    'deadlines are closest to today, deadline is closest to today, deadlines closest to today, ' +
      'deadline closest to today, deadlines are closest, deadline is closest, deadlines are nearest, ' +
      'deadline is nearest, deadlines are soonest, deadline is soonest, nearest upcoming deadlines, ' +
      'nearest upcoming deadline, closest upcoming deadlines, closest upcoming deadline, nearest deadlines, ' +
      'nearest deadline, closest deadlines, closest deadline, ' +
      "deadline hasn't passed, deadlines haven't passed, deadline has not passed, deadlines have not passed, " +
      'deadline not yet passed, deadlines not yet passed, deadline not passed, deadlines not passed, ' +
      'can i still submit, can still submit, still submit, can still make, still make, ' +
      'call for papers, calls for papers, call for paper, call for submissions, ' +
      'call for abstracts, open for submissions, open for papers, accepting submissions, accepting papers, ' +
      'accepts submissions, accept submissions, accept papers, still accept, submissions open, still accepting, ' +
      'still open, currently open, open now, now open, ' +
      'not yet closed, upcoming submission deadlines, deadlines coming up, deadline coming up, ' +
      'deadlines are coming up, deadline is coming up, deadlines are approaching, deadline is approaching, ' +
      'deadlines still to come, deadlines are still to come, deadlines yet to come, deadlines are yet to come, ' +
      'deadlines still ahead, deadlines are still ahead, deadline still to come, deadline is still to come, ' +
      'deadlines ahead, deadline ahead, ' +
      "not had their deadline, not had their deadlines, haven't had their deadline, haven't had their deadlines, " +
      'approaching deadlines, deadlines approaching, next deadlines, next deadline, closing soon, ' +
      'soonest deadlines, soonest deadline, earliest deadlines, earliest deadline, deadlines soon, deadline soon, ' +
      'upcoming deadlines, upcoming deadline, open calls, open call, open cfp, cfps, cfp, accepting',
    'cfp',
    'open',
  ),
  ...phrases(
    'in person, in-person, on-site, onsite, face-to-face, physical, fully in person, fully in-person',
    'format',
    'in-person',
  ),
  // "fully virtual": online alone, no word of a subject ("fully homomorphic encryption" is one).
  ...phrases(
    'fully virtual, fully online, fully remote, entirely virtual, entirely online, purely virtual, purely online',
    'format',
    'online',
  ),
  // A hybrid event takes remote speakers and attendees as an online one does; "virtual attendance
  // options" is no size of the attendance (bounded-measures.ts) nor a subject "virtual".
  ...phrases(
    'virtual attendance, remote attendance, online attendance, virtual participation, remote participation, ' +
      'online participation, remote, remotely',
    'format',
    'online,hybrid',
  ),
  // "held virtually": online, as "virtual"; "virtually any topic" is almost (phrase-claims.ts).
  ...phrases('virtually', 'format', 'online'),
  ...phrases(
    'highly ranked, highly-ranked, high-ranked, high ranked, high rank, high-rank, high ranking, high-ranking, ' +
      'well ranked, well-ranked, top ranked, top-ranked, top tier, top-tier, tier one, tier-one, tier 1, ' +
      'tier-1, first-tier, top-notch, high quality, high-quality, high impact, high-impact, high profile, ' +
      'high-profile, top, major, premier, flagship, prestigious, leading, best, elite, most important, ' +
      'most influential, most respected, most renowned, influential, renowned',
    'rank',
    TOP_RANKS,
  ),
  // The tier below the top: CORE's A, CCF's B.
  ...phrases(
    'second tier, second-tier, mid tier, mid-tier, middle tier, tier two, tier 2, tier-2, second-ranked',
    'rank',
    'CORE:A,CCF:B',
  ),
];

/** Time zones written by their abbreviation; an IANA name ("Europe/Berlin") is read as such. */
export const ZONE_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'utc gmt aoe pst pdt est edt cst cdt mst mdt cet cest eet eest wet west bst ist jst kst hkt sgt aest aedt'.split(' '),
);

/** Words of a region that name a zone before "time" ("Pacific time", "Central European Time"). */
export const ZONE_REGIONS: ReadonlySet<string> = new Set(
  `pacific eastern central mountain atlantic alaska hawaii hawaiian greenwich european western british
  irish india indian japan japanese korea korean china chinese beijing singapore taiwan israel moscow
  australian australia arabian gulf brazil brasilia`.split(/\s+/),
);
/** Words between a zone's region and "time" ("Eastern Standard Time", "British Summer Time"). */
export const ZONE_KINDS: ReadonlySet<string> = new Set(['standard', 'daylight', 'summer', 'mean']);

/** Results a connector search answers: the first page of the search. */
export const RESULTS = 10;

/** Numbers written as words, one to twelve ("the next three weeks", "top five"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable(
  Object.fromEntries(
    'one two three four five six seven eight nine ten eleven twelve'.split(' ').map((word, at) => [word, at + 1]),
  ),
);

/** The number a word writes, in words ("five", up to twelve) or in one or two digits; undefined for none. */
export const countWord = (word: string): number | undefined =>
  NUMBER_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);

/** Whether "big" at `at` names a field's first venues by their count ("the big four security conferences"). */
export const bigCountAt = (tokens: readonly { word: string }[], at: number): boolean => {
  const count = countWord(tokens[at + 1]?.word ?? '') ?? 0;
  return tokens[at]?.word === 'big' && count >= 2 && count <= 10;
};

/** Adjectives of the continents ("European security conferences"): the continent. */
export const CONTINENT_ADJECTIVES: Readonly<Record<string, string>> = wordTable({
  european: 'Europe',
  asian: 'Asia',
  african: 'Africa',
  'north american': 'North America',
  'south american': 'South America',
});

/** Words before a month that make "may" the month ("in May", "by May", "late May", "April to May"). */
export const BEFORE_MONTH: ReadonlySet<string> = new Set(
  'in during by before until till after from of since between early mid late to through thru next this last'.split(' '),
);
