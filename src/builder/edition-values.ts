/**
 * What the change log compares of one edition in a store (docs/snapshot-format.md, Change log):
 * its dates, place, format, website and deadlines, each as the text a change shows.
 */
import { NONE_U16, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { formatIsoDate, formatIsoInstant } from '../util/dates.js';
import { listedName } from '../source/text-bounds.js';

const UNDATED_START = 0x7fffffff;
const ESTIMATED = 'estimated_paper';

/** One deadline of an edition: its kind's name, round and instant. */
export interface EditionDeadline {
  kind: string;
  round: number;
  at: number;
}

export interface EditionValues {
  name: string;
  source: string;
  dates: string;
  place: string;
  format: string;
  website: string;
  /** The deadlines the sources give, by `kind round`. */
  deadlines: Map<string, EditionDeadline>;
  /** The estimated paper deadline, when the edition has one. */
  estimated: EditionDeadline | undefined;
}

export const deadlineKey = (deadline: Pick<EditionDeadline, 'kind' | 'round'>): string =>
  `${deadline.kind} ${deadline.round}`;

export const deadlineText = (deadline: EditionDeadline | undefined): string =>
  deadline === undefined ? '' : formatIsoInstant(deadline.at);

/** The values of the edition at `position`. */
export function editionValues(store: Store, position: number): EditionValues {
  const { columns, meta, dictionaries, sources } = store;
  const start = columns.start[position]!;
  const city = columns.city[position]!;
  const country = columns.country[position]!;
  const place = [
    city === NONE_U32 ? '' : dictionaries.city.get(city),
    country === NONE_U16 ? '' : (meta.countries[country]?.name ?? ''),
  ].filter((part) => part !== '');
  const firstSource = sources.offsets[position]!;
  const values: EditionValues = {
    // Each change of the log carries it: bounded here as every answer bounds it.
    name: columns.acronym.get(position) || listedName(columns.name.get(position)),
    source: firstSource < sources.offsets[position + 1]! ? (meta.sourceNames[sources.name[firstSource]!] ?? '') : '',
    dates: start === UNDATED_START ? 'unknown' : `${formatIsoDate(start)}/${formatIsoDate(columns.end[position]!)}`,
    place: place.join(', '),
    format: meta.formats[columns.format[position]!] ?? '',
    website: columns.website.get(position),
    deadlines: new Map(),
    estimated: undefined,
  };
  const { offsets, kind, round, at } = store.deadlines;
  for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
    const deadline = { kind: meta.deadlineKinds[kind[row]!] ?? '', round: round[row]!, at: at[row]! };
    if (deadline.kind === ESTIMATED) values.estimated = deadline;
    else if (!values.deadlines.has(deadlineKey(deadline))) values.deadlines.set(deadlineKey(deadline), deadline);
  }
  return values;
}
