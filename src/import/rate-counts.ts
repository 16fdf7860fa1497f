/**
 * The counts of an acceptance rate row as ccf-deadlines writes them (docs/importers.md,
 * ccf-deadlines): two counts swapped, which the rate given says, are set right, noted.
 */
import { number } from './files.js';
import type { ImportNote } from './record.js';

/** How near the rate given must be to submitted / accepted to say the two counts were swapped. */
const SWAP_TOLERANCE = 0.001;

/**
 * The submitted and accepted counts of a rate row: "submitted: 1701, accepted: 3272, rate: 0.52"
 * (IJCNN 2024) has them swapped, which the rate given says (1701 / 3272), noted
 * `rate_counts_swapped` for the record; more accepted than submitted with no such rate stays as
 * written, for the builder to refuse.
 */
export function countsOf(
  fields: Readonly<Record<string, unknown>>,
  { source, recordId }: { source: string; recordId: string },
  notes: ImportNote[],
): { submitted: number | null; accepted: number | null } {
  const [submitted, accepted, rate] = [number(fields.submitted), number(fields.accepted), number(fields.rate)];
  const swapped =
    submitted !== null &&
    accepted !== null &&
    rate !== null &&
    accepted > submitted &&
    Math.abs(rate - submitted / accepted) <= SWAP_TOLERANCE;
  if (!swapped) return { submitted, accepted };
  notes.push({
    source,
    recordId,
    code: 'rate_counts_swapped',
    value: `${submitted} of ${accepted}`,
    detail: `accepted and submitted swapped: ${submitted} accepted of ${accepted} submitted, as the rate given says`,
  });
  return { submitted: accepted, accepted: submitted };
}
