/**
 * The connector search's answer to a list of subjects and to "like X" (docs/api.md, Connector
 * tools), over the demo data on its anchor day: every subject that finds events is among the
 * results, and the reading names each subject with what it found; "like X" answers events alike
 * X's next edition, never X itself; when nothing matches, the words about the asker and the words
 * beside "like X" are left out first, a deadline window is widened to the later deadlines, and a
 * part left out on the way is put back when the search finds events with it.
 */
import { describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { editionsOf, oneOfEachSeries, searchOf } from '../../../src/api/connector/searches.js';
import { eventCount } from '../../../src/api/connector/reading-text.js';
import { searchConferences } from '../../../src/api/handlers/conferences.js';
import { InputParser } from '../../../src/api/input.js';
import { searchQuery } from '../../../src/api/schemas/index.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { namePhraseSet } from '../../../src/search/components/relevance.js';
import { eventPosition, search, termEvents } from '../../../src/search/index.js';
import { eventAt } from '../../../src/store/index.js';
import { singular } from '../../../src/text/inflection.js';
import { terms } from '../../../src/text/terms.js';
import { formatIsoDate as isoDay } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
type Answer = { results: { id: string; title: string }[]; message?: string; reading?: string };
const ask = (query: string) =>
  connectorSearch({ query: { query }, params: {}, given: {} }, { index: demo.index, today: demo.today }) as Answer;
const context = () => ({ index: demo.index, today: demo.today });
/** The ids of a page, the first edition of each series: a wider answer to a question naming no edition has them so. */
const venueIdsOf = (page: ReturnType<typeof searchOf>) =>
  editionsOf({ ...page, positions: oneOfEachSeries(page, context()) }, context()).map((event) => String(event.id));

describe('a list of subjects', () => {
  it('answers events of each subject that finds some, and says what each found', () => {
    const answer = ask('Conferences on chemistry, physics or zzyzx medicine');
    for (const subject of ['chemistry', 'physics']) {
      const page = searchOf({ type: 'conference', q: subject }, context());
      const { total } = page;
      expect(total, subject).toBeGreaterThan(0);
      const ids = new Set(editionsOf(page, context()).map((event) => String(event.id)));
      expect(
        answer.results.some((result) => ids.has(result.id)),
        subject,
      ).toBe(true);
      expect(answer.reading).toContain(`"${subject}" (${eventCount(total)})`);
    }
    expect(answer.reading).toContain('"zzyzx medicine" (none)');
    expect(answer.results.length).toBeLessThanOrEqual(10);
  });
});

describe('"like X"', () => {
  it('answers events alike the next edition of X, of other series', () => {
    const answer = ask('Conferences like ICML');
    const [next] = editionsOf(searchOf({ acronym: 'ICML' }, context(), 1), context());
    expect(answer.reading).toContain(`"like ICML": events alike ICML (id ${next!.id})`);
    const alike = searchOf({ type: 'conference', similar_to: String(next!.id) }, context());
    expect(answer.results.map((result) => result.id)).toEqual(
      editionsOf(alike, context()).map((event) => String(event.id)),
    );
    expect(answer.results.some((result) => result.title.startsWith('ICML '))).toBe(false);
  });

  it('"like X or Y" answers the events alike each, in turn, none of those named', () => {
    const nextOf = (acronym: string) => editionsOf(searchOf({ acronym }, context(), 1), context())[0];
    const alike = (id: number, named: readonly string[]) =>
      editionsOf(searchOf({ type: 'conference', similar_to: String(id) }, context()), context())
        .filter((event) => !named.includes(event.acronym))
        .map((event) => String(event.id));
    // Two acronyms of conferences whose events alike differ, so both lists are seen.
    const acronyms = [
      ...new Set(
        demo.rows.filter((row) => row.type === 'conference' && row.bareAcronym).map((row) => row.bareAcronym!),
      ),
    ].filter((acronym) => /^[A-Z]{3,}$/.test(acronym));
    const pair = acronyms
      .slice(0, 40)
      .flatMap((a) => acronyms.slice(0, 40).map((b) => [a, b] as const))
      .find(([a, b]) => {
        if (a === b) return false;
        const [first, second] = [alike(nextOf(a)!.id, [a, b]), alike(nextOf(b)!.id, [a, b])];
        return first.length > 0 && second.some((id) => !first.includes(id));
      });
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    const answer = ask(`Conferences like ${a} or ${b}`);
    expect(answer.reading).toContain(`"like ${a}": events alike ${a} (id ${nextOf(a)!.id})`);
    expect(answer.reading).toContain(`"like ${b}": events alike ${b} (id ${nextOf(b)!.id})`);
    const [first, second] = [alike(nextOf(a)!.id, [a, b]), alike(nextOf(b)!.id, [a, b])];
    const turns: string[] = [];
    for (let at = 0; at < Math.max(first.length, second.length); at++)
      for (const id of [first[at], second[at]]) if (id !== undefined && !turns.includes(id)) turns.push(id);
    expect(answer.results.map((result) => result.id)).toEqual(turns.slice(0, 10));
  });

  it('answers ten events over MCP too: no size cap of the search it runs shortens its page', () => {
    // An acronym whose next edition has more than ten conferences alike.
    const acronym = [...new Set(demo.rows.map((row) => row.acronym).filter((one) => one !== null))].find((one) => {
      const [next] = editionsOf(searchOf({ acronym: one }, context(), 1), context());
      return (
        next !== undefined && searchOf({ type: 'conference', similar_to: String(next.id) }, context(), 0).total > 10
      );
    });
    expect(acronym).toBeDefined();
    const question = `Conferences like ${acronym}`;
    const overMcp = connectorSearch(
      { query: { query: question }, params: {}, given: {} },
      { ...context(), transport: 'mcp' },
    ) as Answer;
    expect(overMcp.results).toHaveLength(10);
    expect(overMcp.results).toEqual(ask(question).results);
  });
});

describe('when nothing matches', () => {
  it('says a long list left out by its first values and its count', () => {
    const answer = ask('Which chemistry workshops are held in the Middle East in March?');
    const titled = answer.results.filter(({ title }) => title.includes('found without country='));
    for (const { title } of titled) expect(title).toMatch(/country=Bahrain,Cyprus,Egypt,… \(\d+\)/);
    expect(titled.length).toBeGreaterThan(0);
  });

  it('leaves the year written with an acronym out last: it names the edition asked about', () => {
    const years = editionsOf(searchOf({ acronym: 'ICML' }, context(), 10), context()).map(
      ({ id }) => demo.index.store.columns.start[eventPosition(demo.index, id)!]!,
    );
    // An edition none of whose parts is a workshop held online: the year matches the most events.
    const year = years
      .map((day) => isoDay(day).slice(0, 4))
      .find((one) => {
        const narrow = { acronym: 'ICML', year: one, type: 'workshop', format: 'online' };
        return searchOf(narrow, context(), 0).total === 0;
      });
    expect(year).toBeDefined();
    const answer = ask(`Which online workshops are at ICML ${year}?`);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const { title } of answer.results) {
      expect(title.startsWith(`ICML ${year}`), title).toBe(true);
      expect(title, title).not.toContain('year=');
    }
  });

  it('leaves out the words about the asker first, and the words of q beside "like X"', () => {
    const [aside] = ask('Which seminars are held in Germany? I work on physics.').results;
    expect(aside?.title).toMatch(/, Germany \(found without "physics"(; ended \d{4}-\d{2}-\d{2})?\)$/);
    const [like] = ask('Conferences like ICML in Asia about history').results;
    expect(like?.title).toMatch(/\(found without "history"(; ended \d{4}-\d{2}-\d{2})?\)$/);
  });
});

