/**
 * One view of a WORKERS > 1 process (docs/operating.md, "Workers"): /metrics and /readyz answer
 * for the whole process, whichever worker takes the connection.
 *
 * - Metrics: prom-client's cluster aggregator. Each worker hands its registry to it
 *   (AggregatorRegistry.setRegistries); the primary's AggregatorRegistry asks every worker for its
 *   metrics and sums counters and histograms (gauges by the aggregator each one names: the max of a
 *   0/1 flag, the min of redis_up). The primary serves them on METRICS_PORT itself; a worker asked
 *   for /metrics on the main port asks the primary.
 * - Readiness: the worker asked for /readyz asks the primary, which asks every worker for its own
 *   answer and combines them: ready only when every worker it runs answered ready. prom-client has
 *   nothing for this, so it is these few IPC messages.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';

/** A /readyz answer: its status code and body. */
export interface ReadyAnswer {
  code: number;
  body: Record<string, unknown>;
}

/** What a worker's health routes ask of the cluster. */
export interface ClusterHealth {
  /** Registers how this worker answers /readyz by itself (asked by the primary). */
  provide(local: () => ReadyAnswer): void;
  /** The whole process's readiness. */
  readiness(): Promise<ReadyAnswer>;
  /** The whole process's metrics, in the text format. */
  metrics(): Promise<string>;
}

const ASK_PRIMARY = 'confdir:ask-primary';
const PRIMARY_ANSWER = 'confdir:primary-answer';
const ASK_WORKER = 'confdir:ask-worker';
const WORKER_ANSWER = 'confdir:worker-answer';
/** How long a worker's own answer may take before it counts as not ready. */
const WORKER_TIMEOUT_MS = 1000;
/** How long a worker waits for the primary, which waits for every worker. */
const PRIMARY_TIMEOUT_MS = 2500;

type Question = 'readiness' | 'metrics';
interface Message {
  type: string;
  id: number;
  question?: Question;
  answer?: ReadyAnswer | string;
  pid?: number;
  error?: string;
}

/** One worker's answer to the primary. */
interface WorkerAnswer {
  pid: number | undefined;
  answer: ReadyAnswer;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).type === 'string';

/** In a worker: hands `registry` to the aggregator and answers through the primary. */
export function workerClusterHealth(registry: Registry): ClusterHealth {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // answers the primary's metrics requests from here on
  let local: (() => ReadyAnswer) | undefined;
  let next = 0;
  const pending = new Map<number, (message: Message) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === ASK_WORKER && local)
      process.send?.({ type: WORKER_ANSWER, id: message.id, answer: local(), pid: process.pid });
    if (message.type === PRIMARY_ANSWER) pending.get(message.id)?.(message);
  });
  const ask = (question: Question): Promise<Message> =>
    new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(
        () => settle({ type: PRIMARY_ANSWER, id, error: 'no answer from the primary' }),
        PRIMARY_TIMEOUT_MS,
      );
      const settle = (message: Message) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(message);
      };
      pending.set(id, settle);
      process.send?.({ type: ASK_PRIMARY, id, question });
    });
  return {
    provide: (answer) => void (local = answer),
    async readiness() {
      const message = await ask('readiness');
      if (typeof message.answer === 'object') return message.answer;
      return { code: 503, body: { status: 'not ready', cluster: message.error ?? 'no answer' } };
    },
    async metrics() {
      const message = await ask('metrics');
      if (typeof message.answer === 'string') return message.answer;
      throw new Error(message.error ?? 'no metrics from the primary');
    },
  };
}

const RANK: Readonly<Record<string, number>> = { ready: 0, degraded: 1, 'not ready': 2, draining: 3 };

/**
 * The process's answer from its workers' (undefined: a worker that did not answer), out of
 * `expected` workers: 200 only when all of them answered 200; the worst status; the first worker's
 * fields, and each worker's pid, status and versions.
 */
export function combineReadiness(answers: (WorkerAnswer | undefined)[], expected: number): ReadyAnswer {
  const answered = answers.flatMap((worker) => (worker ? [worker.answer] : []));
  const all = answered.length === expected && answered.every((answer) => answer.code === 200);
  const statuses = answered.map((answer) => String(answer.body.status));
  if (answered.length < expected) statuses.push('not ready');
  const status = statuses.reduce((worst, s) => ((RANK[s] ?? 2) > (RANK[worst] ?? 2) ? s : worst), 'ready');
  const workers = answers.map((worker) => workerSummary(worker));
  return { code: all ? 200 : 503, body: { ...(answered[0]?.body ?? {}), status, workers } };
}

function workerSummary(worker: WorkerAnswer | undefined): Record<string, unknown> {
  if (!worker) return { status: 'no answer' };
  const body = worker.answer.body as {
    status?: string;
    snapshot?: { version?: string } | null;
    source?: { pointer_version?: string | null; reason_code?: string | null };
  };
  return {
    pid: worker.pid,
    status: body.status,
    version: body.snapshot?.version ?? null,
    ...(body.source ? { pointer_version: body.source.pointer_version, reason_code: body.source.reason_code } : {}),
  };
}

/** In the primary: answers the workers' questions for `expected` workers; returns the aggregator. */
export function servePrimaryClusterHealth(expected: () => number): AggregatorRegistry<PrometheusContentType> {
  const aggregator = new AggregatorRegistry<PrometheusContentType>();
  let next = 0;
  const pending = new Map<number, (answer: WorkerAnswer) => void>();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === WORKER_ANSWER && typeof message.answer === 'object')
      pending.get(message.id)?.({ pid: message.pid, answer: message.answer });
    if (message.type !== ASK_PRIMARY) return;
    const reply = (fields: Partial<Message>) => {
      // The asking worker may be gone by now.
      if (worker.isConnected()) worker.send({ type: PRIMARY_ANSWER, id: message.id, ...fields }, () => {});
    };
    if (message.question === 'metrics') {
      aggregator.clusterMetrics().then(
        (text) => reply({ answer: text }),
        (error: Error) => reply({ error: error.message }),
      );
      return;
    }
    const asked = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w?.isConnected() === true);
    void Promise.all(asked.map((w) => askWorker(w, next++, pending))).then((answers) =>
      reply({ answer: combineReadiness(answers, expected()) }),
    );
  });
  return aggregator;
}

function askWorker(
  worker: Worker,
  id: number,
  pending: Map<number, (answer: WorkerAnswer) => void>,
): Promise<WorkerAnswer | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(undefined), WORKER_TIMEOUT_MS);
    const settle = (answer: WorkerAnswer | undefined) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(answer);
    };
    pending.set(id, settle);
    try {
      worker.send({ type: ASK_WORKER, id }, (error) => error && settle(undefined));
    } catch {
      settle(undefined); // its channel closed meanwhile: a worker going away
    }
  });
}
