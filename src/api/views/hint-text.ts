/**
 * The words of a zero-result answer's hints (docs/api.md, Zero results), naming parameters as the
 * caller's transport does (../transport-names.ts).
 */
import type { Hint, HintReason } from '../../search/index.js';
import { FILTER_PARAMETERS } from '../schemas/index.js';
import { renderFor, setting, type Transport } from '../transport-names.js';
import { ownValue } from '../../util/own-value.js';

/**
 * The hint's value as the parameter takes it: a number for a parameter whose example in the table
 * is one (year), so that an MCP caller reads `year: 2027`, as the tool's input schema types it.
 */
export function typedValue(parameter: string, value: string): string | number {
  const numeric = typeof ownValue(FILTER_PARAMETERS, parameter)?.example === 'number';
  return numeric && /^\d+$/.test(value) ? Number(value) : value;
}

type QueryWordReason = Exclude<
  HintReason,
  'subtopic_of_other_topic' | 'place_without_events' | `ambiguous_${string}` | 'acronym_with_year' | 'unknown_acronym'
>;

const KIND: Readonly<Record<QueryWordReason, string>> = {
  city_in_q: 'a city',
  country_in_q: 'a country',
  continent_in_q: 'a continent',
  region_in_q: 'a region',
  month_in_q: 'a month',
  year_in_q: 'a year',
  type_in_q: 'an event type',
  format_in_q: 'an event format',
};

/** A city named alone that means several places (or fewer people than a place of its name without events). */
function ambiguousCity(hint: Hint): string {
  const others = hint.others ?? [];
  const without = hint.without ?? [];
  const taken =
    others.length > 0
      ? `city '${hint.given}' is every place of that name with events: ${[hint.value, ...others].join('; ')}`
      : `city '${hint.given}' is ${hint.value}, the only place of that name with events`;
  const none =
    without.length > 0
      ? ` ${without.join('; ')} ${without.length > 1 ? 'have' : 'has'} no events (${setting('near', without[0]!)} finds events around it).`
      : '';
  const choose = others.length > 0 ? ` Add the region or country to choose one (${setting('city', hint.value)}).` : '';
  return `${taken}.${none}${choose}`;
}

/** A place named in city that no event is in: the nearest cities with events, and a radius around it. */
function withoutEvents(hint: Hint): string {
  const nearest = hint.others ?? [];
  if (nearest.length === 0) return `${hint.given} has no events, and no city with events is known.`;
  return (
    `${hint.given} has no events; the nearest places with events: ${nearest.join('; ')}. Use ` +
    `${setting('city', hint.value)}, or ${setting('near', hint.detail ?? hint.given)} with ` +
    `${setting('radius_km', hint.radiusKm ?? '')} for the events around it.`
  );
}

function template(hint: Hint): string {
  const use = setting(hint.parameter, typedValue(hint.parameter, hint.value));
  const others = hint.others ?? [];
  if (hint.reason === 'place_without_events') return withoutEvents(hint);
  if (hint.reason === 'ambiguous_place' && hint.parameter === 'city') return ambiguousCity(hint);
  if (hint.reason === 'ambiguous_place') {
    return (
      `near '${hint.given}' is taken as ${hint.value}, the most populous place of that name; it could also mean ` +
      `${others.join('; ')}. Add the region or country to choose (${setting('near', others[0] ?? hint.given)}).`
    );
  }
  if (hint.reason === 'ambiguous_region') {
    return (
      `region '${hint.given}' is taken as ${hint.value}, the region with the most events of that name; it could ` +
      `also mean ${others.join('; ')}. Add the country to choose (${setting('country', '…')}).`
    );
  }
  if (hint.reason === 'acronym_with_year') {
    return (
      `acronym '${hint.given}' is read as ${use} and ${setting('year', typedValue('year', hint.detail ?? ''))}: acronym takes the bare ` +
      `acronym without its year, and year narrows to that edition.`
    );
  }
  if (hint.reason === 'unknown_acronym') {
    const also = others.length > 0 ? ` (or ${others.map((other) => setting('acronym', other)).join(', ')})` : '';
    return `No event has the acronym '${hint.given}'. Did you mean ${hint.value}? Use ${use}${also}.`;
  }
  if (hint.reason === 'subtopic_of_other_topic') {
    return `${hint.given} is a subtopic of ${hint.value}, not of ${hint.detail}: use ${use}, or leave out topic.`;
  }
  return `'${hint.given}' in q is ${KIND[hint.reason]}: use ${use} and leave it out of q.`;
}

/**
 * The hint of a page past the last one (an offset at or past the total): the offset of the last
 * page, so that a caller paging by hand learns that it went too far rather than that nothing matched.
 */
export function offsetPastEndHint(offset: number, limit: number, total: number, transport: Transport) {
  const last = Math.floor((total - 1) / limit) * limit;
  const message =
    `${setting('offset', offset)} is past the last of the ${total} events found: the last page is ` +
    `${setting('offset', last)}, and ${setting('offset', 0)} is the first.`;
  return {
    reason: 'offset_past_end' as const,
    parameter: 'offset',
    value: String(last),
    message: renderFor(message, transport),
  };
}

/** A hint as the answer carries it: what to send, and the sentence for the caller of `transport`. */
export function hintJson(hint: Hint, transport: Transport) {
  return {
    reason: hint.reason,
    parameter: hint.parameter,
    value: hint.value,
    message: renderFor(template(hint), transport),
  };
}
