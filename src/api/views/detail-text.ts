/**
 * The text content of the tool results that answer about one event or about the directory
 * (docs/api.md, "MCP", Results): getConference's event as lines a model reads at once, the lists of
 * topics and countries, the statistics and a feed's links, for the hosts that forward only the
 * text (structuredContent holds the same answers as JSON). Within the text's share of the cap.
 */
import type { ConferenceResponse, CountriesResponse, StatsResponse, TopicsResponse } from '../schemas/index.js';
import { answerCap } from './answer-caps.js';
import { eventLines } from './event-words.js';
import { count, fitLines } from './text-lines.js';

const DESCRIPTION_MAX = 1_000;

const textCap = () => answerCap('mcp').text;

/** One event with all its details, as getConference answers it (event-words.ts), fitted to the text's cap. */
export function detailText({ conference, cut = [] }: ConferenceResponse): string {
  const { head, deadlines, tracks, tail } = eventLines(conference, cut, DESCRIPTION_MAX);
  return fitLines(
    head,
    [...deadlines, ...tracks],
    tail,
    textCap(),
    (left) => `${moreDeadlines(left, tracks.length)}, in structuredContent.`,
  );
}

/**
 * "… and 3 more deadlines and 2 tracks": what a fitted text left out of an event's deadlines and
 * tracks (`left` lines, the last `tracks` of them tracks).
 */
export function moreDeadlines(left: number, tracks: number): string {
  const trackCount = Math.min(left, tracks);
  const own = left - trackCount;
  const parts = [
    ...(own > 0 ? [`${own} more deadline${own === 1 ? '' : 's'}`] : []),
    ...(trackCount > 0 ? [`${trackCount} more track${trackCount === 1 ? '' : 's'} with their deadlines`] : []),
  ];
  return `… and ${parts.join(' and ')}`;
}

/** The topics with their largest sub-topics. */
export function topicsText(answer: TopicsResponse): string {
  const lines = answer.topics.map((topic) => {
    const subtopics = topic.subtopics.map((subtopic) => `${subtopic.name} ${count(subtopic.count)}`).join(', ');
    const more = topic.more_subtopics > 0 ? `, and ${topic.more_subtopics} more (listTopics with topic)` : '';
    return `${topic.name} (${topic.slug}): ${count(topic.count)} events. Sub-topics: ${subtopics || 'none'}${more}.`;
  });
  const rest = (left: number) => `… and ${left} more topics, in structuredContent.`;
  const cut = (answer.cut ?? []).map((note) => `Cut: ${note.message}`);
  return fitLines([`${answer.total} topics, most events first:`], lines, cut, textCap(), rest);
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
