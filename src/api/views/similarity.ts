/**
 * similar_to in the answer (docs/api.md, Similar events): the reference as filters_applied.similar_to
 * shows it, and what each item shares with it, with a short reason in words (the shapes are those
 * of ../schemas/similarity-fields.ts).
 */
import type { z } from 'zod';
import type { SimilarReference, SimilarShares } from '../../search/index.js';
import type { Similarity, similarReferenceSchema } from '../schemas/similarity-fields.js';

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
