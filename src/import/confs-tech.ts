/**
 * The confs.tech format (docs/importers.md, confs-tech): a checkout of
 * tech-conferences/conference-data, whose conferences/<year>/<topic>.json list events (name, url,
 * startDate, endDate, city, country, online, cfpUrl, cfpEndDate). An event is listed once per topic
 * file it belongs to; the merge makes those relistings one event with every topic.
 */
import { typeOfName } from '../source/workshop-names.js';
import { join } from 'node:path';
import { parseIsoDate } from '../util/dates.js';
import { type ImportContext, type Place, placeOfParts, RecordNotes, unknownPlace, websiteOf } from './read-values.js';
import type { FormatResult, ImportedEvent, ImportNote } from './record.js';
import { topicLabel } from './topics.js';
import { array, object, readYamlFiles, text } from './files.js';

const FORMAT = 'confs.tech';
const REPOSITORY_URL = 'https://github.com/tech-conferences/conference-data/blob/main/conferences';
const TOPIC = 'Software Development';
/** The topic file of conferences on no one stack: its events get no sub-topic from it. */
const GENERAL = 'general';

/** The place of an event: online with no city and country, else its city and country; a city alone, not online, is a place unknown. */
function placeOf(fields: Record<string, unknown>, context: ImportContext, notes: RecordNotes): Place | null {
  const [city, country] = [text(fields.city), text(fields.country)];
  if (country === null && city === null && fields.online === true) {
    return { online: true, city: null, region: null, country: null, venue: null };
  }
  if (country === null) return unknownPlace(city, false, notes);
  return placeOfParts(city, country, context, notes);
}

function event(fields: Record<string, unknown>, rel: string, context: ImportContext, notes: RecordNotes) {
  const [name, start, end] = [text(fields.name), text(fields.startDate), text(fields.endDate)];
  const stack = rel.split('/')[1]!.replace(/\.json$/i, '');
  if (name === null || start === null || parseIsoDate(start) === null || (end !== null && parseIsoDate(end) === null)) {
    notes.add('record_refused', start, 'an event without a name or a real start date');
    return null;
  }
  const place = placeOf(fields, context, notes);
  if (!place) return null;
  const cfpEnd = text(fields.cfpEndDate);
  const source = { name: FORMAT, recordId: notes.recordId, url: `${REPOSITORY_URL}/${rel}` };
  const imported: ImportedEvent = {
    source,
    sources: [source],
    name,
    acronym: null,
    series: null,
    year: Number(start.slice(0, 4)),
    type: typeOfName(name),
    topics: [TOPIC],
    subTopics: stack === GENERAL ? [] : [topicLabel(stack)],
    start,
    end: end ?? start,
    precision: 'day',
    city: place.city,
    region: place.region,
    country: place.country,
    venue: null,
    // "online" beside a city and country is an event held in both ways.
    format: place.online ? 'online' : fields.online === true ? 'hybrid' : null,
    website: websiteOf(text(fields.url), notes),
    coreRank: null,
    ccfRank: null,
    ranks: [],
    // The call for papers closes at the end of cfpEndDate; the format names no zone, so AoE.
    deadlines:
      cfpEnd !== null && parseIsoDate(cfpEnd) !== null ? [{ kind: 'paper', round: 1, due: cfpEnd, zone: 'AoE' }] : [],
    aliases: [],
  };
  return imported;
}

/** Reads a checkout of conference-data. */
export function readConfsTech(root: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const events: ImportedEvent[] = [];
  let records = 0;
  const files = readYamlFiles(join(root, 'conferences'), notes, FORMAT, (rel) => /^\d{4}\/[^/]+\.json$/i.test(rel));
  for (const { rel, value } of files) {
    for (const entry of array(value)) {
      records++;
      const fields = object(entry);
      const recordId = `${rel.replace(/\.json$/i, '')}#${text(fields.name) ?? records}`;
      const imported = event(fields, rel, context, new RecordNotes(notes, FORMAT, recordId));
      if (imported) events.push(imported);
    }
  }
  return { format: FORMAT, path: root, records, events, rates: [], notes };
}
