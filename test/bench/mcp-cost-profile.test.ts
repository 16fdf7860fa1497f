import { describe, expect, it } from 'vitest';
import { COST_AREAS, type CostArea } from '../../bench/common/cpu-profile.js';
import { type PhaseProfile, profileSection } from '../../bench/mcp-cost/profile.js';

const micros = (values: number[]): Record<CostArea, number> =>
  Object.fromEntries(COST_AREAS.map((area, at) => [area, values[at]!])) as Record<CostArea, number>;
const profile = (phase: string, values: number[]): PhaseProfile => ({
  phase,
  profiledMicros: 0,
  micros: micros(values),
  functions: [{ name: 'writev', share: 0.25 }],
});

const PROFILES = [
  profile('HTTP search', [150, 120, 90, 250, 8, 10]),
  profile('MCP search (2026-07-28)', [155, 240, 170, 440, 36, 20]),
  profile('HTTP OpenAPI document', [0, 0, 0, 80, 2, 6]),
  profile('MCP tools/list (2026-07-28)', [0, 0, 60, 1330, 58, 18]),
];

describe("the MCP cost report's profile section", () => {
  const lines = profileSection(PROFILES);

  it('gives each phase its µs by area, in the areas order', () => {
    expect(lines).toContain('| HTTP search | 150.0 | 120.0 | 90.0 | 250.0 | 8.0 | 10.0 |');
    expect(lines).toContain('| MCP tools/list (2026-07-28) | 0.0 | 0.0 | 60.0 | 1,330 | 58.0 | 18.0 |');
  });

  it('sets each MCP phase beside its HTTP request, area by area', () => {
    expect(lines).toContain('| MCP search (2026-07-28) less HTTP search | 5.0 | 120.0 | 80.0 | 190.0 | 28.0 | 10.0 |');
    expect(lines).toContain(
      '| MCP tools/list (2026-07-28) less HTTP OpenAPI document | 0.0 | 0.0 | 60.0 | 1,250 | 56.0 | 12.0 |',
    );
  });

  it("lists an MCP phase's functions with their share of its whole CPU", () => {
    // 25% of the MCP search's 1,061 µs.
    expect(lines).toContain('| `writev` | 265.3 | 25.0% |');
    expect(lines.filter((line) => line.startsWith('The functions with the most self time'))).toHaveLength(2);
  });
});
