export { fold, words, nameKey, slugify } from './fold.js';
export { CONTINENTS, parseContinent } from './continents.js';
