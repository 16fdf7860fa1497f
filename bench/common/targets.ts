/**
 * A benchmark target and how a report shows it. Targets are reported as met or not met and never
 * fail a run. This module imports nothing, so that every report can use it.
 */

export interface Target {
  name: string;
  target: string;
  measured: string;
  /** null: not judged at this size. */
  met: boolean | null;
  note?: string;
}

export const verdict = (met: boolean | null): string => (met === null ? 'not judged' : met ? 'met' : '**not met**');

/** The targets as a markdown table (no lines for a scenario without targets). */
export function targetsTable(targets: readonly Target[]): string[] {
  if (targets.length === 0) return [];
  return [
    '| target | measured | result |',
    '|---|---|---|',
    ...targets.map(
      (target) =>
        `| ${target.name}: ${target.target} | ${target.measured} | ${verdict(target.met)}${target.note ? ` (${target.note})` : ''} |`,
    ),
  ];
}