describe('a part left out before the one that found events', () => {
  it('is put back when the search still finds events with it', () => {
    // A word of names whose conferences in some continent have all ended: the year 2031, which no
    // event has, is then no relaxation the search offers, and the type and the continent, which
    // match more events, are left out before it.
    const found = demo.rows
      .filter((row) => row.end < demo.today && row.type === 'conference' && row.country !== null)
      .map((row) => ({ word: row.name.split(' ').at(-1)!.toLowerCase(), continent: row.country!.continent }))
      .find(({ word, continent }) => {
        if (!/^[a-z]{5,}$/.test(word) || termEvents(demo.index, word) > 40) return false;
        const ended = searchOf({ q: word, type: 'conference', continent }, context(), 0).total;
        const ahead = searchOf({ q: word, type: 'conference', continent, from: isoDay(demo.today) }, context(), 0);
        return ended > 0 && ahead.total === 0;
      });
    expect(found).toBeDefined();
    const { word, continent } = found!;
    const answer = ask(`${word} conferences in ${continent} in 2031`);
    expect(answer.reading).toContain('year=2031');
    const wanted = searchOf({ type: 'conference', continent, q: word }, context());
    expect(answer.results.map((result) => result.id)).toEqual(
      editionsOf(wanted, context()).map((event) => String(event.id)),
    );
    for (const result of answer.results)
      expect(result.title).toMatch(/\(found without year=2031; \w{3} [^;]*\d{4}(; ended \d{4}-\d{2}-\d{2})?\)$/);
  });
});

