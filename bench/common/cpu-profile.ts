/**
 * Where a server's CPU time goes, from a V8 CPU profile (`node --cpu-prof`): each sample's time is
 * given to one cost area by the file of the function it was taken in, walking up the stack past
 * code that belongs to no area (the rule below, also stated in bench/README.md):
 *
 * - writing the answer: src/api/views/, src/api/handlers/answer-json and answer-values, the event
 *   tables' writers and readers in src/api/schemas/ (event-fields, series-fields, annex-fields and
 *   field-table), src/search/item-json, item-values, deadline-json and deadline-values,
 *   src/util/json-bytes, fast-json-stringify, and the serializers it compiles at run time (no file,
 *   named anonymous0, anonymous1, ...);
 * - engine: src/search/, src/store/, src/text/ and the roaring package;
 * - reading the request: src/api/input, the rest of src/api/schemas/, src/api/handlers/ (but
 *   answer-json and answer-values), src/reference/ and zod;
 * - framework + hooks: every other file of src/ (src/http/app, plugins, routes, the response
 *   cache, src/limits, src/auth, src/ops) and every other package (fastify and its dependencies,
 *   helmet, prom-client);
 * - passed to the caller: V8's built-ins and native code (no file), other code compiled at run
 *   time (zod's parsers, find-my-way's matchers), Node's own modules (node:), src/util/ and
 *   lru-cache: their time counts for the nearest caller in an area. A stack with no
 *   such caller counts for framework + hooks when it holds Node's code (the HTTP server, sockets,
 *   timers), else for other;
 * - GC: V8's "(garbage collector)"; other: "(program)" (V8 and native code with no JavaScript on
 *   the stack); "(idle)" is not CPU time and is left out.
 */

export interface ProfileFrame {
  functionName: string;
  scriptId: string | number;
  url: string;
  lineNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: ProfileFrame;
  children?: number[];
}
/** The .cpuprofile format; times in microseconds of the monotonic clock. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export const COST_AREAS = ['engine', 'writing', 'reading the request', 'framework + hooks', 'GC', 'other'] as const;
export type CostArea = (typeof COST_AREAS)[number];

/** First match: 'writing' before 'reading the request', which takes the rest of src/api/schemas/. */
const AREA_RULES: readonly (readonly [CostArea | 'pass', RegExp])[] = [
  [
    'writing',
    /\/src\/api\/views\/|\/src\/api\/handlers\/answer-(json|values)\.[jt]s$|\/src\/api\/schemas\/((event|series|annex)-fields|field-table)\.[jt]s$|\/src\/search\/(item|deadline)-(json|values)\.[jt]s$|\/src\/util\/json-bytes\.[jt]s$|\/node_modules\/fast-json-stringify\//,
  ],
  ['engine', /\/src\/(search|store|text)\/|\/node_modules\/roaring\//],
  [
    'reading the request',
    /\/src\/api\/(handlers|schemas)\/|\/src\/api\/input\.[jt]s$|\/src\/reference\/|\/node_modules\/zod\//,
  ],
  ['pass', /^node:|\/src\/util\/|\/node_modules\/lru-cache\//],
  ['framework + hooks', /\/src\/|\/node_modules\//],
];

/** The area of one frame, 'pass' when it belongs to its caller's, null for the idle and root entries. */
export function frameArea(frame: ProfileFrame): CostArea | 'pass' | null {
  const { url, functionName } = frame;
  if (url === '') {
    if (functionName === '(idle)' || functionName === '(root)') return null;
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(program)') return 'other';
    // Compiled at run time (a script of its own, no file): fast-json-stringify names its serializers so.
    if (String(frame.scriptId) !== '0' && /^anonymous\d+$/.test(functionName)) return 'writing';
    return 'pass';
  }
  for (const [area, pattern] of AREA_RULES) if (pattern.test(url)) return area;
  return 'pass';
}

/** The time window of a profile to count, in the profile's clock (µs); the whole profile without one. */
export interface ProfileWindow {
  fromUs: number;
  toUs: number;
}

export interface Attribution {
  /** CPU time counted (samples in the window, idle left out), in µs. */
  busyUs: number;
  byArea: Record<CostArea, number>;
  samples: number;
}

/** The area each node's samples count for (see the rule at the top). */
function nodeAreas(profile: CpuProfile): Map<number, CostArea | null> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const areas = new Map<number, CostArea | null>();
  for (const node of profile.nodes) {
    const own = frameArea(node.callFrame);
    if (own !== 'pass') {
      areas.set(node.id, own);
      continue;
    }
    let found: CostArea | null = null;
    let nodeCode = node.callFrame.url.startsWith('node:');
    for (let at = parent.get(node.id); at !== undefined && found === null; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const area = frameArea(frame);
      if (area !== 'pass' && area !== null) found = area;
      nodeCode ||= frame.url.startsWith('node:');
    }
    areas.set(node.id, found ?? (nodeCode ? 'framework + hooks' : 'other'));
  }
  return areas;
}

/**
 * Calls `count` with each sample in `window` (the whole profile without one) and its time: the
 * delta to the next sample, as Chrome's DevTools counts it.
 */
function eachSample(profile: CpuProfile, window: ProfileWindow | undefined, count: (id: number, us: number) => void) {
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index]!;
    if (window && (time < window.fromUs || time > window.toUs)) continue;
    count(profile.samples[index]!, profile.timeDeltas[index + 1] ?? 0);
  }
}

