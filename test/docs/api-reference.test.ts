/**
 * docs/api.md against the tables the API is made from: every row of the operation table (its
 * method, path and operationId) is in the endpoint table; the search's five operations each have
 * their section with every query parameter, and are in the README's operation table; every code of
 * the error table is in the reference, so that it cannot drift from the code.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { queryNames } from '../../src/api/operation.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { firstColumn, readDoc, section } from './markdown.js';

const apiDoc = readDoc('docs/api.md');
const readme = readDoc('README.md');

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The search's five operations: the rows the reference and the README describe one by one. */
const SEARCH_ROWS = OPERATIONS.slice(0, 5);

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

  it('lists every code of the error table with its status and error string', () => {
    const codes = section(apiDoc, 'Error codes') ?? '';
    for (const [code, row] of Object.entries(ERROR_TABLE)) {
      expect(codes).toMatch(new RegExp(`^\\| \`${code}\` +\\| +${row.status} \\| \`${row.error}\` +\\|`, 'm'));
    }
  });
});

describe('the README', () => {
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
