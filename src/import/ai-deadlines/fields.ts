/**
 * The fields of the ai-deadlines family as its forks spell them (docs/importers.md, ai-deadlines):
 * key aliases, the dialect of a file, and the topic tables of `_data/types.yml`.
 */
import { array, object, text } from '../files.js';
import { tagMeaning } from '../tags.js';

/** The forms of the family, recognised per file by the keys of its records. */
export type Dialect = 'hugging-face' | 'python-deadlines' | 'sec-deadlines' | 'original';

/** The first of a record's fields, by its aliases, that has a value. */
export function field(conf: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = text(conf[key]);
    if (value !== null) return value;
  }
  return null;
}

export const titleOf = (conf: Record<string, unknown>) => field(conf, 'title', 'name', 'conference');
export const fullNameOf = (conf: Record<string, unknown>) =>
  field(conf, 'full_name', 'fullname', 'full_title', 'description');
export const linkOf = (conf: Record<string, unknown>) => field(conf, 'link', 'url');

/** The dialect of a file's records; null when they are no editions of the family (no title and year). */
export function dialectOf(records: readonly Record<string, unknown>[], folder: boolean): Dialect | null {
  const editions = records.filter((conf) => titleOf(conf) !== null && conf.year !== undefined);
  if (editions.length === 0 || editions.length * 2 < records.length) return null;
  const has = (key: string) => editions.some((conf) => conf[key] !== undefined);
  const most = (key: string) => editions.filter((conf) => conf[key] !== undefined).length * 2 > editions.length;
  if (folder || has('deadlines') || has('country')) return 'hugging-face';
  if (most('conference') || most('cfp')) return 'python-deadlines';
  if (has('tags') && has('name')) return 'sec-deadlines';
  return 'original';
}

/** The topic of a dialect's events: Python conferences are software development, the rest computer science. */
export const topicOf = (dialect: Dialect) =>
  dialect === 'python-deadlines' ? 'Software Development' : 'Computer Science';

/**
 * Fields other than computing that a tracker's site title names (its `_config.yml`), and the topic
 * of its events: "Tech-Law-Deadlines" lists calls in law, "Geo Conference Deadlines" geoscience.
 * The template's forks keep computing's topic unless their title says otherwise.
 */
const FIELD_TOPICS: readonly (readonly [RegExp, string])[] = [
  [/\blaw\b/i, 'Law'],
  [/\bgeo\b|\bgeoscien|\bgeolog|\bearth scien/i, 'Earth Sciences'],
];

/** The topic a tracker's site title names, or null (at most 200 characters of it are read). */
export function titleTopic(config: unknown): string | null {
  const title = text(object(config).title)?.slice(0, 200) ?? '';
  return FIELD_TOPICS.find(([words]) => words.test(title))?.[1] ?? null;
}

/** Characters of a site's title and of its description read. */
const SITE_READ = 200;

/**
 * The site a `_config.yml` names: its title and description, both (a fork keeps them; a title alone,
 * "Conference Deadlines", is many trackers'); undefined without both.
 */
export function siteOf(config: unknown): string | undefined {
  const fields = object(config);
  const [title, description] = [text(fields.title), text(fields.description)];
  return title === null || description === null
    ? undefined
    : `${title.slice(0, SITE_READ)}\n${description.slice(0, SITE_READ)}`;
}

/** `_data/types.yml` (and `_data/filters.yml`): each code (`sub` or `tag`) and its name ("ML": "Machine Learning"). */
export function typeNames(...values: unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  // types.yml is a list; mpc-deadlines' filters.yml a map of lists (filter1: [...], filter2: [...]).
  const lists = values.flatMap((value) => (Array.isArray(value) ? [value] : Object.values(object(value))));
  for (const entry of lists.flatMap(array)) {
    const fields = object(entry);
    const [code, name] = [field(fields, 'sub', 'tag'), text(fields.name)];
    if (code !== null && name !== null) names.set(code.toUpperCase(), name);
  }
  return names;
}

/** The codes of `sub` (one, a comma text or a list), `tags` and `categories`, once each. */
function codesOf(conf: Record<string, unknown>): string[] {
  const listed = [conf.sub, conf.tags, conf.categories].flatMap((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => (text(one) ?? '').split(',')),
  );
  return [...new Set(listed.map((code) => code.trim()).filter((code) => code !== ''))];
}

/** What a record's tags say (docs/importers.md, Tags): its subjects, type, CORE rank, track, and the tags left out. */
export interface RecordTags {
  subTopics: string[];
  type: 'conference' | 'workshop' | 'journal';
  /** Whether the record says its type (its type field or a tag of one); else its name says it. */
  typed: boolean;
  /** The CORE rank a tag gives ("ASTAR", "COREA"); null when none. */
  coreRank: string | null;
  /** The track of its edition a tag says the record is; undefined when none. */
  trackOf?: string;
  /** Whether a tag says the record's deadlines are expected, copied from the last edition. */
  expected: boolean;
  /** The tags left out, each with why. */
  dropped: [string, string][];
}

/**
 * The meaning of a record's tags and type: each code named by the tracker's types.yml, else by the
 * family's codes, else as a name ("machine-learning"); `type: workshop` or `journal` (and the family's
 * `kind`) is the type.
 */
export function tagsOf(conf: Record<string, unknown>, types: ReadonlyMap<string, string>): RecordTags {
  const typed = field(conf, 'type', 'venue_type', 'kind')?.toLowerCase();
  const tags: RecordTags = {
    subTopics: [],
    type: 'conference',
    typed: typed === 'conference' || typed === 'workshop' || typed === 'journal',
    coreRank: null,
    expected: false,
    dropped: [],
  };
  if (typed === 'workshop' || typed === 'journal') tags.type = typed;
  // A tracker's own word that the deadlines are estimated from the last edition's.
  if (conf.isApproximateDeadline === true || field(conf, 'status')?.toLowerCase() === 'estimated') tags.expected = true;
  let conference = false;
  let mainTrack = false;
  for (const code of codesOf(conf)) {
    const meaning = tagMeaning(code, types.get(code.toUpperCase()) ?? null);
    if (meaning.kind === 'subject') {
      if (!tags.subTopics.includes(meaning.name)) tags.subTopics.push(meaning.name);
    } else if (meaning.kind === 'type') {
      tags.typed = true;
      if (meaning.type !== 'conference') tags.type = meaning.type;
      else conference = true;
    } else if (meaning.kind === 'rank') tags.coreRank ??= meaning.value;
    else if (meaning.kind === 'track') {
      if (meaning.track !== null) tags.trackOf ??= meaning.track;
      else mainTrack = true;
    } else if (meaning.kind === 'expected') tags.expected = true;
    else tags.dropped.push([code, meaning.why]);
  }
  // Tagged a conference and a journal: a conference whose papers appear in a journal (FSE, CHES).
  if (conference && tags.type === 'journal' && typed !== 'journal') tags.type = 'conference';
  // Tagged with the edition's own call as well ("RPT" and "SPT"): the edition, its tracks listed.
  if (mainTrack) delete tags.trackOf;
  return tags;
}
