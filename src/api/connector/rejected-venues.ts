/**
 * A paper rejected by the one venue a question names (docs/api.md, Connector tools): "Where can I
 * resubmit after a NeurIPS rejection?" asks for venues like it, their deadlines after its
 * notification, the side "after the X notification" reads (around-words.ts).
 */
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import { type AroundScan, unread } from './around-words.js';
import type { Token } from './tokens.js';

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Words that say a paper was turned down by a venue, to be sent elsewhere. */
const REJECTED = new Set(
  'reject rejects rejected rejection rejections resubmit resubmits resubmitted resubmitting resubmission resubmissions'.split(
    ' ',
  ),
);

/**
 * A paper rejected by the one venue named ("Where can I resubmit after a NeurIPS rejection?", "a
 * paper rejected from CVPR 2027"): venues like it, their deadlines after its notification (the
 * day the paper is free again), as "similar venues with deadlines after the X notification" reads.
 */
export function resubmitted(
  found: AroundScan & { like?: AcronymRead; acronyms: { acronym: AcronymRead; at: number }[]; notes: string[] },
  tokens: readonly Token[],
): void {
  const said = tokens.flatMap(({ word: one }, at) => (REJECTED.has(one) ? [at] : []));
  if (said.length === 0 || found.like !== undefined) return;
  const around = found.around ?? { near: false, deadlines: false };
  // "after the ICML rejection" took ICML's notification as its side already.
  const taken = around.after !== undefined && around.deadlineOf?.after === 'notification';
  if (!taken && (found.acronyms.length !== 1 || around.after !== undefined)) return;
  const named = taken ? around.after! : found.acronyms[0]!.acronym;
  // "after a NeurIPS rejection": its "after" is the notification's side.
  const side = taken
    ? []
    : [1, 2].map((back) => found.acronyms[0]!.at - back).filter((one) => word(tokens, one) === 'after');
  if (!taken) found.acronyms = [];
  unread(found, [...said, ...side]);
  found.like = named;
  found.around = {
    ...around,
    after: named,
    deadlines: true,
    deadlineOf: { ...around.deadlineOf, after: 'notification' },
  };
  found.notes.push(
    `"${tokens[said[0]!]!.text}" read as venues like ${writtenAcronym(named)}, their deadlines after its notification`,
  );
}
