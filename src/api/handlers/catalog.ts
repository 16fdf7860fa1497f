/** The handlers of listTopics, listCountries and getStatistics. */
import { listCountries as countriesOf, listTopics as topicsOf, statistics } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import type { CountriesQuery, CountriesResponse, StatsResponse, TopicsResponse } from '../schemas/index.js';

export function listTopics(_input: OperationInput, { index }: HandlerContext): TopicsResponse {
  const topics = topicsOf(index);
  return { success: true, total: topics.length, topics: [...topics] };
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
