/**
 * The fields of the ai-deadlines family as its forks spell them (docs/importers.md, ai-deadlines):
 * key aliases, the dialect of a file, and the topic tables of `_data/types.yml`.
 */
import { topicLabel } from '../topics.js';
import { array, object, text } from '../files.js';

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

/** `_data/types.yml`: each code (`sub` or `tag`) and its name ("ML": "Machine Learning"). */
export function typeNames(value: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of array(value)) {
    const fields = object(entry);
    const [code, name] = [field(fields, 'sub', 'tag'), text(fields.name)];
    if (code !== null && name !== null) names.set(code.toUpperCase(), name);
  }
  return names;
}

/** Tags that say the kind of event or its rank, not its topic. */
const NOT_TOPICS = new Set(['CONF', 'SHOP', 'JRN', 'OTHERS', 'TOP4', 'ASTAR', 'COREAS', 'CORE-A', 'CORE-B', 'CORE-C']);

/** The codes of `sub` (one, a comma text or a list) and `tags`, once each. */
function codesOf(conf: Record<string, unknown>): string[] {
  const listed = [conf.sub, conf.tags].flatMap((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => (text(one) ?? '').split(',')),
  );
  return [...new Set(listed.map((code) => code.trim()).filter((code) => code !== ''))];
}

/** The sub-topics a record names: each code's name in types.yml, else the tag as a name ("machine-learning"), a code in capitals as written. */
export function subTopicsOf(conf: Record<string, unknown>, types: ReadonlyMap<string, string>): string[] {
  const names = codesOf(conf)
    .filter((code) => !NOT_TOPICS.has(code.toUpperCase()))
    .map((code) => types.get(code.toUpperCase()) ?? (/^[A-Z0-9&]{1,6}$/.test(code) ? code : topicLabel(code)));
  return [...new Set(names)];
}

/** The type a record's tags or `type` give: a workshop, else a conference (one whose papers a journal publishes too). */
export function kindOf(conf: Record<string, unknown>): 'conference' | 'workshop' {
  const codes = codesOf(conf).map((code) => code.toUpperCase());
  if (codes.includes('SHOP') || text(conf.type)?.toLowerCase() === 'workshop') return 'workshop';
  return 'conference';
}
