/**
 * What a connector question asks each result's title to say beyond its values (title-words.ts),
 * once the question is read (docs/api.md, Connector tools): the tracks of an edition named, the
 * format of several formats asked, the deadline in the window or zone asked; and whether it asks
 * how many events there are.
 */
import type { HandlerContext } from '../operation.js';
import { askedZone } from './asked-zone.js';
import type { Reading } from './reading.js';
import type { Token } from './tokens.js';
import { tracksAsked } from './track-words.js';

/** The context the titles of the answer to `reading` are written in. */
export function titleContext(reading: Reading, tokens: readonly Token[], context: HandlerContext): HandlerContext {
  // "the CHI 2027 poster deadline": an edition named, its titles give the tracks asked of.
  const tracks = reading.acronyms.length > 0 ? tracksAsked(tokens) : [];
  return withDeadlineWindow(
    reading,
    withOpenCall(reading, withFormats(reading, tracks.length > 0 ? { ...context, titleTracks: tracks } : context)),
  );
}

/**
 * An open call asked ("NLP conferences in 2027 with open calls", "where can I still submit"): each
 * title says the deadline that keeps it open, as those whose deadline is estimated say theirs.
 */
function withOpenCall(reading: Reading, context: HandlerContext): HandlerContext {
  const values = context.titleValues ?? [];
  if (reading.parameters.cfp !== 'open' || values.includes('deadline') || values.includes('deadline hour'))
    return context;
  return { ...context, titleValues: [...values, 'deadline'] };
}

/**
 * Words that ask for a count of events ("How many AI conferences ...", "count the workshops on
 * NLP", "the number of AI conferences in Asia"; not "word count" nor "page count", a call's rules).
 */
const HOW_MANY_RE = /\bhow\s+many\b|(?<!\b(?:word|page)\s+)\bcount\b|\bnumber\s+of\b/iu;

/** Whether the question asks how many events there are (not "how many papers does CVPR accept"). */
export const countAsked = (question: string, context: HandlerContext): boolean =>
  HOW_MANY_RE.test(question) && !context.titleValues?.includes('acceptance rate');

/** Of several formats asked ("remote": online or hybrid), each title says its event's. */
function withFormats(reading: Reading, context: HandlerContext): HandlerContext {
  const values = context.titleValues ?? [];
  if (!reading.parameters.format?.includes(',') || values.includes('format')) return context;
  return { ...context, titleValues: [...values, 'format'] };
}

/**
 * "deadlines in January or February": the titles give each event's deadline in that window; "the
 * deadline in PST": its hour, in its own zone and in the one named.
 */
function withDeadlineWindow(reading: Reading, context: HandlerContext): HandlerContext {
  const { deadline_from: from, deadline_to: to } = reading.parameters;
  const values = context.titleValues;
  const deadline = values?.includes('deadline') || values?.includes('deadline hour');
  const zone = deadline && reading.zone !== undefined ? askedZone(reading.zone) : undefined;
  const zoned: HandlerContext =
    zone === undefined
      ? context
      : {
          ...context,
          titleValues: values!.map((value) => (value === 'deadline' ? 'deadline hour' : value)),
          deadlineZone: zone,
        };
  if (values === undefined || (from === undefined && to === undefined)) return zoned;
  return {
    ...zoned,
    deadlineWindow: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
  };
}
