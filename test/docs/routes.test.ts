/**
 * docs/api.md names every path the server routes (with OAuth configured, so that its metadata
 * routes are there too), and its endpoint table names no path the server does not route.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { createMetrics } from '../../src/ops/metrics.js';
import { testConfig } from '../http/harness.js';
import { readDoc, section } from './markdown.js';

const api = readDoc('docs/api.md');
let app: FastifyInstance;
let routed: string[];

beforeAll(async () => {
  app = buildApp({
    snapshot: {
      current: () => {
        throw new Error('no snapshot needed');
      },
      loaded: () => false,
    },
    keys: { ring: () => ({}) as never },
    config: testConfig({ OAUTH_ISSUER: 'https://issuer.example.org' }),
    metrics: createMetrics({ defaultMetrics: false }),
  });
  await app.ready();
  // printRoutes with no common prefix: one line per route node, each a tail of its parent's path.
  const stack: string[] = [];
  routed = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    routed.push(
      stack
        .join('')
        .replace(/\/\//g, '/')
        .replace(/:(\w+)/g, '{$1}'),
    );
  }
});

afterAll(async () => {
  await app.close();
});

describe("docs/api.md and the server's routes", () => {
  it('names every path the server routes', () => {
    expect(routed.length).toBeGreaterThan(20);
    // A path as the reference writes it, in backquotes; a feed token's path goes on with `.ics`, `.atom` or `.json`.
    expect(routed.filter((path) => !api.includes(`\`${path}`))).toEqual([]);
  });

  it('lists in its endpoint table only paths the server routes', () => {
    const table = section(api, 'Endpoints') ?? '';
    const paths = table
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .flatMap((line) => [...(line.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    expect(paths.length).toBeGreaterThan(15);
    const known = (path: string) => routed.includes(path) || routed.includes(path.replace(/\.(ics|atom|json)$/, ''));
    expect(paths.filter((path) => !known(path))).toEqual([]);
  });
});
