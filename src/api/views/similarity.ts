/**
 * similar_to in the answer (docs/api.md, Similar events): what the reference is compared by
 * (filters_applied.similar_to) and what each item shares with it (the item's `similarity`, with a
 * short reason in words). The shapes are defined here once; the item's is written by the event
 * writer after the item's own fields (event-fields.ts), as distance_km is.
 */
import { z } from 'zod';
import type { SimilarReference, SimilarShares } from '../../search/index.js';

const names = z.array(z.string());

/** The features, as both shapes name them: sub-topics, or topics for a reference without one. */
const FEATURES = {
  subtopics: names.describe('Sub-topics shared.'),
  topics: names.describe('Topics shared: compared only when the reference has no sub-topic.'),
  ranks: names.describe('Ranks shared: "CORE A*", "CCF A".'),
  terms: names.describe("Words of the reference's name shared (in name, acronym, topic or sub-topic)."),
};

export const similaritySchema = z
  .object({
    ...FEATURES,
    format: z.string().nullable().describe('The format, when the same.'),
    reason: z.string().describe('What it shares, in words.'),
  })
  .describe('With similar_to: what this event shares with that event, most alike first.');
export type Similarity = z.infer<typeof similaritySchema>;

export const similarReferenceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    ...FEATURES,
    format: z.string(),
  })
  .describe('With similar_to: the event compared with, and what it is compared by.');

/** The subjects of a comparison under their own key (sub-topics, or topics), the other one empty. */
function subjectsOf(kind: SimilarReference['subjectKind'], subjects: string[]) {
  return kind === 'subtopic' ? { subtopics: subjects, topics: [] } : { subtopics: [], topics: subjects };
}

/** "Shares sub-topic Machine Learning; rank CORE A*; name words neural, graph; format in-person." */
function reasonOf({ subtopics, topics, ranks, terms, format }: Omit<Similarity, 'reason'>): string {
  const part = (one: string, many: string, values: readonly string[]) =>
    values.length === 0 ? [] : [`${values.length === 1 ? one : many} ${values.join(', ')}`];
  const parts = [
    ...part('sub-topic', 'sub-topics', subtopics),
    ...part('topic', 'topics', topics),
    ...part('rank', 'ranks', ranks),
    ...part('name word', 'name words', terms),
    ...(format === null ? [] : [`format ${format}`]),
  ];
  return `Shares ${parts.join('; ')}.`;
}

/** An item's similarity: what it shares with the reference of `kind`, and why in words. */
export function similarityOf(kind: SimilarReference['subjectKind'], shares: SimilarShares): Similarity {
  const shared = {
    ...subjectsOf(kind, shares.subjects),
    ranks: shares.ranks,
    terms: shares.terms,
    format: shares.format,
  };
  return { ...shared, reason: reasonOf(shared) };
}

/** filters_applied.similar_to. */
export function similarReferenceJson(reference: SimilarReference): z.infer<typeof similarReferenceSchema> {
  return {
    id: reference.id,
    name: reference.name,
    ...subjectsOf(reference.subjectKind, reference.subjects),
    ranks: reference.ranks,
    terms: reference.terms,
    format: reference.format,
  };
}
