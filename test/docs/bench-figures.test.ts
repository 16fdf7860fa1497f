/** Figures docs/operating.md quotes from the latest reports of bench/results, held to those reports. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RANDOM_MIX_COUNT } from '../../bench/common/random-mix.js';
import { readDoc } from './markdown.js';

const figure = (n: number): string => n.toLocaleString('en');
const flat = (path: string): string => readDoc(path).replace(/\s+/g, ' ');

/** A report of bench/results, read as JSON. */
const report = <T>(name: string): T => JSON.parse(readDoc(`bench/results/${name}`)) as T;
const inMiB = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

describe('figures docs/operating.md quotes from the latest suite report', () => {
  const suite = report<{
    data: { build: { bytes: number } };
    startup: Array<{ build: string; medianRssAtReady: number }>;
    throughput: {
      rssAfter: Array<{ name: string; bytes: number }>;
      rows: Array<{ name: string; cpuPerRequest: number }>;
    };
    openLoop: { rows: Array<{ target: string; fraction: number; serverCpuPerRequest: number }> };
  }>('suite-1m.json');
  const swap = report<{ peakRssDuringSwap: number }>('swap-1m.json');
  const rssAfter = (name: string) => suite.throughput.rssAfter.find((row) => row.name === name)!.bytes;
  const atReady = suite.startup.find((row) => row.build === 'compiled')!.medianRssAtReady;
  const closedLoop = suite.throughput.rows.find((row) => row.name === 'random mix')!.cpuPerRequest;
  const half = suite.openLoop.rows.find((row) => row.target === 'random mix' && row.fraction === 0.5)!;
  const operating = flat('docs/operating.md');
  const oneServer = Number((rssAfter('one worker') / 2 ** 20).toFixed(1));

  /** The replicas' sum at the report's CPU per request, as the guide works it through. */
  function workedThrough(): string {
    const perRequest = Math.round(half.serverCpuPerRequest);
    const cores = (2000 * perRequest) / 1e6;
    const replicas = cores / 0.5;
    return `2,000 × ${perRequest} µs = ${cores.toFixed(2)} core-seconds per second; ÷ 1 core ÷ 0.5 = ${replicas.toFixed(2)} replicas, so ${Math.ceil(replicas)}, and ${Math.ceil(replicas) + 1} to survive losing one`;
  }

  it("sizes the Kubernetes memory request for a swap's two snapshots", () => {
    const deployment = parse(readDoc('deploy/kubernetes/deployment.yaml')) as {
      spec: { template: { spec: { containers: Array<{ resources: { requests: { memory: string } } }> } } };
    };
    const request = deployment.spec.template.spec.containers[0]!.resources.requests.memory;
    expect(Number.parseInt(request, 10) * 2 ** 20).toBeGreaterThanOrEqual(2 * rssAfter('one worker'));
  });

  it.each([
    `${inMiB(rssAfter('one worker'))} RSS after the random mix's load (${inMiB(atReady)} at ready)`,
    `plus the primary (${inMiB(rssAfter('two workers: primary'))})`,
    `cost **${closedLoop.toFixed(1)} µs** of server CPU per request at full load`,
    `**${Math.round(half.serverCpuPerRequest)} µs** at 50% of capacity`,
    `2 × ${oneServer.toFixed(1)} MiB = ${figure(Number((2 * oneServer).toFixed(1)))} MiB`,
    `a swap's peak under load was lower, ${inMiB(swap.peakRssDuringSwap)}`,
    `1M-event snapshots of ${inMiB(suite.data.build.bytes)} each`,
    `the random mix of ${figure(RANDOM_MIX_COUNT)} distinct searches`,
    workedThrough(),
  ])('"%s"', (phrase) => {
    expect(operating.includes(phrase), `docs/operating.md should say: ${phrase}`).toBe(true);
  });
});
