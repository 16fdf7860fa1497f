/**
 * The connector corpus (README.md here): questions as researchers write them to an assistant that
 * sends them to the connector search, each with the events that answer it. `means` is the search
 * (or several, any of which answers) whose events answer it, as a careful reader would send it:
 * an acronym with its year is that edition, a topic with its places, dates and ranks those filters,
 * a window of deadlines `deadline_from`/`deadline_to`, a window of the events' dates `from`/`to`,
 * "like X" `similar_to` the edition X names ("CHI 2027"). `acronyms` are series a list names, each
 * of which must be answered; `unanswerable`: nothing fits the whole question, and the answer must
 * say what it left out or why it is empty. `whole` is the search of the whole question of such a
 * case, written over one data set: over data that has events for it, they answer the case as
 * `means` would. `reads` is what the reading must give (a subset of its parameters).
 */
export type Means = Readonly<Record<string, string>> | readonly Readonly<Record<string, string>>[];

export interface CorpusCase {
  sentence: string;
  means?: Means;
  acronyms?: readonly string[];
  unanswerable?: true;
  whole?: Means;
  reads?: Readonly<Record<string, string>>;
}

/** The day every corpus question is asked on. */
export const CORPUS_TODAY = '2026-11-21';
