/** docs/importers.md and docs/source-format.md against the code: every CSV column, note and reason code is documented. */
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/import/index.js';
import { CSV_COLUMNS } from '../../src/import/csv.js';
import { NOTE_CODES } from '../../src/import/record.js';
import { ID_MAX } from '../../src/api/schemas/rules.js';
import { DEADLINES_PER_EVENT, DEADLINES_PER_TRACK, MAX_ROUND } from '../../src/source/deadlines.js';
import { REASONS } from '../../src/source/problems.js';
import { RANK_SCALES, RANK_SYSTEMS, RANKS_PER_EVENT } from '../../src/source/ranks.js';
import { RATE_TOLERANCE } from '../../src/source/series-tables.js';
import { LIST_LIMITS } from '../../src/source/tables.js';
import { BUILD_LONG_TEXT_MAX, DEFAULT_TEXT_BOUND, TEXT_BOUNDS } from '../../src/source/text-bounds.js';
import { MAX_NAME, TRACKS_PER_EVENT } from '../../src/source/tracks.js';
import { SPORTS_CODES } from '../../src/source/us-places.js';
import { firstColumn, readDoc, section } from './markdown.js';

const importers = readDoc('docs/importers.md');
const sourceFormat = readDoc('docs/source-format.md');

describe('docs/importers.md', () => {
  it('lists every format', () => {
    for (const format of Object.keys(FORMATS)) expect(importers, format).toContain(`| \`${format}\``);
  });

  it('lists every column of the CSV format', () => {
    for (const column of CSV_COLUMNS) expect(importers, column).toContain(`\`${column}\``);
  });

  it('names the bounds an import cuts texts to', () => {
    const bounds = `a name ${TEXT_BOUNDS.name} characters, a venue ${TEXT_BOUNDS.venue}, a city ${TEXT_BOUNDS.city}, a website or a record's address ${TEXT_BOUNDS.website}, any other text ${DEFAULT_TEXT_BOUND})`;
    expect(importers.replace(/\s+/g, ' ')).toContain(bounds);
  });

  it('lists every note code of the report', () => {
    for (const code of NOTE_CODES) expect(importers, code).toContain(`\`${code}\``);
  });

  it('names the sports codes read as countries', () => {
    const codes = `the sports codes that are no ISO code (${Object.keys(SPORTS_CODES).join(', ')}) their countries`;
    expect(importers.replace(/\s+/g, ' ')).toContain(codes);
  });
});

describe('docs/source-format.md', () => {
  it('has a row for every reason code of the build report', () => {
    for (const code of Object.keys(REASONS))
      expect(sourceFormat, code).toMatch(new RegExp(`^\\| \`${code}\` *\\|`, 'm'));
  });

  it('has no row for a reason code the builder does not have', () => {
    const rows = firstColumn(section(sourceFormat, 'Report') ?? '', 'code') ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const cell of rows) expect(Object.keys(REASONS), cell).toContain(cell.replace(/`/g, ''));
  });

  it('gives each code of the report its severity and the text the report prints', () => {
    const rows = (section(sourceFormat, 'Report') ?? '').split('\n').filter((line) => /^\| `[a-z_]+` *\|/.test(line));
    expect(rows.length).toBe(Object.keys(REASONS).length);
    for (const row of rows) {
      const [, code, severity, , reason] = row.split('|').map((cell) => cell.trim());
      const rule = REASONS[code!.replace(/`/g, '') as keyof typeof REASONS];
      expect(severity, code).toBe(rule.severity);
      expect(reason, code).toContain(rule.text);
    }
  });

  it('gives every code it names elsewhere in a table the severity of the report', () => {
    const rows = sourceFormat.split('\n').filter((line) => /^\| `[a-z_]+` *\| (?:error|warning) /.test(line));
    for (const row of rows) {
      const [, code, severity] = row.split('|').map((cell) => cell.trim());
      expect(severity, code).toBe(REASONS[code!.replace(/`/g, '') as keyof typeof REASONS]?.severity);
    }
  });
});

describe("docs/source-format.md's bounds", () => {
  const flat = sourceFormat.replace(/\s+/g, ' ');

  it.each([
    `| \`id\` | not an integer from 1 to ${ID_MAX}, or the same id twice`,
    `the id is not an integer from 1 to ${ID_MAX}`,
    `the dated rank is kept, with the address either gives); at most ${RANKS_PER_EVENT} per event`,
    `an \`http(s)\` URL of at most ${TEXT_BOUNDS.website!.toLocaleString('en')} characters (as a website)`,
    `one longer than ${MAX_NAME} characters \`text_too_long\``,
    `at most ${TRACKS_PER_EVENT} tracks per event, and the first ${DEADLINES_PER_TRACK} rows of a track`,
    `The first ${DEADLINES_PER_EVENT} rows of an event are read, the others left out with the warning \`list_over_limit\``,
    `longer than its bound, read cut to it: \`name\` and \`description\` ${BUILD_LONG_TEXT_MAX} characters, \`acronym\` ${TEXT_BOUNDS.acronym}, \`city\`, \`region\` and \`country\` ${TEXT_BOUNDS.city}, \`venue\` and \`organizer\` ${TEXT_BOUNDS.venue}, \`website\` ${TEXT_BOUNDS.website}, \`contact_email\` ${TEXT_BOUNDS.contact_email}, any other ${DEFAULT_TEXT_BOUND}`,
    `a whole number from 1 to ${MAX_ROUND};`,
    `An event has at most ${LIST_LIMITS.topics} topics and ${LIST_LIMITS.subTopics} sub-topics`,
    `\`website_invalid\`); at most ${LIST_LIMITS.sources} per event`,
    `at most ${LIST_LIMITS.aliases} per`,
    `more than ${RATE_TOLERANCE} away`,
    // The rank systems and their scales.
    `-- ${RANK_SYSTEMS.map((system) => (system === 'CORE' ? 'CORE (or ICORE)' : system)).join(', ')};`,
    `on the system's scale, any case: ${RANK_SYSTEMS.flatMap((system) => {
      const scale = RANK_SCALES[system];
      return scale ? [`${system} ${scale.map((value) => `\`${value}\``).join(', ')}`] : [];
    }).join('; ')}; h5-index a whole number`,
  ])('says "%s"', (phrase) => {
    expect(flat.replace(/ *\| */g, ' | ')).toContain(phrase);
  });
});
