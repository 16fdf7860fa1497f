import type { RankedRow } from '../search/reference.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTINENTS } from '../../src/reference/continents.js';
import { nameKey } from '../../src/reference/fold.js';
import { acronymKey } from '../../src/source/acronym.js';
import { isSubmission } from '../../src/source/deadlines.js';
import { CCF_RANKS, CORE_RANKS, EVENT_TYPES } from '../../src/source/schema.js';
import { deadlinesOf } from '../../src/store/deadline-table.js';
import { estimateDeadlines } from '../../src/builder/estimates.js';
import {
  acronymPositions,
  bareAcronymOf,
  rankPositions,
  ranksOf,
  seriesKeys,
  seriesOf,
  seriesPositions,
} from '../../src/store/edition-index.js';
import type { ValidRow } from '../../src/source/validate.js';
import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import { valuesAt } from '../../src/store/topic-lists.js';
import { SnapshotWriter, type SectionData } from '../../src/snapshot/writer.js';
import { compileStore } from '../../src/store/compile.js';
import { eventAt, loadStore, positionOfId, type Store } from '../../src/store/index.js';
import { StringColumn } from '../../src/store/string-column.js';
import { citySlots } from '../../src/store/city-names.js';
import { placesNamed } from '../../src/store/place-table.js';
import { terms } from '../../src/text/terms.js';
import { NONE_U16, NUMERIC_COLUMN_NAMES, NUMERIC_COLUMNS, TEXT_COLUMNS, TYPED_ARRAYS } from '../../src/store/layout.js';
import { buildDemoSnapshot, knownNamesOf, readValidRows } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
let store: Store;
let rows: ValidRow[];
/** Source rows in position order (start date, id), as the posting lists number them. */
let byPosition: ValidRow[];

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  store = loadStore(snapshot);
  rows = readValidRows(source);
  byPosition = [...rows].sort((a, b) => a.start - b.start || a.id - b.id);
});
afterAll(cleanup);

function scan(predicate: (row: ValidRow) => boolean): number[] {
  return byPosition.flatMap((row, position) => (predicate(row) ? [position] : []));
}

describe('a built and loaded snapshot', () => {
  it('holds every source row with the same values', () => {
    expect(store.size).toBe(rows.length);
    for (const row of rows) {
      const position = positionOfId(store, row.id);
      expect(position).toBeGreaterThanOrEqual(0);
      const { position: _, country, topic, subTopic, ...event } = eventAt(store, position);
      const {
        country: rowCountry,
        topic: rowTopic,
        subTopic: rowSub,
        deadlines: _deadlines,
        bareAcronym: _bare,
        series: _series,
        coreRank: _core,
        ccfRank: _ccf,
        region: _region,
        extras: _extras,
        ranks: _ranks,
        ...expected
      } = row as RankedRow;
      expect(event).toEqual(expected);
      expect(country?.name).toBe(rowCountry?.name);
      expect(nameKey(topic)).toBe(nameKey(rowTopic));
      expect(subTopic === null ? null : nameKey(subTopic)).toBe(rowSub === null ? null : nameKey(rowSub));
    }
  });

  it('answers -1 for an id it does not hold', () => {
    expect(positionOfId(store, 0)).toBe(-1);
    expect(positionOfId(store, 2 ** 31 - 1)).toBe(-1);
  });

  it('holds every column of the layout table, one value per event', () => {
    for (const name of NUMERIC_COLUMN_NAMES) {
      expect(store.columns[name], name).toBeInstanceOf(TYPED_ARRAYS[NUMERIC_COLUMNS[name]]);
      expect(store.columns[name].length, name).toBe(store.size);
    }
    for (const name of TEXT_COLUMNS) expect(store.columns[name].length, name).toBe(store.size);
  });

  it('numbers events in (start date, id) order', () => {
    expect(Array.from(store.columns.ids)).toEqual(byPosition.map((row) => row.id));
  });
});

/** A writer that adds to the meta what an earlier build recorded for its list items. */
class EarlierBuildWriter extends SnapshotWriter {
  override add(name: string, data: SectionData, kind?: Parameters<SnapshotWriter['add']>[2]): void {
    if (name !== 'meta') {
      super.add(name, data, kind);
      return;
    }
    const meta = JSON.parse(Buffer.from(data).toString('utf8')) as object;
    super.add(name, Buffer.from(JSON.stringify({ ...meta, itemJsonFingerprint: '0123456789abcdef' })), kind);
  }
}

