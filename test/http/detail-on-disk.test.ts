/**
 * An event's detail over HTTP and MCP from a snapshot whose description and e-mail columns stay on
 * disk (src/store/disk-string-column.ts): the same bodies as from the columns in memory.
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotIndex } from '../../src/search/index.js';
import { DiskStringColumn } from '../../src/store/disk-string-column.js';
import { loadStore } from '../../src/store/load.js';
import { answerOf, connect, type ListeningApi, startListeningApi } from '../mcp/client.js';
import { json } from './harness.js';

let inMemory: ListeningApi;
let onDisk: ListeningApi;
let client: Client;

beforeAll(async () => {
  inMemory = await startListeningApi();
  const file = inMemory.sourceFile.replace(/\.sqlite$/, '.snapshot');
  const index = new SnapshotIndex(loadStore(file, { detailOnDiskFrom: 0 }), new CountryResolver(loadCountries()));
  expect(index.store.columns.description).toBeInstanceOf(DiskStringColumn);
  onDisk = await startListeningApi({ snapshot: { current: () => index } });
  client = await connect(onDisk);
});
afterAll(async () => {
  await client?.close();
  await onDisk?.close();
  await inMemory?.close();
});

describe('details read from disk', () => {
  it('answer the same bodies over HTTP and MCP as details read from memory', async () => {
    const withText = inMemory.rows.filter((row) => row.description !== null && row.email !== null).slice(0, 20);
    expect(withText.length).toBe(20);
    for (const { id, description } of withText) {
      const expected = await inMemory.get(`/api/gpt/conferences/${id}`);
      expect(json(expected).conference.description).toBe(description);
      const got = await onDisk.get(`/api/gpt/conferences/${id}`);
      expect(got.body).toBe(expected.body);
      const tool = await client.callTool({ name: 'getConference', arguments: { id } });
      expect(answerOf(tool)).toEqual(json(expected));
    }
  });
});
