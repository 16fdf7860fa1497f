/**
 * Reading a format's files: one file, or every YAML (or JSON) file under a folder in path order,
 * each bounded in size and parsed, and the plain values of their documents. A file that cannot be
 * read or parsed is noted and left out, so one broken file never stops an import; a YAML file's
 * fault inside one record refuses that record alone (yaml.ts).
 */
import type { ImportNote } from './record.js';
import { FileRefused, MAX_FILE_BYTES, readBoundedText, walkFiles } from './walk.js';
import { MAX_YAML_BYTES, readYamlText } from './yaml.js';

/**
 * The YAML read from one folder, in all: 16 files of the largest size. Parsing is the import's
 * costliest step (about 5 s and 250 MB per MiB), so a folder of many large files is bounded too.
 */
const MAX_FOLDER_YAML_BYTES = 16 * MAX_YAML_BYTES;

/** Notes a file that gives no record: missing, too large, unreadable, not of its format. */
export function refuseFile(notes: ImportNote[], format: string, label: string, detail: string): void {
  notes.push({ source: format, recordId: label, code: 'file_refused', value: null, detail });
}

/** The text of a file, or null (noted) when it is missing, too large, no regular file or unreadable. */
function readTextFile(
  path: string,
  label: string,
  notes: ImportNote[],
  format: string,
  noFollow: boolean,
  maxBytes: number,
): string | null {
  try {
    return readBoundedText(path, noFollow, maxBytes);
  } catch (error) {
    const message = (error as Error).message;
    refuseFile(notes, format, label, error instanceof FileRefused ? message : `cannot read: ${message}`);
  }
  return null;
}

/**
 * A file read and parsed as `kind` ("CSV", "iCalendar"); null (noted) when it cannot be read or
 * parsed, so that one broken file never stops an import. `noFollow` refuses a link (the walk's
 * files are opened by their real paths).
 */
export function parseFile<T>(
  path: string,
  label: string,
  notes: ImportNote[],
  format: string,
  kind: string,
  parse: (text: string) => T,
  noFollow = false,
  maxBytes = MAX_FILE_BYTES,
): T | null {
  const text = readTextFile(path, label, notes, format, noFollow, maxBytes);
  if (text === null) return null;
  try {
    return parse(text);
  } catch (error) {
    refuseFile(notes, format, label, `not ${kind}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/**
 * A YAML or JSON file read and parsed (JSON by its own parser, the faster by far), and the bytes it
 * held; null (noted) when it cannot be read or parsed. A YAML file is at most MAX_YAML_BYTES.
 */
export function readDataFile(
  path: string,
  label: string,
  notes: ImportNote[],
  format: string,
  noFollow = false,
  maxBytes = MAX_YAML_BYTES,
): { value: unknown; bytes: number } | null {
  const json = /\.json$/i.test(path);
  let bytes = 0;
  const parse = (text: string): unknown => {
    bytes = Buffer.byteLength(text);
    return json ? JSON.parse(text) : readYamlText(text);
  };
  const value = parseFile(
    path,
    label,
    notes,
    format,
    json ? 'JSON' : 'YAML',
    parse,
    noFollow,
    json ? MAX_FILE_BYTES : maxBytes,
  );
  return value === null ? null : { value, bytes };
}

/**
 * Every .yml, .yaml or .json file under a folder that `wanted` keeps, by path relative to it (with
 * "/"), parsed; each entry not read (a link not followed, a FIFO, a device) noted `file_skipped`.
 */
export function readYamlFiles(
  dir: string,
  notes: ImportNote[],
  format: string,
  wanted: (rel: string) => boolean,
): { rel: string; value: unknown }[] {
  let found: ReturnType<typeof walkFiles>;
  try {
    found = walkFiles(dir, (rel) => /\.(?:ya?ml|json)$/i.test(rel) && wanted(rel));
  } catch {
    throw new Error(`${dir}: no such folder (is this a checkout of ${format}?)`);
  }
  for (const { rel, target, detail } of found.skipped) {
    // A folder walked twice (ccf-deadlines' conference/ for types.yml, then for the rest) names each entry once.
    const named = notes.some((note) => note.code === 'file_skipped' && note.recordId === rel && note.detail === detail);
    if (!named) notes.push({ source: format, recordId: rel, code: 'file_skipped', value: target, detail });
  }
  const read: { rel: string; value: unknown }[] = [];
  let budget = MAX_FOLDER_YAML_BYTES;
  for (const { rel, path } of found.files) {
    if (budget <= 0) {
      refuseFile(notes, format, rel, `past the ${MAX_FOLDER_YAML_BYTES} bytes of YAML read from one folder`);
      continue;
    }
    const value = readDataFile(path, rel, notes, format, true, Math.min(budget, MAX_YAML_BYTES));
    if (value !== null) read.push({ rel, value: value.value });
    budget -= value?.bytes ?? 0;
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
