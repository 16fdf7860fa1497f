/**
 * The shapes of similar_to in the answer (docs/api.md, Similar events), defined once: what the
 * reference is compared by (filters_applied.similar_to) and what each item shares with it (the
 * item's `similarity`, written by the event writer after the item's own fields, as distance_km is).
 * ../views/similarity.ts writes them.
 */
import { z } from 'zod';

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
