/**
 * What the connector search answers when the question, as read, finds nothing (docs/api.md,
 * Connector tools). A connector cannot retry, so parts of the question are left out one at a time
 * until a search finds events (or deadlines estimated in a window ahead asked of), never the
 * subject (the acronyms named, else the topic: reading.ts), and, in a question without one, never
 * more than half of its parts: at each step one of the search's own relaxations (each finds
 * events) if it offers one, else the part that tells least; first a word of `q` the data has none
 * of ("zzyzx"), then the part that alone matches the most events ("2027" before "Norway"), the kind
 * of event before a place. Each result's title then says what was left out. If only the subject is
 * left and it finds nothing, the search's respelling of `q` is tried, then a subject of several
 * words without its word that alone matches the most events; if that finds nothing, the answer is
 * empty. Words of a sentence about the asker (asides.ts), and the words of q beside an acronym or
 * "like X" (which name the subject), are left out before anything else. A question about deadlines
 * or events to come whose wider search shows none to come is answered by the events of its
 * subject's sub-topic alike its subject's event (ahead-alike.ts), else, when all its events ended,
 * by a narrower subject's events not ended (ahead-narrower.ts), else the wider search's (notEnded);
 * so is a narrower subject's search whose events all ended, by those alike its own. Of "X for Y",
 * Y's events not ended come before those alike of another field. The parts are question-parts.ts's.
 */
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import { type Page, type Parameters, pageEvents, searchOf } from './searches.js';
import { withNextEditions } from './next-editions.js';
import { aheadAlike } from './ahead-alike.js';
import { notEnded } from './not-ended.js';
import { namedEditions, namedPerSeries } from './compared-deadlines.js';
import { hintOf, PLACES } from './claims.js';
import { askedLeftOut, editionYearsLeftOut, givenOf, noteOf, partsOf, without } from './question-parts.js';
import { nextPart } from './leaving-order.js';
import { putBack } from './put-back.js';
import { narrowerSubject } from './narrower-subject.js';
import { aheadNarrower } from './ahead-narrower.js';
import { type Estimated, estimatedDeadlines } from './estimated-deadlines.js';
import { RESULTS } from './vocabulary.js';
import { SHORTEST } from './respelling.js';
import { besideSides } from './edition-deadlines.js';
import { heldForeseen } from './foreseen-held.js';
import { EVENT_DATES } from './date-words.js';
import { seriesOf } from '../../search/index.js';
import { slugify } from '../../reference/fold.js';
import { askedDeadline } from './result-titles.js';

/**
 * The wider search the answer takes, its first page and the note its titles carry; undefined when
 * none finds anything. A question that names no edition asks for venues: of that page, the first
 * edition of each series (RecSys 2026, not RecSys 2021 to 2026), as its own answer has them.
 */
export function relaxedSearch(reading: Reading, page: Page, context: HandlerContext): Wider | undefined {
  const found = widerSearch(reading, page, context);
  // Venues named, one edition each when compared ("KDD or WWW?") or the time, kind or years asked left out.
  const [asked, kept] = [reading.parameters, found?.parameters];
  const left = askedLeftOut(asked, kept, [...EVENT_DATES, 'type']) || editionYearsLeftOut(asked, kept);
  const perSeries = reading.acronyms.length > 0 && (left || namedPerSeries(reading, context));
  if (found !== undefined && reading.parameters.similar_to !== undefined)
    return withEstimatedMore(alikeHeld(reading, notEnded(reading, found, context), context), context);
  if (found === undefined || (reading.acronyms.length > 0 && !perSeries))
    return found && withEstimatedMore(notEnded(reading, found, context), context);
  const venues = { ...found, page: { ...found.page, positions: namedEditions(reading, found, context) } };
  // The next editions put for ended ones may be all a question of what is to come needs.
  const ended = notEnded(reading, withNextOf(venues, reading, context), context);
  return withHeld(reading, withEstimatedMore(ended, context), context);
}

