/**
 * Demo source data: a SQLite file in the operators' source format (docs/source-format.md) filled
 * with plausible academic events, written the ways real directories write them: online events in
 * no country, hybrid events, "City, Region" forms, events listed twice under two topics, acronyms
 * not always in the name, names with symbols ("C++", "C#", ".NET", "F#"), series and ranks, and
 * calls for papers open or closed at the anchor, with deadlines in their time zones. The same seed and anchor always give the same rows, so tests and
 * benchmarks can rely on the data. This module never prints and never exits; the CLI in
 * tools/generate.ts and the server's first start both call generateSource.
 */
import { resolve } from 'node:path';
import { MAX_EVENT_ID, type SourceRow } from '../source/schema.js';
import { parseIsoDate } from '../util/dates.js';
import type { DemoEvent } from './calls.js';
import { EventFactory } from './event-factory.js';
import { writeSourceFile } from './source-file.js';

export interface GenerateOptions {
  /** Number of events; ids are 1..events. */
  events: number;
  /** Any integer from 0 to 2^32-1; the same seed and anchor give the same rows. */
  seed: number;
  /** Path of the SQLite file to write; an existing file there is replaced. */
  out: string;
  /** YYYY-MM-DD: start dates spread from about 3 years before it to 3 years after. */
  anchor: string;
  /** Called after each batch with the number of events written so far. */
  onProgress?: (done: number) => void;
}

export interface GenerateResult {
  events: number;
  /** Absolute path of the written file. */
  file: string;
}

export interface DemoRowsOptions {
  events: number;
  seed: number;
  anchor: string;
}

/** Ids are 1 .. events, so no more events than ids. */
export const MAX_EVENTS = MAX_EVENT_ID;

/** Writes a fresh demo source file. Rejects on bad options or I/O errors, leaving no partial file. */
export async function generateSource(options: GenerateOptions): Promise<GenerateResult> {
  const events = demoEvents(options);
  const file = resolve(options.out);
  await writeSourceFile(file, events, options.onProgress);
  return { events: options.events, file };
}

/** The rows of the events table alone, ids 1..events in order. Throws on bad options. */
export function demoRows(options: DemoRowsOptions): Generator<SourceRow> {
  const events = demoEvents(options);
  return (function* () {
    for (const event of events) yield event.row;
  })();
}

/** The demo events with their deadline rows, ids 1..events in order, without touching the disk. Throws on bad options. */
export function demoEvents(options: DemoRowsOptions): Generator<DemoEvent> {
  const { events, seed } = options;
  if (!Number.isInteger(events) || events < 0 || events > MAX_EVENTS) {
    throw new RangeError(`events must be an integer from 0 to ${MAX_EVENTS}, got ${events}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  }
  const anchor = parseIsoDate(options.anchor);
  if (anchor === null) throw new RangeError(`anchor must be a date YYYY-MM-DD, got "${options.anchor}"`);
  const factory = new EventFactory(seed, anchor);
  return (function* () {
    for (let id = 1; id <= events; id++) yield factory.event(id);
  })();
}
