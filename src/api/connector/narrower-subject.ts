/**
 * A narrower subject for a question whose subject of several words no event has together (docs/api.md,
 * Connector tools; relaxing.ts tries it once leaving out the other parts found nothing): the
 * subject less one of its words, with every other part of the question kept, then less one part.
 */
import type { HandlerContext } from '../operation.js';
import { inFieldName, termEvents } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import { askedAhead } from './ahead-alike.js';
import { estimatedDeadlines } from './estimated-deadlines.js';
import { ofField } from './field-words.js';
import { heldForeseen } from './foreseen-held.js';
import { noteOf, type Part, partsTellingLeast, without } from './question-parts.js';
import type { Reading } from './reading.js';
import { type Page, pageEvents, searchOf } from './searches.js';
import { askedDeadline } from './result-titles.js';
import { subjectUnits } from './subjects.js';
import { RESULTS } from './vocabulary.js';

/** How many times as many events the words kept may match as the word left out, of `others`. */
const OTHER_RATIO = 4;

/** The question with words of its subject left out (`dropped`). */
interface Narrowed {
  dropped: readonly string[];
  reading: Reading;
  /** The words left out as a note says them, when they are several units ("\"algorithmic\", \"game\""). */
  said?: string;
}

/** `reading` without the subject's words `dropped`. */
function narrowedOf(reading: Reading, dropped: readonly string[]): Narrowed {
  const q = reading.parameters.q!.split(' ').filter((word) => !dropped.includes(word));
  return {
    dropped,
    reading: {
      ...reading,
      parameters: { ...reading.parameters, q: q.join(' ') },
      subject: reading.subject.filter((word) => !dropped.includes(word)),
    },
  };
}

/**
 * The narrower subjects to try: of "X for Y", each side alone, the field (Y) first ("deep
 * learning for medical imaging": medical imaging, then deep learning); else the subject without
 * its word (or expression: "machine learning") that alone matches the most events, the more
 * telling words kept; but a word of a field's name is kept before one that is not ("robotics
 * manipulation": robotics, not the two events of code manipulation; "speech recognition": speech,
 * not document recognition); word by word (`byWord`), two that make a field's name together are
 * kept before another ("software engineering AI": software engineering). `others` are the subject
 * without each other word, the commonest left out first, tried only where the first finds nothing to come (narrowerSubject), and only
 * where the words kept match at most OTHER_RATIO times as many events as the one left out. None when
 * a word of it is one the data has none of.
 */
