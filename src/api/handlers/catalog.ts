/** The handlers of listTopics, listCountries and getStatistics. */
import { listCountries as countriesOf, listTopics as topicsOf, statistics } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import { answerCap } from '../views/answer-caps.js';
import { fittedTopics } from './topic-fit.js';
import {
  type CountriesQuery,
  type CountriesResponse,
  type StatsResponse,
  TOPIC_SUBTOPICS_LISTED,
  type TopicsQuery,
  type TopicsResponse,
} from '../schemas/index.js';

/**
 * Every topic with its largest sub-topics and how many more it has, or one topic (`topic`) with all
 * of its sub-topics; within the answer's cap on any data (topic-fit.ts).
 */
export function listTopics(
  { query }: OperationInput<TopicsQuery>,
  { index, transport = 'http' }: HandlerContext,
): TopicsResponse {
  const topics = topicsOf(index, query.topic);
  const shown = query.topic === undefined ? TOPIC_SUBTOPICS_LISTED : Number.POSITIVE_INFINITY;
  return fittedTopics(topics, shown, answerCap(transport).json, transport);
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
