/**
 * Answers with events as objects (docs/design.md, The answer path), written from the same result as
 * their JSON text (answer-json.ts), never read back from it: the events' objects are read from the
 * columns by the event table's readers (../views/event-writers.ts), beside the writers of their text,
 * and the rest of the body is the one the text was written with. Keys are in the response schema's
 * order, so JSON.stringify of an answer is its text (test/api/answer-values.test.ts holds it, for
 * every event and choice of fields). The MCP tools' text and structured content, the connector's
 * fetch and the event page read these; HTTP sends the text and never makes them.
 */
import type { SnapshotIndex } from '../../search/index.js';
import {
  type ConferenceDetail,
  type ConferenceResponse,
  type SearchResponse,
  searchResponse,
} from '../schemas/index.js';
import { ITEM_FIELD_NAMES, type ShowOptions } from '../schemas/event-fields.js';
import type { CutNote } from '../views/cut-text.js';
import { itemReader, readDetail } from '../views/event-writers.js';
import type { ItemExtras } from './answer-json.js';

/** The search answer's keys, in its schema's order (the order its serializer writes them in). */
const SEARCH_KEYS = Object.keys(searchResponse.shape) as (keyof SearchResponse)[];

/** The fields of `fields` (every item field when absent) that `only` names too; `fields` without `only`. */
function fieldsRead(fields: readonly string[] | undefined, only: readonly string[] | undefined) {
  if (only === undefined) return fields;
  return (fields ?? ITEM_FIELD_NAMES).filter((name) => only.includes(name));
}

/**
 * The search answer as an object: `body` (its fields but the events, as its text was written with
 * them) and the items of the events at `positions` (those the text shows), with the fields, the
 * deadlines, distances and similarities `extras` gives, as the text's items have them; with
 * `only`, of those fields the ones it names (JsonText.values).
 */
export function searchAnswerValues(
  index: SnapshotIndex,
  body: Omit<SearchResponse, 'conferences'>,
  positions: readonly number[],
  now: number,
  { distances, similarities, show, fields }: ItemExtras,
  only?: readonly string[],
): SearchResponse {
  const read = itemReader(fieldsRead(fields, only));
  const values = index.itemValues();
  const conferences = positions.map((position, i) =>
    read(values, position, now, distances?.[i], show, similarities?.[i]),
  );
  const answer: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const value = key === 'conferences' ? conferences : body[key];
    if (value !== undefined) answer[key] = value;
  }
  return answer as SearchResponse;
}

/** What a single-event answer is written from: the event's position, the moment, the zone asked and what it cuts. */
export interface ConferenceResult {
  position: number;
  now: number;
  show: ShowOptions;
  cut: readonly CutNote[];
}

/** The single-event answer as an object: the detail of the event, and what its values cut. */
export function conferenceAnswerValues(
  index: SnapshotIndex,
  { position, now, show, cut }: ConferenceResult,
): ConferenceResponse {
  const conference = readDetail(index.itemValues(), position, now, undefined, show) as ConferenceDetail;
  return { success: true, conference, ...(cut.length > 0 ? { cut: [...cut] } : {}) };
}
