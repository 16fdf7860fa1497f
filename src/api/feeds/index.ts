/** Calendar feeds of a search (docs/api.md, "Calendar feeds"): the parser, the feed, its signed links, their rows. */
export {
  calendarFeed,
  calendarFeedInSlices,
  FEED_PARSER,
  type Feed,
  type FeedContext,
  type FeedInput,
  parseNormalized,
} from './feed.js';
export { FEED_OPERATIONS } from './operations.js';
