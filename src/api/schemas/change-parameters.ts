/**
 * The parameters and the answer of getChanges (docs/api.md, Changes): the search's filters as the
 * calendar feeds take them (the same rows, filter-parameters.ts), since, since_version and kind,
 * and the page (limit, offset or cursor).
 */
import { z } from 'zod';
import { CHANGE_KINDS } from '../../search/index.js';
import { enumListParam } from './list-params.js';
import { CURSOR_ROW } from './page-parameters.js';
import { FEED_SEARCH_PARAMETERS, refuseContradictions, type SearchParameter, searchQueryFields } from './parameters.js';
import { dateParam, integerParam, LIMIT_MIN, OFFSET_MAX } from './rules.js';

/** The search parameters that narrow the changed editions: the feeds' but their order and zone. */
export const CHANGE_SEARCH_PARAMETERS = FEED_SEARCH_PARAMETERS.filter((name) => name !== 'sort' && name !== 'tz');
type ChangeSearchParameter = (typeof CHANGE_SEARCH_PARAMETERS)[number] & SearchParameter;

const CHANGES_LIMIT_MAX = 100;
const CHANGES_LIMIT_DEFAULT = 20;
/** A snapshot version as X-Snapshot-Version gives it. */
const VERSION_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z-[0-9a-f]{8}$/;
const VERSION_RULE = 'must be a snapshot version as X-Snapshot-Version gives it (2026-11-21T06:01:01Z-6675922b)';

const changeFilterFields = searchQueryFields.pick(
  Object.fromEntries(CHANGE_SEARCH_PARAMETERS.map((name) => [name, true])) as Record<ChangeSearchParameter, true>,
);

const changeQueryFields = changeFilterFields.extend({
  since: dateParam()
    .optional()
    .describe(
      'Changes of the snapshots built on or after this day, YYYY-MM-DD (UTC). Without since or since_version: every change the log holds (180 days by default).',
    )
    .meta({ example: '2026-11-01' }),
  since_version: z
    .string({ error: VERSION_RULE })
    .trim()
    .regex(VERSION_RE, VERSION_RULE)
    .optional()
    .describe(
      'Changes of the snapshots built after this one: a snapshot_version of an earlier answer, or X-Snapshot-Version.',
    )
    .meta({ example: '2026-11-21T06:01:01Z-6675922b' }),
  kind: enumListParam(CHANGE_KINDS, (value) => value.toLowerCase().replace(/[\s-]+/g, '_'))
    .optional()
    .describe(`Only these kinds of change, comma-separated: ${CHANGE_KINDS.join(', ')}.`)
    .meta({ example: 'deadline_extended' }),
  limit: integerParam(LIMIT_MIN, CHANGES_LIMIT_MAX, `must be an integer from ${LIMIT_MIN} to ${CHANGES_LIMIT_MAX}`)
    .default(CHANGES_LIMIT_DEFAULT)
    .meta({
      description: `Changes per page, ${LIMIT_MIN} to ${CHANGES_LIMIT_MAX} (default ${CHANGES_LIMIT_DEFAULT}).`,
      example: 20,
    }),
  offset: integerParam(0, OFFSET_MAX, `must be an integer from 0 to ${OFFSET_MAX}`)
    .default(0)
    .meta({ description: 'Changes to skip, for paging (default 0).', example: 0 }),
  cursor: CURSOR_ROW.schema
    .describe('The next page: pagination.next_cursor of the previous answer. Instead of offset.')
    .meta({ example: CURSOR_ROW.example }),
});

export const changesQuery = changeQueryFields.superRefine((fields, ctx) => {
  refuseContradictions(fields as Parameters<typeof refuseContradictions>[0], ctx);
  if (fields.since !== undefined && fields.since_version !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['since_version'], message: "must not be given with 'since'" });
  }
});
export type ChangesQueryFields = z.output<typeof changeQueryFields>;

const nullableText = (description: string) => z.string().nullable().describe(description);

const changeItem = z.object({
  id: z.number().int().describe('The edition, by its event id (getConference).'),
  name: z.string().describe('Its acronym as written, or its name.'),
  kind: z.enum(CHANGE_KINDS).describe('What changed.'),
  deadline_kind: z
    .string()
    .nullable()
    .describe('The deadline that changed (paper, abstract, ...); null for no deadline.'),
  round: z.number().int().nullable().describe('Its round; null for no deadline.'),
  before: nullableText(
    'The value before (a UTC instant, YYYY-MM-DD/YYYY-MM-DD dates, a place, a format, a URL); null for none.',
  ),
  after: nullableText('The value after; null for none.'),
  source: nullableText('The source the edition is listed by first; null when none.'),
  snapshot_version: z.string().describe('The snapshot the change appeared in.'),
  built_at: z.string().describe('When that snapshot was built (ISO 8601 UTC).'),
});
export type ChangeItem = z.output<typeof changeItem>;

export const changesResponse = z
  .object({
    success: z.literal(true),
    query: z.record(z.string(), z.string()).describe('The parameters used, as given.'),
    snapshot_version: z
      .string()
      .describe('The serving snapshot: since_version of the next call for what changes after.'),
    total: z.number().int().min(0).describe('Changes found.'),
    showing: z.number().int().min(0),
    pagination: z.object({
      limit: z.number().int(),
      offset: z.number().int(),
      has_more: z.boolean(),
      next_offset: z.number().int().nullable(),
      next_cursor: z.string().nullable(),
      remaining: z.number().int(),
    }),
    changes: z.array(changeItem).describe('Newest snapshot first; in a snapshot, by event id.'),
  })
  .describe('What changed in the editions a search finds.');
export type ChangesResponse = z.output<typeof changesResponse>;
