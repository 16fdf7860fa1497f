/**
 * The engine's stages from a CPU profile (bench/throughput/engine-stages.ts): each sample is given to
 * the outermost stage function of the search verb on its stack, the rest of search() to "rest of
 * search", anything else to "other"; idle time is left out.
 */
import { describe, expect, it } from 'vitest';
import type { CpuProfile } from '../../bench/common/cpu-profile.js';
import { stageTimes } from '../../bench/throughput/engine-stages.js';

const SEARCH = 'file:///app/src/search/verbs/search.ts';
const frame = (functionName: string, url = 'file:///app/src/search/components/x.ts') => ({
  functionName,
  scriptId: '7',
  url,
  lineNumber: 0,
});

/**
 * (root) → loop → search → planSearch → intersect
 *                        → zeroResultAnswers → planSearch
 *                        → helper
 *        → (garbage collector), (idle)
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 9, 10] },
    { id: 2, callFrame: frame('loop', 'file:///bench/x.ts'), children: [3] },
    { id: 3, callFrame: frame('search', SEARCH), children: [4, 6, 8] },
    { id: 4, callFrame: frame('planSearch'), children: [5] },
    { id: 5, callFrame: frame('intersect') },
    { id: 6, callFrame: frame('zeroResultAnswers', SEARCH), children: [7] },
    { id: 7, callFrame: frame('planSearch') },
    { id: 8, callFrame: frame('helper') },
    { id: 9, callFrame: frame('(garbage collector)', '') },
    { id: 10, callFrame: frame('(idle)', '') },
  ],
  startTime: 0,
  endTime: 100,
  samples: [5, 4, 7, 8, 3, 9, 10, 2],
  // timeDeltas[i + 1] is the time of sample i.
  timeDeltas: [0, 10, 20, 30, 40, 50, 60, 70, 80],
};

describe('the engine stages of a profile', () => {
  it('give each sample to the outermost stage on its stack, the rest of search to its own line', () => {
    expect(Object.fromEntries(stageTimes(profile))).toEqual({
      'planning the filters': 10 + 20,
      'zero-result answers': 30,
      'rest of search': 40 + 50,
      other: 60 + 80,
    });
  });
});