describe('a deadline window with nothing in it', () => {
  it('is widened to the later deadlines before it is left out', () => {
    // Subjects whose deadlines still to come all fall after the next three days.
    const subject = ['chemistry', 'physics', 'medicine', 'economics', 'history', 'law'].find((q) => {
      const later = searchOf({ q, type: 'conference', deadline_from: isoDay(demo.today) }, context(), 10);
      const soon = searchOf(
        { q, type: 'conference', deadline_from: isoDay(demo.today), deadline_to: isoDay(demo.today + 3) },
        context(),
        0,
      );
      return later.total > 0 && soon.total === 0;
    });
    expect(subject).toBeDefined();
    const answer = ask(`${subject} conferences with deadlines in the next 3 days`);
    expect(answer.reading).toContain(`deadline_to=${isoDay(demo.today + 3)}`);
    const later = searchOf({ q: subject!, type: 'conference', deadline_from: isoDay(demo.today) }, context());
    // One edition of each series: the question names none.
    expect(answer.results.map((result) => result.id)).toEqual(venueIdsOf(later));
    // Each with its next deadline, which the question asks for.
    for (const result of answer.results)
      expect(result.title).toMatch(/\(found without deadline_to=[\d-]+; (?:abstract|paper) deadline [\d-]+.*\)$/);
  });

  it('is left out whole when no deadline of the subject is to come: its end never alone', () => {
    // A word of names whose conferences' deadlines have all passed, some of them before a day ahead.
    const to = isoDay(demo.today + 60);
    const word = demo.rows
      .filter((row) => row.type === 'conference')
      .map((row) => row.name.split(' ').at(-1)!.toLowerCase())
      .find((one) => {
        if (!/^[a-z]{5,}$/.test(one)) return false;
        const ahead = searchOf({ q: one, type: 'conference', deadline_from: isoDay(demo.today) }, context(), 0);
        const passed = searchOf({ q: one, type: 'conference', deadline_to: to }, context(), 0);
        return ahead.total === 0 && passed.total > 0;
      });
    expect(word).toBeDefined();
    const answer = ask(`${word} conferences with deadlines by ${to}`);
    expect(answer.reading).toContain(`deadline_to=${to}`);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) expect(result.title).toContain(`deadline_to=${to}`);
  });
});

describe("a subject's count in the reading", () => {
  it('is one event, or a number of events written with separators', () => {
    expect(eventCount(1)).toBe('1 event');
    expect(eventCount(6166)).toBe('6,166 events');
  });
});

describe('a note said twice', () => {
  it('is said once, in the reading and in the message of nothing found', () => {
    const twice = ask('chemistry conferences, cheaper, cheaper, with a rebuttal phase and a rebuttal phase');
    expect(twice.reading?.match(/cheaper/g)).toHaveLength(1);
    expect(twice.reading?.match(/rebuttal phase/g)).toHaveLength(1);
    const window = ask('chemistry conferences with notification in 2027, notification in 2027');
    expect((window.reading ?? window.message)?.match(/bounds the notifications/g)).toHaveLength(1);
    const nothing = ask('registration registration');
    expect(nothing.message?.match(/"registration"/g)).toHaveLength(1);
  });
});

describe("a search's count in the reading", () => {
  it('says how many events match when the results are the first of them, and nothing when they are all', () => {
    const many = ask('How many conferences are there in 2027?');
    const total = searchOf({ type: 'conference', year: '2027' }, context(), 0).total;
    expect(total).toBeGreaterThan(10);
    expect(many.results).toHaveLength(10);
    expect(many.reading).toBe(`Read as type=conference, year=2027; ${eventCount(total)} match: the first 10 here.`);
    const [event] = demo.rows.filter((row) => row.acronym !== null && row.start > demo.today);
    const one = ask(`${event!.acronym} ${isoDay(event!.start).slice(0, 4)}`);
    expect(one.reading).not.toMatch(/match: the first/);
  });
});