describe('a format 3 file of an earlier build', () => {
  it('loads with the list items it stored (the itemJson column) ignored', () => {
    const writer = new EarlierBuildWriter();
    compileStore([...rows], writer);
    const items = StringColumn.from(Array.from({ length: rows.length }, () => '{"stored":true}'));
    writer.add('itemJson.bytes', items.bytes, 'bytes');
    writer.add('itemJson.offsets', items.offsets);
    const file = join(dir, 'earlier.snapshot');
    writer.write(file, {
      builderVersion: '0.1.0',
      builtAt: '2026-11-21T00:00:00.000Z',
      sourceFile: 'demo.sqlite',
      sourceRows: rows.length,
      events: rows.length,
      skippedRows: 0,
    });
    const earlier = loadStore(file);
    expect(earlier.header.sections.map((section) => section.name)).toContain('itemJson.bytes');
    expect(Object.keys(earlier)).toEqual(Object.keys(store));
    expect(earlier.size).toBe(store.size);
    for (const position of [0, 1, store.size - 1]) expect(eventAt(earlier, position)).toEqual(eventAt(store, position));
  });
});

describe('every posting list equals a plain scan of the rows', () => {
  it('types', () => {
    for (const [index, type] of EVENT_TYPES.entries()) {
      expect(store.lists.type[index]!.toArray()).toEqual(scan((r) => r.type === type));
    }
  });

  it('topics and sub-topics: every event with any of its topics or sub-topics', () => {
    expect(byPosition.filter((r) => topicsOf(r).length + subTopicsOf(r).length > 2).length).toBeGreaterThan(100);
    for (const [index, topic] of store.meta.topics.entries()) {
      expect(store.lists.topic[index]!.toArray()).toEqual(
        scan((r) => topicsOf(r).some((name) => nameKey(name) === nameKey(topic.name))),
      );
    }
    for (const [index, sub] of store.meta.subtopics.entries()) {
      expect(store.lists.subtopic[index]!.toArray()).toEqual(
        scan((r) => subTopicsOf(r).some((name) => nameKey(name) === nameKey(sub.name))),
      );
    }
    for (const [position, row] of byPosition.entries()) {
      const { topic, subtopic } = store.columns;
      const names = (values: number[], entries: { name: string }[]) => values.map((v) => nameKey(entries[v]!.name));
      expect(names(valuesAt(topic, store.topicLists.topics, position), store.meta.topics)).toEqual(
        topicsOf(row).map(nameKey),
      );
      expect(names(valuesAt(subtopic, store.topicLists.subtopics, position), store.meta.subtopics)).toEqual(
        subTopicsOf(row).map(nameKey),
      );
    }
  });

  it('countries and continents', () => {
    for (const [index, country] of store.meta.countries.entries()) {
      expect(store.lists.country[index]!.toArray()).toEqual(scan((r) => r.country?.name === country.name));
    }
    for (const [index, continent] of CONTINENTS.entries()) {
      expect(store.lists.continent[index]!.toArray()).toEqual(scan((r) => r.country?.continent === continent));
    }
  });

  it('cities, one list per city of a country, found by its name and every other known name no row writes', () => {
    expect(store.lists.city.length).toBeGreaterThan(50);
    // Without the names some row writes for a city: those name only the cities written so.
    const known = knownNamesOf(rows);
    // Positions by folded name, read row by row once (a scan per name is quadratic here).
    const positionsByName = new Map<string, number[]>();
    byPosition.forEach((r, position) => {
      if (r.city === null || r.country === null) return;
      for (const name of new Set([r.city, ...known(r.city, r.country)].map(nameKey))) {
        positionsByName.set(name, [...(positionsByName.get(name) ?? []), position]);
      }
    });
    expect(store.cityNames.names.length).toBe(positionsByName.size);
    for (const name of store.cityNames.names.toArray()) {
      const union = Array.from(citySlots(store.cityNames, name)).flatMap((slot) =>
        store.lists.city.at(slot)!.toArray(),
      );
      expect(
        union.sort((a, b) => a - b),
        name,
      ).toEqual(positionsByName.get(name));
    }
  });

  it('text terms and prefixes', () => {
    const wordsOf = byPosition.map(
      (r) => new Set([r.name, r.acronym ?? '', ...topicsOf(r), ...subTopicsOf(r)].flatMap((text) => terms(text))),
    );
    const allTerms = new Set(wordsOf.flatMap((set) => [...set]));
    expect(store.text.termCount).toBe(allTerms.size);
    for (const term of allTerms) {
      expect(store.text.exact(term).toArray()).toEqual(wordsOf.flatMap((set, p) => (set.has(term) ? [p] : [])));
    }
    const prefixes = new Set([...allTerms].flatMap((term) => [term.slice(0, 1), term.slice(0, 2), term.slice(0, 4)]));
    for (const prefix of prefixes) {
      const expected = wordsOf.flatMap((set, p) => ([...set].some((w) => w.startsWith(prefix)) ? [p] : []));
      expect(store.text.prefix(prefix, new Map()).toArray()).toEqual(expected);
    }
    expect(store.text.exact('zzzzqqq').size).toBe(0);
    expect(store.text.prefix('zzzzqqq', new Map()).size).toBe(0);
  });
});

