/**
 * One event in words, written once for every text answer about one event (docs/api.md, "MCP",
 * Results, and the connector's `fetch`): its name and ids, type, format and topics, dates, place,
 * call for papers, every deadline (deadline-words.ts), each track with its own deadlines, every
 * rank of every system, acceptance rate, organizer, links, description, other editions, sources
 * (each once) and what the answer cut. The MCP text fits these lines to its cap; so does `fetch`.
 */
import type { ConferenceDetail, ConferenceResponse } from '../schemas/index.js';
import { deadlineWords } from './deadline-words.js';
import { clipped } from './text-lines.js';

type Cut = NonNullable<ConferenceResponse['cut']>;

const EDITIONS_NAMED = 10;

/**
 * "Messe, Berlin, Germany": the parts of a place that are known, in order, each said once
 * ("Singapore", not "Singapore, Singapore"; "Berlin, Germany" for the region Berlin); "" when none is.
 */
export function locationWords(...parts: readonly (string | null | undefined)[]): string {
  const said: string[] = [];
  for (const part of parts) {
    if (part && !said.some((other) => other.toLowerCase() === part.toLowerCase())) said.push(part);
  }
  return said.join(', ');
}

/** "Messe, Berlin, Germany (Europe)", "online", or "not known yet" ("Online", "Not known yet" to start a line). */
export function placeWords(
  { location, format, continent }: Pick<ConferenceDetail, 'location' | 'format' | 'continent'>,
  startsLine = false,
): string {
  const known = locationWords(location.venue, location.city, location.country);
  if (known !== '') return `${known}${continent ? ` (${continent})` : ''}`;
  const words = format === 'online' ? 'online' : 'not known yet';
  return startsLine ? `${words[0]!.toUpperCase()}${words.slice(1)}` : words;
}

/** "Topic: Medicine" or "Topics: Medicine, Psychiatry": every topic, then every sub-topic. */
export function topicWords({ topics, sub_topics: subtopics }: Pick<ConferenceDetail, 'topics' | 'sub_topics'>): string {
  const all = [...topics, ...subtopics];
  return `${all.length === 1 ? 'Topic' : 'Topics'}: ${all.join(', ')}`;
}

/** "CORE 2023 A*", "CCF B": every rank of every system (the CORE and CCF columns when the event lists none). */
export function rankWords(event: ConferenceDetail): string[] {
  if (event.ranks !== undefined && event.ranks.length > 0) {
    return event.ranks.map((rank) => `${rank.system}${rank.edition ? ` ${rank.edition}` : ''} ${rank.value}`);
  }
  const { core, ccf } = event.rank;
  return [...(core ? [`CORE ${core}`] : []), ...(ccf ? [`CCF ${ccf}`] : [])];
}

/** "23.4%": an acceptance rate to a tenth of a percent. */
export const rateWords = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

type Edition = ConferenceDetail['editions'][number];

/** "International Conference on Software Engineering 2026": an edition's name with its year, unless the name holds it. */
export function editionName({ name, year }: Pick<Edition, 'name' | 'year'>): string {
  return year !== null && !name.includes(String(year)) ? `${name} ${year}` : name;
}

/**
 * The other editions, the first few by year, dates, id and acceptance rate, and by name where it is
 * not the event's own: the year tells a reader of the text alone which edition each is, and the
 * series' name written ten times over told nothing.
 */
function editionWords({ editions, name }: ConferenceDetail): string[] {
  if (editions.length === 0) return [];
  const named = editions.slice(0, EDITIONS_NAMED).map((edition) => {
    const { start, end } = edition.dates;
    const when = start ? `, ${start === end ? start : `${start} to ${end}`}` : '';
    const rate = edition.acceptance_rate === null ? '' : `, acceptance rate ${rateWords(edition.acceptance_rate)}`;
    const called = edition.name === name && edition.year !== null ? String(edition.year) : editionName(edition);
    return `${called} (id ${edition.id}${when}${rate})`;
  });
  const more = editions.length > EDITIONS_NAMED ? `; ${editions.length - EDITIONS_NAMED} more` : '';
  return [`Other editions: ${named.join('; ')}${more}.`];
}

