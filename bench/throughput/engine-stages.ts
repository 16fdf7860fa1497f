/**
 * Where the engine's time goes on the random mix, in-process: the first pass (each query once on a
 * freshly opened snapshot, as engineByClass times it) run under V8's sampling profiler
 * (node:inspector), and each sample given to the stage of the search verb on its stack
 * (src/search/verbs/search.ts): planning the filters, intersecting their sets, reading the page,
 * counting facets, the answers of a search that found nothing (relaxations, suggestions, hints),
 * and decoding the page's events. Inclusive, by function name, the outermost on the stack: a
 * sample under none of them is "rest of search" when under search(), else "other" (the loop, GC).
 */
import { Session } from 'node:inspector/promises';
import { itemsAt, openSnapshot, search } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import type { CpuProfile } from '../common/cpu-profile.js';
import { QUERY_MIX } from '../common/queries.js';
import type { RandomQuery } from '../common/random-mix.js';

/** The stages, each by the functions of the search verb that make it. */
const ENGINE_STAGES = [
  ['planning the filters', ['planSearch']],
  ['intersecting the sets', ['matchesOf']],
  ['the page', ['page', 'pageBySimilarity', 'placesApplied', 'similarApplied']],
  ['facets', ['allFacetCounts']],
  ['zero-result answers', ['zeroResultAnswers', 'zeroResultHints']],
  ['decoding the page (itemsAt)', ['itemsAt']],
] as const;
export type EngineStage = (typeof ENGINE_STAGES)[number][0] | 'rest of search' | 'other';

const STAGE_OF_FUNCTION = new Map<string, EngineStage>(
  ENGINE_STAGES.flatMap(([stage, names]) => names.map((name) => [name, stage] as const)),
);

/** Microseconds of the profile per stage (idle and the profiler's root left out). */
export function stageTimes(profile: CpuProfile): Map<EngineStage, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stageOfNode = new Map<number, EngineStage | null>();
  // The outermost stage function on the stack wins: planSearch run by the zero-result answers is theirs.
  const stageOf = (id: number): EngineStage | null => {
    const known = stageOfNode.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const up = parent.has(id) ? stageOf(parent.get(id)!) : null;
    const name = node.callFrame.functionName;
    let stage: EngineStage | null = up;
    if (up === null || up === 'rest of search' || up === 'other') {
      if (STAGE_OF_FUNCTION.has(name)) stage = STAGE_OF_FUNCTION.get(name)!;
      else if (name === 'search' && /\/search\/verbs\/search\.[jt]s$/.test(node.callFrame.url))
        stage = 'rest of search';
    }
    stageOfNode.set(id, stage);
    return stage;
  };
  const times = new Map<EngineStage, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    const node = byId.get(id)!;
    if (['(idle)', '(root)', '(program)'].includes(node.callFrame.functionName)) continue;
    const stage = stageOf(id) ?? 'other';
    times.set(stage, (times.get(stage) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return times;
}

export interface StageRow {
  stage: EngineStage;
  /** Microseconds per search of the pass, and the share of the pass's profiled time. */
  perSearch: number;
  share: number;
}

/**
 * Opens `snapshot` afresh, runs the fixed mix untimed (as engineByClass does), then profiles one
 * pass of `queries`: the stages' time per search, largest first.
 */
export async function engineStages(snapshot: string, queries: readonly RandomQuery[], today: Day): Promise<StageRow[]> {
  const index = openSnapshot(snapshot);
  for (const shape of QUERY_MIX) itemsAt(index, search(index, shape.filters, today).positions);
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (const query of queries) itemsAt(index, search(index, query.filters, today).positions);
    const { profile } = await session.post('Profiler.stop');
    const times = stageTimes(profile as unknown as CpuProfile);
    const total = [...times.values()].reduce((sum, us) => sum + us, 0);
    return [...times]
      .map(([stage, us]) => ({ stage, perSearch: us / queries.length, share: us / total }))
      .sort((a, b) => b.perSearch - a.perSearch);
  } finally {
    session.disconnect();
  }
}
