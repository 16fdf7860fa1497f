/**
 * The ccf-deadlines format (docs/importers.md, ccf-deadlines): a checkout of ccfddl/ccf-deadlines,
 * whose conference/<category>/<name>.yml list series (title, description, sub, rank, dblp) and their
 * editions (confs: year, id, link, timeline, timezone, date, place), and whose
 * accept_rates/<category>/<name>.yml list acceptance rates by series title and year.
 */
import { typeOfName } from '../source/workshop-names.js';
import { join } from 'node:path';
import { INTERDISCIPLINARY } from '../reference/fields.js';
import { readKindWord } from '../source/deadline-kinds.js';
import { labelTrack } from '../source/deadline-labels.js';
import {
  datesOfText,
  dueOf,
  type ImportContext,
  isTbd,
  placeOfText,
  RecordNotes,
  zoneOf,
  formatOf,
  websiteOf,
} from './read-values.js';
import { readRankSystem, readRankValue } from '../source/ranks.js';
import type {
  FormatResult,
  ImportedDeadline,
  ImportedEvent,
  ImportedRank,
  ImportedRate,
  ImportNote,
} from './record.js';
import { array, number, object, readYamlFiles, text } from './files.js';
import { countsOf } from './rate-counts.js';
import { BrokenItem } from './yaml.js';
import { fieldsNamed } from './field-words.js';

const FORMAT = 'ccf-deadlines';
const REPOSITORY_URL = 'https://github.com/ccfddl/ccf-deadlines/blob/main';

/**
 * The fields of each CCF category (conference/types.yml, sub; docs/importers.md, ccf-deadlines),
 * named as the other importers and the trackers name them, the category's first field first. A
 * category names several ("Software Engineering/Operating System/Programming Language Design"; DS's
 * parallel and distributed computing and storage systems, CG's multimedia and HI's pervasive
 * computing are in its Chinese name), and holds finer fields of them (DS's design automation, CG's
 * visualization, reality, speech and signal processing, AI's machine learning, vision and language).
 * A category not listed here is its name_en in types.yml.
 */
export const CATEGORY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  DS: [
    'Computer Architecture',
    'Parallel and Distributed Computing',
    'High-Performance Computing',
    'Storage',
    'Electronic Design Automation',
  ],
  NW: ['Computer Networks', 'Internet of Things'],
  SC: ['Cybersecurity', 'Cryptography', 'Privacy'],
  SE: ['Software Engineering', 'Operating Systems', 'Programming Languages', 'Formal Verification'],
  DB: ['Databases', 'Data Mining', 'Information Retrieval'],
  CT: ['Theory of Computation'],
  CG: [
    'Computer Graphics',
    'Multimedia',
    'Visualization',
    'Augmented, Virtual and Mixed Reality',
    'Computer Vision',
    'Speech Processing',
    'Signal Processing',
  ],
  AI: [
    'Artificial Intelligence',
    'Machine Learning',
    'Computer Vision',
    'Natural Language Processing',
    'Robotics',
    'Knowledge Representation',
    'Automated Planning',
  ],
  HI: ['Human-Computer Interaction', 'Ubiquitous Computing', 'Computer-Supported Cooperative Work'],
  MX: [INTERDISCIPLINARY],
};
const TOPIC = 'Computer Science';

/** The ranks of a series' rank: CCF A to C and CORE A* to C; N (not ranked) is none. */
function rank(value: unknown): string | null {
  const written = text(value);
  return written === null || written.toUpperCase() === 'N' ? null : written;
}

/**
 * Every rank of a series' rank object, by its keys: `ccf`, `core`, `thcpl`, or a key that names an
 * edition (`ccf2022`, `icore2026`); a value outside the system's scale (N: not ranked) is none.
 */
