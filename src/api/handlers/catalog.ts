/** The handlers of listTopics, listCountries and getStatistics. */
import { listCountries as countriesOf, listTopics as topicsOf, statistics } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import {
  type CountriesQuery,
  type CountriesResponse,
  type StatsResponse,
  TOPIC_SUBTOPICS_LISTED,
  type TopicsQuery,
  type TopicsResponse,
} from '../schemas/index.js';

/**
 * Every topic with its largest sub-topics and how many more it has (an answer that stays small on
 * any data), or one topic (`topic`) with all of its sub-topics.
 */
export function listTopics({ query }: OperationInput<TopicsQuery>, { index }: HandlerContext): TopicsResponse {
  const topics = topicsOf(index, query.topic);
  const shown = query.topic === undefined ? TOPIC_SUBTOPICS_LISTED : Number.POSITIVE_INFINITY;
  return {
    success: true,
    total: topics.length,
    topics: topics.map(({ subtopics, ...topic }) => ({
      ...topic,
      subtopics: subtopics.slice(0, shown),
      more_subtopics: Math.max(0, subtopics.length - shown),
    })),
  };
}

export function listCountries({ query }: OperationInput<CountriesQuery>, { index }: HandlerContext): CountriesResponse {
  const countries = countriesOf(index, query.continent);
  return { success: true, total: countries.length, countries: [...countries] };
}

export function getStatistics(_input: OperationInput, { index, today }: HandlerContext): StatsResponse {
  const stats = statistics(index, today);
  return {
    success: true,
    statistics: {
      total_conferences: stats.events,
      total_countries: stats.countries,
      total_topics: stats.topics,
      upcoming_this_month: stats.upcomingThisMonth,
      date_range: {
        earliest: stats.span ? formatIsoDate(stats.span.earliest) : null,
        latest: stats.span ? formatIsoDate(stats.span.latest) : null,
      },
    },
    continents: [...stats.continents],
  };
}
