/**
 * A feed's search in words, for the calendar's name and the answer of POST /api/gpt/feeds: each
 * parameter used gives its words from its row of the search parameter table (title column), and
 * the parts (TitlePart) are said in the order the title reads them.
 */
import {
  FEED_SEARCH_PARAMETERS,
  FILTER_PARAMETERS,
  type FeedQueryFields,
  type GivenTexts,
  type TitlePart,
} from '../schemas/index.js';

/** The words of every parameter used, by the part of the title they go to. */
function titleParts(given: GivenTexts, fields: FeedQueryFields): Map<TitlePart, string[]> {
  const texts = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value.trim()]));
  const parts = new Map<TitlePart, string[]>();
  for (const name of FEED_SEARCH_PARAMETERS) {
    const value = fields[name];
    const text = texts[name];
    if (value === undefined || text === undefined || text === '') continue;
    // Each row describes the value of its own schema (the table pairs them).
    const title = FILTER_PARAMETERS[name].title(value as never, text, texts);
    if (title) parts.set(title.part, [...(parts.get(title.part) ?? []), title.words]);
  }
  return parts;
}

/** E.g. 'Conferences matching "vision" on Machine Learning in Germany, ranked CORE A*, with deadlines'. */
export function describeFeed(given: GivenTexts, fields: FeedQueryFields): string {
  const parts = titleParts(given, fields);
  const all = (part: TitlePart) => parts.get(part) ?? [];
  const said = (before: string, part: TitlePart, joiner: string) =>
    all(part).length > 0 ? [`${before}${all(part).join(joiner)}`] : [];
  const subject = [all('edition').join(' / '), ...all('format'), all('type').join(' ') || 'Events'];
  const topics = [...all('topic'), ...all('subtopic')];
  const places = [...all('city'), ...all('region'), ...all('country'), ...all('continent')];
  const words = [
    subject
      .filter((part) => part !== '')
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase()),
    ...all('matching'),
    ...(topics.length > 0 ? [`on ${topics.join(' / ')}`] : []),
    ...(places.length > 0 ? [`in ${places.join(', ')}`] : []),
    ...all('near'),
    ...all('online'),
    ...all('date'),
    ...said('with a deadline ', 'deadline', ' '),
    ...said('ranked ', 'rank', ', '),
    ...all('call'),
  ];
  const search = words.join(' ');
  if (fields.include === 'deadlines_only') return `Deadlines: ${search}`;
  return fields.include === 'deadlines' ? `${search}, with deadlines` : search;
}
