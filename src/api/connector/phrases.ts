/**
 * Phrases the connector reads as a search parameter's value (vocabulary.ts), and those of an order
 * asked (docs/api.md, Connector tools): "sorted by deadline", "in chronological order", "most
 * recent first". "By date" is the start date ascending: with no date asked, the events to come
 * first (settleUpcoming).
 */

/** A phrase and the search parameter and value it means. */
export interface Phrase {
  readonly words: readonly string[];
  readonly parameter: string;
  readonly value: string;
}

/** The phrases of `texts` (comma-separated) for one parameter's value. */
export const phrases = (texts: string, parameter: string, value: string): Phrase[] =>
  texts.split(',').map((text) => ({ words: text.trim().split(' '), parameter, value }));

/** Phrases of an order asked; longest first where one holds another. */
export const ORDER_PHRASES: readonly Phrase[] = [
  ...phrases(
    'sorted by deadlines, sorted by deadline, ordered by deadlines, ordered by deadline, sort by deadline, ' +
      'order by deadline, by submission deadlines, by submission deadline, by paper deadline, by deadlines, ' +
      'by deadline, by due date, in order of deadline, deadline order',
    'sort',
    'deadline',
  ),
  ...phrases(
    'sorted by start date, ordered by start date, sorted by date, ordered by date, sort by date, order by date, ' +
      'by start date, by dates, by date, in chronological order, chronological order, chronologically, ' +
      'in date order, date order, oldest first, earliest first',
    'sort',
    'date',
  ),
  ...phrases(
    'in reverse chronological order, reverse chronological order, most recent first, newest first, latest first',
    'sort',
    '-date',
  ),
];
