/** GET /api/gpt/countries (listCountries). */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context.js';
import { parseQuery } from '../query.js';
import { countriesQuery, countriesResponse, serializerSchema, type CountriesResponse } from '../schemas.js';
import { countryList } from '../views/catalog.js';
import { errorResponses } from './shared.js';

export const COUNTRIES_PATH = '/api/gpt/countries';

const schema = { response: { 200: serializerSchema(countriesResponse), ...errorResponses } };
const PARAMETERS = Object.keys(countriesQuery.shape);

export function registerCountryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(COUNTRIES_PATH, { schema }, async (request): Promise<CountriesResponse> => {
    const { continent } = parseQuery(countriesQuery, PARAMETERS, request.query);
    const countries = countryList(ctx.store(), continent);
    return { success: true, total: countries.length, countries };
  });
}
