/** GET /api/gpt/topics (listTopics). */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context.js';
import { serializerSchema, topicsResponse, type TopicsResponse } from '../schemas.js';
import { topicList } from '../views/catalog.js';
import { errorResponses } from './shared.js';

export const TOPICS_PATH = '/api/gpt/topics';

const schema = { response: { 200: serializerSchema(topicsResponse), ...errorResponses } };

export function registerTopicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(TOPICS_PATH, { schema }, async (): Promise<TopicsResponse> => {
    const topics = topicList(ctx.store());
    return { success: true, total: topics.length, topics };
  });
}
