/**
 * The ai-deadlines family (docs/importers.md, ai-deadlines): a checkout of any tracker of the
 * template, in either layout. The Hugging Face layout keeps a file per series under
 * src/data/conferences; the original one (paperswithcode/ai-deadlines and its forks:
 * sec-deadlines, python-deadlines, ...) keeps every edition in _data/conferences.yml (with past
 * editions in _data/archive.yml and _data/legacy.yml where a fork moves them) and the names of its
 * codes in _data/types.yml. Each file is read alone, its dialect recognised from its records; YAML
 * is read without date typing (the core schema), so that a date that does not exist refuses its
 * record, not the file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { object, readDataFile, readYamlFiles, refuseFile, text } from '../files.js';
import { type ImportContext, RecordNotes } from '../read-values.js';
import type { FormatResult, ImportedEvent, ImportNote, RecordSource } from '../record.js';
import { editionOf, type FileContext, LEFT_OUT } from './record-event.js';
import { recordsOfValue, templateRecord } from './dialects.js';
import { dialectOf, siteOf, titleOf, titleTopic, typeNames } from './fields.js';
import { joinRounds, type RoundRecord, withoutRound } from './round-records.js';
import { BrokenItem } from '../yaml.js';

const FORMAT = 'ai-deadlines';

/**
 * Where a tracker keeps its editions, in the order looked for; the first present is read: a folder
 * of files (the Hugging Face layout; hci-deadlines' conf-database; mlsys-deadlines), or files (the
 * template's _data, with the past editions python-deadlines moves to archive.yml and legacy.yml;
 * mir-ai-deadlines' data/conferences.yml; a venues file).
 */
const LAYOUTS: readonly ({ folder: string } | { files: readonly string[] })[] = [
  { folder: 'src/data/conferences' },
  { files: ['_data/conferences.yml', '_data/archive.yml', '_data/legacy.yml'] },
  { folder: 'conferences' },
  { folder: 'src/conferences' },
  { files: ['data/conferences.yml', 'data/conferences.yaml', 'src/data/venues.yaml'] },
];

/** The address of a file on GitHub, when the checkout's git configuration names its origin there. */
function repositoryUrl(root: string): string | null {
  try {
    const config = readFileSync(join(root, '.git', 'config'), 'utf8');
    const origin = /\[remote "origin"\][^[]*?url\s*=\s*(\S+)/.exec(config)?.[1];
    const repo = origin && /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(origin)?.[1];
    return repo ? `https://github.com/${repo}/blob/HEAD` : null;
  } catch {
    return null;
  }
}

const isFolder = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();

/** The files to read, of the first layout the checkout has, and whether they are a folder's. */
function filesOf(root: string, notes: ImportNote[]): { rel: string; value: unknown; folder: boolean }[] {
  for (const layout of LAYOUTS) {
    if ('folder' in layout) {
      if (!isFolder(join(root, layout.folder))) continue;
      return readYamlFiles(join(root, layout.folder), notes, FORMAT, () => true).map(({ rel, value }) => ({
        rel: `${layout.folder}/${rel}`,
        value,
        folder: true,
      }));
    }
    const present = layout.files.filter((rel) => existsSync(join(root, rel)));
    if (present.length === 0) continue;
    return present.flatMap((rel) => {
      const read = readDataFile(join(root, rel), rel, notes, FORMAT);
      return read === null ? [] : [{ rel, value: read.value, folder: false }];
    });
  }
  throw new Error(
    `${root}: none of src/data/conferences, _data/conferences.yml, conferences/, src/conferences/, data/conferences.yml (is this a checkout of a tracker of the ai-deadlines family?)`,
  );
}

/** The names of the codes of `sub` and `tags`, from _data/types.yml and _data/filters.yml when the checkout has them. */
function typesOf(root: string, notes: ImportNote[]): Map<string, string> {
  const values = ['types.yml', 'filters.yml'].map((name) => {
    const path = join(root, '_data', name);
    return existsSync(path) ? readDataFile(path, `_data/${name}`, notes, FORMAT)?.value : undefined;
  });
  return typeNames(...values);
}

/** The checkout's `_config.yml`: the topic its title names (fields.ts, titleTopic), or null, and its site (siteOf). */
function configOf(root: string, notes: ImportNote[]): { topic: string | null; site: string | undefined } {
  const path = join(root, '_config.yml');
  const config = existsSync(path) ? readDataFile(path, '_config.yml', notes, FORMAT)?.value : undefined;
  return { topic: titleTopic(config), site: siteOf(config) };
}

/** A record's key in its file: its id, else its title and year, else its place in the file. */
function keyOf(conf: Record<string, unknown>, index: number): string {
  const id = text(conf.id);
  if (id !== null) return id;
  const title = titleOf(conf);
  return title === null ? String(index + 1) : [title, text(conf.year)].filter((part) => part !== null).join(' ');
}

/** Reads a checkout of a tracker of the ai-deadlines family. */
export function readAiDeadlines(root: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const events: ImportedEvent[] = [];
  const types = typesOf(root, notes);
  const { topic, site } = configOf(root, notes);
  const url = repositoryUrl(root);
  const rounds: RoundRecord[] = [];
  let records = 0;
  let leftOut = 0;
  for (const { rel, value, folder } of filesOf(root, notes)) {
    const items = recordsOfValue(value) ?? [];
    const list = items.filter((item) => !(item instanceof BrokenItem)).map((item) => templateRecord(object(item)));
    // A file whose every item is broken has no dialect to find: each item is refused below.
    const dialect = list.length === 0 ? 'original' : dialectOf(list, folder);
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (dialect === null || recordsOfValue(value) === null) {
      refuseFile(notes, FORMAT, rel, 'not a list of editions of the ai-deadlines family (title and year)');
      continue;
    }
    const file: FileContext = {
      dialect,
      types,
      topic,
      context,
      source: (key: string): RecordSource => ({
        name: FORMAT,
        recordId: `${rel}#${key}`,
        url: url && `${url}/${rel.split('/').map(encodeURIComponent).join('/')}`,
      }),
    };
    items.forEach((item, index) => {
      records++;
      if (item instanceof BrokenItem) {
        new RecordNotes(notes, FORMAT, `${rel}#${index + 1}`).add('record_refused', null, item.reason);
        return;
      }
      // The key of a round's record keeps its round ("EICS PACM (Round 2) 2024"): one key a record.
      const key = keyOf(templateRecord(object(item)), index);
      const round = withoutRound(object(item));
      const conf = templateRecord(round?.conf ?? object(item));
      const recordNotes = new RecordNotes(notes, FORMAT, `${rel}#${key}`);
      const event = editionOf(conf, key, file, recordNotes);
      if (event === LEFT_OUT) leftOut++;
      else if (event) events.push(event);
      if (event && event !== LEFT_OUT && round) rounds.push({ event, round: round.round, notes: recordNotes });
    });
  }
  const joined = joinRounds(events, rounds);
  return {
    format: FORMAT,
    path: root,
    records,
    leftOut,
    joined: events.length - joined.length,
    events: joined,
    rates: [],
    notes,
    ...(site === undefined ? {} : { site }),
  };
}
