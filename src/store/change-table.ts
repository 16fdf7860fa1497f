/**
 * The change log of snapshot format 8 (docs/snapshot-format.md, Change log): what changed in each
 * edition, by its public id, at each build of a window of builds, newest first. A few columns of
 * one value per change and string columns of the values before and after, so that a log of a
 * million changes costs a dozen buffers and no object per change.
 */
import { SnapshotError, type SectionKind, type SnapshotHeader, snapshotVersion } from '../snapshot/format.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { TYPED_ARRAYS } from './layout.js';
import { StringColumn } from './string-column.js';

/** What can change in an edition, by the index the changes.kind section holds. */
export const CHANGE_KINDS = [
  'deadline_announced',
  'deadline_extended',
  'deadline_moved_earlier',
  'deadline_added',
  'deadline_removed',
  'dates_changed',
  'place_changed',
  'format_changed',
  'website_changed',
  'edition_added',
  'edition_removed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** No deadline kind (a change of no deadline), in changes.deadline. */
export const NO_DEADLINE = 0xff;
/** At most this many builds in one log: changes.build is a u16. */
export const MAX_BUILDS = 0xffff;

/**
 * One build of the log: when it was built and its serving version. The file's own build is not
 * written (its version covers the log itself): the loader makes it from the header.
 */
export interface ChangeBuild {
  builtAt: string;
  version: string;
}

/** The change log: change i is the i-th value of each column, newest build first. */
export interface ChangeLog {
  /** The builds, newest (the file's own) first. */
  readonly builds: readonly ChangeBuild[];
  /** Index into builds. */
  readonly build: Uint16Array;
  /** The edition's public id. */
  readonly event: Uint32Array;
  /** Index into CHANGE_KINDS. */
  readonly kind: Uint8Array;
  /** Index into meta.deadlineKinds; NO_DEADLINE for a change of no deadline. */
  readonly deadline: Uint8Array;
  /** The deadline's round (0 for none). */
  readonly round: Uint8Array;
  /** The edition's acronym as written, or its name. */
  readonly name: StringColumn;
  /** The source the edition is listed by first ('' when none). */
  readonly source: StringColumn;
  readonly before: StringColumn;
  readonly after: StringColumn;
}

/** One change as the builder makes it. */
export interface ChangeEntry {
  build: number;
  event: number;
  kind: ChangeKind;
  deadline: number;
  round: number;
  name: string;
  source: string;
  before: string;
  after: string;
}

const CHANGE_SECTIONS = {
  builds: 'changes.builds',
  build: 'changes.build',
  event: 'changes.event',
  kind: 'changes.kind',
  deadline: 'changes.deadline',
  round: 'changes.round',
  name: 'changes.name',
  source: 'changes.source',
  before: 'changes.before',
  after: 'changes.after',
} as const;

const STRING_SECTIONS = ['name', 'source', 'before', 'after'] as const;
const KIND_INDEX = new Map<string, number>(CHANGE_KINDS.map((kind, at) => [kind, at]));

/** The log of entries already in order (newest build first). */
export function compileChangeLog(builds: readonly ChangeBuild[], entries: readonly ChangeEntry[]): ChangeLog {
  if (builds.length > MAX_BUILDS) throw new Error('too many builds in the change log');
  const column = (pick: (entry: ChangeEntry) => string) => StringColumn.of(entries.length, (at) => pick(entries[at]!));
  return {
    builds,
    build: Uint16Array.from(entries, (entry) => entry.build),
    event: Uint32Array.from(entries, (entry) => entry.event),
    kind: Uint8Array.from(entries, (entry) => KIND_INDEX.get(entry.kind)!),
    deadline: Uint8Array.from(entries, (entry) => entry.deadline),
    round: Uint8Array.from(entries, (entry) => entry.round),
    name: column((entry) => entry.name),
    source: column((entry) => entry.source),
    before: column((entry) => entry.before),
    after: column((entry) => entry.after),
  };
}

/** The one entry `at` of a log, as the builder carries it forward. */
export function changeEntry(log: ChangeLog, at: number): ChangeEntry {
  return {
    build: log.build[at]!,
    event: log.event[at]!,
    kind: CHANGE_KINDS[log.kind[at]!]!,
    deadline: log.deadline[at]!,
    round: log.round[at]!,
    name: log.name.get(at),
    source: log.source.get(at),
    before: log.before.get(at),
    after: log.after.get(at),
  };
}

export function writeChangeLog(writer: SnapshotWriter, log: ChangeLog): void {
  writer.add(CHANGE_SECTIONS.builds, Buffer.from(JSON.stringify(log.builds.slice(1)), 'utf8'), 'json');
  writer.add(CHANGE_SECTIONS.build, log.build);
  writer.add(CHANGE_SECTIONS.event, log.event);
  writer.add(CHANGE_SECTIONS.kind, log.kind);
  writer.add(CHANGE_SECTIONS.deadline, log.deadline);
  writer.add(CHANGE_SECTIONS.round, log.round);
  for (const name of STRING_SECTIONS) {
    writer.add(`${CHANGE_SECTIONS[name]}.bytes`, log[name].bytes, 'bytes');
    writer.add(`${CHANGE_SECTIONS[name]}.offsets`, log[name].offsets);
  }
}

/** An empty log: the file's own build alone, no change. */
export function emptyChangeLog(): ChangeLog {
  return compileChangeLog([{ builtAt: '', version: '' }], []);
}

function buildsOf(file: string, bytes: Buffer): ChangeBuild[] {
  const builds = JSON.parse(bytes.toString('utf8')) as unknown;
  const fits =
    Array.isArray(builds) &&
    builds.length < MAX_BUILDS &&
    builds.every((build: ChangeBuild) => typeof build?.builtAt === 'string' && typeof build.version === 'string');
  if (!fits) throw new SnapshotError(file, 'the builds of the change log are inconsistent');
  return builds as ChangeBuild[];
}

/** Reads and checks the sections: every column of one length, every index inside what it indexes. */
export function loadChangeLog(
  file: string,
  header: Pick<SnapshotHeader, 'builtAt' | 'bodyCrc32'>,
  section: (name: string, kind: SectionKind) => Buffer,
  strings: (name: string) => StringColumn,
  deadlineKinds: number,
): ChangeLog {
  const typed = <K extends keyof typeof TYPED_ARRAYS>(name: string, kind: K) => {
    const bytes = section(name, kind);
    return new TYPED_ARRAYS[kind](
      bytes.buffer,
      bytes.byteOffset,
      bytes.byteLength / TYPED_ARRAYS[kind].BYTES_PER_ELEMENT,
    );
  };
  const own = { builtAt: header.builtAt, version: snapshotVersion({ header }) };
  const builds = [own, ...buildsOf(file, section(CHANGE_SECTIONS.builds, 'json'))];
  const log: ChangeLog = {
    builds,
    build: typed(CHANGE_SECTIONS.build, 'u16') as Uint16Array,
    event: typed(CHANGE_SECTIONS.event, 'u32') as Uint32Array,
    kind: typed(CHANGE_SECTIONS.kind, 'u8') as Uint8Array,
    deadline: typed(CHANGE_SECTIONS.deadline, 'u8') as Uint8Array,
    round: typed(CHANGE_SECTIONS.round, 'u8') as Uint8Array,
    name: strings(CHANGE_SECTIONS.name),
    source: strings(CHANGE_SECTIONS.source),
    before: strings(CHANGE_SECTIONS.before),
    after: strings(CHANGE_SECTIONS.after),
  };
  if (!changesFit(log, deadlineKinds)) throw new SnapshotError(file, 'the change log is inconsistent');
  return log;
}

function changesFit(log: ChangeLog, deadlineKinds: number): boolean {
  const count = log.event.length;
  const columns = [log.build, log.kind, log.deadline, log.round, log.name, log.source, log.before, log.after];
  if (columns.some((column) => column.length !== count)) return false;
  let previous = 0;
  for (let at = 0; at < count; at++) {
    const build = log.build[at]!;
    const deadline = log.deadline[at]!;
    if (build < previous || build >= log.builds.length || log.kind[at]! >= CHANGE_KINDS.length) return false;
    if (deadline !== NO_DEADLINE && deadline >= deadlineKinds) return false;
    previous = build;
  }
  return true;
}
