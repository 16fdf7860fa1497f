/** A feed's search in words, for the calendar's name and the answer of POST /api/gpt/feeds. */
import { TYPE_NAMES } from '../../search/index.js';
import type { FeedQueryFields } from '../schemas/index.js';

type Given = Readonly<Record<string, string>>;

/** The value as given, trimmed, when the parameter was used. */
function text(given: Given, fields: FeedQueryFields, name: keyof FeedQueryFields): string | undefined {
  const value = given[name]?.trim();
  return value !== undefined && value !== '' && fields[name] !== undefined ? value : undefined;
}

function subject(given: Given, fields: FeedQueryFields): string {
  const type = fields.type === undefined ? 'Events' : fields.type.map((name) => `${TYPE_NAMES[name]}s`).join(' or ');
  const format = fields.format === undefined ? '' : `${fields.format.join(' or ')} `;
  const acronym = text(given, fields, 'acronym') ?? text(given, fields, 'series');
  return `${acronym === undefined ? '' : `${acronym} `}${format}${type}`.replace(/^./, (c) => c.toUpperCase());
}

function places(given: Given, fields: FeedQueryFields): string[] {
  const names = [text(given, fields, 'city'), text(given, fields, 'country')].filter((n) => n !== undefined);
  if (fields.countries !== undefined) names.push(...fields.countries);
  const continent = text(given, fields, 'continent');
  if (names.length === 0 && continent !== undefined) names.push(continent);
  return names.length > 0 ? [`in ${names.join(', ')}`] : [];
}

function dates(given: Given, fields: FeedQueryFields): string[] {
  const out: string[] = [];
  const from = text(given, fields, 'from');
  const to = text(given, fields, 'to');
  if (from !== undefined) out.push(`from ${from}`);
  if (to !== undefined) out.push(`to ${to}`);
  for (const name of ['month', 'year'] as const) {
    const value = text(given, fields, name);
    if (value !== undefined) out.push(`in ${value}`);
  }
  const deadlineFrom = text(given, fields, 'deadline_from');
  const deadlineTo = text(given, fields, 'deadline_to');
  if (deadlineFrom !== undefined || deadlineTo !== undefined) {
    out.push(`with a deadline${deadlineFrom ? ` from ${deadlineFrom}` : ''}${deadlineTo ? ` to ${deadlineTo}` : ''}`);
  }
  return out;
}

/** E.g. 'Conferences matching "vision" on Machine Learning in Germany, ranked CORE A*, with deadlines'. */
export function describeFeed(given: Given, fields: FeedQueryFields): string {
  const q = text(given, fields, 'q');
  const topic = text(given, fields, 'subtopic') ?? text(given, fields, 'topic');
  const ranks = [
    ...(fields.core_rank ? [`CORE ${fields.core_rank.join(' or ')}`] : []),
    ...(fields.ccf_rank ? [`CCF ${fields.ccf_rank.join(' or ')}`] : []),
  ];
  const words = [
    subject(given, fields),
    ...(q === undefined ? [] : [`matching "${q}"`]),
    ...(topic === undefined ? [] : [`on ${topic}`]),
    ...places(given, fields),
    ...dates(given, fields),
    ...(ranks.length > 0 ? [`ranked ${ranks.join(', ')}`] : []),
    ...(fields.cfp === 'open' ? ['with an open call for papers'] : []),
  ];
  const search = words.join(' ');
  if (fields.include === 'deadlines_only') return `Deadlines: ${search}`;
  return fields.include === 'deadlines' ? `${search}, with deadlines` : search;
}