describe('a question that names no edition', () => {
  it('answers one edition of each series, the first in the order, and says so', () => {
    // A word of names whose first ten events, each with an acronym, hold two editions of one series.
    const acronyms = (list: { acronym: string }[]) => list.map(({ acronym }) => acronym.toLowerCase());
    const repeats = (list: string[]) => new Set(list).size < list.length;
    const firstOf = (word: string) => editionsOf(searchOf({ q: word, sort: 'relevance' }, context(), 10), context());
    const words = [...new Set(demo.rows.flatMap((row) => row.name.toLowerCase().split(' ')))].filter((word) =>
      /^[a-z]{7,}$/.test(word),
    );
    const word = words.find((one) => {
      const first = firstOf(one);
      return first.every(({ acronym }) => acronym !== '') && repeats(acronyms(first));
    });
    expect(word).toBeDefined();
    const answer = ask(`${word} events`);
    const byId = new Map(demo.rows.map((row) => [String(row.id), row.bareAcronym?.toLowerCase() ?? '']));
    const answered = answer.results.map((result) => byId.get(result.id)!);
    expect(repeats(answered)).toBe(false);
    expect(answer.reading).toMatch(/ here, one edition of each series\.$/u);
  });

  it('says so when the editions left out come after the last answered, fewer than ten matching', () => {
    // A word of names matching fewer than ten events, the last of its order a second edition of one series.
    const words = [...new Set(demo.rows.flatMap((row) => row.name.toLowerCase().split(' ')))].filter((word) =>
      /^[a-z]{6,}$/.test(word),
    );
    const word = words.find((one) => {
      const page = searchOf({ q: one, type: 'conference' }, context(), 10);
      if (page.total > 10 || page.total < 3) return false;
      const series = editionsOf(page, context()).map(({ acronym }) => acronym.toLowerCase());
      const last = series.at(-1)!;
      return (
        last !== '' &&
        series.indexOf(last) < series.length - 1 &&
        new Set(series.slice(0, -1)).size === series.length - 1
      );
    });
    expect(word).toBeDefined();
    const total = searchOf({ q: word!, type: 'conference' }, context(), 10).total;
    const answer = ask(`${word} conferences`);
    expect(answer.results).toHaveLength(total - 1);
    expect(answer.reading).toMatch(
      new RegExp(`${eventCount(total)} match: ${total - 1} here, one edition of each series\\.$`, 'u'),
    );
  });
});

describe('a question naming more values than a parameter takes', () => {
  it('is answered within the bounds, never refused: the values past them are said as not read', () => {
    const acronyms = [...new Set(demo.rows.flatMap((row) => (row.bareAcronym === null ? [] : [row.bareAcronym])))];
    expect(acronyms.join(',').length).toBeGreaterThan(200);
    const answer = ask(acronyms.join(' or '));
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.reading).toMatch(/not read: .* \(acronym takes at most /u);
  });
});

describe('a count asked for ("top 5", "the 3 best")', () => {
  it('answers that many of the first events, the reading counting them', () => {
    const three = ask('the 3 best conferences in 2027');
    expect(three.results).toHaveLength(3);
    expect(three.reading).toMatch(/match: the first 3 here\.$/u);
    const top = ask('top 5 conferences in 2027');
    expect(top.results.length).toBeGreaterThan(0);
    expect(top.results.length).toBeLessThanOrEqual(5);
    // "top" and "best" are a rank too: the count takes the first of that rank's answer.
    expect(ask('top 2 conferences in 2027').results).toEqual(ask('top conferences in 2027').results.slice(0, 2));
  });

  it('is read only beside "top" or "best", or after a verb of asking ("give me 3"), from 1 to 10', () => {
    const read = (question: string) => readQuestion(demo.index, question, demo.today).count;
    expect(read('top 5 chemistry conferences')).toBe(5);
    expect(read('five best chemistry venues')).toBe(5);
    expect(read('top 20 chemistry conferences')).toBeUndefined();
    expect(read('chemistry conferences in the first two weeks of March')).toBeUndefined();
    expect(read('3 chemistry workshops')).toBeUndefined();
    expect(read('Give me 3 chemistry workshops')).toBe(3);
    expect(read('list five chemistry venues')).toBe(5);
    expect(read('give me 20 chemistry workshops')).toBeUndefined();
  });

  it('of "the big four", is the top ranks\' first four, not the venues by their size', () => {
    const reading = readQuestion(demo.index, 'the big four chemistry conferences', demo.today);
    expect(reading.count).toBe(4);
    expect(reading.parameters).toEqual({ rank: 'CORE:A*,CCF:A', type: 'conference', q: 'chemistry' });
    expect(ask('the big 3 conferences in 2027').results).toEqual(ask('top conferences in 2027').results.slice(0, 3));
    // "big" alone is the size, read by the papers submitted; "big data" a subject.
    expect(ask('big chemistry conferences').reading).toContain('by papers submitted');
    expect(readQuestion(demo.index, 'big data conferences', demo.today).parameters.q).toBe('big data');
  });
});

