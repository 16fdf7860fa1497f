/** GET /api/gpt/stats (getStatistics). */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context.js';
import { serializerSchema, statsResponse, type StatsResponse } from '../schemas.js';
import { statistics } from '../views/catalog.js';
import { errorResponses } from './shared.js';

export const STATS_PATH = '/api/gpt/stats';

const schema = { response: { 200: serializerSchema(statsResponse), ...errorResponses } };

export function registerStatsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(STATS_PATH, { schema }, async (): Promise<StatsResponse> => {
    return { success: true, ...statistics(ctx.store(), ctx.today()) };
  });
}
