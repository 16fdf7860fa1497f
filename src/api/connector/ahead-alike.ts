/**
 * A question about what is to come of a subject in q (docs/api.md, Connector tools), no venue
 * named, whose wider search shows nothing to come: "graph neural networks, where can I submit
 * before March?" found LOG 2022 and 2025, the subject's only events, their deadlines passed;
 * "graph neural network venues in the first half of 2027" the same two, found without the window.
 * It is answered by the events of the subject's field (a sub-topic) alike the event that stands for
 * it, with the rest of the question, when one of those is to come (ICLR, AISTATS, … 2027), then,
 * of a deadline window ahead, by those alike whose paper deadline is estimated in it. Of a window
 * of the events' dates, the event they are alike comes first when it ended within the year.
 */
import { CATCH_ALL_SUBTOPICS } from '../../reference/fields.js';
import { seriesOf } from '../../search/index.js';
import { slugify } from '../../reference/fold.js';
import { formatIsoDate } from '../../util/dates.js';
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import {
  ahead,
  asksDeadlines,
  editionName,
  NAMED_READ,
  type Page,
  type Parameters,
  pageEvents,
  searchOf,
} from './searches.js';
import { estimatedDeadlines } from './estimated-deadlines.js';
import { RESULTS } from './vocabulary.js';
import { EVENT_DATES } from './date-words.js';
import { askedDeadline } from './result-titles.js';
import { seriesCycle } from './projected-deadlines.js';

/**
 * What a question asks of what is to come: the deadlines (a deadline window, an open call), the
 * events (a window of their dates that ends today or later: "in the first half of 2027"), or
 * neither.
 */
export function askedAhead(parameters: Parameters, today: string): 'deadlines' | 'events' | undefined {
  if (asksDeadlines(parameters)) return 'deadlines';
  const { from, to, month, year } = parameters;
  // Compared as text: a month's last day written as its 31st is after each of its days.
  const end = to ?? (month && `${month}-31`) ?? (year && `${year}-12-31`) ?? (from && '9999-12-31');
  return end !== undefined && end >= today ? 'events' : undefined;
}

/** The events of `q` filed under a field that make it theirs when others are filed under none. */
const FIELD_EVENTS = 2;

/** A venue filed under more sub-topics than this is broad: its first says little of a subject's field. */
export const FOCUSED = 2;

/**
 * The field an event gives a subject: the sub-topic of its own that `q` names ("theoretical machine
 * learning": STACS's Machine Learning, not Cryptography, the first of its four), else its first when
 * it is filed under FOCUSED at most (LOG: Machine Learning, Artificial Intelligence); else none
 * ("AI ethics": AIES, filed first under Security and Privacy of four); a catch-all sub-topic never.
 */
function eventField(filed: readonly string[], said: ReadonlySet<string>): string | undefined {
  // A catch-all ("Interdisciplinary Computing": BIBM beside CogSci) is no field.
  const subtopics = filed.filter((one) => !CATCH_ALL_SUBTOPICS.has(one));
  const named = subtopics.find((one) =>
    slugify(one)
      .split('-')
      .every((word) => said.has(word)),
  );
  return named ?? (subtopics.length <= FOCUSED ? subtopics[0] : undefined);
}

/**
 * The subject's field: the field (eventField) of more than half of the first NAMED_READ events of
 * `q` (Machine Learning, LOG's, for "graph neural networks"), or of more than half of those of one
 * when FIELD_EVENTS or more have one (three of the four federated learning events, of seven), the
 * first of its events and the words of `q`; else none:
 * "quantum computing", whose few events are of no one field, would be answered by the venues alike
 * a workshop on quantum computing for securing LLMs, PETS and EUROCRYPT; so none of one workshop.
 */
function fieldOf(q: string, context: HandlerContext) {
  const counts = new Map<string, number>();
  const subject = pageEvents(searchOf({ q }, context, NAMED_READ), context);
  const said = new Set(slugify(q).split('-'));
  let filed = 0;
  for (const first of subject.map(({ subtopics }) => eventField(subtopics, said))) {
    if (first === undefined) continue;
    counts.set(first, (counts.get(first) ?? 0) + 1);
    filed += 1;
  }
  const [field, count] = [...counts].reduce((best, one) => (one[1] > best[1] ? one : best), ['', 0]);
  // Of most events, or of most of those filed under one when that is several.
  if (count * 2 <= subject.length && (count * 2 <= filed || count < FIELD_EVENTS)) return undefined;
  const first = subject.find(({ subtopics }) => eventField(subtopics, said) === field)!;
  // One workshop alone is filed under its host's field ("edge AI": SAFE-EDGE, of a security conference).
  if (count < FIELD_EVENTS && first.type === 'workshop') return undefined;
  return { field, first, said };
}

/**
 * The field of a question's subject that names no venue (fieldOf: "nlp", Natural Language
 * Processing), when it has one; of a question that asks deadlines, its own venues come first
 * ("upcoming NLP deadlines": ACL and EMNLP, then IEA/AIE, whose topics list NLP).
 */
export function subjectField(parameters: Parameters, context: HandlerContext): string | undefined {
  const { q, acronym, similar_to } = parameters;
  if (q === undefined || acronym !== undefined || similar_to !== undefined) return undefined;
  return fieldOf(q, context)?.field;
}

