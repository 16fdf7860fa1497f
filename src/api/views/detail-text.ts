/**
 * The text content of the tool results that answer about one event or about the directory
 * (docs/api.md, "MCP", Results): getConference's event as lines a model reads at once, the lists of
 * topics and countries, the statistics and a feed's links, for the hosts that forward only the
 * text (structuredContent holds the same answers as JSON). Within the text's share of the cap.
 */
import type {
  ConferenceDetail,
  ConferenceResponse,
  CountriesResponse,
  StatsResponse,
  TopicsResponse,
} from '../schemas/index.js';
import { answerCap } from './answer-caps.js';
import { deadlineWords } from './deadline-words.js';
import { clipped, count, fitLines } from './text-lines.js';

const DESCRIPTION_MAX = 1_000;
const EDITIONS_NAMED = 10;

const textCap = () => answerCap('mcp').text;

/** "- paper deadline (round 2): 2027-02-01 23:59 AoE = 2027-02-02 11:59 UTC = 2027-02-02 12:59 UTC+01:00". */
const deadlineLine = (deadline: ConferenceDetail['deadlines'][number]): string =>
  `- ${deadlineWords(deadline, { utc: true })}`;

/** One event with all its details, as getConference answers it. */
export function detailText({ conference: event, cut = [] }: ConferenceResponse): string {
  const place = [event.location.venue, event.location.city, event.location.country].filter((part) => part !== '');
  const ranks = (event.ranks ?? []).map(
    (rank) => `${rank.system}${rank.edition ? ` ${rank.edition}` : ''} ${rank.value}`,
  );
  const head = [
    `${event.name} (id ${event.id}${event.acronym ? `, ${event.acronym}` : ''}${event.series ? `, series ${event.series}` : ''})`,
    `${event.type}, ${event.format}. Topics: ${[...event.topics, ...event.sub_topics].join(', ')}.`,
    `Dates: ${event.dates.formatted}${event.dates.start ? ` (${event.dates.start} to ${event.dates.end})` : ''}.`,
    `Place: ${place.length > 0 ? place.join(', ') : 'online'}${event.continent ? ` (${event.continent})` : ''}.`,
    `Call for papers: ${event.cfp_status.replace('_', ' ')}.${event.deadlines.length > 0 ? ' Deadlines:' : ' No deadline known.'}`,
  ];
  const tail = [
    ...(ranks.length > 0 ? [`Ranks: ${ranks.join(', ')}.`] : []),
    ...(event.acceptance_rate === null ? [] : [`Acceptance rate: ${Math.round(event.acceptance_rate * 1000) / 10}%.`]),
    ...(event.organizer ? [`Organizer: ${event.organizer}.`] : []),
    ...(event.website ? [`Website: ${event.website}`] : []),
    ...(event.contact_email ? [`Contact: ${event.contact_email}`] : []),
    ...(event.description ? [`Description: ${clipped(event.description, DESCRIPTION_MAX)}`] : []),
    ...(event.editions.length > 0
      ? [
          `Other editions: ${event.editions
            .slice(0, EDITIONS_NAMED)
            .map((edition) => `${edition.name} (id ${edition.id})`)
            .join(
              '; ',
            )}${event.editions.length > EDITIONS_NAMED ? `; ${event.editions.length - EDITIONS_NAMED} more` : ''}.`,
        ]
      : []),
    ...event.sources.map((source) => `Source: ${source.name}${source.url ? `, ${source.url}` : ''}`),
    ...cut.map((note) => `Cut: ${note.message}`),
  ];
  const rest = (left: number) => `… and ${left} more deadlines, in structuredContent.`;
  return fitLines(head, event.deadlines.map(deadlineLine), tail, textCap(), rest);
}

/** The topics with their largest sub-topics. */
export function topicsText(answer: TopicsResponse): string {
  const lines = answer.topics.map((topic) => {
    const subtopics = topic.subtopics.map((subtopic) => `${subtopic.name} ${count(subtopic.count)}`).join(', ');
    const more = topic.more_subtopics > 0 ? `, and ${topic.more_subtopics} more (listTopics with topic)` : '';
    return `${topic.name} (${topic.slug}): ${count(topic.count)} events. Sub-topics: ${subtopics || 'none'}${more}.`;
  });
  const rest = (left: number) => `… and ${left} more topics, in structuredContent.`;
  return fitLines([`${answer.total} topics, most events first:`], lines, [], textCap(), rest);
}

/** The countries with their events. */
export function countriesText(answer: CountriesResponse): string {
  const lines = answer.countries.map(
    (country) => `${country.name} (${country.code}, ${country.continent}): ${count(country.count)}`,
  );
  const rest = (left: number) => `… and ${left} more countries, in structuredContent.`;
  return fitLines([`${answer.total} countries with events, most events first:`], lines, [], textCap(), rest);
}

/** The directory's totals. */
export function statsText({ statistics, continents }: StatsResponse): string {
  const range = statistics.date_range;
  return [
    `${count(statistics.total_conferences)} events in ${count(statistics.total_countries)} countries, on ${count(statistics.total_topics)} topics.`,
    `${count(statistics.upcoming_this_month)} start between today and the end of this month.`,
    `Dates from ${range.earliest ?? 'unknown'} to ${range.latest ?? 'unknown'}.`,
    `By continent: ${continents.map((continent) => `${continent.name} ${count(continent.count)}`).join(', ')}.`,
  ].join('\n');
}
