/**
 * Statements of the docs that restate the code, held to it: the README's lists of sort orders,
 * facets and the MCP tools' list arguments; searchConferences' description, which names every
 * filter family; and the folder table of docs/design.md, against the folders and files of src/.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/operations.js';
import { FILTER_PARAMETERS } from '../../src/api/schemas/filter-parameters.js';
import { toolTable } from '../../src/mcp/tools.js';
import { FILTER_NAMES, REQUEST_FACETS, SORT_ORDERS } from '../../src/search/index.js';
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

  it('names every parameter that feeds a filter, so every filter family', () => {
    const named = Object.entries(FILTER_PARAMETERS).filter(([, row]) => row.filter !== null);
    for (const [name] of named) expect(search.description, name).toMatch(new RegExp(`(^|[^a-z_])${name}([^a-z_]|$)`));
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