function narrowerOf(
  reading: Reading,
  context: HandlerContext,
  byWord: boolean,
): { first: Narrowed[]; others: Narrowed[]; phrase?: Narrowed; named?: boolean } {
  const { q } = reading.parameters;
  if (q === undefined) return { first: [], others: [] };
  if (reading.sides?.length === 2) {
    const [method, field] = reading.sides as [readonly string[], readonly string[]];
    // A side of several units is said unit by unit ("sensing", "fabrication"), as it is no expression.
    const sideOf = (side: readonly string[]) => {
      const units = subjectUnits(context.index, side);
      const said = units.length > 1 ? units.map((unit) => `"${unit.join(' ')}"`).join(', ') : undefined;
      return { ...narrowedOf(reading, side), ...(said && { said }) };
    };
    return { first: [sideOf(method), sideOf(field)], others: [] };
  }
  const words = reading.subject.filter((word) => q.split(' ').includes(word));
  const units = byWord ? words.map((word) => [word]) : subjectUnits(context.index, words);
  if (units.length < 2) return { first: [], others: [] };
  const counts = units.map((unit) => termEvents(context.index, unit.join(' ')));
  if (counts.some((count) => count === 0)) return { first: [], others: [] };
  const fields = units.map((unit, at) => ofField(context, unit, counts[at]!));
  // Drop from the words of no field when some are of one and some are not; but of an expression
  // split, its commonest word: "quantum computing" keeps "quantum" (18 events), not the field word
  // "computing" (256); unless the words match about as many events ("speech recognition": speech).
  const close = Math.max(...counts) <= OTHER_RATIO * Math.min(...counts);
  const mixed = (!byWord || close) && fields.includes(true) && fields.includes(false);
  // An expression of three words is kept before shorter units: "graph neural networks" of "graph
  // neural networks for drug discovery", "human robot interaction" of "physical human robot interaction".
  const long = units.map((unit) => unit.length >= 3);
  // Word by word, two that make a field's name together are kept before another: "software
  // engineering AI" leaves out "AI", not "software" (more events), which left "engineering AI".
  const fieldPair = (at: number) =>
    at >= 0 && at + 1 < units.length && inFieldName(context.index.store, [...units[at]!, ...units[at + 1]!]);
  const paired = units.map((_, at) => byWord && (fieldPair(at - 1) || fieldPair(at)));
  const kept = mixed
    ? fields
    : paired.includes(true) && paired.includes(false)
      ? paired
      : long.includes(true) && long.includes(false)
        ? long
        : units.map(() => false);
  const droppable = kept.map((one) => !one);
  const most = Math.max(...counts.filter((_, at) => droppable[at]));
  const chosen = counts.findIndex((count, at) => droppable[at] && count === most);
  // Only where the words kept are no much commoner than the one left out: "fairness" (8 events) for
  // "recommender systems" (6), not "data" (927) for "visualization" (12).
  const others = units
    .map((unit, at) => ({ unit, at }))
    .filter(
      ({ at }) =>
        at !== chosen &&
        (kept === fields || !kept[at]) &&
        counts.every((count, other) => other === at || count <= OTHER_RATIO * counts[at]!),
    )
    .sort((a, b) => counts[b.at]! - counts[a.at]!)
    .map(({ unit }) => narrowedOf(reading, unit));
  // Last, of several words of no field beside one of a field, the field's alone: "algorithmic game
  // theory", which no event has, nor "game theory", nor "algorithmic game", is of theory.
  const unfielded = units.filter((_, at) => droppable[at]);
  // So too a subject of no field beside a field's name written outside it: "venues on causal
  // inference in machine learning", which no event has, nor either word with machine learning.
  const outside = q.split(' ').filter((word) => !words.includes(word));
  const fieldOutside = !fields.includes(true) && outside.length > 0 && inFieldName(context.index.store, outside);
  if ((mixed && unfielded.length > 1) || fieldOutside) {
    const said = unfielded.map((unit) => `"${unit.join(' ')}"`).join(', ');
    others.push({ ...narrowedOf(reading, unfielded.flat()), said });
  }
  if (mixed) others.push(...fieldsAlone(reading, units, fields, counts));
  // A phrase of the data left out for a word that finds no event to answer: the phrase alone, last
  // ("computational biology prediction": computational biology, not "prediction" alone).
  const rest = units.filter((_, at) => at !== chosen).flat();
  const phrase = units[chosen]!.length > 1 ? narrowedOf(reading, rest) : undefined;
  // `named`: the first keeps its words for what they are (a field's, a pair's), not for their count.
  const first = [narrowedOf(reading, units[chosen]!)];
  return { first, others, named: kept.includes(true), ...(phrase && { phrase }) };
}

/**
 * Of words of two fields or more beside one of none, each field's word alone, the commonest first:
 * "retrieval augmented generation", which no event has, nor any two of them, is of retrieval.
 */
function fieldsAlone(
  reading: Reading,
  units: readonly (readonly string[])[],
  fields: readonly boolean[],
  counts: readonly number[],
): Narrowed[] {
  const fielded = units.map((unit, at) => ({ unit, at })).filter(({ at }) => fields[at]);
  if (fielded.length < 2) return [];
  return fielded
    .sort((a, b) => counts[b.at]! - counts[a.at]!)
    .map(({ unit }) => {
      const left = units.filter((other) => other !== unit);
      return { ...narrowedOf(reading, left.flat()), said: left.map((one) => `"${one.join(' ')}"`).join(', ') };
    });
}

