/**
 * docs/api.md against the tables the API is made from: every row of the operation table (its
 * method, path and operationId) is in the endpoint table; the search's five operations each have
 * their section with every query parameter, and are in the README's operation table; every code of
 * the error table is in the reference, with its status, its error string and, where the message
 * needs no value, its message, so that it cannot drift from the code; the MCP tools, in their
 * order, and the metrics the server registers are the ones the reference lists.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { queryNames } from '../../src/api/operation.js';
import { OPERATIONS, operationList } from '../../src/api/operations.js';
import { renderFor } from '../../src/api/transport-names.js';
import { toolTable } from '../../src/mcp/tools.js';
import { createMetrics } from '../../src/ops/metrics.js';
import { firstColumn, readDoc, section } from './markdown.js';

const apiDoc = readDoc('docs/api.md');
const readme = readDoc('README.md');

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The search's five operations and its changes: the rows the reference and the README describe one by one. */
const SEARCH_ROWS = [...OPERATIONS.slice(0, 5), OPERATIONS.find((row) => row.operationId === 'getChanges')!];

describe('docs/api.md', () => {
  it('has every row of the operation table in its endpoint table, with its method, path and operationId', () => {
    for (const operation of OPERATIONS) {
      const row = new RegExp(
        `^\\| ${operation.method} +\\| \`${escaped(operation.path)}\` +\\|.*\\| \`${operation.operationId}\`.*\\|$`,
        'm',
      );
      expect(section(apiDoc, 'Endpoints'), operation.operationId).toMatch(row);
    }
  });

  for (const operation of SEARCH_ROWS) {
    describe(operation.operationId, () => {
      const own = section(apiDoc, `\`GET ${operation.path}\``);

      it('is a row of the endpoint table, with its path and operationId', () => {
        const row = new RegExp(
          `^\\| GET +\\| \`${escaped(operation.path)}\` +\\|.*\\| \`${operation.operationId}\` +\\|$`,
          'm',
        );
        expect(section(apiDoc, 'Endpoints')).toMatch(row);
      });

      it('has a section named by its path', () => {
        expect(own, `a heading with \`GET ${operation.path}\``).toBeDefined();
      });

      const names = queryNames(operation);
      if (names.length > 0) {
        it('lists exactly its query parameters, in order, in its parameter table', () => {
          expect(firstColumn(own ?? '', 'Parameter')).toEqual(names.map((name) => `\`${name}\``));
        });
      } else {
        it('says that it takes no query parameters', () => {
          expect(own).toMatch(/no (query )?parameters/i);
        });
      }

      it('is named as an MCP tool', () => {
        expect(section(apiDoc, 'MCP')).toContain(`\`${operation.operationId}\``);
      });
    });
  }

  it('lists every code of the error table with its status and error string, and no other code', () => {
    const codes = section(apiDoc, 'Error codes') ?? '';
    for (const [code, row] of Object.entries(ERROR_TABLE)) {
      expect(codes).toMatch(new RegExp(`^\\| \`${code}\` +\\| +${row.status} \\| \`${row.error}\` +\\|`, 'm'));
    }
    const listed = (firstColumn(codes, 'Code') ?? []).map((cell) => cell.replace(/`/g, ''));
    expect(listed.sort()).toEqual(Object.keys(ERROR_TABLE).sort());
  });

  it('gives the message of every code whose message needs no value, as an HTTP client reads it', () => {
    const codes = section(apiDoc, 'Error codes') ?? '';
    const messageOf = (code: string): string | undefined => {
      const row = ERROR_TABLE[code as keyof typeof ERROR_TABLE] as { message: (values?: unknown) => string };
      if (code === 'route_not_found')
        return row.message({ method: '<METHOD>', path: '<path>', operations: operationList() });
      try {
        const text = renderFor(row.message(undefined), 'http');
        return text.includes('undefined') ? undefined : text;
      } catch {
        return undefined; // its message is made of the failure's values
      }
    };
    let fixed = 0;
    for (const code of Object.keys(ERROR_TABLE)) {
      const message = messageOf(code);
      if (message === undefined) continue;
      fixed++;
      const row = codes.split('\n').find((line) => line.startsWith(`| \`${code}\``)) ?? '';
      expect(row, code).toContain(`\`${message}\``);
    }
    expect(fixed).toBeGreaterThan(10);
  });

  it('names the MCP tools in the order tools/list gives them', () => {
    const names = toolTable(OPERATIONS).definitions.map((tool) => tool.name);
    const tools = (section(apiDoc, 'MCP') ?? '').replace(/\s+/g, ' ');
    expect(tools).toContain(`in this order: ${names.map((name) => `\`${name}\``).join(', ')}.`);
  });

  it('lists every metric the server registers, and none it does not', () => {
    const registered = createMetrics({ defaultMetrics: false })
      .registry.getMetricsAsArray()
      .map((metric) => metric.name);
    const cells = firstColumn(section(apiDoc, 'Health and metrics') ?? '', 'Metric') ?? [];
    const listed = cells.flatMap((cell) => [...cell.matchAll(/`([a-z_]+)(\{[a-z,]+\})?`/g)].map((m) => m[1]!));
    expect(listed.sort()).toEqual([...registered].sort());
  });
});

describe('the README', () => {
  it('names every MCP tool where it says what /mcp serves', () => {
    const names = toolTable(OPERATIONS).definitions.map((tool) => tool.name);
    const mcp = /\*\*MCP\.\*\*([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const routes = /\n- `\/mcp` \(POST\)([\s\S]*?)\n- |\n- `\/mcp` \(POST\)([\s\S]*?)\n\n/.exec(readme);
    const served = routes?.[1] ?? routes?.[2] ?? '';
    for (const name of names) {
      expect(mcp, name).toContain(`\`${name}\``);
      expect(served, name).toContain(`\`${name}\``);
    }
  });

  for (const operation of SEARCH_ROWS) {
    it(`lists ${operation.operationId} with its path and every query parameter`, () => {
      const row = readme
        .split('\n')
        .find((line) => line.startsWith(`| \`${operation.operationId}\``) && line.includes(`\`${operation.path}\``));
      expect(row, `a row of ${operation.operationId}`).toBeDefined();
      for (const name of queryNames(operation)) expect(row).toContain(`\`${name}\``);
    });
  }
});
