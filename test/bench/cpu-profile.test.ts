import { describe, expect, it } from 'vitest';
import {
  attributeProfile,
  areaShares,
  type CpuProfile,
  frameArea,
  runningUs,
  topFunctions,
} from '../../bench/common/cpu-profile.js';

const ROOT = 'file:///app/dist';
/** A function in a file (its script has an id of its own). */
const frame = (url: string) => ({ functionName: 'f', scriptId: '7', url, lineNumber: 0 });
const native = (functionName: string) => ({ functionName, scriptId: '0', url: '', lineNumber: 0 });

describe('the area of a frame', () => {
  it.each([
    [`${ROOT}/src/search/search.js`, 'engine'],
    [`${ROOT}/src/store/store.js`, 'engine'],
    [`${ROOT}/src/text/fuzzy.js`, 'engine'],
    ['file:///app/node_modules/roaring/index.js', 'engine'],
    [`${ROOT}/src/search/item-json.js`, 'writing'],
    [`${ROOT}/src/api/handlers/answer-json.js`, 'writing'],
    [`${ROOT}/src/search/deadline-json.js`, 'writing'],
    [`${ROOT}/src/util/json-bytes.js`, 'writing'],
    ['file:///app/node_modules/fast-json-stringify/index.js', 'writing'],
    [`${ROOT}/src/api/handlers/conferences.js`, 'reading the request'],
    [`${ROOT}/src/api/input.js`, 'reading the request'],
    [`${ROOT}/src/api/schemas/parameters.js`, 'reading the request'],
    [`${ROOT}/src/api/schemas/filter-parameters.js`, 'reading the request'],
    [`${ROOT}/src/api/schemas/event-fields.js`, 'writing'],
    [`${ROOT}/src/api/schemas/series-fields.js`, 'writing'],
    [`${ROOT}/src/api/schemas/annex-fields.js`, 'writing'],
    [`${ROOT}/src/api/schemas/field-table.js`, 'writing'],
    ['file:///app/src/api/schemas/field-table.ts', 'writing'],
    [`${ROOT}/src/api/schemas/similarity-fields.js`, 'reading the request'],
    [`${ROOT}/src/api/schemas/field-tables.js`, 'reading the request'],
    ['file:///app/node_modules/zod/v4/core/schemas.js', 'reading the request'],
    [`${ROOT}/src/http/plugins/api-key.js`, 'framework + hooks'],
    [`${ROOT}/src/limits/counters.js`, 'framework + hooks'],
    ['file:///app/node_modules/fastify/lib/reply.js', 'framework + hooks'],
    ['file:///app/node_modules/prom-client/lib/counter.js', 'framework + hooks'],
    ['node:_http_server', 'pass'],
    [`${ROOT}/src/util/dates.js`, 'pass'],
    ['file:///app/node_modules/lru-cache/dist/esm/index.js', 'pass'],
    ['file:///app/src/search/search.ts', 'engine'],
  ])('%s: %s', (url, area) => {
    expect(frameArea(frame(url))).toBe(area);
  });

  it("names V8's own entries, fast-json-stringify's compiled serializers, and passes other code without a file", () => {
    expect(frameArea(native('(garbage collector)'))).toBe('GC');
    expect(frameArea(native('(program)'))).toBe('other');
    expect(frameArea(native('(idle)'))).toBeNull();
    expect(frameArea(native('(root)'))).toBeNull();
    expect(frameArea(native('writev'))).toBe('pass');
    expect(frameArea({ functionName: 'anonymous3', scriptId: '781', url: '', lineNumber: 0 })).toBe('writing');
    expect(frameArea({ functionName: '', scriptId: '1073', url: '', lineNumber: 0 })).toBe('pass');
  });
});

/**
 * root ─ (program) 2, (garbage collector) 3, (idle) 50
 *      └ node:_http_server 5 ─ fastify 7 ─ handler 11 ─ search 13 ─ builtin 17
 *                                        │            └ views 19 ─ src/util 23 ─ anonymous0 29
 *                                        └ writev (native) 31
 *      └ node:net 37 ─ (native) 41
 *      └ src/util 43
 * Each node's number is its self time in ms: one sample of it, the next delta being that long.
 */
function profile(): CpuProfile {
  const nodes = [
    { id: 1, callFrame: native('(root)'), children: [2, 3, 4, 5, 20, 22] },
    { id: 2, callFrame: native('(program)') },
    { id: 3, callFrame: native('(garbage collector)') },
    { id: 4, callFrame: native('(idle)') },
    { id: 5, callFrame: frame('node:_http_server'), children: [6] },
    { id: 6, callFrame: frame('file:///app/node_modules/fastify/lib/route.js'), children: [7, 12] },
    { id: 7, callFrame: frame(`${ROOT}/src/api/handlers/conferences.js`), children: [8, 10] },
    { id: 8, callFrame: frame(`${ROOT}/src/search/search.js`), children: [9] },
    { id: 9, callFrame: native('stringify') },
    { id: 10, callFrame: frame(`${ROOT}/src/api/views/conference.js`), children: [11] },
    { id: 11, callFrame: frame(`${ROOT}/src/util/dates.js`), children: [13] },
    { id: 13, callFrame: { functionName: 'anonymous0', scriptId: '900', url: '', lineNumber: 0 } },
    { id: 12, callFrame: native('writev') },
    { id: 20, callFrame: frame('node:net'), children: [21] },
    { id: 21, callFrame: native('read') },
    { id: 22, callFrame: frame(`${ROOT}/src/util/paths.js`) },
  ];
  const selfMs: [number, number][] = [
    [2, 2],
    [3, 3],
    [4, 50],
    [5, 5],
    [6, 7],
    [7, 11],
    [8, 13],
    [9, 17],
    [10, 19],
    [11, 23],
    [13, 29],
    [12, 31],
    [20, 37],
    [21, 41],
    [22, 43],
  ];
  // Sample i's time is the delta to the next sample; the first delta is from startTime.
  const samples = selfMs.map(([id]) => id);
  const timeDeltas = [0, ...selfMs.map(([, ms]) => ms * 1000)];
  samples.push(2);
  return { nodes, startTime: 1_000_000, endTime: 2_000_000, samples, timeDeltas };
}