/**
 * A wider search of a question about events held in a window to come: its events that meet the
 * whole question (next editions put for ended ones), then the venues of its subject whose next
 * edition, not listed yet, is most likely held in the window (foreseen-held.ts), each title saying
 * so, then the rest: "recommender systems conferences in 2027", RecSys 2026 (RecSys 2027 not
 * listed yet: held about September 2027), then ECIR and WWW 2027, alike it. Other events of the
 * series foreseen leave. Of a narrower subject's page, its venues, after its events to come.
 */
function withHeld(reading: Reading, found: Wider, context: HandlerContext): Wider {
  // Of a narrower subject's page, its venues ("upcoming data visualization conferences": IEEE VIS).
  const asked = reading.parameters.q?.split(' ') ?? [];
  const narrower = found.q !== undefined && found.q !== reading.parameters.q ? found.q.split(' ') : undefined;
  // Of the week "right after" an edition widened to the events after it (question-parts.ts), those after it.
  const { to, ...after } = reading.parameters;
  const widened = to !== undefined && found.parameters?.to === undefined && found.parameters?.from === after.from;
  const asking = widened ? after : reading.parameters;
  const held = heldForeseen({ ...asking, ...(narrower && { q: narrower.join(' ') }) }, context);
  if (held === undefined) return found;
  const dates = widened ? { to } : reading.parameters;
  const window = Object.entries(dates).filter(([name]) => EVENT_DATES.includes(name));
  const left = asked.filter((word) => narrower !== undefined && !narrower.includes(word));
  const parts = [
    ...(left.length > 0 ? [`"${left.join(' ')}"`] : []),
    ...window.map(([name, value]) => `${name}=${value}`),
  ];
  const said = `found without ${parts.join(', ')}`;
  const { note, also, whole = new Set<number>(), ...rest } = found;
  const events = pageEvents(found.page, context)
    .map(({ id }, at) => ({ id, position: found.page.positions[at]! }))
    .filter(({ position }) => !held.series.has(seriesOf(context.index.store, position) ?? ''));
  // Each event's note as the page's writer says it (alike-results.ts, pageAndMore); none when it has none.
  // A note of one for all says no deadline: the title leaves the deadline asked to a note of its own.
  const titled = ({ id, position }: { id: number; position: number }): readonly (readonly [number, string])[] => {
    if (typeof note !== 'string') {
      const own = note.get(id);
      return own === undefined ? [] : [[id, own]];
    }
    const told = whole.has(id) ? (also?.get(id) ?? note) : also?.has(id) ? `${note}; ${also.get(id)}` : note;
    return [[id, [told, ...askedDeadline(context, position)].join('; ')]];
  };
  // A narrower subject's events to come meet the window as much as the question's subject can.
  const toCome = narrower && context.index.notOver(context.today);
  // So do the events after the week "right after" an edition, before those foreseen after it.
  const meets = ({ id, position }: { id: number; position: number }) =>
    widened || whole.has(id) || toCome?.has(position) === true;
  const [met, others] = [events.filter(meets), events.filter((event) => !meets(event))];
  const notes = new Map([
    ...met.flatMap(titled),
    ...[...held.notes].map(([id, title]) => [id, `${said}; ${title}`] as const),
    ...others.flatMap(titled),
  ]);
  const positions = [
    ...met.map(({ position }) => position),
    ...held.page.positions,
    ...others.map(({ position }) => position),
  ];
  return { ...rest, page: { positions, total: positions.length }, note: notes, said };
}

/**
 * A wider search of "like X" that left out the window of dates asked: the venues it finds whose
 * next edition, not listed yet, is foreseen in that window first, each title saying so
 * ("information visualization conferences like IEEE VIS in 2027": EuroVis 2026, EuroVis 2027 held
 * about June 2027), then the others, as withHeld has a subject's.
 */
