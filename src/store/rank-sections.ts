/**
 * The sections of the rank table (rank-table.ts), apart from its code: the reader's options
 * (load-detail.ts) name its bitmap table, and a serving process reads them before it loads roaring.
 */
export const RANK_SECTIONS = {
  offsets: 'ranks.offsets',
  entry: 'ranks.entry',
  url: 'ranks.url',
  meta: 'ranks.meta',
  listBytes: 'ranks.lists.bytes',
  listOffsets: 'ranks.lists.offsets',
} as const;
