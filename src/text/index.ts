export { STOP_WORDS } from './stopwords.js';
export { TextIndex, TextIndexBuilder, type TextIndexParts } from './text-index.js';