function alikeHeld(reading: Reading, found: Wider, context: HandlerContext): Wider {
  const { parameters, note } = found;
  const window = Object.entries(reading.parameters).filter(([name]) => EVENT_DATES.includes(name));
  if (parameters === undefined || typeof note !== 'string' || window.length === 0) return found;
  if (window.some(([name]) => parameters[name] !== undefined)) return found;
  const held = heldForeseen({ ...parameters, ...Object.fromEntries(window) }, context);
  if (held === undefined) return found;
  const others = found.page.positions.filter((at) => !held.series.has(seriesOf(context.index.store, at) ?? ''));
  const positions = [...held.page.positions, ...others];
  const notes = new Map<number, string>([...held.notes].map(([id, title]) => [id, `${note}; ${title}`]));
  for (const { id } of pageEvents({ positions: others, total: others.length }, context)) notes.set(id, note);
  return { ...found, page: { positions, total: positions.length }, note: notes, said: note };
}

/**
 * A short page of a wider search in a deadline window ahead goes on, as the question's own answer
 * does, with the events whose paper deadline is only estimated there, each title saying what was
 * left out and the estimate: "a paper on LLM evaluation, similar to ACL, with deadlines in spring
 * 2027" found EANN 2027 alone without its subject, where EMNLP and COLM 2027 are estimated then.
 */
function withEstimatedMore(found: Wider, context: HandlerContext): Wider {
  const { parameters, note } = found;
  if (parameters === undefined || typeof note !== 'string' || found.more !== undefined) return found;
  if (found.page.positions.length >= RESULTS) return found;
  const estimated = estimatedDeadlines(parameters, context);
  if (estimated === undefined) return found;
  const titles = [...estimated.titles].map(([id, title]) => [id, `${note}; ${title}`] as const);
  return { ...found, more: { page: estimated.page, note: new Map(titles) } };
}

/**
 * A wider search's venue found in an ended edition alone, answered by its series' next edition
 * that the wider search finds (next-editions.ts): "top reinforcement learning conferences in
 * Europe", none there, answered ICLR 2026 in Rio, ended, where ICLR 2027 is to come.
 */
function withNextOf(found: Wider, reading: Reading, context: HandlerContext): Wider {
  const { parameters, note, ...rest } = found;
  if (parameters === undefined || typeof note !== 'string') return found;
  const next = withNextEditions(parameters, found.page, context, reading.parameters);
  if (next === undefined) return { ...rest, note, parameters };
  return { ...rest, note, parameters, page: next.page, also: next.notes, whole: next.whole };
}

/**
 * A wider search's first page and the note its titles carry, one for all or each event's; `more`,
 * events that follow the page, each with its own note.
 */
export interface Wider {
  page: Page;
  note: string | ReadonlyMap<number, string>;
  more?: { page: Page; note: ReadonlyMap<number, string> };
  /** The parameters of the search that found the page, when one did (the question's, some left out). */
  parameters?: Parameters;
  /** Notes of some events said after `note`: an edition put for an ended one (withNextOf). */
  also?: ReadonlyMap<number, string>;
  /** Of those, the ids of the ones that meet the whole question, said with their own note alone. */
  whole?: ReadonlySet<number>;
  /** What was left out to find the page, said once where `note` is each event's own (withHeld). */
  said?: string;
  /** The narrower subject's q, when one found the page (narrower-subject.ts). */
  q?: string;
  /** Ended events that stay among those to come: the subject's own (ahead-alike.ts). */
  stays?: ReadonlySet<number>;
}

