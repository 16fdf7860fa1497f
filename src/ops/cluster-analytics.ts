/**
 * The search analytics of a WORKERS > 1 process (docs/operating.md, Search analytics): each worker
 * counts the searches it answers (search-analytics.ts); the primary, asked for GET /analytics on
 * METRICS_PORT, asks every worker for its report over IPC and adds them up as the analytics tool
 * adds up replicas (analytics-report.ts). A worker that does not answer within a second is left out.
 */
import cluster, { type Worker } from 'node:cluster';
import { mergeReports } from './analytics-report.js';
import { type AnalyticsReport, type SearchAnalytics, SKETCH_CAPACITY } from './search-analytics.js';

const ASK = 'confdir:ask-analytics';
const ANSWER = 'confdir:analytics';
const WORKER_TIMEOUT_MS = 1000;

interface Message {
  type: string;
  id: number;
  report?: AnalyticsReport;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).type === 'string';

/** In a worker: answers the primary's questions with this worker's report. */
export function answerClusterAnalytics(analytics: SearchAnalytics): void {
  process.on('message', (message: unknown) => {
    if (isMessage(message) && message.type === ASK)
      process.send?.({ type: ANSWER, id: message.id, report: analytics.report() });
  });
}

/** In the primary: the report of every worker, added up. */
export function clusterAnalytics(): { report(): Promise<AnalyticsReport> } {
  let next = 0;
  const pending = new Map<number, (report: AnalyticsReport | undefined) => void>();
  cluster.on('message', (_worker: Worker, message: unknown) => {
    if (isMessage(message) && message.type === ANSWER) pending.get(message.id)?.(message.report);
  });
  const ask = (worker: Worker): Promise<AnalyticsReport | undefined> =>
    new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(() => settle(undefined), WORKER_TIMEOUT_MS);
      const settle = (report: AnalyticsReport | undefined) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(report);
      };
      pending.set(id, settle);
      try {
        worker.send({ type: ASK, id }, (error) => error && settle(undefined));
      } catch {
        settle(undefined); // its channel closed meanwhile: a worker going away
      }
    });
  return {
    async report() {
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w?.isConnected() === true);
      const reports = await Promise.all(workers.map(ask));
      return mergeReports(
        reports.filter((report): report is AnalyticsReport => report !== undefined),
        SKETCH_CAPACITY,
      );
    },
  };
}
