/**
 * getChanges (docs/api.md, Changes): the change log of the serving snapshot since a date or a
 * snapshot version, narrowed by the search's filters, one page at a time within the answer caps.
 */
import type { KeyObject } from 'node:crypto';
import { CHANGE_KINDS, type ChangesResult, type ChangesSince, changesSince, endOfDay } from '../../search/index.js';
import { bindingWhenAsked, readCursor, writeCursor } from '../cursor.js';
import { ApiError } from '../errors.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import {
  CHANGE_SEARCH_PARAMETERS,
  type ChangeItem,
  type ChangesQueryFields,
  type ChangesResponse,
} from '../schemas/change-parameters.js';
import { cursorBoundTexts, toSearchFilters } from '../schemas/index.js';
import { answerCap, jsonBytes } from '../views/answer-caps.js';
import { count } from '../views/text-lines.js';
import { listedName } from '../../source/text-bounds.js';

/** The parameters besides the filters that choose the changes: a cursor is bound to them too. */
const CHOOSING = ['since', 'since_version', 'kind'] as const;
const ECHOED: readonly string[] = [...CHANGE_SEARCH_PARAMETERS, ...CHOOSING, 'limit', 'offset', 'cursor'];
/** What the answer's fields around the changes take at most, kept free under the cap. */
const HEAD_BYTES = 4_000;

const FOREIGN_CURSOR_RULE =
  'must be the pagination.next_cursor of a getChanges call with the same other parameters (limit may change), ' +
  'answered to the same key; or page with offset';

type ChangesInput = OperationInput<ChangesQueryFields>;

function pageOf({ query, given }: ChangesInput, principal: string, key: KeyObject | undefined) {
  const parts = () => {
    const chosen = CHOOSING.filter((name) => given[name] !== undefined && given[name].trim() !== '');
    return [...cursorBoundTexts(given), ...chosen.map((name): [string, string] => [name, given[name]!.trim()])];
  };
  const binding = bindingWhenAsked(`changes\0${principal}`, parts);
  if (query.cursor === undefined) return { offset: query.offset, limit: query.limit, binding };
  if (given.offset !== undefined) {
    throw new ApiError('invalid_parameter', { name: 'offset', rule: 'must not be given with cursor, which holds it' });
  }
  const page = readCursor(query.cursor, binding(), key);
  if (page === undefined) throw new ApiError('invalid_parameter', { name: 'cursor', rule: FOREIGN_CURSOR_RULE });
  return { offset: page.offset, limit: given.limit === undefined ? page.limit : query.limit, binding };
}

/** The changes a query finds (the verb's result), or its 400 for a version the log does not hold. */
export function findChanges(
  query: ChangesQueryFields,
  page: { offset: number; limit: number },
  context: HandlerContext,
): ChangesResult {
  const since: ChangesSince =
    query.since !== undefined
      ? { day: query.since }
      : query.since_version !== undefined
        ? { version: query.since_version }
        : null;
  const filters = toSearchFilters({ ...query, limit: 0, offset: 0 });
  const moment = context.now ?? endOfDay(context.today);
  const found = changesSince(context.index, { filters, since, kinds: query.kind, ...page }, context.today, moment);
  if (found === null) {
    const builds = context.index.store.changes.builds.length;
    throw new ApiError('invalid_parameter', {
      name: 'since_version',
      rule: `is not one of the ${count(builds)} snapshots the change log holds; ask with since (a date) instead`,
    });
  }
  return found;
}

/** Change `at` of the log as the answer writes it. */
export function changeItem(
  { log }: Pick<ChangesResult, 'log'>,
  at: number,
  deadlineKinds: readonly string[],
): ChangeItem {
  const build = log.builds[log.build[at]!]!;
  const deadline = log.deadline[at]!;
  const text = (value: string) => (value === '' ? null : value);
  return {
    id: log.event[at]!,
    // A snapshot built before names were bounded in its log may hold a longer one.
    name: listedName(log.name.get(at)),
    kind: CHANGE_KINDS[log.kind[at]!]!,
    deadline_kind: deadline < deadlineKinds.length ? deadlineKinds[deadline]! : null,
    round: deadline < deadlineKinds.length ? log.round[at]! : null,
    before: text(log.before.get(at)),
    after: text(log.after.get(at)),
    source: text(log.source.get(at)),
    snapshot_version: build.version,
    built_at: build.builtAt,
  };
}

export function getChanges(input: ChangesInput, context: HandlerContext): ChangesResponse {
  const { transport = 'http', principal = '', cursorKey } = context;
  const page = pageOf(input, principal, cursorKey);
  const found = findChanges(input.query, page, context);
  const cap = answerCap(transport, page.limit).json - HEAD_BYTES;
  const changes: ChangeItem[] = [];
  let bytes = 0;
  for (const at of found.rows) {
    const item = changeItem(found, at, context.index.store.meta.deadlineKinds);
    bytes += jsonBytes(item) + 1;
    if (bytes > cap && changes.length > 0) break;
    changes.push(item);
  }
  const next = page.offset + changes.length;
  const hasMore = next < found.total;
  const query: Record<string, string> = {};
  for (const name of ECHOED) if (input.given[name] !== undefined) query[name] = input.given[name].trim();
  return {
    success: true,
    query,
    snapshot_version: found.log.builds[0]!.version,
    total: found.total,
    showing: changes.length,
    pagination: {
      limit: page.limit,
      offset: page.offset,
      has_more: hasMore,
      next_offset: hasMore ? next : null,
      next_cursor: hasMore ? writeCursor(page.binding(), { offset: next, limit: page.limit }, cursorKey) : null,
      remaining: Math.max(0, found.total - next),
    },
    changes,
  };
}

/** The answer in lines, for the MCP hosts that forward only the text. */
export function changesText(answer: ChangesResponse): string {
  const lines = [`${count(answer.total)} changes found; showing ${answer.showing}, newest first.`];
  for (const change of answer.changes) {
    const what = change.deadline_kind ? `${change.kind} (${change.deadline_kind})` : change.kind;
    lines.push(
      `- ${change.name} (id ${change.id}): ${what}: ${change.before ?? '-'} -> ${change.after ?? '-'} [${change.built_at}]`,
    );
  }
  if (answer.pagination.next_cursor) lines.push(`More: cursor=${answer.pagination.next_cursor}`);
  return lines.join('\n');
}