/** The wider search, every edition of its first page (see the top of this file). */
function widerSearch(reading: Reading, page: Page, context: HandlerContext): Wider | undefined {
  const found = leftOut(reading, page, context);
  // Events found by a deadline estimated in the window are to come, and answer it.
  if (found !== undefined && 'estimated' in found) return found;
  // Its ended venues stay for their next editions to be put (relaxedSearch), then leave.
  if (found !== undefined) {
    const alike = aheadAlike(reading, found, context);
    // Of "X for Y", Y's events to come answer before those alike the few the whole subject finds,
    // unless those are of Y's field: "reinforcement learning for robotics venues in 2027", ICLR 2026
    // alone, is ICRA's, not AAAI's alike it; "causal inference in ML", ML's alike CHIL 2026.
    const field = reading.sides?.length === 2 ? slugify(reading.sides[1]!.join(' ')) : undefined;
    const sided = field !== undefined && !alike?.field.includes(field);
    // Searched once: the side asked of, else the answer when none alike is to come.
    const narrower = sided || alike === undefined ? aheadNarrower(reading, found, context) : undefined;
    if (sided && narrower && slugify(narrower.q ?? '') === field) return narrower;
    return alike ?? narrower ?? found;
  }
  // A subject respelt as a place asks of another thing ("noise conferences" as Boise's), and a
  // word of 3 letters or fewer is another word one letter off ("law" is no "las"), as the reading has it.
  const asked = (reading.parameters.q ?? '').split(' ');
  const respelt = page.suggestions?.find(
    ({ q }) =>
      !PLACES.has(hintOf(context.index, q, context.today)?.parameter ?? '') &&
      asked.every((word) => word.length >= SHORTEST || q.split(' ').includes(word)),
  );
  if (respelt !== undefined) {
    const found = searchOf({ ...reading.parameters, q: respelt.q }, context);
    if (found.positions.length > 0) return { note: `found as "${respelt.q}"`, page: found };
  }
  const narrower = narrowerSubject(reading, context);
  if (narrower === undefined) return undefined;
  // "GNNs for drug discovery, where to submit in the next 4 months": LOG 2025, ended; its field answers.
  const { q: kept, ...wider } = narrower;
  // Not where the narrower subject's deadlines estimated in the window answer (EuroVis 2027's call).
  const estimated = 'foreseen' in wider;
  const narrowed =
    kept === undefined || estimated ? undefined : { ...reading, parameters: { ...reading.parameters, q: kept } };
  const alike = narrowed && aheadAlike(narrowed, wider, context, reading.parameters.q);
  return alike ?? notEnded(reading, kept === undefined ? wider : { ...wider, q: kept }, context);
}

/**
 * The events found by a deadline estimated in the window, each title saying what was left out and
 * the estimate; a venue's ended edition that stands for its next, foreseen, stays among them (notEnded).
 */
function estimatedFound(dropped: readonly { note: string }[], estimated: Estimated) {
  const left = `found without ${dropped.map(({ note }) => note).join(', ')}`;
  const note = new Map([...estimated.titles].map(([id, title]) => [id, `${left}; ${title}`] as const));
  const found = { note: note as ReadonlyMap<number, string>, page: estimated.page, stays: estimated.foreseen };
  return { ...found, estimated: true as const };
}

/**
 * The parts of the question but its subject left out one at a time until a search finds events
 * (then put back where they can be); undefined when none finds anything.
 */
function leftOut(reading: Reading, page: Page, context: HandlerContext) {
  const known = new Map<string, number>();
  let parameters: Parameters = reading.parameters;
  let last = page;
  // Without a subject, what is left after half of the question is gone answers another question.
  const subject = reading.acronyms.length > 0 || reading.subject.length > 0 || reading.like !== undefined;
  const most = subject
    ? Number.POSITIVE_INFINITY
    : Math.max(1, Math.floor(partsOf(parameters, reading, context).filter((part) => !part.later).length / 2));
  const dropped: { note: string; names: readonly string[]; given?: Parameters }[] = [];
  while (dropped.length < most) {
    const next = nextPart(parameters, reading, last, context, known);
    if (next === undefined) break;
    const given = next.part.words === undefined ? { given: givenOf(parameters, next.part) } : {};
    dropped.push({ note: noteOf(next.part, parameters), names: next.part.names, ...given });
    parameters = without(parameters, next.part);
    if (Object.keys(parameters).length === 0) break;
    last = searchOf(parameters, context);
    if (last.positions.length > 0) return putBack(parameters, last, dropped, context);
    // Looked for already when the part was weighed, unless it is a time; a side's venue no answer.
    const estimated = besideSides(reading, next.looked ? next.found : estimatedDeadlines(parameters, context), context);
    if (estimated !== undefined) return estimatedFound(dropped, estimated);
  }
  return undefined;
}
