/**
 * What the text index holds of each event (docs/snapshot-format.md, Text index): the terms of its
 * name, its acronym, every topic and sub-topic it has, and every alias of its series (a DBLP key,
 * another spelling, a former name: "NIPS" finds NeurIPS). The terms are those of src/text, as a
 * query's are.
 */
import { subTopicsOf, topicsOf } from '../source/event-lists.js';
import type { SeriesAlias } from '../source/series-tables.js';
import type { ValidRow } from '../source/validate.js';
import { terms } from '../text/terms.js';
import { TextIndexBuilder, type TextIndexParts } from '../text/text-index.js';

/** The text index of rows in position order; `aliasesOf` gives the aliases of a row's series. */
export function textIndexParts(
  rows: readonly ValidRow[],
  aliasesOf: (row: ValidRow) => readonly SeriesAlias[],
): TextIndexParts {
  const textIndex = new TextIndexBuilder();
  // The words of each name met, worked out once: a million rows name a few hundred topics.
  const words = new Map<string, string[]>();
  const wordsOf = (name: string): string[] => {
    let found = words.get(name);
    if (found === undefined) words.set(name, (found = terms(name)));
    return found;
  };
  const aliasWords = new Map<readonly SeriesAlias[], string[]>();
  for (let position = 0; position < rows.length; position++) {
    const row = rows[position]!;
    textIndex.add(position, terms(row.name));
    if (row.acronym !== null) textIndex.add(position, terms(row.acronym));
    for (const topic of topicsOf(row)) textIndex.add(position, wordsOf(topic));
    for (const subTopic of subTopicsOf(row)) textIndex.add(position, wordsOf(subTopic));
    const aliases = aliasesOf(row);
    if (aliases.length === 0) continue;
    let found = aliasWords.get(aliases);
    if (found === undefined) aliasWords.set(aliases, (found = aliases.flatMap(({ alias }) => terms(alias))));
    textIndex.add(position, found);
  }
  return textIndex.finish();
}