/**
 * A page of the narrower subject's events, then, of a deadline window ahead, those whose deadline
 * is only estimated in it, as the question's own answer has them, each title saying what was left
 * out and the estimate ("robotics manipulation ... in January or February 2027": RSS 2027, its
 * deadline estimated for January 30); undefined when none is estimated there.
 */
function withEstimated(found: Page, narrowed: Narrowed, note: string, context: HandlerContext) {
  const estimated = estimatedDeadlines(narrowed.reading.parameters, context);
  if (estimated === undefined) return undefined;
  // Every note of the page stands for its deadline in the title (result-titles.ts): the announced ones' say it too.
  const announced = pageEvents(found, context).map(
    ({ id }, at) => [id, [note, ...askedDeadline(context, found.positions[at]!)].join('; ')] as const,
  );
  const titles = [...estimated.titles].map(([id, title]) => [id, `${note}; ${title}`] as const);
  const positions = [...new Set([...found.positions, ...estimated.page.positions])].slice(0, RESULTS);
  return { note: new Map([...titles, ...announced]), page: { ...found, positions }, foreseen: estimated.foreseen };
}

/**
 * A subject of several words that the data has each of but no event has together ("workshops on
 * LLM agents"): the question with a narrower subject (narrowerOf: the LLM workshops); then, every
 * part kept, the subject without another of its words, where that finds events (not only ended
 * ones, for a question of what is to come: "fairness in recommender systems, where can I submit in
 * the next 4 months?" is FAccT 2027 by "fairness" in the window, not RecSys 2026, ended); then the
 * first narrower subject with one other part left out, the one that tells least of those that
 * find events ("workshops on LLM agents in 2031": the LLM workshops of other years); last, when
 * a phrase of the data was left out for that word, the phrase alone, then with one other part left
 * out ("computational biology prediction in Europe in 2027": ISBRA 2025, Helsinki). No more:
 * "quantum biology in Iceland in 2027" is no question about biology elsewhere. Undefined when
 * nothing finds events.
 */
export function narrowerSubject(reading: Reading, context: HandlerContext, byWord = false) {
  const { first, others, phrase, named } = narrowerOf(reading, context, byWord);
  // Each answer says the narrower subject's q, whose field may answer in its place (relaxing.ts).
  const kept = (narrowed: Narrowed) => {
    const found = searchOf(narrowed.reading.parameters, context);
    const { q } = narrowed.reading.parameters;
    const more =
      found.positions.length < RESULTS ? withEstimated(found, narrowed, common(narrowed), context) : undefined;
    if (more !== undefined) return { ...more, q };
    return found.positions.length > 0 ? { note: common(narrowed), page: found, q } : undefined;
  };
  // Of "X for Y", the side whose events are not all ended, Y first: "machine learning for
  // healthcare conferences", whose healthcare events ended in 2020, are the ML conferences ahead.
  const sided = first.flatMap((narrowed) => kept(narrowed) ?? []);
  const notOver = context.index.notOver(context.today);
  const toCome = sided.find(({ page, ...found }) =>
    page.positions.some((at) => notOver.has(at) || ('foreseen' in found && found.foreseen.has(at))),
  );
  if (sided.length > 0) return toCome ?? sided[0]!;
  // A rank a word asks ("the key venues in speech recognition") goes before another word of the
  // subject answers in place of the first: not CVPR, ranked, by "recognition" alone.
  for (const narrowed of first) {
    const found = lessOnePart(narrowed, context, (part) => part.names.length === 1 && part.names[0] === 'rank');
    if (found !== undefined) return { ...found, q: narrowed.reading.parameters.q };
  }
  // Every part kept before one left out: "LLM evaluation venues with deadlines in spring 2027" is
  // COLM by "LLM" in the window, not SIGMETRICS by "evaluation" without it. A venue of the first,
  // when it keeps its words for what they are, whose next edition is foreseen held in the window is
  // in it too ("LLM evaluation conferences in 2027": COLM 2026, COLM 2027 not listed yet),
  // answered as the first without the window is.
  const foreseen =
    named === true &&
    others.length > 0 &&
    first.some((narrowed) => heldForeseen(narrowed.reading.parameters, context) !== undefined);
  for (const narrowed of foreseen ? [] : others) {
    const found = kept(narrowed);
    if (
      found !== undefined &&
      !endedOnly(found.page, reading, context, 'foreseen' in found ? found.foreseen : undefined)
    )
      return found;
  }
  for (const narrowed of first) {
    const found = lessOnePart(narrowed, context);
    if (found !== undefined) return { ...found, q: narrowed.reading.parameters.q };
  }
  // A rank read of "best" or "top" is a wish, left out with one other part: "the best venues for
  // LLM agents in 2027, deadlines I can still make" is COLM 2026, its 2027 call foreseen in March.
  for (const narrowed of first) {
    const unranked = withoutRank(narrowed, context);
    const found = unranked && lessOnePart(unranked, context);
    if (found !== undefined) return { ...found, q: narrowed.reading.parameters.q };
  }
  if (phrase === undefined) return undefined;
  const found = kept(phrase) ?? lessOnePart(phrase, context);
  return found && { ...found, q: phrase.reading.parameters.q };
}

