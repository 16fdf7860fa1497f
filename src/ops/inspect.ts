/**
 * What `npm run snapshot -- inspect` prints about a loaded snapshot beyond its header: the counts
 * of each section (docs/snapshot-format.md), so an operator sees what a build produced: formats,
 * events in no country, deadlines, cities and their other names, text terms.
 */
import { dateSpan, type Store } from '../store/index.js';
import { NO_DAY } from '../store/layout.js';
import { formatIsoDate } from '../util/dates.js';

/** [label, value] lines describing the store's sections. */
export function describeSections(store: Store): [string, string | number][] {
  const { meta, lists } = store;
  const span = dateSpan(store);
  const inCountries = lists.country.reduce((sum, list) => sum + list.size, 0);
  return [
    ['events', store.size],
    ['formats', meta.formats.map((name, i) => `${name} ${lists.format[i]!.size}`).join(', ')],
    ['countries', `${meta.countries.length} (${store.size - inCountries} events in no country)`],
    ['topics', meta.topics.length],
    ['sub-topics', meta.subtopics.length],
    ['date range', span ? `${formatIsoDate(span.earliest)} .. ${formatIsoDate(span.latest)}` : 'none'],
    ['deadlines', deadlines(store)],
    ['cities', `${lists.city.length} (found by ${store.cityNames.names.length} names, other known names included)`],
    ['text terms', store.text.termCount],
  ];
}

function deadlines(store: Store): string {
  const { deadline } = store.columns;
  let count = 0;
  for (let p = 0; p < deadline.length; p++) if (deadline[p] !== NO_DAY) count++;
  const ranges = store.meta.deadlineRanges;
  if (count === 0 || ranges.length === 0) return 'none';
  const first = formatIsoDate(ranges[0]![0]);
  const last = formatIsoDate(ranges.at(-1)![1]);
  return `${count} events, ${first} .. ${last}, in ${ranges.length} buckets`;
}
