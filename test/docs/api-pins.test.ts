/**
 * docs/api.md's sentences that name a bound of the search, the keys or the MCP endpoint: each
 * phrase is built from the constant it names, so a change of the bound fails the row until the
 * sentence says the new one.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_MAX } from '../../src/api/connector/operations.js';
import { FIELD_INITIALS, FIELD_WORDS, JOINED_WORDS } from '../../src/api/connector/field-initials.js';
import { KIND_READ } from '../../src/api/connector/kind-windows.js';
import { EARLIER_READ } from '../../src/api/connector/kind-year-before.js';
import { NOUN_RATIO } from '../../src/api/connector/adjective-nouns.js';
import { WORK_NAME_WORDS } from '../../src/api/connector/asides.js';
import { ASKER_DATE_WORDS, SOON_DAYS } from '../../src/api/connector/windows.js';
import { WORDS_BEFORE_OR } from '../../src/api/connector/place-settling.js';
import { LIBRARY_OF } from '../../src/api/connector/measure-words.js';
import { OF_EVENTS } from '../../src/api/connector/window-sides.js';
import { CHANGED } from '../../src/api/connector/changed-windows.js';
import { REACH } from '../../src/api/connector/closed-calls.js';
import { NAMED_YEARS_MAX, YEARS_JOINED } from '../../src/api/connector/read-values.js';
import { FEWEST_LISTED_WORDS, FEWEST_NAME_WORDS, MOST_NAMES } from '../../src/api/connector/full-names.js';
import { AMONG, SUBJECT_AFTER } from '../../src/api/connector/like-words.js';
import { SIDE_WORDS, SIDES } from '../../src/api/connector/title-words.js';
import { MOST_BETWEEN } from '../../src/api/connector/preferences.js';
import { NEXT_SPAN, SUBMIT_REACH, YES_OR_NO } from '../../src/api/connector/settling.js';
import { COUNTRY_GROUPINGS, METRO_AREAS, REGION_GROUPINGS } from '../../src/api/connector/place-groupings.js';
import { RESULTS } from '../../src/api/connector/vocabulary.js';
import { WEBSITE_SAID } from '../../src/api/connector/result-titles.js';
import { NEARBY_KM } from '../../src/api/connector/wider-places.js';
import { NEAR_DAYS } from '../../src/api/connector/around-editions.js';
import { RECENT_DAYS } from '../../src/api/connector/ahead-alike.js';
import { COMPARED_WITHIN } from '../../src/api/connector/around-words.js';
import { HEAD_LETTERS, MOST_SUBJECTS } from '../../src/api/connector/subjects.js';
import { MOST_BOUND } from '../../src/api/connector/bounded-measures.js';
import { MOST_RESPELT, ONE_TYPO_FROM, SHORTEST } from '../../src/api/connector/respelling.js';
import { MOST_GAP, MOST_VENUES, PROJECTED_READ } from '../../src/api/connector/projected-deadlines.js';
import { MISSED, MISSED_SPAN } from '../../src/api/connector/later-deadlines.js';
import { RANKS_MAX } from '../../src/api/schemas/list-params.js';
import {
  ID_MAX,
  NAME_MAX_LENGTH,
  NAMES_LIST_MAX,
  Q_MAX_TERMS,
  REGIONS_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../../src/api/schemas/rules.js';
import { MAX_KEY_LENGTH } from '../../src/auth/key-ring.js';
import { KEY_PREFIX, KEY_RANDOM_CHARS } from '../../src/auth/key-shape.js';
import { MAX_BATCH_ANSWER_BYTES } from '../../src/http/mcp/endpoint.js';
import { PAGE_CACHE } from '../../src/http/page-headers.js';
import { DISCOVERY_CACHE } from '../../src/http/routes/discovery.js';
import { ASSET_CACHE } from '../../src/http/routes/docs.js';
import { METADATA_CACHE } from '../../src/http/routes/oauth-metadata.js';
import { PING_INTERVAL_MS } from '../../src/limits/redis.js';
import { PHRASE_MAX_CHECKS } from '../../src/search/components/phrase.js';
import { HINT_RADIUS_STEP_KM } from '../../src/search/components/place-plan.js';
import { NAMED_SUBTOPICS } from '../../src/search/components/unknown-values.js';
import { RADIUS_MAX_KM } from '../../src/search/index.js';
import { KM_PER_MILE } from '../../src/api/connector/claims.js';
import { ALMOST_OF } from '../../src/api/connector/phrase-claims.js';
import { ALIKE_READ, NAMED_READ, STALE_DAYS } from '../../src/api/connector/searches.js';
import { FOCUSED } from '../../src/api/connector/ahead-alike.js';
import { MOST_HOSTS } from '../../src/api/connector/colocated.js';
import { MOST_LATER, SUBJECT_BEFORE } from '../../src/api/connector/acronym-words.js';
import { EXCLUDED_MAX } from '../../src/api/connector/negations.js';
import { MOST_ALSO_LIKE } from '../../src/api/connector/like-words.js';
import { MOST_VALUES } from '../../src/api/connector/most-words.js';
import { RATES_READ } from '../../src/api/connector/rate-answers.js';
import { MONTHS_READ } from '../../src/api/connector/month-counts.js';
import { SET_CACHE_ENTRIES } from '../../src/search/set-caches.js';
import { RANK_SCALES, RANK_SYSTEMS } from '../../src/source/ranks.js';
import { SYNONYMS } from '../../src/text/synonyms.js';
import { MAX_INDEXED_WORD } from '../../src/text/text-index.js';
import { WIDEN_STEP_KM } from '../../src/search/verbs/relaxations.js';
import { MAX_SUGGESTIONS } from '../../src/search/verbs/suggestions.js';
import { ABBREVIATIONS, SHORT_UNITS } from '../../src/api/connector/tokens.js';
import { NEAREST } from '../../src/api/connector/vocabulary.js';
import { FIELD_PHRASES } from '../../src/api/connector/phrase-words.js';
import { LEAST_SUBJECT } from '../../src/api/connector/alike-results.js';
import { LISTED_FIELDS } from '../../src/api/connector/soft-words.js';
import { FIELD_AFTER, FIELDS_BESIDE } from '../../src/api/connector/filler-words.js';
import { OPENERS } from '../../src/api/connector/subject-examples.js';
import { ASKED_WITHIN, ASKED_WORDS, ASKING } from '../../src/api/connector/asides.js';
import { BOTH } from '../../src/api/connector/asker-near.js';
import { ELIDED_BACK } from '../../src/api/connector/around-words.js';
import { MOST_JOINED } from '../../src/api/connector/joined-windows.js';
import { THAT_WORDS, TIME_NOUNS } from '../../src/api/connector/window-sides.js';
import { LAST_DATES } from '../../src/api/connector/deadline-titles.js';
import { SHORT_BETWEEN } from '../../src/api/connector/duration-words.js';
import { CALL_REACH, UPCOMING_REACH } from '../../src/api/connector/ahead-phrases.js';
import { SIG_GROUPS } from '../../src/api/connector/sig-venues.js';
import { readDoc } from './markdown.js';

const api = readDoc('docs/api.md').replace(/\s+/g, ' ');
const figure = (n: number): string => n.toLocaleString('en');

/** "`CORE` (CORE, and ICORE from its 2026 edition: `A*`, ...), `CCF` (`A`, ...) ... and `h5-index` (a whole number)". */
const rankSystems = (): string => {
  const ticked = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');
  const systems = RANK_SYSTEMS.map((system) => {
    const scale = RANK_SCALES[system];
    if (!scale) return `\`${system}\` (a whole number)`;
    return system === 'CORE'
      ? `\`CORE\` (CORE, and ICORE from its 2026 edition: ${ticked(scale)})`
      : `\`${system}\` (${ticked(scale)})`;
  });
  return `${systems.slice(0, -1).join(', ')} and ${systems.at(-1)}`;
};