/** The field of a subject whose deadlines are asked (a window or an open call), as a subject alone has it; else none. */
export function deadlineField(parameters: Parameters, context: HandlerContext) {
  const name = asksDeadlines(parameters) ? subjectField(parameters, context) : undefined;
  const windowed = parameters.deadline_from !== undefined || parameters.deadline_to !== undefined;
  return name === undefined ? undefined : { name, windowed };
}

/** A wider search's page, the note its titles carry and its parameters, when it has them (relaxing.ts). */
type Around = { page: Page; note?: string | ReadonlyMap<number, string>; parameters?: Parameters };

/** Days since an edition ended within which its venue most likely meets again, its next not listed yet. */
export const RECENT_DAYS = 365;

/**
 * The event that stands for the subject, at `at` of the wider page `found`, when it ended within
 * RECENT_DAYS and is its series' latest listed ("fairness in machine learning, 2027": FAccT 2026,
 * one edition, none foreseen): its position and its note, the wider search's and that its next
 * edition is not listed yet; else undefined (an event of a venue long gone, or not on the page).
 */
function recentOwn(found: Around, asked: Parameters, at: number, context: HandlerContext) {
  const position = found.page.positions[at];
  if (position === undefined || typeof found.note !== 'string' || found.parameters === undefined) return undefined;
  // Found without the window alone: of the subject and kind asked ("NOSSDAV", a workshop, is no conference's).
  const kept = found.parameters;
  if (Object.entries(asked).some(([name, value]) => kept[name] !== value && !EVENT_DATES.includes(name)))
    return undefined;
  const [event] = pageEvents({ positions: [position], total: 1 }, context);
  if (event?.end == null || event.end < context.today - RECENT_DAYS) return undefined;
  // Its series' latest, whose next edition no cycle foresees (foreseen-held.ts says when one does).
  const series = seriesOf(context.index.store, position);
  if (series !== null && seriesCycle(series, context) !== undefined) return undefined;
  if (series !== null && searchOf({ series, sort: '-date' }, context, 1).positions[0] !== position) return undefined;
  return { position, note: `${found.note}; its next edition not listed yet` };
}

/**
 * The answer of events to come alike the subject's (see the top of this file), the note saying
 * `said` left out when the subject is a narrower one of the question's (relaxing.ts); undefined when the
 * question asks nothing to come, names a venue, the wider page shows some to come, the subject has
 * no field, or none alike is to come.
 */
export function aheadAlike(reading: Reading, found: Around, context: HandlerContext, said?: string) {
  const { q, acronym, similar_to, ...rest } = reading.parameters;
  const asked = askedAhead(rest, formatIsoDate(context.today));
  // A venue named ("is the call of SIGMOD 2027 still open?") is the answer, its call closed or not.
  if (asked === undefined || q === undefined || acronym !== undefined || similar_to !== undefined) return undefined;
  const toCome = (page: Page, events?: ReturnType<typeof pageEvents>) =>
    asked === 'events' ? ahead(page, context) : (events ?? pageEvents(page, context)).some(({ next }) => next !== null);
  const events = pageEvents(found.page, context);
  if (toCome(found.page, events)) return undefined;
  // Alike by a topic alone ("Computer Science": FORGE, on foundation models) is alike by nothing.
  const of = fieldOf(q, context);
  if (of === undefined) return undefined;
  const subtopic = of.field;
  // The event that stands for the subject: the first of the page of its field, else of the subject's
  // ("federated learning conferences in 2027": the two conferences have no sub-topic, FL4Industry has).
  const first = events.find(({ subtopics }) => eventField(subtopics, of.said) === subtopic) ?? of.first;
  // A name with a comma ("Augmented, Virtual and Mixed Reality") by its slug: a comma separates values.
  const value = subtopic.includes(',') ? slugify(subtopic) : subtopic;
  const parameters = { ...rest, similar_to: String(first.id), subtopic: value };
  const alike = searchOf(parameters, context);
  // A short page of deadlines goes on with those alike estimated in the window (ICML 2027's, January).
  const estimated =
    asked === 'deadlines' && alike.positions.length < RESULTS ? estimatedDeadlines(parameters, context) : undefined;
  if (!toCome(alike) && estimated === undefined) return undefined;
  const note = `found without "${said ?? q}", with similar_to=${first.id} (${editionName(first)}), subtopic=${value}`;
  // The field's slug tells which field answers ("machine-learning").
  const field = slugify(subtopic);
  const own = asked === 'events' ? recentOwn(found, reading.parameters, events.indexOf(first), context) : undefined;
  if (own !== undefined) {
    const positions = [own.position, ...alike.positions.filter((position) => position !== own.position)];
    // Each title its own note, which then says the deadline asked (result-titles.ts).
    const shown = pageEvents({ positions, total: positions.length }, context);
    const notes = new Map(
      shown.map(({ id }, at) => [
        id,
        [id === first.id ? own.note : note, ...askedDeadline(context, positions[at]!)].join('; '),
      ]),
    );
    const page = { positions, total: alike.total + 1 };
    return { note: notes as ReadonlyMap<number, string>, page, field, stays: new Set([own.position]) };
  }
  if (estimated === undefined) return { note, page: alike, field };
  const titles = new Map([...estimated.titles].map(([id, title]) => [id, `${note}; ${title}`] as const));
  return { note, page: alike, field, more: { page: estimated.page, note: titles as ReadonlyMap<number, string> } };
}
