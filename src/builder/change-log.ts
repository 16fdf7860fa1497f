/**
 * The change log a build writes (docs/snapshot-format.md, Change log): the new store compared with
 * the previous snapshot edition by edition, by public id, and the previous log's changes of the
 * builds within the window carried forward.
 */
import {
  type ChangeBuild,
  type ChangeEntry,
  type ChangeKind,
  type ChangeLog,
  changeEntry,
  compileChangeLog,
  emptyChangeLog,
  MAX_BUILDS,
  NO_DEADLINE,
  writeChangeLog,
} from '../store/change-table.js';
import type { Store } from '../store/store.js';
import { fold } from '../reference/fold.js';
import { sameDeadline } from '../source/deadlines.js';
import { websiteKey } from '../source/fixes.js';
import type { RawSnapshot } from '../snapshot/reader.js';
import { SnapshotWriter } from '../snapshot/writer.js';
import {
  deadlineKey,
  deadlineText,
  type EditionDeadline,
  editionValues,
  type EditionValues,
} from './edition-values.js';

/** How long a change stays in the log by default, in days. */
const DEFAULT_CHANGE_WINDOW_DAYS = 180;
const MS_PER_DAY = 86_400_000;

/** The log of `next`, built at `builtAt`, against `previous` (none: a log of no change). */
export function changeLogOf(
  previous: Store | null,
  next: Store,
  builtAt: string,
  windowDays = DEFAULT_CHANGE_WINDOW_DAYS,
): ChangeLog {
  const own: ChangeBuild = { builtAt, version: '' };
  if (previous === null) return compileChangeLog([own], []);
  const cutoff = Date.parse(builtAt) - windowDays * MS_PER_DAY;
  const log = previous.changes;
  let kept = 0;
  while (kept < log.builds.length && kept < MAX_BUILDS - 1 && !(Date.parse(log.builds[kept]!.builtAt) < cutoff)) {
    kept++;
  }
  const entries = compareStores(previous, next);
  for (let at = 0; at < log.event.length && log.build[at]! < kept; at++) {
    entries.push({ ...changeEntry(log, at), build: log.build[at]! + 1 });
  }
  return compileChangeLog([own, ...log.builds.slice(0, kept)], entries);
}

/** The changes of every edition, by id ascending: both stores' id orders walked once. */
function compareStores(previous: Store, next: Store): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  const kinds = next.meta.deadlineKinds;
  const was = previous.columns.idOrder;
  const now = next.columns.idOrder;
  let i = 0;
  let j = 0;
  while (i < was.length || j < now.length) {
    const oldId = i < was.length ? previous.columns.ids[was[i]!]! : Number.POSITIVE_INFINITY;
    const newId = j < now.length ? next.columns.ids[now[j]!]! : Number.POSITIVE_INFINITY;
    if (oldId < newId) {
      const values = editionValues(previous, was[i++]!);
      entries.push(change(oldId, values, 'edition_removed', values.dates, ''));
    } else if (newId < oldId) {
      const values = editionValues(next, now[j++]!);
      entries.push(change(newId, values, 'edition_added', '', values.dates));
    } else {
      compareEdition(newId, editionValues(previous, was[i++]!), editionValues(next, now[j++]!), kinds, entries);
    }
  }
  return entries;
}

function change(
  event: number,
  values: EditionValues,
  kind: ChangeKind,
  before: string,
  after: string,
  deadline?: { kind: number; round: number },
): ChangeEntry {
  const { name, source } = values;
  return {
    build: 0,
    event,
    kind,
    deadline: deadline?.kind ?? NO_DEADLINE,
    round: deadline?.round ?? 0,
    name,
    source,
    before,
    after,
  };
}

/**
 * The fields compared, each by what it means rather than how it is spelt: a place folded
 * ("İstanbul" is "Istanbul"), a website without its scheme, "www." and trailing slash (websiteKey).
 */
const FIELDS = [
  ['dates', 'dates_changed', (dates: string) => dates],
  ['place', 'place_changed', fold],
  ['format', 'format_changed', (format: string) => format],
  ['website', 'website_changed', websiteKey],
] as const satisfies readonly (readonly [keyof EditionValues, ChangeKind, (value: string) => string])[];

/** The changes of one edition in both stores: its fields, then its deadlines by kind and round. */
function compareEdition(
  event: number,
  was: EditionValues,
  now: EditionValues,
  kinds: readonly string[],
  entries: ChangeEntry[],
): void {
  for (const [field, kind, key] of FIELDS) {
    if (key(was[field]) !== key(now[field])) entries.push(change(event, now, kind, was[field], now[field]));
  }
  const deadline = (d: EditionDeadline) => ({ kind: Math.max(0, kinds.indexOf(d.kind)), round: d.round });
  for (const [key, after] of now.deadlines) {
    const before = was.deadlines.get(key);
    if (before === undefined) {
      const announced = after.kind === 'paper' && was.estimated !== undefined;
      const kind = announced ? 'deadline_announced' : 'deadline_added';
      entries.push(
        change(
          event,
          now,
          kind,
          deadlineText(was.estimated && announced ? was.estimated : undefined),
          deadlineText(after),
          deadline(after),
        ),
      );
    } else if (!sameDeadline(before.at, after.at)) {
      // A minute or less apart is one deadline written two ways (23:59 and 23:59:59): no change.
      const kind = after.at > before.at ? 'deadline_extended' : 'deadline_moved_earlier';
      entries.push(change(event, now, kind, deadlineText(before), deadlineText(after), deadline(after)));
    }
  }
  for (const before of was.deadlines.values()) {
    if (!now.deadlines.has(deadlineKey(before))) {
      entries.push(change(event, now, 'deadline_removed', deadlineText(before), '', deadline(before)));
    }
  }
}

/**
 * `raw` with the sections of an empty log added: the store the new log is compared from is loaded
 * before its log is written.
 */
export function withEmptyChangeLog(raw: RawSnapshot): RawSnapshot {
  const writer = new SnapshotWriter();
  writeChangeLog(writer, emptyChangeLog());
  const sections = new Map(raw.sections);
  for (const [name, section] of writer.asRead(raw.header).sections) sections.set(name, section);
  return { ...raw, sections };
}