/** "a", "b" or "c" (`joined`: "or", "and"), each written by `write`. */
const listed = (values: readonly string[], joined: string, write: (value: string) => string): string =>
  `${values.slice(0, -1).map(write).join(', ')} ${joined} ${write(values.at(-1)!)}`;
/** How docs/api.md writes an abbreviation the tokens read ("St."), from its folded form ("st"). */
const ABBREVIATED: Readonly<Record<string, string>> = { st: 'St', mt: 'Mt', ft: 'Ft', dr: 'Dr', prof: 'Prof' };

const PINNED: readonly string[] = [
  rankSystems(),
  `not at the dot of ${listed([...ABBREVIATIONS], 'or', (one) => `"${ABBREVIATED[one] ?? one}."`)}, nor of initials`,
  `${listed(Object.keys(SHORT_UNITS), 'and', (one) => `\`${one}\``)} are ${listed(Object.values(SHORT_UNITS), 'and', (one) => one)}`,
  `${listed([...NEAREST], 'or', (one) => `"${one}"`)} with "to" or "from" a city`,
  `listed by hand as no tracker gives sponsors, for ${SIG_GROUPS.join(', ')} (`,
  `a grouping of countries (${COUNTRY_GROUPINGS.map(({ name }) => `\`${name}\``).join(', ')}) is its countries`,
  `a grouping of regions (${REGION_GROUPINGS.map(({ name }) => `\`${name}\``).join(', ')}) is its regions`,
  `(\`near\` it with \`radius_km=${NEARBY_KM}\`: "upcoming conferences in Boston"`,
  `"just before", "the week after" keep the ${NEAR_DAYS} days beside it;`,
  `of" an edition those under way within ${NEAR_DAYS} days of its days`,
  `"choosing" or the like, up to ${COMPARED_WITHIN} words before it`,
  `its "Digital Library" after ${listed([...LIBRARY_OF], 'or', (one) => `"${one}"`)};`,
  `the one they are alike comes first when it ended within ${RECENT_DAYS} days`,
  `as many as leave the rest of the page to those alike, ${LEAST_SUBJECT}`,
  `${[...FIELDS_BESIDE].map((one) => `"${one}"`).join(', ')} but before an event word or after ${listed([...FIELD_AFTER], 'or', (one) => `"${one}"`)}:`,
  `${[...LISTED_FIELDS].map((word) => `"${word}"`).join(', ')}, fields alone, also stay listed`,
  `a field's name (${[...FIELD_PHRASES]
    .flatMap(([first, seconds]) => [...seconds].map((second) => `"${first} ${second}"`))
    .join(', ')}) stays whole`,
  `that had any, their first ${LAST_DATES} dates`,
  // "e.g." is read as the word "eg".
  `the subject, past words for events (${OPENERS.map((words) => `\`${words.join(' ').replace(/^eg$/, 'e.g.')}\``).join(', ')}, or \`like\` in brackets`,
  `points back to it (${[...THAT_WORDS]
    .slice(0, -1)
    .map((one) => `\`${one}\``)
    .join(
      ', ',
    )} or \`${[...THAT_WORDS].at(-1)}\` before ${[...TIME_NOUNS].map((one) => `\`${one}\``).join(', ')}, but \`the time\``,
  `for no events (${[...ASKING]
    .slice(0, -1)
    .map((one) => `\`${one}\``)
    .join(', ')} or \`${[...ASKING].at(-1)}\``,
  `with an event word or ${ASKED_WORDS.slice(0, -1)
    .map((one) => `\`${one}\``)
    .join(', ')} or \`${ASKED_WORDS.at(-1)}\` in the ${ASKED_WITHIN} words after it: "I need to`,
  `after ${[...BOTH]
    .slice(0, -1)
    .map((one) => `\`${one}\``)
    .join(', ')} or \`${[...BOTH].at(-1)}\` before a word for places`,
  `a word for a deadline in the ${ELIDED_BACK} words before "after" or "before"`,
  `or 2029\`, \`Jan/Feb 2027\`, ${MOST_JOINED} at most)`,
  `and so is the last word of a subject, of ${HEAD_LETTERS} letters or more,`,
  `but "almost" before ${[...ALMOST_OF].map((word) => `\`${word}\``).join(', ')} ("virtually any topic")`,
  `a metropolitan area (${METRO_AREAS.map(({ name, km, near }) => `\`${name}\` within ${km} km of ${near}`).join(', ')}) is`,
  `A committed table (\`src/text/synonyms.ts\`, about ${Math.round(SYNONYMS.length / 10) * 10} entries,`,
  `A value over ${MAX_KEY_LENGTH} characters is never a valid key.`,
  `\`${KEY_PREFIX}\` in any case followed by ${KEY_RANDOM_CHARS} or more letters and digits`,
  `Keys look like \`${KEY_PREFIX}\` followed by ${KEY_RANDOM_CHARS} letters and digits, and every key's ${KEY_RANDOM_CHARS} mix`,
  `or a comma-separated list of them (events of any, at most ${RANKS_MAX})`,
  `checked on at most ${figure(PHRASE_MAX_CHECKS)} candidate names in all per search`,
  `up to ${MAX_SUGGESTIONS} \`{ q, total }\`, best total first`,
  `at most ${NAMED_SUBTOPICS}, most events first)`,
  `the radius rounded up to ${HINT_RADIUS_STEP_KM} km, at most ${RADIUS_MAX_KM})`,
  `widened to the least radius, a multiple of ${WIDEN_STEP_KM} km up to ${RADIUS_MAX_KM}`,
  `\`without a long flight\` add \`radius_km=${RADIUS_MAX_KM}\`, as far as the search reaches`,
  `as ${KM_PER_MILE} km, rounded; beyond ${RADIUS_MAX_KM} km, ${RADIUS_MAX_KM}, said)`,
  `ended whose name holds it are put first among the first ${NAMED_READ} of it`,
  `of the first ${NAMED_READ} of that order, one edition of each series`,
  `events of the subject itself among the first ${NAMED_READ}, as the first three tiers`,
  `more than half of the first ${NAMED_READ} events \`q\` finds`,
  `first when it is filed under ${FOCUSED} sub-topics at most`,
  `Several editions named (up to ${MOST_HOSTS}: "workshops at NeurIPS or ICML")`,
  `(a \`city\`, \`region\` or \`acronym\` list at most ${REGIONS_MAX === NAMES_LIST_MAX ? NAMES_LIST_MAX : 'unequal'} values and ${NAME_MAX_LENGTH} characters)`,
  `a batch's answers may total at most ${MAX_BATCH_ANSWER_BYTES} bytes`,
  `A reference is read once per snapshot and kept (at most ${SET_CACHE_ENTRIES}, least recently used first)`,
  `a background ping (every ${PING_INTERVAL_MS} ms)`,
  `A term longer than ${MAX_INDEXED_WORD} characters is not indexed`,
  // The lifetimes of public answers.
  `credentials, \`Cache-Control: ${METADATA_CACHE}\` and \`Access-Control-Allow-Origin: *\``,
  `without it (or at another) with \`${ASSET_CACHE}\`; the pages themselves with \`${PAGE_CACHE}\``,
  `The page answers \`text/html; charset=utf-8\` with \`Cache-Control: ${PAGE_CACHE}\``,
  `\`Cache-Control: ${DISCOVERY_CACHE}\`, a strong \`ETag\` (a 304 for \`If-None-Match\`)`,
  // The connector's tools.
  `(a question as a person asks it, or keywords: 1 to ${QUERY_MAX} characters;`,
  `\`{ "results": [{ "id", "title", "url" }] }\`: the best matches, at most ${RESULTS},`,
  `(past ${Q_MAX_TERMS} search terms or ${NAME_MAX_LENGTH} characters,`,
  `(a result's id: a whole number from 1 to ${ID_MAX} without leading zeros`,
  `are any of them: each (up to ${MOST_SUBJECTS}) is searched alone`,
  `a word the data has none of (up to ${MOST_RESPELT} a question) is read as the search's respelling`,
  `at most ${MOST_VENUES} venues of the question's first ${PROJECTED_READ} events are looked at`,
  `(\`ICMX 2027\`, of ${NAME_MAX_LENGTH} characters at most, as \`acronym\` takes)`,
  `${listed([...MISSED], 'or', (one) => `\`${one}\``)} at most ${MISSED_SPAN} words before \`deadline\``,
  `series' last two editions lie one or ${['', 'one', 'two'][MOST_GAP]} years apart`,
  `every word of it of ${ONE_TYPO_FROM} letters or more one letter off`,
  `a word of ${ONE_TYPO_FROM} letters or more, with a year`,
  `Words of ${SHORTEST - 1} letters or fewer are not respelt`,
  `nor a word of ${SHORTEST - 1} letters or fewer respelt: "law" is no "las"`,
  `a share of 100 or less in the ${MOST_BOUND} words after it`,
  `\`ICML 2026 to 2028\`, at most ${MOST_LATER} after the first)`,
  `EMNLP), ${EXCLUDED_MAX} acronyms at most, those past them said not read`,
  `compared with too, ${MOST_ALSO_LIKE + 1} venues at most, those past them said not`,
  `at most ${NEXT_SPAN} words before an event word`,
  `two years of the events read apart, ${YEARS_JOINED} apart at most, are one window too`,
  `(last in its sentence at most ${SUBMIT_REACH} words after \`submit\`, \`resubmit\` or \`submitting\` it asks for the calls ahead`,
  `events that ended in the last ${STALE_DAYS} days, with its note`,
  `series has a rate (at most ${RATES_READ.toLocaleString('en')} read, in the usual order)`,
  `its paper deadlines announced (\`paper deadlines by month: …\`), at most ${MONTHS_READ.toLocaleString('en')} events read in`,
  `the ${MOST_VALUES} with the most first (\`events by country: United States 73, Canada 25, Germany 20, Italy`,
  `table leaves out (${Object.keys(FIELD_INITIALS)
    .map((initials) => `\`${initials}\``)
    .join(', ')}),`,
  `is the field's name (${Object.values(FIELD_INITIALS)
    .map((name) => `\`${name}\``)
    .join(', ')});`,
  `so is ${Object.entries(FIELD_WORDS)
    .map(([word, name]) => `"${word}" right before such a word ("any ${word} conference": \`${name}\`)`)
    .join(', ')},`,
  `the asker's own event, "my" or "our" and up to ${ASKER_DATE_WORDS} words, may stand`,
  `"online or in Berlin", up to ${WORDS_BEFORE_OR} words of its sentence between`,
  `"short" before an event word, a subject of ${SHORT_BETWEEN} words at most between`,
  `not said of deadlines (a call word at most ${CALL_REACH} words before)`,
  `not said of deadlines (a call word after it, at most ${UPCOMING_REACH} words between`,
  `in a window that starts within ${SOON_DAYS} days of today`,
  `(at most ${OF_EVENTS} words between those and the event word)`,
  `"or", ${listed([...SUBJECT_BEFORE], 'or', (one) => `\`${one}\``)} ("data mining,`,
  `right after ${listed([...CHANGED], 'or', (one) => `"${one}"`)} (one word between at most`,
  `"at the University of Toronto", ${WORK_NAME_WORDS} words at most;`,
  `in its sentence (up to ${MOST_BETWEEN} words such as`,
  `comes after the others, of the first ${ALIKE_READ} alike`,
  `the soonest of those dates first (of the first ${KIND_READ} the search finds)`,
  `(of one longer than ${WEBSITE_SAID} characters,`,
  `with the events of the same window a year earlier (of the first ${EARLIER_READ}, one of each series)`,
  `so is one of the subject some events have when ${NOUN_RATIO} times as many have its noun`,
  `another subject of at most ${JOINED_WORDS} words joined after it`,
  `a day past the dates it takes (${YEAR_MIN}-01-01 to ${YEAR_MAX}-12-31) is that bound`,
  `\`elapsed\` within ${REACH} words of a call's or deadline's word`,
  `(\`ACL 2025,ACL 2027\`, at most ${NAMED_YEARS_MAX} years)`,
  `A venue's full name, ${FEWEST_NAME_WORDS} words or more`,
  `an acronym after it, at most ${MOST_NAMES} names a question;`,
  `listed after a venue named, one of ${FEWEST_LISTED_WORDS} words or more is too`,
  `(${listed([...AMONG], 'or', (one) => `\`${one}\``)} before the event word`,
  `after the event word and ${listed([...SUBJECT_AFTER], 'or', (one) => `\`${one}\``)} ("conferences on speech`,
  `not one within ${SIDE_WORDS} words after ${listed([...SIDES], 'or', (one) => `\`${one}\``)},`,
  `${[...YES_OR_NO]
    .slice(0, -1)
    .map((one) => `"${one}"`)
    .join(', ')} or "${[...YES_OR_NO].at(-1)}" first)`,
];

describe("docs/api.md's bounds of the search, the keys and /mcp", () => {
  it.each(PINNED)('says "%s"', (phrase) => {
    expect(api.includes(phrase), `docs/api.md should say: ${phrase}`).toBe(true);
  });
});
