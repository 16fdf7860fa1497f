/** The markdown report of bench:answer-sizes: every operation's largest answer over each transport, against the caps. */
import { cpus } from 'node:os';
import { loadLine, type PhaseLoad } from '../common/format.js';
import { type Target, targetsTable } from '../common/targets.js';
import type { SizeReport } from './limits.js';

const n = (value: number): string => value.toLocaleString('en');

export interface SizesReportInput {
  report: SizeReport;
  command: string;
  startedAt: Date;
  load: readonly PhaseLoad[];
  targets: readonly Target[];
  over: readonly string[];
}

export function sizesReport({ report, command, startedAt, load, targets, over }: SizesReportInput): string {
  const rows = Object.entries(report.operations).map(([operation, sizes]) => {
    const http = sizes.httpUrl === null ? '– (POST)' : `${n(sizes.http)}`;
    const mcp = `${n(sizes.mcp)} (text ${n(sizes.mcpText)} + structured ${n(sizes.mcpStructured)}; cap ${n(sizes.mcpCap)})`;
    return `| ${operation} | ${http} | ${mcp} | \`${JSON.stringify(sizes.mcpArguments).slice(0, 160)}\` |`;
  });
  return [
    `# Answer sizes: ${report.data} (${n(report.events)} events), ${startedAt.toISOString().slice(0, 10)}`,
    '',
    `\`${command}\`, run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores. ` +
      `Load average (1 / 5 / 15 min): ${loadLine(load)}.`,
    '',
    ...(over.length > 0 ? ['**Over a cap:**', '', ...over.map((line) => `- ${line}`), ''] : []),
    ...targetsTable(targets),
    '',
    '| operation | largest HTTP answer (characters) | largest MCP result (characters) | its arguments |',
    '|---|---|---|---|',
    ...rows,
    '',
    `A typical search (a page of 10, the fixed query mix): at most ${n(report.typicalSearch.mcp)} characters over MCP. ` +
      `tools/list: ${n(report.toolsList)} characters.`,
    '',
  ].join('\n');
}
