/**
 * Model mistakes and zero-result searches, each with the answer that must come back over HTTP and
 * MCP alike (docs/api.md, Zero results and Errors): the exact status (and code), the fix the
 * message names, the first relaxation, hint or suggestion, and the misleading respellings that must
 * not appear. The data is the test API's pinned 2,000-event demo snapshot, today 2026-11-21.
 */

export interface Case {
  /** The searchConferences parameters, as a model sends them (the same over both transports). */
  args: Readonly<Record<string, string>>;
  status: 200 | 400;
  code?: string;
  /** A parameter and value the message names as the fix (HTTP `p=v`, MCP `p: "v"`). */
  fix?: readonly [string, string];
  /** Text the message (or, for a 200, the JSON body) holds, the same over both transports. */
  says?: readonly string[];
  /** The first relaxation: the parameter dropped, or `q:<clause>` for one clause of q. */
  relax?: string;
  /** The first hint's parameter and value. */
  hint?: readonly [string, string];
  /** The first hint is q read as a question (q_as_question), with these parameters. */
  reads?: Readonly<Record<string, string>>;
  /** The first suggestion's q. */
  suggest?: string;
  /** Text that must not appear in the answer: the misleading guesses. */
  never?: readonly (string | RegExp)[];
  /** For a 200: whether it finds something (a correct request) or nothing (a mistake to recover from). */
  found?: boolean;
  /** Values the facets must list (facets=... with the facet's own filter). */
  facetValues?: readonly [string, readonly string[]];
  /** False when the answer alone cannot lead to a request that finds something (see the retry rule). */
  retry?: false;
  /** Other parameters whose answer has the same total (a plural and its singular, a synonym). */
  sameAs?: Readonly<Record<string, string>>;
}

const SOUTHEAST_ASIA = [
  'Indonesia',
  'Thailand',
  'Vietnam',
  'Philippines',
  'Malaysia',
  'Singapore',
  'Myanmar',
  'Cambodia',
  'Laos',
  'Brunei',
  'Timor-Leste',
];
const TODAY_NOTE = 'today is 2026-11-21 (UTC)';
const NO_RESPELLING = [/"suggestions"/];

