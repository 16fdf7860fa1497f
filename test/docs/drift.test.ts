/**
 * Statements of the docs that restate the code, held to it: the README's lists of sort orders,
 * facets and the MCP tools' list arguments; searchConferences' description, which names every
 * filter parameter of the assistant's document; the folder table of docs/design.md, against the
 * folders and files of src/; the fields of docs/api.md's event item and detail, against the
 * response schemas, with the values of their enumerations; and the sections of
 * docs/snapshot-format.md, against the loader's tables, with the stored builds and the warm builds.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS } from '../../src/api/operations.js';
import { FILTER_PARAMETERS } from '../../src/api/schemas/filter-parameters.js';
import { completeItem, conferenceDetail } from '../../src/api/schemas/event-fields.js';
import { toolTable } from '../../src/mcp/tools.js';
import { CFP_STATUSES, DATE_PRECISIONS, FILTER_NAMES, REQUEST_FACETS, SORT_ORDERS } from '../../src/search/index.js';
import { STORED_SECTIONS } from '../../src/search/stored-builds.js';
import { WARM_BUILDS } from '../../src/search/warm-builds.js';
import { FORMAT_VERSION } from '../../src/snapshot/format.js';
import { DEADLINE_KINDS } from '../../src/source/schema.js';
import { ALIAS_KINDS } from '../../src/source/tables.js';
import { DEADLINE_SECTIONS, STORED_DEADLINE_KINDS, SUBMISSION_SECTIONS } from '../../src/store/deadline-table.js';
import { EXTRA_SECTIONS } from '../../src/store/event-extras.js';
import { NUMERIC_COLUMN_NAMES } from '../../src/store/layout.js';
import { SERIES_SECTIONS } from '../../src/store/series-data.js';
import { TOPIC_SECTIONS } from '../../src/store/topic-lists.js';
import { firstColumn, PROJECT_ROOT, readDoc, section } from './markdown.js';

const readme = readDoc('README.md');
/** The README's bullet on the values of sort, format, cfp and facets. */
const valuesBullet = /\n- `sort` is ([\s\S]*?)\n- /.exec(readme)?.[1] ?? '';

