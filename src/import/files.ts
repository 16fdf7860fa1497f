/**
 * Reading a format's files: one file, or every YAML (or JSON) file under a folder in path order,
 * each bounded in size and parsed, and the plain values of their documents. A file that cannot be
 * read or parsed is noted and left out, so one broken file never stops an import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse } from 'yaml';
import type { ImportNote } from './record.js';

/** The largest file read: the biggest file of the public formats is about 100 KiB. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** Notes a file that gives no record: missing, too large, unreadable, not of its format. */
function refuseFile(notes: ImportNote[], format: string, label: string, detail: string): void {
  notes.push({ source: format, recordId: label, code: 'record_refused', value: null, detail });
}

/** The text of a file, or null (noted) when it is missing, too large or unreadable. */
function readTextFile(path: string, label: string, notes: ImportNote[], format: string): string | null {
  try {
    const size = statSync(path).size;
    if (size <= MAX_FILE_BYTES) return readFileSync(path, 'utf8');
    refuseFile(notes, format, label, `a file of ${size} bytes, over ${MAX_FILE_BYTES}`);
  } catch (error) {
    refuseFile(notes, format, label, `cannot read: ${(error as Error).message}`);
  }
  return null;
}

/**
 * A file read and parsed as `kind` ("CSV", "iCalendar"); null (noted) when it cannot be read or
 * parsed, so that one broken file never stops an import.
 */
export function parseFile<T>(
  path: string,
  label: string,
  notes: ImportNote[],
  format: string,
  kind: string,
  parse: (text: string) => T,
): T | null {
  const text = readTextFile(path, label, notes, format);
  if (text === null) return null;
  try {
    return parse(text);
  } catch (error) {
    refuseFile(notes, format, label, `not ${kind}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** Every .yml, .yaml or .json file under a folder that `wanted` keeps, by path relative to it (with "/"), parsed. */
export function readYamlFiles(
  dir: string,
  notes: ImportNote[],
  format: string,
  wanted: (rel: string) => boolean,
): { rel: string; value: unknown }[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    throw new Error(`${dir}: no such folder (is this a checkout of ${format}?)`);
  }
  const files = names
    .map((name) => name.split(sep).join('/'))
    .filter((rel) => /\.(?:ya?ml|json)$/i.test(rel) && wanted(rel))
    .sort();
  const read: { rel: string; value: unknown }[] = [];
  for (const rel of files) {
    const value = parseFile(join(dir, rel), rel, notes, format, 'YAML', (text) => parse(text) as unknown);
    if (value !== null) read.push({ rel, value });
  }
  return read;
}

/** A list, or none. */
export const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A mapping, or an empty one. */
export const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A text trimmed (a number as its digits), or null when absent or empty. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A finite number (or its text), or null. */
export function number(value: unknown): number | null {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}
