export { fold, words, nameKey, slugify } from './fold.js';
export { CONTINENTS, type Continent, SPEC_CONTINENT_COUNTRIES, parseContinent, isContinent } from './continents.js';
export { type Country, COUNTRIES_FILE, loadCountries, CountryResolver } from './countries.js';
export { closestMatches, editDistance } from './suggest.js';
