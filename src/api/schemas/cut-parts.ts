/**
 * The lists of an event's detail that an answer shortens when the event does not fit its size cap
 * (docs/api.md, Answer sizes), the least needed first: each keeps its first entries (its newest,
 * its first-listed, its soonest), so what is cut is what a reader would miss least.
 */
export const FITTED_LISTS = [
  'acceptance_rates',
  'aliases',
  'sources',
  'editions',
  'sub_topics',
  'topics',
  'ranks',
  'tracks',
  'deadlines',
] as const;
export type FittedList = (typeof FITTED_LISTS)[number];

/** Each list as a sentence names it. */
export const FITTED_LIST_WORDS: Readonly<Record<FittedList, string>> = {
  acceptance_rates: 'acceptance rates',
  aliases: 'aliases',
  sources: 'sources',
  editions: 'other editions',
  sub_topics: 'sub-topics',
  topics: 'topics',
  ranks: 'ranks',
  tracks: 'tracks',
  deadlines: 'deadlines',
};