function ranksOf(rankOf: Record<string, unknown>): ImportedRank[] {
  const ranks: ImportedRank[] = [];
  for (const [key, written] of Object.entries(rankOf)) {
    const named = readRankSystem(key);
    const value = named && text(written) !== null ? readRankValue(named.system, text(written)!) : null;
    if (named === null || value === null) continue;
    ranks.push({ system: named.system, edition: named.edition?.toString() ?? null, value, sourceUrl: null });
  }
  return ranks;
}

/**
 * The deadlines of an edition's timeline: entry n is round n; TBD and unreadable times are left out
 * (noted). An entry whose `comment` names a track ("Short Paper", "third round (only for
 * resubmissions after major revisions)": src/source/deadline-labels.ts) is that track's round, noted,
 * and opens no call for new papers.
 */
function timelineDeadlines(timeline: unknown[], zone: string, notes: RecordNotes) {
  const deadlines: ImportedDeadline[] = [];
  const tracks = new Map<string, ImportedDeadline[]>();
  timeline.forEach((entry, index) => {
    const comment = text(object(entry).comment);
    for (const [key, value] of Object.entries(object(entry))) {
      if (key === 'comment') continue;
      const kind = readKindWord(key);
      const written = text(value);
      const due = dueOf(written);
      const track = comment === null || kind === null ? null : labelTrack(comment, kind, [], false);
      if (kind === null) notes.add('deadline_skipped', key, `"${key}" is no kind of deadline`);
      else if (due === null)
        notes.add(
          isTbd(written) ? 'deadline_tbd' : 'deadline_skipped',
          written,
          `${kind} round ${index + 1} has no due time yet`,
        );
      else if (track === null) deadlines.push({ kind, round: index + 1, due, zone });
      else {
        notes.add('deadline_track', comment, `a round of ${track}, not a call for new papers`);
        const list = tracks.get(track) ?? [];
        list.push({ kind, round: list.filter((one) => one.kind === kind).length + 1, due, zone });
        tracks.set(track, list);
      }
    }
  });
  return { deadlines, tracks: [...tracks].map(([name, list]) => ({ name, deadlines: list })) };
}

interface Series {
  title: string;
  description: string;
  /** The fields of the series: those of its category its name names (seriesFields). */
  subTopics: string[];
  ccfRank: string | null;
  coreRank: string | null;
  /** Every rank of the series, of each system (CCF, CORE, THCPL, with an edition when the key names one). */
  ranks: ImportedRank[];
  dblp: string | null;
}

/** One edition (an entry of confs) as an event; null (noted) when it cannot be one. */
function edition(
  conf: Record<string, unknown>,
  series: Series,
  url: string,
  context: ImportContext,
  notes: RecordNotes,
) {
  const year = number(conf.year) ?? undefined;
  const zone = zoneOf(text(conf.timezone), notes);
  if (zone === null) {
    notes.add('record_refused', text(conf.timezone), 'a time zone that cannot be read');
    return null;
  }
  const dates = datesOfText(text(conf.date), year, notes);
  const place = dates && placeOfText(text(conf.place) ?? '', context, notes);
  if (!dates || !place) return null;
  const source = { name: FORMAT, recordId: notes.recordId, url };
  const event: ImportedEvent = {
    source,
    sources: [source],
    name: series.description,
    acronym: year === undefined ? series.title : `${series.title} ${year}`,
    series: series.title,
    year: year ?? null,
    type: typeOfName(series.description),
    topics: [TOPIC],
    subTopics: [...series.subTopics],
    ...dates,
    city: place.city,
    region: place.region,
    country: place.country,
    venue: place.venue,
    format: formatOf(place),
    website: websiteOf(text(conf.link), notes),
    coreRank: series.coreRank,
    ccfRank: series.ccfRank,
    ...timelineDeadlines(array(conf.timeline), zone, notes),
    aliases: series.dblp ? [{ alias: series.dblp, kind: 'dblp' }] : [],
    ranks: series.ranks.map((r) => ({ ...r })),
  };
  return event;
}

