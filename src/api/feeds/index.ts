/** Calendar feeds of a search (docs/api.md, "Calendar feeds"): the parser and the feed (their rows: operations.ts). */
export {
  calendarFeed,
  calendarFeedInSlices,
  FEED_PARSER,
  type Feed,
  type FeedContext,
  type FeedInput,
  parseNormalized,
} from './feed.js';
