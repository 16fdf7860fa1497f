/**
 * What a serving process loads before it serves (docs/operating.md, Start to ready). src/server.ts
 * begins reading the snapshot file before it imports src/serving.ts, so its own static imports stay
 * light: the read would wait for them. The clients of Redis, S3 and a web server's folder are
 * imported where they are used, only when REDIS_URL or SNAPSHOT_SOURCE is set; loaded at every
 * start they cost about 300 ms of it.
 *
 * Follows the imports as the compiler emits them under verbatimModuleSyntax: `import type` and
 * `export type` are erased; any other import or re-export loads its module, even with only type
 * specifiers (`import { type A }` becomes `import {}`). A dynamic `import()` is not followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'src', 'server.ts');
const SERVING = join(ROOT, 'src', 'serving.ts');

/** The module specifiers a file loads when it is evaluated. */
function staticImports(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || statement.moduleSpecifier === undefined) continue;
    } else {
      continue;
    }
    found.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return found;
}

/** A relative specifier's source file (`.js` written for a `.ts` file). */
function sourceOf(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  const source = path.replace(/\.js$/, '.ts');
  return existsSync(source) ? source : path;
}

/** The npm packages (by name) and the source files reached from `entry`. */
function reached(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>([entry]);
  const queue = [entry];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (!path.endsWith('.ts')) continue;
    for (const specifier of staticImports(path)) {
      if (specifier.startsWith('.')) {
        const next = sourceOf(path, specifier);
        if (!files.has(next)) {
          files.add(next);
          queue.push(next);
        }
      } else if (!specifier.startsWith('node:')) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
  }
  return { packages, files };
}

describe('the modules a serving process loads at its start', () => {
  it('begins the read of the snapshot with the configuration loaded and nothing of the app', () => {
    const { packages, files } = reached(SERVER);
    expect([...packages]).toEqual(['zod']);
    const paths = [...files].map((file) => relative(ROOT, file));
    expect(paths).toContain('src/snapshot/body-reader.ts');
    expect(paths).not.toContain('src/serving.ts');
    expect(paths.filter((path) => path.startsWith('src/http/') || path.startsWith('src/search/'))).toEqual([]);
  });

  it('then loads the whole app: the HTTP framework, the MCP server and the store', () => {
    const { packages, files } = reached(SERVING);
    expect(packages).toContain('fastify');
    expect(packages).toContain('@modelcontextprotocol/server');
    expect([...files].map((file) => relative(ROOT, file))).toContain('src/store/load.ts');
  });

  it('leaves out the clients of Redis, S3 and a web server, which load only when configured', () => {
    const { packages } = reached(SERVING);
    for (const name of ['ioredis', 'undici', '@aws-sdk/client-s3']) expect(packages).not.toContain(name);
  });

  it('leaves out OpenTelemetry, which loads only with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    const { packages, files } = reached(SERVING);
    expect([...packages].filter((name) => name.startsWith('@opentelemetry/') || name === '@fastify/otel')).toEqual([]);
    expect([...files].map((file) => relative(ROOT, file))).not.toContain('src/http/tracing.ts');
  });
});
