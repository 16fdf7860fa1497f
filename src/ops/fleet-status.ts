/**
 * `npm run fleet -- status URL...`: each replica's /readyz, as one table row: the version it
 * serves, the version its store's pointer names, its state, why it is degraded or not ready, and
 * its event count; then whether the fleet agrees.
 */

export interface ReplicaRow {
  replica: string;
  served: string;
  pointer: string;
  state: string;
  reason: string;
  events: string;
}

/** The /readyz fields read here; every one may be missing (an older replica, a starting one). */
interface Readyz {
  status?: string;
  snapshot?: { version?: string; events?: number; file_refused?: { reason?: string } | null } | null;
  source?: { pointer_version?: string | null; reason_code?: string | null } | null;
  keys?: { file_refused?: { reason?: string } | null };
}

const NONE = '-';

/** The /readyz URL of a replica given by its base URL (or by its /readyz URL itself). */
export function readyzUrl(replica: string): string {
  const trimmed = replica.replace(/\/+$/, '');
  return trimmed.endsWith('/readyz') ? trimmed : `${trimmed}/readyz`;
}

/** One replica's row from its /readyz body. */
export function rowOf(replica: string, body: Readyz): ReplicaRow {
  const reason =
    body.source?.reason_code ??
    (body.snapshot?.file_refused?.reason ? `snapshot file: ${body.snapshot.file_refused.reason}` : undefined) ??
    (body.keys?.file_refused?.reason ? `keys file: ${body.keys.file_refused.reason}` : undefined);
  return {
    replica,
    served: body.snapshot?.version ?? NONE,
    pointer: body.source === undefined ? 'n/a (file)' : (body.source?.pointer_version ?? NONE),
    state: body.status ?? 'unknown',
    reason: reason ?? NONE,
    events: body.snapshot?.events === undefined ? NONE : body.snapshot.events.toLocaleString('en-US'),
  };
}

/** Asks one replica; an unreachable one or an answer that is not JSON is a row saying so. */
export async function askReplica(replica: string, timeoutMs: number): Promise<ReplicaRow> {
  try {
    const answer = await fetch(readyzUrl(replica), { signal: AbortSignal.timeout(timeoutMs) });
    return rowOf(replica, (await answer.json()) as Readyz);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return { replica, served: NONE, pointer: NONE, state: 'unreachable', reason: why, events: NONE };
  }
}

const COLUMNS: [keyof ReplicaRow, string][] = [
  ['replica', 'REPLICA'],
  ['served', 'SERVED'],
  ['pointer', 'POINTER'],
  ['state', 'STATE'],
  ['reason', 'REASON'],
  ['events', 'EVENTS'],
];

/** The rows as aligned columns, a header first. */
export function renderTable(rows: readonly ReplicaRow[]): string {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map(([, title]) => title)), ...rows.map((row) => line(COLUMNS.map(([key]) => row[key])))]
    .map((text) => `${text}\n`)
    .join('');
}

/** Whether every replica is ready and serves the one version its pointer names; the summary line. */
export function agreement(rows: readonly ReplicaRow[]): { agreed: boolean; summary: string } {
  const served = new Set(rows.map((row) => row.served));
  const unready = rows.filter((row) => row.state !== 'ready').length;
  const behind = rows.filter((row) => !row.pointer.startsWith('n/a') && row.pointer !== row.served).length;
  if (unready === 0 && behind === 0 && served.size === 1) {
    return { agreed: true, summary: `${rows.length} replicas ready, all serving ${[...served][0]}` };
  }
  const parts = [
    unready > 0 ? `${unready} not ready` : '',
    behind > 0 ? `${behind} not on the pointer's version` : '',
    served.size > 1 ? `${served.size} versions served` : '',
  ].filter(Boolean);
  return { agreed: false, summary: `${rows.length} replicas: ${parts.join(', ')}` };
}