describe('the known places', () => {
  it('are every place of the place data, most populous first, found by their names', () => {
    const { places } = store;
    expect(places.latitude.length).toBeGreaterThan(100_000);
    for (let at = 1; at < places.population.length; at++)
      expect(places.population[at - 1]! >= places.population[at]!, String(at)).toBe(true);
    const paris = Array.from(placesNamed(places, 'PARIS'), (at) => [
      places.display.get(at),
      places.countries[places.country[at]!],
      places.region[at] === NONE_U16 ? undefined : places.regions.code(places.region[at]!),
    ]);
    expect(paris).toContainEqual(['Paris', 'FR', 'FR-IDF']);
    expect(paris).toContainEqual(['Paris', 'US', 'US-TX']);
    // Other names in Latin letters of populous places: Munich by its native name.
    expect(Array.from(placesNamed(places, 'München'), (at) => places.display.get(at))).toContain('Munich');
  });

  it('are left out when the build is asked to', () => {
    const writer = new SnapshotWriter();
    compileStore(rows.slice(0, 5), writer);
    const file = join(dir, 'no-places.snapshot');
    writer.write(file, {
      builderVersion: '0.1.0',
      builtAt: '2026-11-21T00:00:00.000Z',
      sourceFile: 'demo.sqlite',
      sourceRows: 5,
      events: 5,
      skippedRows: 0,
    });
    expect(loadStore(file).places.latitude.length).toBe(0);
  });
});

describe('editions and deadlines equal the source rows', () => {
  it('acronyms, series and ranks, event by event', () => {
    for (const [position, row] of byPosition.entries()) {
      const bare = bareAcronymOf(store, position);
      expect(bare === null ? null : acronymKey(bare), String(row.id)).toBe(
        row.bareAcronym === null ? null : acronymKey(row.bareAcronym),
      );
      expect(seriesOf(store, position), String(row.id)).toBe(row.series);
      expect(ranksOf(store, position), String(row.id)).toEqual({ core: row.coreRank, ccf: row.ccfRank });
    }
  });

  it('the acronym, series and rank lookups', () => {
    const acronyms = new Set(rows.flatMap((r) => (r.bareAcronym === null ? [] : [acronymKey(r.bareAcronym)])));
    expect(acronyms.size).toBeGreaterThan(100);
    for (const key of acronyms) {
      expect(Array.from(acronymPositions(store, key.toUpperCase())), key).toEqual(
        scan((r) => r.bareAcronym !== null && acronymKey(r.bareAcronym) === key),
      );
    }
    const series = [...new Set(rows.flatMap((r) => (r.series === null ? [] : [r.series])))].sort();
    expect(seriesKeys(store)).toEqual(series);
    for (const key of series)
      expect(Array.from(seriesPositions(store, key)), key).toEqual(scan((r) => r.series === key));
    for (const rank of CORE_RANKS)
      expect(rankPositions(store, 'core', rank)!.toArray()).toEqual(scan((r) => r.coreRank === rank));
    for (const rank of CCF_RANKS)
      expect(rankPositions(store, 'ccf', rank)!.toArray()).toEqual(scan((r) => r.ccfRank === rank));
    expect(scan((r) => r.coreRank !== null).length).toBeGreaterThan(10);
  });

  it('every deadline of every event, and the submission order', () => {
    const expected: { at: number; position: number }[] = [];
    for (const [position, row] of byPosition.entries()) {
      const announced = deadlinesOf(store, position).filter((deadline) => !deadline.estimated);
      expect(announced, String(row.id)).toEqual(
        [...row.deadlines].map((deadline) => ({ ...deadline, estimated: false })),
      );
      for (const deadline of row.deadlines) if (isSubmission(deadline)) expected.push({ at: deadline.at, position });
    }
    expect(expected.length).toBeGreaterThan(store.size);
    expected.sort((a, b) => a.at - b.at || a.position - b.position);
    expect(Array.from(store.submissions.at)).toEqual(expected.map((entry) => entry.at));
    expect(Array.from(store.submissions.position)).toEqual(expected.map((entry) => entry.position));
    const zones = new Set(store.meta.zones);
    for (const zone of ['AoE', 'UTC', 'UTC-12:00', 'Europe/Berlin']) expect(zones.has(zone), zone).toBe(true);
  });

  it('the estimated deadlines, beside the announced ones and out of the submission order', () => {
    const estimates = estimateDeadlines(rows);
    expect(estimates.length).toBeGreaterThan(5);
    const stored = byPosition.flatMap((row, position) =>
      deadlinesOf(store, position)
        .filter((deadline) => deadline.estimated)
        .map(({ estimated: _, ...deadline }) => ({ id: row.id, deadline })),
    );
    expect(stored.sort((a, b) => a.id - b.id)).toEqual(estimates.map(({ id, deadline }) => ({ id, deadline })));
  });
});
