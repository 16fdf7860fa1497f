export { STOP_WORDS } from './stopwords.js';
export { PREFIX_FANOUT, TextIndex, TextIndexBuilder, type TextIndexParts } from './text-index.js';