describe('CPU time by area', () => {
  it('counts each sample for the first caller in an area, Node-only stacks for the framework, idle for nothing', () => {
    const { byArea, busyUs, samples } = attributeProfile(profile());
    const ms = Object.fromEntries(Object.entries(byArea).map(([area, us]) => [area, us / 1000]));
    expect(ms).toEqual({
      engine: 13 + 17,
      writing: 19 + 23 + 29,
      'reading the request': 11,
      'framework + hooks': 5 + 7 + 31 + 37 + 41,
      GC: 3,
      other: 2 + 43 + 0,
    });
    expect(busyUs).toBe((2 + 3 + 5 + 7 + 11 + 13 + 17 + 19 + 23 + 29 + 31 + 37 + 41 + 43) * 1000);
    expect(samples).toBe(16 - 1);
    const shares = areaShares(attributeProfile(profile()));
    expect(Object.values(shares).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
  });

  it("counts the event tables' writers, and what they call, for writing the answer, the other schemas for reading", () => {
    // handler 1 ─ field-table 2 ─ event-fields 3 ─ src/util 5 ─ (native) 7
    //           └ schemas/parameters 11 ─ (native) 13
    const nodes = [
      { id: 1, callFrame: frame(`${ROOT}/src/api/handlers/conferences.js`), children: [2, 11] },
      { id: 2, callFrame: frame(`${ROOT}/src/api/schemas/field-table.js`), children: [3] },
      { id: 3, callFrame: frame(`${ROOT}/src/api/schemas/event-fields.js`), children: [5] },
      { id: 5, callFrame: frame(`${ROOT}/src/util/dates.js`), children: [7] },
      { id: 7, callFrame: native('toISOString') },
      { id: 11, callFrame: frame(`${ROOT}/src/api/schemas/parameters.js`), children: [13] },
      { id: 13, callFrame: native('test') },
    ];
    const ids = [1, 2, 3, 5, 7, 11, 13];
    const tree = {
      nodes,
      startTime: 0,
      endTime: 1,
      samples: [...ids, 1],
      timeDeltas: [0, ...ids.map((id) => id * 1000)],
    };
    const { byArea } = attributeProfile(tree);
    expect(byArea.writing).toBe((2 + 3 + 5 + 7) * 1000);
    expect(byArea['reading the request']).toBe((1 + 11 + 13) * 1000);
  });

  it('counts only the samples inside the window', () => {
    // Sample times: 1,000,000 + cumulative deltas; the window holds the GC and node:_http_server samples only.
    const start = 1_000_000;
    const window = { fromUs: start + 2000, toUs: start + 2000 + 3000 + 50_000 + 1 };
    const { byArea, busyUs } = attributeProfile(profile(), window);
    expect(byArea.GC).toBe(3000);
    expect(byArea['framework + hooks']).toBe(5000);
    expect(busyUs).toBe(8000);
  });
});

describe('the functions with the most self time', () => {
  it('lists each function by name and place, largest first, with its share of the busy time', () => {
    const busy = 2 + 3 + 5 + 7 + 11 + 13 + 17 + 19 + 23 + 29 + 31 + 37 + 41 + 43;
    const top = topFunctions(profile(), 3);
    expect(top.map((fn) => fn.name)).toEqual(['f src/util/paths:1', 'read', 'f node:net']);
    expect(top[0]!.share).toBeCloseTo(43 / busy, 9);
    expect(topFunctions(profile(), 100).map((fn) => fn.name)).not.toContain('(idle)');
    expect(topFunctions(profile(), 100)).toContainEqual({ name: 'f fastify', share: 7 / busy });
  });
});

describe('the time a thread was seen running', () => {
  it('counts each busy sample up to three usual intervals, not the time the thread was not sampled', () => {
    const nodes = [
      { id: 1, callFrame: native('(root)'), children: [2, 3] },
      { id: 2, callFrame: frame(`${ROOT}/src/search/search.js`) },
      { id: 3, callFrame: native('(idle)') },
    ];
    // 100 busy samples 1 ms apart, one of them followed by 400 ms unsampled, then 20 idle ones.
    const samples = [...Array<number>(100).fill(2), ...Array<number>(20).fill(3)];
    const timeDeltas = samples.map((_, i) => (i === 51 ? 400_000 : 1000));
    const run: CpuProfile = { nodes, startTime: 0, endTime: 600_000, samples, timeDeltas };
    expect(runningUs(run)).toBe(99 * 1000 + 3000);
    expect(runningUs(run, { fromUs: 0, toUs: 10_000 })).toBe(10 * 1000);
  });
});