/** `narrowed` without the rank it asks, its note saying so; undefined when it asks none. */
function withoutRank(narrowed: Narrowed, context: HandlerContext): Narrowed | undefined {
  const { parameters } = narrowed.reading;
  const ranked = (part: Part) => part.names.length === 1 && part.names[0] === 'rank';
  const [rank] = partsTellingLeast(parameters, narrowed.reading, context, ranked);
  if (rank === undefined) return undefined;
  const said = `${narrowed.said ?? `"${narrowed.dropped.join(' ')}"`} and without ${noteOf(rank, parameters)}`;
  return { ...narrowed, said, reading: { ...narrowed.reading, parameters: without(parameters, rank) } };
}

const common = (narrowed: Narrowed) => `found without ${narrowed.said ?? `"${narrowed.dropped.join(' ')}"`}`;

/**
 * The narrower subject with one other part left out (of those `only` takes): of those that find
 * events, the one that tells least.
 */
function lessOnePart(narrowed: Narrowed, context: HandlerContext, only = (_: Part) => true) {
  const { parameters } = narrowed.reading;
  for (const part of partsTellingLeast(parameters, narrowed.reading, context, only)) {
    const rest = without(parameters, part);
    const wider = searchOf(rest, context);
    // "and without": a window's note has commas of its own, and after the words it read as kept.
    const note = `${common(narrowed)} and without ${noteOf(part, parameters)}`;
    if (wider.positions.length > 0) return { note, page: wider, parameters: rest };
    // As the question's own parts are left out (relaxing.ts): a deadline estimated in its window ahead.
    const estimated = withEstimated(
      wider,
      { ...narrowed, reading: { ...narrowed.reading, parameters: rest } },
      note,
      context,
    );
    if (estimated !== undefined) return estimated;
  }
  return undefined;
}

/** Whether `page` holds only ended events where the question asks of what is to come, none `foreseen` (estimated-deadlines.ts). */
export function endedOnly(
  page: Page,
  reading: Reading,
  context: HandlerContext,
  foreseen: ReadonlySet<number> = new Set(),
): boolean {
  if (askedAhead(reading.parameters, formatIsoDate(context.today)) === undefined) return false;
  const notOver = context.index.notOver(context.today);
  return !page.positions.some((position) => notOver.has(position) || foreseen.has(position));
}
