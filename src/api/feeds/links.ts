/**
 * The signed links of a feed (POST /api/gpt/feeds and the MCP tool subscribeToSearch): an https
 * URL under PUBLIC_BASE_URL, `/feeds/<token>.ics`, the same URL with the webcal scheme, the
 * search in words, and what the feed holds now (its event and deadline entries, the search's
 * total). The search is run first, so that a feed of an unknown topic or country is refused now
 * with the search's own 400, not on every refresh.
 */
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { HandlerContext } from '../operation.js';
import { count } from '../views/text-lines.js';
import { describeFeed } from './describe.js';
import { type FeedInput, feedCounts, normalizedParameters } from './feed.js';

/** Longest token: with `.ics`, one path segment of at most 1,000 characters (the router's limit). */
const TOKEN_MAX = 996;

export const feedLinksResponse = z
  .object({
    success: z.literal(true),
    url: z.string().describe('The feed: https URL of an iCalendar file that calendar clients subscribe to.'),
    webcal: z.string().describe('The same feed with the webcal:// scheme, which opens a calendar app.'),
    description: z.string().describe("The search in words, also the calendar's name."),
    parameters: z.string().describe('The normalized parameters the URL is signed over, as a query string.'),
    total: z.number().int().min(0).describe('Events the search finds now.'),
    events: z
      .number()
      .int()
      .min(0)
      .describe(
        'Event entries the feed holds now: its events of dates known to the day (at most limit; 0 with include=deadlines_only).',
      ),
    deadlines: z
      .number()
      .int()
      .min(0)
      .describe(
        'Deadline entries the feed holds now: every deadline of its events, estimated ones included (0 with include=events).',
      ),
  })
  .describe('The signed feed URL of a search.');
type FeedLinks = z.output<typeof feedLinksResponse>;

/** The links of a search's feed, signed for the calling key (the context's signer). */
export function feedLinks(input: FeedInput, context: HandlerContext): FeedLinks {
  const { signer } = context;
  if (signer === undefined) throw new Error("subscribeToSearch needs the calling key's feed signer");
  const counts = feedCounts(input, context);
  const parameters = normalizedParameters(input);
  const token = signer.sign(parameters);
  if (token.length > TOKEN_MAX) {
    throw new ApiError('feed_url_too_long', { length: token.length + 10, limit: TOKEN_MAX + 10 });
  }
  const url = `${signer.publicBaseUrl}/feeds/${token}.ics`;
  return {
    success: true,
    url,
    webcal: url.replace(/^https?:/, 'webcal:'),
    description: describeFeed(input.given, input.query),
    parameters,
    ...counts,
  };
}

/** A search's signed calendar feed. */
export function feedLinksText(links: FeedLinks): string {
  return [
    `Calendar feed of ${links.description}: ${links.url}`,
    `To open it in a calendar app: ${links.webcal}`,
    `It holds ${count(links.events)} events and ${count(links.deadlines)} deadlines now; the search finds ${count(links.total)} events.`,
    links.total === 0
      ? 'The feed is empty now: say so, and that it fills as events are added.'
      : 'Calendar apps refresh it by themselves: give the user the URL to subscribe to.',
  ].join('\n');
}
