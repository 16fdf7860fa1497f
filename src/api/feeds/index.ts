/** Calendar feeds of a search (docs/api.md, "Calendar feeds"): the parser, the feed, its signed links. */
export {
  calendarFeed,
  calendarFeedInSlices,
  FEED_PARSER,
  type Feed,
  type FeedContext,
  type FeedInput,
  parseNormalized,
} from './feed.js';
export { type FeedLinks, type FeedSigner, feedLinks, feedLinksResponse } from './links.js';
