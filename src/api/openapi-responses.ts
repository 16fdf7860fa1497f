/**
 * The answers of the OpenAPI document's operations (openapi.ts): the 200 with its example (a
 * calendar feed's with its headers and a 304), and the error answers by status, each with an example worded by the error table. A
 * 400's example is what the operation's own input parser answers to the request it refuses (its
 * `refusal`), so that no operation shows a refusal it cannot give.
 */
import { ApiError, ERROR_TABLE, type ErrorBody, type ErrorCode } from './errors.js';
import { toApiError } from './read-errors.js';
import type { JsonObject } from './schemas/index.js';

/** An example answer of the error codes other than a 400's, worded by the error table. */
const ERROR_EXAMPLES: Partial<Record<ErrorCode, ApiError>> = {
  event_not_found: new ApiError('event_not_found', { id: 123 }),
  unauthorized: new ApiError('unauthorized'),
  rate_limited: new ApiError('rate_limited', { limit: 60, window: 'minute', retryAfter: 42 }),
  internal: new ApiError('internal'),
  feed_not_found: new ApiError('feed_not_found'),
  feed_budget_exceeded: new ApiError('feed_budget_exceeded', { retryAfter: 42 }),
};

export const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * The body of the 400 that `parse` (an input parser run on a refused request) throws, in HTTP's
 * words; throws when it throws none.
 */
export function refusalBody(parse: () => unknown, label: string): ErrorBody {
  try {
    parse();
  } catch (error) {
    const refused = toApiError(error);
    if (refused.status === 400) return refused.body();
  }
  throw new Error(`${label}: its refusal is not answered with a 400`);
}

/**
 * The error answers of `codes` by status; codes sharing a status share one entry (the first's). A
 * 400's example is `refused` (the operation's own refusal), every other status's the table's.
 */
export function errorResponses(
  codes: readonly ErrorCode[],
  refused: ErrorBody | undefined,
  out: Record<string, JsonObject> = {},
): Record<string, JsonObject> {
  for (const code of codes) {
    const row = ERROR_TABLE[code];
    const example = row.status === 400 ? refused : ERROR_EXAMPLES[code]?.body();
    if (row.status === 400 && example === undefined) throw new Error(`a 400 (${code}) without its refusal`);
    out[String(row.status)] ??= {
      description: `${row.error}.`,
      content: { 'application/json': { schema: ref('Error'), ...(example ? { example } : {}) } },
    };
  }
  return out;
}

const CALENDAR_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//conference-directory//feeds//EN',
  'NAME:Conferences in Germany',
  'X-WR-CALNAME:Conferences in Germany',
  'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
  'X-PUBLISHED-TTL:PT12H',
  'BEGIN:VEVENT',
  'UID:event-123@api.example.org',
  'DTSTART;VALUE=DATE:20270303',
  'DTEND;VALUE=DATE:20270306',
  'SUMMARY:International Conference on Machine Learning (ICML 2027)',
  'LOCATION:Messe Berlin\\, Berlin\\, Germany',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** A calendar feed's 200 and 304. */
export const calendarResponses = (
  description: string,
  media: { type: string; example: string } = { type: 'text/calendar', example: CALENDAR_EXAMPLE },
): Record<string, JsonObject> => ({
  '200': {
    description,
    headers: {
      ETag: { description: 'Snapshot version, day, deadlines passed and parameters.', schema: { type: 'string' } },
      'Last-Modified': { description: 'When the answer last changed.', schema: { type: 'string' } },
      'X-Feed-Total': { description: 'Events the search found.', schema: { type: 'integer' } },
      'X-Feed-Omitted': {
        description: 'Events after the feed the cap of 1,000 left out.',
        schema: { type: 'integer' },
      },
    },
    content: { [media.type.split(';')[0]!]: { schema: { type: 'string' }, example: media.example } },
  },
  '304': { description: 'Not modified: the ETag or Last-Modified given still holds.' },
});