/** CPU time by area over `window` (whole profile without one). */
export function attributeProfile(profile: CpuProfile, window?: ProfileWindow): Attribution {
  const areas = nodeAreas(profile);
  const byArea = Object.fromEntries(COST_AREAS.map((area) => [area, 0])) as Record<CostArea, number>;
  let busyUs = 0;
  let samples = 0;
  eachSample(profile, window, (id, us) => {
    const area = areas.get(id);
    if (area === null || area === undefined) return;
    byArea[area] += us;
    busyUs += us;
    samples++;
  });
  return { busyUs, byArea, samples };
}

/** A function's self time: its name, where it is ("src/search/search:12", a package, or native) and its share of the busy time. */
export interface FunctionTime {
  name: string;
  share: number;
}

/** Where a frame's function lives, short: the file under src/, the package, Node's module, or nothing for native code. */
function frameWhere(frame: ProfileFrame): string {
  const { url } = frame;
  if (url === '') return '';
  const src = /\/(src\/.*)\.[jt]s$/.exec(url);
  if (src) return `${src[1]}:${frame.lineNumber + 1}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = url.slice(modules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return url;
}

/**
 * The `top` functions with the most self time over `window`, with their shares of the busy time
 * (idle left out): where no area stands out, these say which step a change would have to remove.
 */
export function topFunctions(profile: CpuProfile, top: number, window?: ProfileWindow): FunctionTime[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let busyUs = 0;
  eachSample(profile, window, (id, us) => {
    const frame = frames.get(id)!;
    if (frame.url === '' && (frame.functionName === '(idle)' || frame.functionName === '(root)')) return;
    const where = frameWhere(frame);
    const name = `${frame.functionName || '(anonymous)'}${where === '' ? '' : ` ${where}`}`;
    self.set(name, (self.get(name) ?? 0) + us);
    busyUs += us;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, share: busyUs > 0 ? us / busyUs : 0 }));
}

/** Each area's share of the counted time (0 to 1). */
export function areaShares(attribution: Attribution): Record<CostArea, number> {
  const { busyUs, byArea } = attribution;
  return Object.fromEntries(COST_AREAS.map((area) => [area, busyUs > 0 ? byArea[area] / busyUs : 0])) as Record<
    CostArea,
    number
  >;
}

/**
 * The time over `window` the thread was seen running, in µs: each busy sample's delta to the next,
 * capped at three of the profile's usual intervals. A longer delta is time the thread was not
 * sampled at all: on a shared machine, a thread the kernel did not run (which a sample's delta
 * would otherwise give to the function it was in).
 */
export function runningUs(profile: CpuProfile, window?: ProfileWindow): number {
  const deltas = [...profile.timeDeltas].sort((a, b) => a - b);
  const cap = 3 * (deltas[deltas.length >> 1] ?? 0);
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let us = 0;
  eachSample(profile, window, (id, delta) => {
    const frame = frames.get(id)!;
    if (frame.url === '' && (frame.functionName === '(idle)' || frame.functionName === '(root)')) return;
    us += Math.min(delta, cap);
  });
  return us;
}