export const CASES: readonly Case[] = [
  // Zero results caused by filters, not spelling: relaxations, never respellings.
  {
    args: { q: 'HCI', format: 'hybrid', country: 'USA', year: '2027' },
    status: 200,
    found: false,
    relax: 'q',
    never: ['"ici"', '"chi"', ...NO_RESPELLING],
  },
  { args: { q: 'AI robotics' }, status: 200, found: false, relax: 'q:robotics', never: ['air', ...NO_RESPELLING] },
  { args: { q: 'quantum', topic: 'Law' }, status: 200, found: false, relax: 'q', never: NO_RESPELLING },
  { args: { q: 'AI', year: '2035' }, status: 200, found: false, relax: 'year', never: NO_RESPELLING },
  { args: { city: 'Berlin', year: '2031' }, status: 200, found: false, relax: 'year' },
  { args: { country: 'Germany', city: 'Sydney' }, status: 200, found: false, relax: 'city' },
  { args: { acronym: 'ICML', year: '2020' }, status: 200, found: false, relax: 'year' },
  { args: { cfp: 'open', year: '2020' }, status: 200, found: false, relax: 'year' },
  {
    args: { type: 'conference', format: 'hybrid', country: 'Germany', year: '2027', topic: 'Physics' },
    status: 200,
    found: false,
    relax: 'country',
  },
  { args: { topic: 'Law', core_rank: 'A' }, status: 200, found: false, relax: 'core_rank' },
  // Places and date ranges relax like every filter: near widened, a range left out whole or by part.
  {
    args: { near: 'Barcelona', from: '2027-03-01', to: '2027-05-31' },
    status: 200,
    found: false,
    relax: 'near',
    says: ['{"drop":"from,to","total":4}', '{"set":"radius_km","value":340,"total":1}', '{"drop":"to","total":1}'],
  },
  { args: { region: 'Texas', type: 'webinar' }, status: 200, found: false, relax: 'region' },
  { args: { q: 'robotics -robotics' }, status: 200, found: false, relax: 'q:robotics', never: NO_RESPELLING },
  { args: { q: '"learning machine"', topic: 'Computer Science' }, status: 200, found: false, relax: 'q' },
  // Words of q that are filters: hints.
  // Every hint applied still leaves "AI" with nothing in Berlin in 2027: not fixed in one retry.
  { args: { q: 'AI conferences Berlin 2027' }, status: 200, found: false, hint: ['type', 'conference'], retry: false },
  // "confs", "symposia" are the type as written in a hurry, and in the plural.
  { args: { q: 'AI confs Berlin 2027' }, status: 200, found: false, hint: ['type', 'conference'], retry: false },
  // "conferences" is the plural of the "Conference" of a name: found in one call.
  { args: { q: 'machine learning conferences 2027' }, status: 200, found: true },
  // No AI workshop in Germany at all: the hints are right, the retry finds nothing.
  { args: { q: 'AI workshops Germany' }, status: 200, found: false, hint: ['type', 'workshop'], retry: false },
  // q read as a question: its filters and the words left for q, in one hint that finds events.
  { args: { q: 'Pohang' }, status: 200, found: false, reads: { city: 'Pohang' } },
  { args: { q: 'robotics Germany' }, status: 200, found: false, reads: { country: 'Germany', q: 'robotics' } },
  { args: { q: 'robotics Oceania' }, status: 200, found: false, reads: { continent: 'Oceania', q: 'robotics' } },
  // A region (no city of the data is named so): its events.
  { args: { q: 'robotics Bavaria' }, status: 200, found: false, reads: { region: 'Bavaria', q: 'robotics' } },
  { args: { q: 'march workshops' }, status: 200, found: false, reads: { month: '2027-03', type: 'workshop' } },
  {
    args: { q: 'virtual conferences robotics' },
    status: 200,
    found: false,
    reads: { format: 'online', type: 'conference', q: 'robotics' },
  },
  { args: { q: 'NLP North America' }, status: 200, found: false, reads: { continent: 'North America', q: 'nlp' } },
  {
    args: { q: 'AI conferences in Asia next summer' },
    status: 200,
    found: false,
    reads: { type: 'conference', continent: 'Asia', from: '2027-06-01', to: '2027-08-31', q: 'ai' },
    says: ["bounds the events' dates: 2027-06-01 to 2027-08-31"],
  },
  {
    args: { q: 'deadline next month robotics' },
    status: 200,
    found: false,
    reads: { deadline_from: '2026-12-01', deadline_to: '2026-12-31', q: 'robotics' },
  },
  {
    args: { q: 'like ICML' },
    status: 200,
    found: false,
    reads: { similar_to: '375' },
    says: ['the events like the ICML event of id 375'],
  },
  { args: { q: 'when is ICML' }, status: 200, found: false, reads: { acronym: 'ICML' } },
  // Not read as a question: q naming a filter the caller gave otherwise (the answer cannot choose
  // between them), a misspelt subject (its respelling is the fix), q written with its syntax.
  { args: { q: 'robotics in Japan', country: 'France' }, status: 200, found: false, retry: false },
  { args: { q: 'machin lerning' }, status: 200, found: false, suggest: 'machine learning' },
  { args: { q: '"robotics" Germany' }, status: 200, found: false },
  // Oncology in 2031 has no events either: the hint is right, the retry finds nothing.
  { args: { q: 'oncology 2031' }, status: 200, found: false, hint: ['year', '2031'], retry: false },
  // A sub-topic of another topic: 200, no events, a hint naming its topic.
  {
    args: { topic: 'Medicine', subtopic: 'Machine Learning' },
    status: 200,
    found: false,
    hint: ['topic', 'Computer Science'],
    says: ['is a subtopic of Computer Science, not of Medicine'],
  },
  { args: { topic: 'Engineering', subtopic: 'Oncology' }, status: 200, found: false, hint: ['topic', 'Medicine'] },
  // Misspellings: suggestions.
  { args: { q: 'machin lerning' }, status: 200, found: false, suggest: 'machine learning' },
  { args: { q: 'roboticss' }, status: 200, found: false, suggest: 'robotics' },
  { args: { q: 'zzqxv' }, status: 200, found: false, never: NO_RESPELLING, retry: false },
  { args: { year: '2030' }, status: 200, found: false, never: ['"relaxations"'], retry: false },
  // OR within a field, the q syntax: found in one call.
  {
    args: { topic: 'Computer Science,Medicine' },
    status: 200,
    found: true,
    says: ['"topic":["Computer Science","Medicine"]'],
  },
  { args: { subtopic: 'Machine Learning,Robotics' }, status: 200, found: true },
  { args: { type: 'conference,workshop' }, status: 200, found: true, says: ['"type":["conference","workshop"]'] },
  { args: { q: 'AI OR robotics' }, status: 200, found: true, says: ['"ai|artificial intelligence OR robotics"'] },
  { args: { q: '"machine learning" OR NLP' }, status: 200, found: true },
  { args: { q: 'robotics -ai' }, status: 200, found: true, says: ['"-ai|artificial intelligence"'] },
  // Facets list the selected values.
  {
    args: { countries: SOUTHEAST_ASIA.join(','), facets: 'country' },
    status: 200,
    found: true,
    facetValues: ['country', SOUTHEAST_ASIA],
  },
  { args: { topic: 'Law', facets: 'topic' }, status: 200, found: true, facetValues: ['topic', ['Law']] },
  // Malformed q syntax: 400 with the corrected q.
  { args: { q: '"machine learning' }, status: 400, code: 'q_syntax', fix: ['q', '"machine learning"'] },
  { args: { q: 'machine - learning' }, status: 400, code: 'q_syntax', fix: ['q', 'machine learning'] },
  { args: { q: 'OR robotics' }, status: 400, code: 'q_syntax', fix: ['q', 'robotics'] },
  { args: { q: 'AI OR' }, status: 400, code: 'q_syntax', fix: ['q', 'AI'] },
  { args: { q: 'AI OR -robotics' }, status: 400, code: 'q_syntax', fix: ['q', 'AI -robotics'] },
  // Mix-ups of parameters.
  { args: { country: 'Europe' }, status: 400, code: 'unknown_country', fix: ['continent', 'Europe'] },
  { args: { country: 'EU' }, status: 400, code: 'unknown_country', fix: ['continent', 'Europe'] },
  { args: { country: 'Latin America' }, status: 400, code: 'unknown_country', fix: ['continent', 'South America'] },
  {
    args: { country: 'Europe', topic: 'Medicine' },
    status: 400,
    code: 'unknown_country',
    fix: ['continent', 'Europe'],
  },
  { args: { type: 'online' }, status: 400, code: 'invalid_parameter', fix: ['format', 'online'] },
  { args: { type: 'virtual' }, status: 400, code: 'invalid_parameter', fix: ['format', 'online'] },
  { args: { type: 'hybrid' }, status: 400, code: 'invalid_parameter', fix: ['format', 'hybrid'] },
  { args: { topic: 'AI' }, status: 400, code: 'unknown_topic', fix: ['subtopic', 'Artificial Intelligence'] },
  { args: { topic: 'Machine Learning' }, status: 400, code: 'unknown_topic', fix: ['subtopic', 'Machine Learning'] },
  { args: { topic: 'Medicine,AI' }, status: 400, code: 'unknown_topic', fix: ['subtopic', 'Artificial Intelligence'] },
  { args: { subtopic: 'Medicine' }, status: 400, code: 'unknown_subtopic', fix: ['topic', 'Medicine'] },
  { args: { country: 'Germany;France' }, status: 400, code: 'country_list', fix: ['country', 'Germany,France'] },
  { args: { country: 'Germany,France', topic: 'Medicine' }, status: 200, found: true },
  { args: { topic: 'Medicine', limit: '0', facets: 'country' }, status: 200, found: true, says: ['"facets"'] },
  { args: { country: 'Munich' }, status: 400, code: 'unknown_country', fix: ['city', 'Munich'] },
  { args: { country: 'Germny' }, status: 400, code: 'unknown_country', says: ['Did you mean: Germany?'] },
  { args: { countries: 'France,Germny' }, status: 400, code: 'unknown_country', says: ['Did you mean: Germany?'] },
  {
    args: { subtopic: 'Machine Lerning' },
    status: 400,
    code: 'unknown_subtopic',
    says: ['Did you mean: Machine Learning'],
  },
  // Dates: every date error states today and an example.
  {
    args: { from: '2027/03/01' },
    status: 400,
    code: 'invalid_parameter',
    fix: ['from', '2026-11-21'],
    says: [TODAY_NOTE],
  },
  { args: { to: 'tomorrow' }, status: 400, code: 'invalid_parameter', fix: ['to', '2027-02-19'], says: [TODAY_NOTE] },
  { args: { month: 'March' }, status: 400, code: 'invalid_parameter', fix: ['month', '2026-11'], says: [TODAY_NOTE] },
  { args: { year: '27' }, status: 400, code: 'invalid_parameter', fix: ['year', '2026'], says: [TODAY_NOTE] },
  {
    args: { from: '2027-05-01', to: '2027-01-01' },
    status: 400,
    code: 'invalid_parameter',
    fix: ['from', '2026-11-21'],
    says: [TODAY_NOTE],
  },
  {
    args: { deadline_from: '2027-13-01' },
    status: 400,
    code: 'invalid_parameter',
    fix: ['deadline_from', '2026-11-21'],
    says: [TODAY_NOTE],
  },
  // Parameters that do not exist, and values out of range.
  { args: { page: '2' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: offset?'] },
  { args: { location: 'Berlin' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: city or near?'] },
  { args: { until: '2027-03-31' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: deadline_to?'] },
  {
    args: { deadline_before: '2027-03-31' },
    status: 400,
    code: 'unknown_parameter',
    says: ['Did you mean: deadline_to?'],
  },
  {
    args: { deadline_after: '2027-01-01' },
    status: 400,
    code: 'unknown_parameter',
    says: ['Did you mean: deadline_from?'],
  },
  { args: { rank: 'A*' }, status: 400, code: 'invalid_parameter', says: ['Did you mean: CORE:A*?'] },
  { args: { sub_topic: 'Robotics' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: subtopic?'] },
  { args: { category: 'Medicine' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: topic?'] },
  { args: { limit: '100' }, status: 400, code: 'invalid_parameter', says: ['from 1 to 50'], fix: ['limit', '50'] },
  {
    args: { sort: 'newest' },
    status: 400,
    code: 'invalid_parameter',
    says: ['must be one of'],
    fix: ['sort', '-date'],
  },
  { args: { continent: 'EU' }, status: 400, code: 'invalid_parameter', fix: ['continent', 'Europe'] },
  { args: { format: 'virtual' }, status: 400, code: 'invalid_parameter', fix: ['format', 'online'] },
  // Words as people write them (docs/api.md, Matching): plurals, the synonym table, or.
  { args: { q: 'databases' }, status: 200, found: true, sameAs: { q: 'database' } },
  { args: { q: 'battery' }, status: 200, found: true, sameAs: { q: 'Batteries' } },
  { args: { q: 'graph' }, status: 200, found: true, sameAs: { q: 'Graphs' } },
  { args: { q: 'networks security' }, status: 200, found: true, sameAs: { q: 'network security' } },
  {
    args: { q: 'AI or robotics', continent: 'Asia' },
    status: 200,
    found: true,
    says: ['"ai|artificial intelligence OR robotics"'],
    sameAs: { q: 'AI OR robotics', continent: 'Asia' },
  },
  {
    args: { q: 'AI | robotics', continent: 'Asia' },
    status: 200,
    found: true,
    sameAs: { q: 'AI OR robotics', continent: 'Asia' },
  },
  { args: { q: 'cpp' }, status: 200, found: true, says: ['"cpp|c++|cplusplus"'], sameAs: { q: 'c++' } },
  { args: { q: 'cyber security' }, status: 200, found: true, sameAs: { q: 'cybersecurity' } },
  {
    args: { q: 'ML', topic: 'Computer Science' },
    status: 200,
    found: true,
    says: ['"ml|machine learning|deep learning'],
  },
  {
    args: { q: 'graph neural networks' },
    status: 200,
    found: false,
    says: ['"graph neural networks|gnn|graph learning|graph representation learning"'],
    sameAs: { q: 'GNN' },
    retry: false,
  },
  {
    args: { q: 'GNN' },
    status: 200,
    found: false,
    says: ['"gnn|graph neural network'],
    never: ['"ann"', ...NO_RESPELLING],
    retry: false,
  },
  {
    args: { q: 'KDD' },
    status: 200,
    found: false,
    says: ['data mining'],
    never: ['pkdd', 'wdd', ...NO_RESPELLING],
    retry: false,
  },
  // Places as people write them (docs/api.md, Places). "City, Region" is one place before two
  // cities; a place without events says so, with the nearest places that have some, never another
  // place of its name; a bare city of several places with events says which it took.
  {
    args: { city: 'Paris, Texas' },
    status: 200,
    found: false,
    hint: ['city', 'Dallas, Texas, United States'],
    says: [
      '"cities":["Paris, Texas, United States"]',
      'Paris, Texas, United States has no events',
      'place_without_events',
    ],
    never: ['Île-de-France', 'Paris, France', 'Did you mean'],
  },
  {
    args: { city: 'Boston' },
    status: 200,
    found: false,
    hint: ['city', 'The Bronx, New York, United States'],
    says: ['Boston, Massachusetts, United States has no events'],
  },
  {
    args: { city: 'London' },
    status: 200,
    found: true,
    hint: ['city', 'London, England, United Kingdom'],
    says: ['ambiguous_place', 'London, Ontario, Canada'],
  },
  // near knows every place of 1,000 people or more: a place without events resolves, and the
  // radius that reaches events is the relaxation.
  {
    args: { near: 'Boston, Massachusetts' },
    status: 200,
    found: false,
    says: ['"near":{"name":"Boston","country":"United States"', '{"set":"radius_km","value":290,"total":10}'],
  },
  // Online events beside a place filter: "in Europe, online allowed" in one call.
  {
    args: { continent: 'Europe', include_online: 'true', format: 'online' },
    status: 200,
    found: true,
    sameAs: { format: 'online' },
  },
  { args: { include_online: 'yes' }, status: 400, code: 'invalid_parameter', fix: ['include_online', 'true'] },
  // Deadlines in one call (docs/api.md, Deadlines and time zones). With cfp=open the range reads an
  // open call's deadlines still ahead, of any round: event 1821's paper deadline of 2026-11-24 is of
  // a round whose abstract deadline has passed, its call open through a later round; event 19 has
  // only an estimated deadline (no call open yet).
  {
    args: { cfp: 'open', deadline_from: '2026-11-22', deadline_to: '2026-11-30', limit: '50' },
    status: 200,
    found: true,
    says: ['"total":9,', '"id":1821,'],
    never: ['"id":19,'],
  },
  {
    args: { deadline_from: '2026-11-22', deadline_to: '2026-11-30', limit: '50' },
    status: 200,
    found: true,
    says: ['"total":13,', '"id":1821,'],
  },
  // Every deadline of each item, each instant also in the caller's zone; an estimated one says so.
  {
    args: { acronym: 'ICML', year: '2026', include: 'deadlines', tz: 'Europe/Berlin' },
    status: 200,
    found: true,
    says: [
      '{"kind":"paper","round":1,"at":"2026-09-22T21:59:59Z","at_local":"2026-09-22T23:59:59+02:00"',
      '{"kind":"camera_ready","round":1,"at":"2026-11-15T22:59:59Z","at_local":"2026-11-15T23:59:59+01:00"',
    ],
  },
  {
    args: { acronym: 'ISFM', year: '2027', include: 'deadlines', tz: 'Asia/Tokyo' },
    status: 200,
    found: true,
    says: [
      '"cfp_status":"expected"',
      '"next_deadline":{"kind":"paper","at":"2026-11-27T11:59:59Z","at_local":"2026-11-27T20:59:59+09:00"',
      '"deadlines":[{"kind":"paper","round":1,"at":"2026-11-27T11:59:59Z","at_local":"2026-11-27T20:59:59+09:00","date":"2026-11-26","timezone":"AoE","estimated":true,"estimate":{"from":[1744],"compared":1,"confidence":"low"}}]',
    ],
  },
  { args: { tz: 'Berlin' }, status: 400, code: 'invalid_parameter', fix: ['tz', 'Europe/Berlin'] },
  { args: { include: 'deadline' }, status: 400, code: 'invalid_parameter', fix: ['include', 'deadlines'] },
  // A word that names more events than the city of that name is no city hint.
  { args: { q: 'log', year: '2035' }, status: 200, found: false, relax: 'year', never: ['city_in_q'] },
  // An acronym with its edition's year; an acronym no event has.
  {
    args: { acronym: 'ICML 2026' },
    status: 200,
    found: true,
    hint: ['acronym', 'ICML'],
    says: ['acronym_with_year'],
    sameAs: { acronym: 'ICML', year: '2026' },
  },
  { args: { acronym: 'ICMLL' }, status: 200, found: false, hint: ['acronym', 'ICML'], says: ['unknown_acronym'] },
  // country takes a list; countries stays accepted as its older name; other separators point to the list.
  { args: { countries: 'Germany,France' }, status: 200, found: true, sameAs: { country: 'Germany,France' } },
  {
    args: { country: 'Germany', countries: 'France' },
    status: 200,
    found: true,
    sameAs: { country: 'France,Germany' },
  },
  { args: { country: 'Germany and France' }, status: 400, code: 'country_list', fix: ['country', 'Germany,France'] },
  { args: { country: 'USA | Canada' }, status: 400, code: 'country_list', fix: ['country', 'USA,Canada'] },
  { args: { country: 'Korea, Republic of,Japan' }, status: 200, sameAs: { country: 'South Korea,Japan' } },
  // limit=0: the counts alone, the facets and a zero result's relaxations too.
  { args: { limit: '0', facets: 'format' }, status: 200, found: true, says: ['"showing":0', '"conferences":[]'] },
  {
    args: { topic: 'Law', core_rank: 'A', limit: '0', facets: 'country' },
    status: 200,
    found: false,
    relax: 'core_rank',
    says: ['"facets"'],
  },
  {
    args: { limit: '-1' },
    status: 400,
    code: 'invalid_parameter',
    says: ['or 0 for counts only'],
    fix: ['limit', '1'],
  },
  // similar_to: an id no event has, a value that is no id, its names by mistake, a filter that empties it.
  { args: { similar_to: '1' }, status: 200, found: true, says: ['"similar_to":{"id":1,', '"similarity":{'] },
  {
    args: { similar_to: '999999' },
    status: 400,
    code: 'unknown_event',
    says: ["'similar_to' names no event", 'from the results of'],
    retry: false,
  },
  {
    args: { similar_to: 'ICML' },
    status: 400,
    code: 'invalid_parameter',
    says: ['must be the id of an event'],
    retry: false,
  },
  { args: { similar: '1' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: similar_to?'] },
  { args: { like: '1' }, status: 400, code: 'unknown_parameter', says: ['Did you mean: similar_to?'] },
  { args: { similar_to: '1', year: '2035' }, status: 200, found: false, relax: 'year' },
];