describe('the README', () => {
  it('names every sort order and every facet', () => {
    for (const order of SORT_ORDERS) expect(valuesBullet, order).toContain(`\`${order}\``);
    const facets = /`facets` asks for counts([\s\S]*)$/.exec(valuesBullet)?.[1] ?? '';
    for (const facet of REQUEST_FACETS) expect(facets, facet).toContain(`\`${facet}\``);
  });

  it('names the MCP arguments that take a list of values as lists', () => {
    const schema = toolTable(OPERATIONS).definitions.find((tool) => tool.name === 'searchConferences')!.inputSchema;
    const arrays = Object.entries(schema.properties ?? {})
      .filter(([, property]) => (property as { type?: string }).type === 'array')
      .map(([name]) => name);
    expect(arrays.length).toBeGreaterThan(0);
    const sentence = /The tools take the operations' parameters \(([^)]*)\)/.exec(readme)?.[1] ?? '';
    const lists = /;([^;]*) as lists of their values/.exec(sentence)?.[1] ?? '';
    expect([...lists.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort()).toEqual([...arrays].sort());
  });
});

describe("searchConferences' description", () => {
  const search = OPERATIONS.find((operation) => operation.operationId === 'searchConferences')!;

  it("names every parameter of the assistant's document that feeds a filter; every filter family has one", () => {
    const named = Object.entries(FILTER_PARAMETERS).filter(([, row]) => row.filter !== null);
    for (const [name, row] of named) {
      if (row.assistant) expect(search.description, name).toMatch(new RegExp(`(^|[^a-z_])${name}([^a-z_]|$)`));
    }
    expect(new Set(named.map(([, row]) => row.filter))).toEqual(new Set(FILTER_NAMES));
  });
});

describe("docs/design.md's folder table", () => {
  const rows = firstColumn(section(readDoc('docs/design.md'), 'Folders') ?? '', 'folder') ?? [];
  const listed = rows.map((cell) => cell.replace(/`/g, '').replace(/\/$/, ''));

  it('has a row for every folder and file of src/, and none for a place that is not there', () => {
    const src = readdirSync(join(PROJECT_ROOT, 'src'), { withFileTypes: true }).map((entry) => `src/${entry.name}`);
    expect(listed.filter((place) => place.startsWith('src/')).sort()).toEqual(src.sort());
  });

  it('names only top-level folders that exist', () => {
    const top = new Set(readdirSync(PROJECT_ROOT));
    for (const place of listed.filter((name) => !name.startsWith('src/'))) expect(top.has(place), place).toBe(true);
  });
});

/** The field names of an object schema, a nested object's as `outer.inner` (a nullable object is one field). */
function fieldNames(schema: z.ZodObject, prefix = ''): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) =>
    field instanceof z.ZodObject ? fieldNames(field, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The names in backquotes of the first column of a section's `Field` table ("`rank.core`, `rank.ccf`" is two). */
function tableFields(markdown: string): string[] {
  return (firstColumn(markdown, 'Field') ?? []).flatMap((cell) =>
    [...cell.matchAll(/`([a-z_.]+)`/g)].map((m) => m[1]!),
  );
}

/** The row of a section's table whose first cell starts with the field. */
const rowOf = (markdown: string, field: string): string =>
  markdown.split('\n').find((line) => line.startsWith(`| \`${field}\``)) ?? '';

describe("docs/api.md's event item and detail", () => {
  const apiDoc = readDoc('docs/api.md');
  const item = section(apiDoc, 'Event item') ?? '';
  const detail = section(apiDoc, 'Event detail') ?? '';
  // Every field an item has without `fields` (which may leave any but id out).
  const itemFields = fieldNames(completeItem);

  it('list every field of the item and of the detail, and none that is not there', () => {
    expect(tableFields(item).sort()).toEqual([...itemFields].sort());
    // The detail's own fields, and those an item carries only when asked (deadlines with include=deadlines).
    const always = itemFields.filter(
      (field) => !completeItem.shape[field as keyof typeof completeItem.shape]?.isOptional(),
    );
    const own = fieldNames(conferenceDetail).filter((field) => !always.includes(field));
    expect(tableFields(detail).sort()).toEqual(own.sort());
  });

  it('name every value of the enumerations', () => {
    for (const status of CFP_STATUSES) {
      expect(rowOf(item, 'cfp_status'), status).toContain(`\`${status}\``);
      expect(section(apiDoc, 'Facets'), status).toContain(`\`${status}\``);
    }
    for (const precision of DATE_PRECISIONS)
      expect(rowOf(item, 'dates.precision'), precision).toContain(`\`${precision}\``);
    for (const kind of DEADLINE_KINDS) expect(rowOf(detail, 'deadlines'), kind).toContain(`\`${kind}\``);
    for (const kind of ALIAS_KINDS) expect(rowOf(detail, 'aliases'), kind).toContain(`\`${kind}\``);
  });
});

describe('docs/snapshot-format.md', () => {
  const doc = readDoc('docs/snapshot-format.md');

  it('describes the version the loader reads', () => {
    expect(doc).toContain(`# Snapshot file format (version ${FORMAT_VERSION})`);
    expect(firstColumn(section(doc, 'Versions') ?? '', 'Version')?.[0]).toBe(String(FORMAT_VERSION));
  });

  it('names every numeric column, every section of the deadline, topic, source and series tables, and every stored deadline kind', () => {
    const sections = [
      ...NUMERIC_COLUMN_NAMES,
      ...Object.values(DEADLINE_SECTIONS),
      ...Object.values(SUBMISSION_SECTIONS),
      ...Object.values(TOPIC_SECTIONS),
      ...Object.values(EXTRA_SECTIONS),
      ...Object.values(SERIES_SECTIONS),
    ];
    for (const name of sections) expect(doc, name).toContain(`\`${name}\``);
    const kinds = rowOf(section(doc, 'Meta') ?? '', 'deadlineKinds');
    expect(kinds).toContain(JSON.stringify(STORED_DEADLINE_KINDS).replaceAll(',', ', '));
  });

  it('lists the sections of the stored builds, in the order the builder writes them', () => {
    const rows = firstColumn(section(doc, 'Stored builds') ?? '', 'Section') ?? [];
    expect(rows.map((cell) => cell.replace(/`/g, ''))).toEqual(Object.values(STORED_SECTIONS));
  });

  it('names every warm build a load makes', () => {
    const warm = /\*\*Warm builds\.\*\*([\s\S]*?)\n\n/.exec(doc)?.[1] ?? '';
    const named = new Set([...warm.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]!));
    for (const build of WARM_BUILDS) expect(named.has(build), build).toBe(true);
  });
});