/**
 * The fields of a series of category `sub`: those of the category its title and description name
 * ("USENIX Symposium on Operating Systems Design and Implementation", filed under SE, is Operating
 * Systems); when they name none of the category's but another field, that field (CGO, "Code
 * Generation and Optimization", filed under DS, is Programming Languages; CVPR, under AI, Computer
 * Vision); else the category's first field.
 */
function seriesFields(sub: string, names: ReadonlyMap<string, string>, title: string, description: string): string[] {
  const fields = CATEGORY_FIELDS[sub] ?? (names.has(sub) ? [names.get(sub)!] : []);
  const named = fieldsNamed(title, description);
  const own = named.filter((name) => fields.includes(name));
  if (own.length > 0) return own;
  return named.length > 0 ? named : fields.slice(0, 1);
}

/** The sub-topic names of the categories of conference/types.yml. */
function categoryNames(root: string, notes: ImportNote[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { value } of readYamlFiles(join(root, 'conference'), notes, FORMAT, (rel) => rel === 'types.yml')) {
    for (const entry of array(value)) {
      const { sub, name_en: english } = object(entry);
      if (text(sub) && text(english)) names.set(text(sub)!, text(english)!);
    }
  }
  return names;
}

function readConferences(root: string, context: ImportContext, notes: ImportNote[]) {
  const categories = categoryNames(root, notes);
  const events: ImportedEvent[] = [];
  let records = 0;
  const files = readYamlFiles(join(root, 'conference'), notes, FORMAT, (rel) => rel !== 'types.yml');
  for (const { rel, value } of files) {
    for (const [index, entry] of array(value).entries()) {
      if (entry instanceof BrokenItem) {
        records++;
        new RecordNotes(notes, FORMAT, `${rel}#${index + 1}`).add('record_refused', null, entry.reason);
        continue;
      }
      const fields = object(entry);
      const title = text(fields.title);
      const rankOf = object(fields.rank);
      const sub = text(fields.sub);
      const series: Series = {
        title: title ?? '',
        description: text(fields.description) ?? title ?? '',
        subTopics: sub === null ? [] : seriesFields(sub, categories, title ?? '', text(fields.description) ?? ''),
        ccfRank: rank(rankOf.ccf),
        coreRank: rank(rankOf.core),
        ranks: ranksOf(rankOf),
        dblp: text(fields.dblp),
      };
      for (const conf of array(fields.confs)) {
        records++;
        const record = object(conf);
        const recordNotes = new RecordNotes(notes, FORMAT, text(record.id) ?? `${rel}#${records}`);
        if (title === null) {
          recordNotes.add('record_refused', null, 'a series without a title');
          continue;
        }
        const event = edition(record, series, `${REPOSITORY_URL}/conference/${rel}`, context, recordNotes);
        if (event) events.push(event);
      }
    }
  }
  return { events, records };
}

function readRates(root: string, notes: ImportNote[]): ImportedRate[] {
  const rates: ImportedRate[] = [];
  for (const { value } of readYamlFiles(join(root, 'accept_rates'), notes, FORMAT, () => true)) {
    for (const entry of array(value)) {
      const { title, accept_rates: list } = object(entry);
      if (text(title) === null) continue;
      for (const item of array(list)) {
        const fields = object(item);
        const year = number(fields.year);
        if (year === null) continue;
        const counts = countsOf(fields, { source: FORMAT, recordId: `${text(title)} ${year}` }, notes);
        rates.push({
          series: text(title)!,
          year,
          ...counts,
          rate: number(fields.rate),
          source: text(fields.source),
        });
      }
    }
  }
  return rates;
}

/** Reads a checkout of ccf-deadlines. */
export function readCcfDeadlines(root: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const { events, records } = readConferences(root, context, notes);
  return { format: FORMAT, path: root, records, events, rates: readRates(root, notes), notes };
}
