/**
 * One event's detail within its answer's cap (docs/api.md, Answer sizes): a source may give an
 * event the longest of every list at once (topics, sources, ranks, tracks, a series' aliases and
 * acceptance rates), more than any answer holds. Such a detail keeps its fields and shortens its
 * lists, the least needed first (schemas/cut-parts.ts), each to its first entries, until it fits;
 * a `cut` note says what each list kept. An event that fits, every real one, is left as it is.
 */
import { FITTED_LISTS } from '../schemas/cut-parts.js';
import { jsonBytes } from '../views/answer-caps.js';
import type { ConferenceResponse } from '../schemas/index.js';
import { listCut } from '../views/cut-text.js';
import type { Transport } from '../transport-names.js';

/**
 * `answer` with its detail's lists shortened until its JSON is at most `cap` bytes, and said so;
 * the notes name `named`, the cap of the answer the detail is written into (a page's is its HTML's).
 */
export function fittedDetail(
  answer: ConferenceResponse,
  cap: number,
  transport: Transport,
  named = cap,
): ConferenceResponse {
  if (cap === Number.POSITIVE_INFINITY) return answer;
  let size = jsonBytes(answer);
  if (size <= cap) return answer;
  const conference: Record<string, unknown> = { ...answer.conference };
  const { id } = answer.conference;
  const cut = [...(answer.cut ?? [])];
  if (cut.length === 0) size += jsonBytes({ cut: [] }) - 1;
  for (const name of FITTED_LISTS) {
    const list = conference[name];
    if (!Array.isArray(list) || list.length === 0) continue;
    // The note's room, at its longest: it says no more digits than the list's length has.
    size += jsonBytes(listCut(name, id, list.length, list.length, named, transport)) + 1;
    let kept = list.length;
    while (kept > 0 && size > cap) {
      kept--;
      size -= jsonBytes(list[kept]) + (kept > 0 ? 1 : 0);
    }
    conference[name] = list.slice(0, kept);
    cut.push(listCut(name, id, kept, list.length, named, transport));
    if (size <= cap) break;
  }
  return { success: true, conference: conference as ConferenceResponse['conference'], cut };
}
