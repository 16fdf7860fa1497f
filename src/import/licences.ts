/**
 * The licence of each source of an import (docs/importers.md, Licences): read from the licence
 * file at the top of a checkout (LICENSE, LICENCE, COPYING, with or without an extension), or
 * beside a single file, and recognised by its text. A source without one gets a warning: its data
 * may not be published without its authors' leave. Recognised by hand from a few phrases that
 * each licence's text carries: a licence detector package would bring a database for six texts.
 */
import { closeSync, existsSync, lstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SourceLicence {
  format: string;
  path: string;
  /** The licence as an SPDX identifier ("MIT", "CC-BY-4.0"), "unrecognised" when the file names none known, null when there is no file. */
  licence: string | null;
  /** The licence file's name, or null. */
  file: string | null;
}

/** Phrases of each licence's text, the more specific first. */
const LICENCES: readonly (readonly [string, RegExp])[] = [
  ['CC0-1.0', /\bCC0 1\.0 Universal\b|Creative Commons Zero/i],
  ['CC-BY-SA-4.0', /Attribution-ShareAlike 4\.0 International/i],
  ['CC-BY-NC-4.0', /Attribution-NonCommercial 4\.0 International/i],
  ['CC-BY-4.0', /Attribution 4\.0 International/i],
  ['ODbL-1.0', /Open Database License/i],
  ['Apache-2.0', /Apache License,?\s+Version 2\.0/i],
  ['AGPL-3.0', /GNU AFFERO GENERAL PUBLIC LICENSE\s+Version 3/i],
  ['LGPL-3.0', /GNU LESSER GENERAL PUBLIC LICENSE\s+Version 3/i],
  ['GPL-3.0', /GNU GENERAL PUBLIC LICENSE\s+Version 3/i],
  ['GPL-2.0', /GNU GENERAL PUBLIC LICENSE\s+Version 2/i],
  ['MPL-2.0', /Mozilla Public License,?\s+(?:version|v\.?)\s*2\.0/i],
  ['BSD-3-Clause', /Neither the name of .{1,200} nor the names of its\s+contributors/is],
  ['BSD-2-Clause', /Redistributions in binary form must reproduce the above copyright notice/i],
  ['ISC', /Permission to use, copy, modify, and\/or distribute this software for any purpose/i],
  ['MIT', /Permission is hereby granted, free of charge, to any person obtaining a copy/i],
  ['Unlicense', /This is free and unencumbered software released into the public domain/i],
];

const FILE_RE = /^(?:licen[cs]e|copying)(?:[.-][\w.-]*)?$/i;

/** The licence a text is, by its phrases; "unrecognised" when it matches none. */
export function licenceOfText(text: string): string {
  return LICENCES.find(([, phrase]) => phrase.test(text))?.[0] ?? 'unrecognised';
}

/** The licence file of a source: at the top of a folder, or beside a file. */
function licenceFile(path: string): string | null {
  const folder = existsSync(path) && statSync(path).isDirectory() ? path : dirname(path);
  try {
    const name = readdirSync(folder)
      .filter((entry) => FILE_RE.test(entry) && lstatSync(join(folder, entry)).isFile())
      .sort()[0];
    return name === undefined ? null : join(folder, name);
  } catch {
    return null;
  }
}

/** The first 64 KiB of a file: a licence's text is a few KiB, and its first lines say which it is. */
function head(file: string): string {
  const buffer = Buffer.alloc(64 * 1024);
  const fd = openSync(file, 'r');
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The licence of each source given to an import. */
export function sourceLicences(from: readonly { format: string; path: string }[]): SourceLicence[] {
  return from.map(({ format, path }) => {
    const file = licenceFile(path);
    if (file === null) return { format, path, licence: null, file: null };
    const text = head(file);
    return { format, path, licence: licenceOfText(text), file: file.slice(dirname(file).length + 1) };
  });
}

/** The report's lines on licences: one per source, a warning for a source without one. */
export function licenceLines(licences: readonly SourceLicence[]): string[] {
  return licences.map(({ format, path, licence, file }) => {
    if (licence === null) {
      return `warning: ${format} ${path} has no licence file: its data may not be republished without its authors' leave (docs/importers.md, Licences)`;
    }
    return `licence of ${format} ${path}: ${licence} (${file})`;
  });
}