describe('a subject in q', () => {
  it('answers the events named for it and not ended first, ahead of those that only have it among their topics', () => {
    const answer = ask('machine learning conferences');
    expect(answer.reading).toContain('q="machine learning"');
    const named = (position: number) =>
      namePhraseSet(demo.index, 'machine learning').has(position) &&
      demo.index.store.columns.end[position]! >= demo.today;
    const order = answer.results.map((result) => named(eventPosition(demo.index, Number(result.id))));
    expect(order[0]).toBe(true);
    // Once a result is not such an event, no later one is.
    expect(order.slice(order.indexOf(false)).some(Boolean)).toBe(false);
    // Not so in the default order: its first page mixes them.
    const plain = search(demo.index, { q: 'machine learning', type: 'conference', limit: 10, offset: 0 }, demo.today);
    const plainOrder = plain.positions.map(named);
    expect(plainOrder.slice(plainOrder.indexOf(false)).some(Boolean)).toBe(true);
  });

  it('of one word, answers the events not ended whose name holds it first, of the first 50 in relevance', () => {
    const holds = (position: number, word: string) =>
      demo.index.store.columns.end[position]! >= demo.today &&
      terms(eventAt(demo.index.store, position).name).includes(word);
    const plainOf = (word: string) =>
      search(demo.index, { q: word, type: 'conference', sort: 'relevance', limit: 50, offset: 0 }, demo.today)
        .positions;
    // A word whose plain first page has an event not named for it before one that is.
    const word = [...new Set(demo.rows.flatMap((row) => terms(row.name)))]
      .filter((one) => /^[a-z]{6,}$/.test(one) && one === singular(one))
      .find((one) => {
        const first = plainOf(one)
          .slice(0, 10)
          .map((position) => holds(position, one));
        return first.indexOf(false) >= 0 && first.slice(first.indexOf(false)).some(Boolean);
      });
    expect(word).toBeDefined();
    const answer = ask(`${word} conferences`);
    expect(answer.reading).toContain(`q="${word}"`);
    const named = plainOf(word!).filter((position) => holds(position, word!));
    const rest = plainOf(word!).filter((position) => !holds(position, word!));
    const expected = [...named, ...rest].slice(0, 10).map((position) => String(demo.index.store.columns.ids[position]));
    expect(answer.results.map((result) => result.id)).toEqual(expected);
  });

  it('of a word of the synonym table, counts a name holding one of its expressions as named for it', () => {
    const plain = search(
      demo.index,
      { q: 'ai', type: 'conference', sort: 'relevance', limit: 50, offset: 0 },
      demo.today,
    ).positions;
    const wordsOf = (position: number) => terms(eventAt(demo.index.store, position).name).map(singular);
    const phrase = (position: number) =>
      wordsOf(position).some((word, at, all) => word === 'artificial' && all[at + 1] === 'intelligence');
    const holds = (position: number) =>
      demo.index.store.columns.end[position]! >= demo.today && (wordsOf(position).includes('ai') || phrase(position));
    // Both ways of writing it are among the first names, the expression's not all first.
    expect(plain.some((position) => holds(position) && phrase(position))).toBe(true);
    expect(plain.some((position) => holds(position) && !phrase(position))).toBe(true);
    const expected = [...plain.filter(holds), ...plain.filter((position) => !holds(position))]
      .slice(0, 10)
      .map((position) => String(demo.index.store.columns.ids[position]));
    expect(ask('AI conferences').results.map((result) => result.id)).toEqual(expected);
  });
});