/**
 * "Source: ccf-deadlines, https://…", "Source: ai-deadlines (6 records)": each source once, with
 * its links and how many of its records the event merges (several trackers share one format).
 */
function sourceWords({ sources }: ConferenceDetail): string[] {
  const byName = new Map<string, { records: number; urls: string[] }>();
  for (const { name, url } of sources) {
    const seen = byName.get(name) ?? { records: 0, urls: [] };
    seen.records++;
    if (url && !seen.urls.includes(url)) seen.urls.push(url);
    byName.set(name, seen);
  }
  return [...byName].map(
    ([name, { records, urls }]) =>
      `Source: ${name}${records > 1 ? ` (${records} records)` : ''}${urls.map((url) => `, ${url}`).join('')}`,
  );
}

/** An event's lines: the head, one per deadline, each track's, and the tail (which a fitted text keeps whole). */
export interface EventLines {
  head: string[];
  deadlines: string[];
  /** Each track's lines: its name, then one per deadline of its own (a fitted text keeps or leaves a track whole). */
  tracks: string[][];
  tail: string[];
}

/** "Posters track", "Industry Track": a track named as one. */
const trackName = (name: string): string => (/\btrack$/i.test(name) ? name : `${name} track`);

/** A track's lines: "Posters track:" and a line per deadline, or "Industry Track: no deadline known." */
function trackLines({ name, deadlines }: NonNullable<ConferenceDetail['tracks']>[number]): string[] {
  if (deadlines.length === 0) return [`${trackName(name)}: no deadline known.`];
  return [
    `${trackName(name)}:`,
    ...deadlines.map((deadline) => `- ${deadlineWords({ ...deadline, estimated: false }, { utc: true })}`),
  ];
}

/** "Deadlines:", "No deadline known.": what the call for papers line ends with. */
function deadlinesSaid({ deadlines, tracks = [] }: ConferenceDetail): string {
  if (deadlines.length > 0) return ' Deadlines:';
  return tracks.some((track) => track.deadlines.length > 0) ? ' Deadlines of its tracks:' : ' No deadline known.';
}

/** The event in lines; the description to its first `descriptionMax` characters when given. */
export function eventLines(event: ConferenceDetail, cut: Cut = [], descriptionMax?: number): EventLines {
  const ids = [
    `id ${event.id}`,
    ...(event.acronym ? [event.acronym] : []),
    ...(event.series ? [`series ${event.series}`] : []),
  ];
  const ranks = rankWords(event);
  const description =
    event.description &&
    (descriptionMax === undefined ? event.description : clipped(event.description, descriptionMax));
  return {
    head: [
      event.name,
      `${event.type}, ${event.format} (${ids.join(', ')}). ${topicWords(event)}.`,
      `Dates: ${event.dates.formatted}${event.dates.start ? ` (${event.dates.start} to ${event.dates.end})` : ''}.`,
      `Place: ${placeWords(event)}.`,
      `Call for papers: ${event.cfp_status.replace('_', ' ')}.${deadlinesSaid(event)}`,
    ],
    deadlines: event.deadlines.map((deadline) => `- ${deadlineWords(deadline, { utc: true })}`),
    tracks: (event.tracks ?? []).map(trackLines),
    tail: [
      ...(ranks.length > 0 ? [`Ranks: ${ranks.join(', ')}.`] : []),
      ...(event.acceptance_rate === null ? [] : [`Acceptance rate: ${rateWords(event.acceptance_rate)}.`]),
      ...(event.organizer ? [`Organizer: ${event.organizer}.`] : []),
      ...(event.website ? [`Website: ${event.website}`] : []),
      ...(event.contact_email ? [`Contact: ${event.contact_email}`] : []),
      ...(description ? [`Description: ${description}`] : []),
      ...editionWords(event),
      ...sourceWords(event),
      ...cut.map((note) => `Cut: ${note.message}`),
    ],
  };
}
