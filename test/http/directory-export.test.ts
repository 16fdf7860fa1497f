/**
 * Answers over a source shaped like a public directory export (test/fixtures/directory-export.ts),
 * built as an operator would (--skip-invalid --dedupe): online events, "City, ST" cities, other
 * city names, symbol terms and duplicates across topics (docs/api.md, Matching; docs/source-format.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { openSnapshot } from '../../src/search/index.js';
import {
  EXPORT,
  EXPORT_DUPLICATE_IDS,
  EXPORT_INVALID_IDS,
  writeDirectoryExport,
} from '../fixtures/directory-export.js';
import { tempDir } from '../fixtures/source.js';
import { json, startTestApi, type TestApi } from './harness.js';

const { dir, cleanup } = tempDir('confdir-export-');
let api: TestApi;

beforeAll(async () => {
  const input = `${dir}/export.sqlite`;
  const output = `${dir}/export.snapshot`;
  writeDirectoryExport(input);
  buildSnapshot({ input, output, skipInvalid: true, dedupe: true });
  const index = openSnapshot(output);
  api = await startTestApi({ snapshot: { current: () => index } });
});
afterAll(async () => {
  await api.close();
  cleanup();
});

/** The ids of every event a search finds (all pages of at most 50, date then id order). */
async function idsOf(query: string): Promise<number[]> {
  const response = await api.get(`/api/gpt/conferences?${query}&sort=date&limit=50`);
  expect(response.statusCode, query).toBe(200);
  const body = json(response);
  expect(body.total, query).toBe(body.conferences.length);
  return (body.conferences as { id: number }[]).map((event) => event.id).sort((a, b) => a - b);
}

const ONLINE_IDS = [
  EXPORT.jsNation,
  EXPORT.rustRemote,
  EXPORT.devopsOnline,
  EXPORT.azureWebinar,
  EXPORT.conf42,
  EXPORT.dotnetConf,
].map((row) => row.id);

describe('answers over a built directory export', () => {
  it('serves every valid row once: invalid rows and duplicates are not found', async () => {
    const served = Object.values(EXPORT)
      .map((row) => row.id)
      .filter((id) => !EXPORT_INVALID_IDS.includes(id) && !EXPORT_DUPLICATE_IDS.includes(id));
    expect(await idsOf('from=2027-01-01')).toEqual(served);
    for (const id of [...EXPORT_INVALID_IDS, ...EXPORT_DUPLICATE_IDS]) {
      expect((await api.get(`/api/gpt/conferences/${id}`)).statusCode, `id ${id}`).toBe(404);
    }
    expect(await idsOf('q=jsconf')).toEqual([EXPORT.jsconf.id]);
  });

  it('serves online events in no country, with an empty location and null country code', async () => {
    expect(await idsOf('format=online')).toEqual(ONLINE_IDS);
    const detail = json(await api.get(`/api/gpt/conferences/${EXPORT.rustRemote.id}`)).conference;
    expect(detail).toMatchObject({
      format: 'online',
      continent: null,
      country_code: null,
      location: { city: '', country: '' },
    });
    // In no country, so no country or continent filter finds them.
    const inEurope = await idsOf('continent=Europe');
    expect(inEurope.filter((id) => ONLINE_IDS.includes(id))).toEqual([]);
  });

  it('finds "City, ST" events by the city alone, and a city by its other names', async () => {
    expect(await idsOf('city=Austin')).toEqual([EXPORT.austin.id]);
    expect(await idsOf('city=portland')).toEqual([EXPORT.portland.id]);
    expect(await idsOf('city=Aspen')).toEqual([EXPORT.cppNow.id]);
    const munich = await idsOf('city=Munich');
    expect(munich).toEqual([EXPORT.munich.id, EXPORT.muenchen.id]);
    expect(await idsOf('city=M%C3%BCnchen')).toEqual(munich);
    expect(await idsOf('city=Cologne')).toEqual([EXPORT.koeln.id]);
  });

  it('takes c++ and .net as single terms that never match other words', async () => {
    expect(await idsOf('q=c%2B%2B')).toEqual([EXPORT.cppNow.id]);
    expect(await idsOf('q=.net')).toEqual([EXPORT.dotnetConf.id]);
    expect(await idsOf('q=c')).toEqual([]);
  });

  it('stores a risky two-letter code as the country it names, as the report warned', async () => {
    expect(await idsOf('country=Canada')).toEqual([EXPORT.toronto.id, EXPORT.sanFrancisco.id]);
    // JSConf EU has the fixture's default country, Germany.
    expect(await idsOf('country=Germany')).toEqual([
      EXPORT.jsconf.id,
      EXPORT.munich.id,
      EXPORT.koeln.id,
      EXPORT.muenchen.id,
    ]);
  });
});