describe('a question about deadlines', () => {
  const parser = new InputParser({ query: searchQuery });
  /** The ids of the first page of a search of these parameters, as the HTTP search answers it. */
  const ids = (parameters: Record<string, string>) =>
    searchConferences(parser.fromArguments({ ...parameters, limit: '10' }, demo.today), context()).found.positions.map(
      (p) => String(demo.index.store.columns.ids[p]!),
    );

  it('answers the soonest deadline first, a deadline window or an open call alike', () => {
    for (const [query, names] of [
      ['conferences with deadlines in the next 3 months', ['deadline_from', 'deadline_to']],
      ['conferences with open calls', ['cfp']],
    ] as const) {
      const answer = ask(query);
      const read: Record<string, string> = { type: 'conference' };
      for (const name of names) read[name] = new RegExp(`${name}=([^,;.]+)`).exec(answer.reading ?? '')![1]!;
      const soonest = ids({ ...read, sort: 'deadline' });
      expect(
        answer.results.map((result) => result.id),
        query,
      ).toEqual(soonest);
      expect(ids(read), `${query}: the default order differs`).not.toEqual(soonest);
    }
  });
});

describe('a subject of several words that no event has together', () => {
  it('is searched without its word that alone matches the most events, and says so', () => {
    const query = 'workshops on chemistry robotics';
    const reading = readQuestion(demo.index, query, demo.today);
    expect(reading.parameters).toEqual({ type: 'workshop', q: 'chemistry robotics' });
    expect(searchOf(reading.parameters, context()).total).toBe(0);
    const [common, telling] = ['chemistry', 'robotics'];
    expect(termEvents(demo.index, common)).toBeGreaterThan(termEvents(demo.index, telling));
    const kept = searchOf({ type: 'workshop', q: telling }, context());
    expect(kept.total).toBeGreaterThan(0);
    const answer = ask(query);
    expect(answer.results.map((result) => result.id)).toEqual(venueIdsOf(kept));
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(` \\(found without "${common}"(; ended \\d{4}-\\d{2}-\\d{2})?\\)$`));
  });

  it('is narrowed by a whole expression the data has, never by half of it', () => {
    // A subject beside "software engineering" with fewer events than it: the expression is left out
    // whole, though "engineering" alone is the word that matches the most events.
    const expression = termEvents(demo.index, 'software engineering');
    expect(termEvents(demo.index, 'engineering')).toBeGreaterThan(expression);
    const telling = ['robotics', 'history', 'quantum', 'vision', 'networks', 'physics', 'law', 'chemistry'].find(
      (word) =>
        termEvents(demo.index, word) < expression &&
        searchOf({ type: 'workshop', q: word }, context(), 0).total > 0 &&
        searchOf({ q: `software engineering ${word}` }, context(), 0).total === 0,
    );
    expect(telling).toBeDefined();
    const query = `workshops on software engineering ${telling}`;
    expect(readQuestion(demo.index, query, demo.today).parameters).toEqual({
      type: 'workshop',
      q: `software engineering ${telling}`,
    });
    const kept = searchOf({ type: 'workshop', q: telling! }, context());
    const answer = ask(query);
    expect(answer.results.map((result) => result.id)).toEqual(venueIdsOf(kept));
    for (const result of answer.results)
      expect(result.title).toMatch(/ \(found without "software engineering"(; ended \d{4}-\d{2}-\d{2})?\)$/);
  });

  it('then has the other parts of the question left out around the narrower subject', () => {
    // The year 2031 no event has: without it, the robotics workshops not ended (a year ahead was asked).
    const query = 'workshops on chemistry robotics in 2031';
    expect(readQuestion(demo.index, query, demo.today).parameters).toEqual({
      type: 'workshop',
      year: '2031',
      q: 'chemistry robotics',
    });
    const kept = searchOf({ type: 'workshop', q: 'robotics' }, context());
    const notOver = demo.index.notOver(demo.today);
    const ahead = { ...kept, positions: kept.positions.filter((position) => notOver.has(position)) };
    const answer = ask(query);
    expect(ahead.positions.length).toBeGreaterThan(0);
    expect(answer.results.map((result) => result.id)).toEqual(venueIdsOf(ahead));
    // The year left out, each title says the event's dates.
    for (const result of answer.results)
      expect(result.title).toMatch(/ \(found without "chemistry" and without year=2031; [^;()]*, 20\d\d\)$/);
  });
});
