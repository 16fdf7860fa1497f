/**
 * The parts a wider search left out put back where it still finds events, and a place that stays
 * out widened (relaxing.ts; docs/api.md, Connector tools, When nothing matches).
 */
import type { HandlerContext } from '../operation.js';
import { ahead, oneOfEachSeries, type Page, type Parameters, searchOf } from './searches.js';
import { PLACES } from './claims.js';
import { noteOf, oneRange } from './question-parts.js';
import { widerPlaces, widerTimes } from './wider-places.js';

/**
 * Once a search finds events, each part left out before the last is put back, the last left out
 * first, when the search still finds events with it: "Rust conferences in Europe next year", with
 * no Rust event of 2027, left out the type and the continent before the year, and answers the Rust
 * conferences in Europe of other years, not Rust events anywhere. A place that stays out, the last
 * left out included, is widened to the place that holds it where the search finds events there
 * ("in Paris in June 2027", none in Paris: those of June 2027 in France, not everywhere), unless
 * it finds only ended ones there where events ahead are found without it, or an acronym names the
 * events: beside one a place is put back only where it holds the edition answered ("Is NeurIPS 2027
 * in Europe?", not listed: not an earlier edition there). Words of q stay out, and so does the end
 * of a range whose start was left out after it.
 */
export function putBack(
  found: Parameters,
  page: Page,
  dropped: readonly { note: string; names: readonly string[]; given?: Parameters }[],
  context: HandlerContext,
): { note: string; page: Page; parameters: Parameters } {
  let parameters = found;
  let last = page;
  const left = dropped.map(({ note }) => note);
  const added: string[] = [];
  for (let at = dropped.length - 1; at >= 0; at--) {
    const { given } = dropped[at]!;
    // A range's end widened away ("deadlines before March": the later deadlines) stays away once
    // the rest of its range is left out too: alone it would answer the deadlines that have passed.
    if (given === undefined || dropped.slice(at + 1).some((later) => oneRange(later.names, Object.keys(given))))
      continue;
    // The last part left out is known to find nothing with the rest.
    const back = at < dropped.length - 1 ? searchOf({ ...parameters, ...given }, context) : undefined;
    // Beside an acronym, which names the events, a place is a check, never widened ("Is SIGGRAPH
    // 2027 in Vancouver?": found without city=Vancouver), put back where it holds each venue's edition.
    const check = parameters.acronym !== undefined && Object.keys(given).some((name) => PLACES.has(name));
    if (back !== undefined && back.positions.length > 0 && (!check || holdsEach(back, last, context))) {
      parameters = { ...parameters, ...given };
      last = back;
      left.splice(at, 1);
      continue;
    }
    if (check) continue;
    // A month is widened to its year, beside an acronym or not.
    const places = [...widerTimes(parameters, given), ...widerPlaces(parameters, given, context.index)];
    for (const place of places) {
      const there = searchOf({ ...parameters, ...place }, context);
      if (there.positions.length === 0 || (ahead(last, context) && !ahead(there, context))) continue;
      // "near Zurich" widened to 300 km of it is Zurich kept: "found with radius_km=300".
      const same = place.near !== undefined && place.near === given.near;
      if (same) left.splice(at, 1);
      parameters = { ...parameters, ...place };
      last = there;
      const { near: _, ...wider } = place;
      added.push(same ? noteOf({ names: Object.keys(wider) }, wider) : noteOf({ names: Object.keys(place) }, place));
      break;
    }
  }
  const widened = added.length > 0 ? `with ${added.join(', ')}` : '';
  const note = [...(left.length > 0 ? [`without ${left.join(', ')}`] : []), ...(widened ? [widened] : [])];
  return { note: `found ${note.join(', ')}`, page: last, parameters };
}

/** Whether `back` holds the edition `page` answers of each venue (its next, else its latest). */
const holdsEach = (back: Page, page: Page, context: HandlerContext) =>
  oneOfEachSeries(page, context).every((position) => back.positions.includes(position));
