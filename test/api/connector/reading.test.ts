/**
 * How the connector search reads a question (docs/api.md, Connector tools), rule by rule, over the
 * demo data of the tests on its anchor day (2026-11-21): question words and filler dropped; an
 * acronym with its year that edition, however the year is written; lists of acronyms; dates,
 * ranges and deadline ranges; time zones never places; regions, and "near" a city; ranks, "top" and open calls; the words of q
 * and the question's subject.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { NAME_MAX_LENGTH, Q_MAX_TERMS } from '../../../src/api/schemas/rules.js';
import { parseQuery, RADIUS_MAX_KM, termCount } from '../../../src/search/index.js';
import { formatIsoDate as isoDay } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);
const parametersOf = (question: string) => read(question).parameters;
/** Each question's parameters hold `expected`. */
const eachReads = (questions: readonly string[], expected: Record<string, string>) => {
  for (const question of questions) expect(parametersOf(question), question).toMatchObject(expected);
};

describe('question words, verbs and filler', () => {
  it('are no search terms', () => {
    expect(parametersOf('When is the abstract deadline for ICML 2027?')).toEqual({ acronym: 'ICML', year: '2027' });
    expect(parametersOf('Tell me about ICML 2027 please')).toEqual({ acronym: 'ICML', year: '2027' });
    expect(read('Which chemistry workshops does the society organise?').notes).toEqual([]);
    expect(parametersOf('I am looking for chemistry workshops')).toEqual({ type: 'workshop', q: 'chemistry' });
    expect(parametersOf('Which ICML editions are there?')).toEqual({ acronym: 'ICML' });
    // "series" beside an acronym was searched ("the events of the series ICML"), "interesting" and
    // "strategy" said not read or searched.
    expect(parametersOf('List all the events of the series ICML.')).toEqual({ acronym: 'ICML' });
    expect(parametersOf('ICML series editions')).toEqual({ acronym: 'ICML' });
    expect(read('Any interesting chemistry workshops?').notes).toEqual([]);
    expect(parametersOf("I'm planning my publication strategy. Which chemistry workshops?").q).toBe('chemistry');
    // "idea" was searched ("no idea where to submit"), "compared" said not read.
    expect(parametersOf('I have no idea where to send my chemistry paper. Any ideas?').q).toBe('chemistry');
    expect(read('the acceptance rate of ICML compared to ICLR').notes).toEqual([]);
    expect(parametersOf('What is the acceptance rate of SIGMOD?')).toEqual({ acronym: 'SIGMOD' });
    // A window of the notifications bounds no deadline parameter: it is a window of its own (kind-windows.test.ts).
    expect(read('Which chemistry conferences notify authors in March 2027?')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: ['"March 2027" bounds the notifications: 2027-03-01 to 2027-03-31'],
      kindWindow: { kind: 'notification', from: '2027-03-01', to: '2027-03-31' },
    });
    // Nor one of the camera-ready deadlines, though "due" marks deadlines: the filters read abstract and paper ones.
    expect(read('chemistry conferences whose camera-ready is due in March 2027')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: ['"March 2027" bounds the camera-ready deadlines: 2027-03-01 to 2027-03-31'],
      kindWindow: { kind: 'camera_ready' },
    });
    expect(read('chemistry conferences with camera ready deadlines in March 2027').parameters).toEqual({
      type: 'conference',
      q: 'chemistry',
    });
    // Filler, not words the data lacks ("not read"): a comparison, a preference, a co-location, notifying.
    expect(read('When do chemistry conferences notify authors?')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [],
    });
    expect(read('SIGMOD vs ICML')).toMatchObject({ parameters: { acronym: 'SIGMOD,ICML' }, notes: [] });
    expect(read('chemistry workshops, preferably co-located with a conference').notes).toEqual([]);
    // Everywhere is no place and no subject.
    for (const question of ['chemistry conferences anywhere in the world', 'chemistry conferences worldwide'])
      expect(read(question), question).toMatchObject({ parameters: { type: 'conference', q: 'chemistry' }, notes: [] });
  });

  it('say a second value of a filter that takes one, never dropping it silently', () => {
    expect(read('chemistry near Munich or near Berlin')).toMatchObject({
      parameters: { near: 'Munich', q: 'chemistry' },
      notes: ['"near Berlin" not read: near takes one value, Munich read first'],
    });
    // A second window within the first narrows it: the first quarter of 2027.
    expect(parametersOf('My chemistry submissions of 2027: which deadlines are in the first quarter?')).toMatchObject({
      deadline_from: '2027-01-01',
      deadline_to: '2027-03-31',
    });
    expect(read('chemistry deadlines in 2027, in the first quarter').notes.join()).not.toContain('not read');
  });

  it('read a code in capitals after a city, with a comma or not, as its region or country, where the city lies', () => {
    expect(parametersOf('chemistry in Austin, TX')).toMatchObject({ city: 'Austin', region: 'TX' });
    expect(parametersOf('chemistry in London, UK')).toMatchObject({ city: 'London', country: 'United Kingdom' });
    // "CA" is California's code and Canada's: the country only where the city lies.
    expect(parametersOf('chemistry in San Francisco, CA')).toMatchObject({ city: 'San Francisco', region: 'CA' });
    expect(parametersOf('chemistry in Toronto, CA')).toMatchObject({ city: 'Toronto', country: 'Canada' });
    // So with no comma, a tracker's acronym of the code ("CA") none there.
    expect(parametersOf('chemistry in San Francisco CA')).toMatchObject({ city: 'San Francisco', region: 'CA' });
    expect(parametersOf('chemistry in Austin TX')).toMatchObject({ city: 'Austin', region: 'TX' });
    expect(parametersOf('chemistry in Austin TX')).not.toHaveProperty('q', expect.stringContaining('tx'));
    // After "in", a code alone is a country's or a region's, whatever acronym it may be.
    expect(parametersOf('chemistry conferences in TX')).toMatchObject({ region: 'TX' });
    expect(parametersOf('chemistry conferences in DE')).toMatchObject({ country: 'Germany' });
    // "or" in lower case is the conjunction; a code the city is not in is no qualifier.
    expect(parametersOf('chemistry in Austin, or London')).toMatchObject({ city: 'Austin,London' });
    expect(parametersOf('chemistry in Austin, OR').region).toBeUndefined();
  });

  it('read several cities as a list, events in any of them', () => {
    expect(read('chemistry in Munich or Berlin')).toMatchObject({
      parameters: { city: 'Munich,Berlin', q: 'chemistry' },
      notes: [],
    });
    expect(parametersOf('conferences in Munich, Berlin and Hamburg')).toMatchObject({ city: 'Munich,Berlin,Hamburg' });
  });

  it('are kept beside a word they make a phrase of the data with', () => {
    expect(parametersOf('information retrieval conferences')).toEqual({
      type: 'conference',
      q: 'information retrieval',
    });
    expect(parametersOf('time series workshops')).toMatchObject({ q: 'time series' });
    expect(parametersOf('big data events')).toEqual({ q: 'big data' });
  });

  it('leave nothing to search for in a question that names nothing', () => {
    expect(parametersOf('Hello, can you help me?')).toEqual({});
    expect(parametersOf('?')).toEqual({});
  });
});

describe('an acronym', () => {
  it('with a year is that edition, however the year is written', () => {
    for (const question of [
      'ICML 2027',
      "ICML'27",
      'ICML-2027',
      'ICML2027',
      "ICML '27",
      'ICML-27',
      'ICML27',
      'where is ICML-27 held',
      'icml 2027',
      'WHEN IS ICML 2027',
    ]) {
      // The acronym filter reads any case: the acronym is kept as written.
      const { acronym, ...rest } = parametersOf(question);
      expect({ acronym: acronym?.toUpperCase(), ...rest }, question).toEqual({ acronym: 'ICML', year: '2027' });
    }
  });

  it('without a year names every edition, the next first (the search’s order)', () => {
    expect(read('When is the next ICSE?')).toMatchObject({ parameters: { acronym: 'ICSE' }, subject: [] });
    expect(parametersOf('tell me about icde')).toEqual({ acronym: 'icde' });
  });

  it('is a question word only when written with a year', () => {
    // The demo has an acronym WE: "We" in a question is the pronoun.
    expect(parametersOf('We are looking for physics seminars')).toEqual({ type: 'seminar', q: 'physics' });
  });

  it('is the subject: the conference it names asks for no type', () => {
    expect(read('When is the SIGMOD 2027 conference?')).toMatchObject({
      parameters: { acronym: 'SIGMOD', year: '2027' },
      subject: [],
    });
  });

  it('that no event has is still an acronym when written as one with a year', () => {
    const reading = read('When is ZZQX 2027?');
    expect(reading.parameters).toEqual({ acronym: 'ZZQX', year: '2027' });
    expect(reading.acronyms).toEqual([expect.objectContaining({ bare: 'ZZQX', known: false })]);
    // A subject's abbreviation with a year is a topic in that year.
    expect(parametersOf('NLP 2027 conferences')).toEqual({ type: 'conference', year: '2027', q: 'nlp' });
  });
});

describe('a list of acronyms', () => {
  it('is every acronym named', () => {
    expect(parametersOf('What are the deadlines of each of IJCAI, ICLR and SIGMOD?')).toEqual({
      acronym: 'IJCAI,ICLR,SIGMOD',
    });
  });

  it('keeps each acronym’s own year, or the year written after the last for all', () => {
    expect(parametersOf('ICML 2026 and IJCAI 2027')).toEqual({ acronym: 'ICML 2026,IJCAI 2027' });
    expect(parametersOf('IJCAI, ICLR and SIGMOD 2027')).toEqual({ acronym: 'IJCAI,ICLR,SIGMOD', year: '2027' });
    expect(parametersOf('Are ICML and IJCAI in 2027?')).toEqual({ acronym: 'ICML,IJCAI', year: '2027' });
  });

  it('is every edition of one acronym whose years are joined, never the first alone', () => {
    for (const question of ['ICML 2026 or 2027', 'ICML 2026 and 2027', 'ICML 2026-2027', 'ICML 2026/27']) {
      expect(parametersOf(question), question).toEqual({ acronym: 'ICML 2026,ICML 2027' });
    }
    expect(parametersOf('ICML 2026 to 2028')).toEqual({ acronym: 'ICML 2026,ICML 2027,ICML 2028' });
    // Bounded: five editions after the first at most.
    expect(parametersOf('ICML 2026 to 2099').acronym?.split(',')).toHaveLength(6);
  });
});

describe('dates', () => {
  it('are years and months, a month without a year its next one', () => {
    expect(parametersOf('physics seminars next year')).toMatchObject({ year: '2027' });
    expect(parametersOf('physics seminars this year')).toMatchObject({ year: '2026' });
    expect(parametersOf('physics seminars in 2028')).toMatchObject({ year: '2028' });
    expect(parametersOf('physics seminars in March')).toMatchObject({ month: '2027-03' });
    expect(parametersOf('physics seminars in December')).toMatchObject({ month: '2026-12' });
    expect(parametersOf('physics seminars in May next year')).toMatchObject({ month: '2027-05' });
    expect(parametersOf('physics seminars in March 2028')).toMatchObject({ month: '2028-03' });
    expect(parametersOf('physics seminars next month')).toMatchObject({ month: '2026-12' });
    expect(parametersOf('physics seminars last month')).toMatchObject({ month: '2026-10' });
    // Units written short in a hurried question.
    expect(parametersOf('physics seminars next yr')).toEqual({ type: 'seminar', year: '2027', q: 'physics' });
    expect(parametersOf('physics seminars in the next 2 wks')).toMatchObject({ from: '2026-11-21', to: '2026-12-05' });
    // A month named from today is never rolled to another year, part of it included.
    expect(read('chemistry deadlines early this month').parameters).toMatchObject({
      deadline_from: '2026-11-01',
      deadline_to: '2026-11-10',
    });
  });

  it('read "may" as the month only beside a date word', () => {
    expect(parametersOf('Which seminars may I attend?')).toEqual({ type: 'seminar' });
    expect(parametersOf('seminars in May')).toEqual({ type: 'seminar', month: '2027-05' });
  });

  it('bound the events’ dates, or the deadlines’ right after a deadline word', () => {
    // Events before a day ahead are the ones still to come: from today; of the past, all before it.
    expect(parametersOf('seminars before June 2027')).toEqual({
      type: 'seminar',
      from: '2026-11-21',
      to: '2027-05-31',
    });
    expect(parametersOf('seminars held before 2020')).toEqual({ type: 'seminar', to: '2019-12-31' });
    expect(parametersOf('ICML before 2028')).toEqual({ acronym: 'ICML', to: '2027-12-31' });
    expect(parametersOf('seminars after 2027')).toEqual({ type: 'seminar', from: '2028-01-01' });
    expect(parametersOf('seminars with deadlines in March')).toEqual({
      type: 'seminar',
      deadline_from: '2027-03-01',
      deadline_to: '2027-03-31',
    });
    // Deadlines before a day are the ones still to come: from today.
    expect(parametersOf('chemistry workshops with a deadline by May 2027')).toEqual({
      type: 'workshop',
      deadline_from: '2026-11-21',
      deadline_to: '2027-05-31',
      q: 'chemistry',
    });
    // A paper ready then makes the deadlines from then on, whatever else its sentence says.
    expect(parametersOf('I have a chemistry paper ready in February 2027. Where can I submit?')).toEqual({
      deadline_from: '2027-02-01',
      q: 'chemistry',
    });
    expect(parametersOf('my chemistry paper will be ready by March')).toMatchObject({ deadline_from: '2027-03-01' });
    // "by" or "before" after the asker's submitting bounds the submission, unless the events are said held.
    expect(parametersOf('I must submit to a chemistry conference by March')).toMatchObject({
      deadline_to: '2027-03-31',
    });
    expect(parametersOf('I must submit to a chemistry conference held by March')).toMatchObject({ to: '2027-03-31' });
    // "send it" is submitting ("where can we send it before April?" bounded the events' dates); "send me" is not.
    expect(parametersOf('a chemistry paper: where can we send it before April?')).toMatchObject({
      deadline_to: '2027-03-31',
    });
    expect(parametersOf('send me chemistry conferences before April')).toMatchObject({ to: '2027-03-31' });
    // Any window right after the sending is the submission's: "send it in the next few months".
    eachReads(
      [
        'I have a chemistry paper that got rejected. Where else could I send it in the next three months?',
        'Which chemistry venues could I submit in the next three months?',
      ],
      { deadline_from: '2026-11-21', deadline_to: '2027-02-21' },
    );
    expect(parametersOf('send me chemistry conferences in the next three months')).toMatchObject({
      from: '2026-11-21',
    });
    // The event the asker submits to is no mark of the events' dates: "submit" before it is.
    expect(parametersOf('We want to submit to a top chemistry venue in the first half of 2027')).toMatchObject({
      deadline_from: '2027-01-01',
      deadline_to: '2027-06-30',
    });
    expect(parametersOf('submit to a chemistry conference held in June 2027')).toMatchObject({ month: '2027-06' });
    // A trip's window and place are the events' ("Any ... then?").
    expect(
      parametersOf("I'm organizing a trip to Germany in June 2027. Any chemistry conferences then?"),
    ).toMatchObject({ country: 'Germany', month: '2027-06' });
    // A window the question asks for wins over when the paper is ready.
    expect(
      parametersOf(
        'My chemistry paper will be ready by mid-December. Which venues have deadlines in the next 2 weeks?',
      ),
    ).toMatchObject({ deadline_from: '2026-11-21', deadline_to: '2026-12-05' });
    // What has the deadlines after "with" is held in the window before it.
    const question =
      'chemistry symposia organized by societies in Europe in 2027 with submission deadlines after February';
    expect(parametersOf(question)).toEqual({
      type: 'conference',
      continent: 'Europe',
      year: '2027',
      deadline_from: '2027-03-01',
      q: 'chemistry societies',
    });
    // A year before a deadline window of the sentence's own dates the events, however far from them.
    expect(
      parametersOf(
        'Looking for workshops in either France or Spain in 2027 on chemistry, ideally with a deadline after January.',
      ),
    ).toMatchObject({ type: 'workshop', year: '2027', deadline_from: '2027-02-01', q: 'chemistry' });
    // A window right before the events it dates is theirs, whatever deadlines the sentence names.
    expect(parametersOf('List 2027 chemistry conferences and their submission deadlines.')).toEqual({
      type: 'conference',
      year: '2027',
      q: 'chemistry',
    });
    expect(parametersOf('spring 2027 chemistry workshops with submission deadlines in January')).toMatchObject({
      from: '2027-03-01',
      to: '2027-05-31',
      deadline_from: '2027-01-01',
      deadline_to: '2027-01-31',
    });
    // Not one that opens the sentence, a comma and a question word after it: the question's words decide.
    expect(
      parametersOf('Between now and the end of March 2027, which chemistry conferences have submission deadlines?'),
    ).toMatchObject({ deadline_from: '2026-11-21', deadline_to: '2027-03-31' });
    expect(parametersOf('In the coming weeks, which chemistry conferences close their calls?')).toMatchObject({
      deadline_from: '2026-11-21',
    });
    expect(parametersOf('In 2027, which chemistry conferences are held in Europe?')).toMatchObject({ year: '2027' });
    // A deadline word before the window is still read first.
    expect(parametersOf('deadlines in January 2027 for chemistry conferences')).toMatchObject({
      deadline_from: '2027-01-01',
      deadline_to: '2027-01-31',
    });
  });
});

describe('a time zone', () => {
  it('is a zone, never a place, and filters nothing', () => {
    const reading = read('Chemistry workshops in Asia, my zone Europe/Berlin');
    expect(reading.parameters).toEqual({ type: 'workshop', continent: 'Asia', q: 'chemistry' });
    expect(reading.zone).toBe('Europe/Berlin');
    expect(read('ICML 2027 deadlines in UTC')).toMatchObject({ parameters: { acronym: 'ICML' }, zone: 'UTC' });
    // Berlin alone is the city.
    expect(parametersOf('medicine events in Berlin')).toEqual({ city: 'Berlin', q: 'medicine' });
  });

  it('is a zone when named in words before "time": a region or a zone\'s place', () => {
    for (const [question, zone] of [
      ['chemistry workshop deadlines in Pacific time', 'Pacific time'],
      ['chemistry workshop deadlines in Eastern Standard Time', 'Eastern Standard Time'],
      ['chemistry workshop deadlines, Central European Summer Time please', 'Central European Summer Time'],
      ['chemistry workshop deadlines in Japan time', 'Japan time'],
      ['chemistry workshop deadlines in Berlin time', 'Berlin time'],
      ['chemistry workshop deadlines in New York time', 'New York time'],
    ]) {
      const reading = read(question!);
      expect(reading.parameters, question).toEqual({ type: 'workshop', q: 'chemistry' });
      expect(reading.zone, question).toBe(zone);
    }
    // Without "time" the place is a place; "time series" is a subject.
    expect(parametersOf('chemistry workshops in Japan')).toMatchObject({ country: 'Japan' });
    expect(read('European time series workshops').zone).toBeUndefined();
  });

  it('"the US" written in capitals is the country, "us" the pronoun', () => {
    for (const question of ['medicine events in the US', 'medicine events in the U.S.']) {
      expect(parametersOf(question), question).toEqual({ country: 'United States', q: 'medicine' });
    }
    expect(parametersOf('Can you help us find medicine events?')).toEqual({ q: 'medicine' });
  });

  it('a region is the region: a state or province no city of the data is named after', () => {
    expect(parametersOf('robotics conferences in Bavaria')).toEqual({
      type: 'conference',
      region: 'Bavaria',
      q: 'robotics',
    });
    expect(parametersOf('medicine events in Texas')).toEqual({ region: 'Texas', q: 'medicine' });
  });

  it("reads a field's initialism written in capitals before a word for events as the field", () => {
    expect(parametersOf('DB conferences in 2027')).toEqual({ type: 'conference', year: '2027', q: 'databases' });
    expect(parametersOf('upcoming DB venues').q).toBe('databases');
    expect(read('DB/SE workshops').anyOf).toEqual(['databases', 'software engineering']);
    // "SE" before events is software engineering; after "in", Sweden.
    expect(parametersOf('SE workshops in 2027')).toEqual({ type: 'workshop', year: '2027', q: 'software engineering' });
    expect(parametersOf('workshops in SE').q).not.toBe('software engineering');
    // "EDA" in capitals before events is electronic design automation, DAC's field.
    expect(parametersOf('EDA conferences').q).toBe('design automation');
    // Another subject joined after it, then the events: "DB or systems venues".
    expect(read('DB or chemistry venues in 2027').anyOf).toEqual(['databases', 'chemistry']);
    expect(parametersOf('DB or Germany').q).not.toBe('databases');
    expect(parametersOf('I publish in DB venues').q).toBe('databases');
    // Not in lower case, nor before another word: "PL" is also Poland's code.
    expect(parametersOf('db conferences').q).not.toBe('databases');
    expect(parametersOf('conferences in DB').q).not.toBe('databases');
  });

  it('a grouping of countries is its countries, across continents', () => {
    expect(read('medicine events in Scandinavia')).toMatchObject({
      parameters: { country: 'Denmark,Norway,Sweden', q: 'medicine' },
      notes: ['"Scandinavia" read as its countries: Denmark, Norway, Sweden'],
    });
    // Latin America holds Mexico (North America) and Brazil (South America); "America" is no country.
    const latin = parametersOf('medicine events in Latin America').country!.split(',');
    expect(latin).toEqual(expect.arrayContaining(['Mexico', 'Brazil', 'Argentina']));
    expect(latin).not.toContain('United States');
    expect(parametersOf('medicine events in South-East Asia').country).toContain('Singapore');
    // The UN's M49 names of Asia's parts are those parts, "Eastern" no word of q.
    expect(parametersOf('medicine events in Eastern Asia')).toEqual(parametersOf('medicine events in East Asia'));
    expect(parametersOf('medicine events in Southern Asia').country).toContain('India');
    expect(parametersOf('medicine events in the Middle East').q).toBe('medicine');
    // A part of Europe is its countries, "Eastern" no word of q; the UN's regions draw the parts.
    expect(parametersOf('medicine events in Eastern Europe')).toEqual({
      country: 'Belarus,Bulgaria,Czech Republic,Hungary,Moldova,Poland,Romania,Russia,Slovakia,Ukraine',
      q: 'medicine',
    });
    expect(parametersOf('Northern European medicine events').country).toContain('United Kingdom');
    expect(parametersOf('medicine events in the Baltics').country).toBe('Estonia,Latvia,Lithuania');
    // Sub-Saharan Africa is Africa but North Africa.
    const subSaharan = parametersOf('medicine events in Sub-Saharan Africa').country!.split(',');
    expect(subSaharan).toEqual(expect.arrayContaining(['Kenya', 'Nigeria', 'South Africa']));
    expect(subSaharan).not.toContain('Egypt');
    expect(parametersOf('West African medicine events').country).toContain('Ghana');
    // Asia-Pacific is East, South-East and South Asia with Oceania (it was continent=Asia, and in
    // "the Asia Pacific region" "pacific region" words of q).
    for (const question of [
      'Asia-Pacific medicine events',
      'medicine events in the Asia Pacific region',
      'APAC medicine events',
    ]) {
      const { country, continent, q } = parametersOf(question);
      expect(country!.split(','), question).toEqual(
        expect.arrayContaining(['Australia', 'India', 'Japan', 'Singapore']),
      );
      expect(country, question).not.toContain('Iran');
      expect({ continent, q }, question).toEqual({ continent: undefined, q: 'medicine' });
    }
    // Their adjectives too; a continent's adjective is the continent.
    expect(parametersOf('Scandinavian medicine events')).toMatchObject({ country: 'Denmark,Norway,Sweden' });
    expect(parametersOf('European medicine events')).toEqual({ continent: 'Europe', q: 'medicine' });
    expect(parametersOf('North American medicine workshops')).toEqual({
      continent: 'North America',
      type: 'workshop',
      q: 'medicine',
    });
    // The Americas, and "North or South America", are both continents: their countries, no word of q.
    const americas = demo.index
      .continentCountries('North America')
      .concat(demo.index.continentCountries('South America'));
    for (const question of [
      'medicine workshops in the Americas',
      'medicine workshops in North or South America',
      'medicine workshops in North/South America',
      'medicine workshops in South and North America',
    ]) {
      const { parameters, notes } = read(question);
      expect(parameters, question).toEqual({ type: 'workshop', country: americas.join(','), q: 'medicine' });
      expect(notes, question).toContain(`continent North America, South America read as ${americas.length} countries`);
    }
    expect(parametersOf('medicine workshops in North Korea or South America').country).not.toContain('Canada');
  });

  it('China is China with Hong Kong, listed apart; "mainland China" China; either excluded as its countries', () => {
    // ACMMM 2027 in Hong Kong was "found without country=China" for "multimedia conferences in China".
    expect(read('medicine events in China')).toMatchObject({
      parameters: { country: 'China,Hong Kong', q: 'medicine' },
      notes: ['"China" read as China with Hong Kong, which the data lists apart'],
    });
    expect(parametersOf('medicine events in mainland China').country).toBe('China');
    // A grouping excluded is each of its countries excluded: "not in Scandinavia" was Scandinavia asked.
    for (const [question, out] of [
      ['medicine events in Asia but not in China', ['China', 'Hong Kong']],
      ['medicine events in Europe, not in Scandinavia', ['Denmark', 'Norway', 'Sweden']],
    ] as const) {
      const country = parametersOf(question).country!.split(',');
      expect(country.length, question).toBeGreaterThan(10);
      for (const one of out) expect(country, question).not.toContain(one);
    }
  });

  it('a type, format or place the question excludes is no filter, and said', () => {
    expect(read('Where to present chemistry work? The main conferences, not the small workshops.')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: ['"workshops" not read: the question excludes it'],
    });
    expect(parametersOf('chemistry conferences rather than workshops')).toEqual({ type: 'conference', q: 'chemistry' });
    // "no" excludes as "not" does, no word of q; "only" after it asks again.
    for (const question of [
      'only workshops, no conferences, on chemistry in 2027',
      'no conferences, only workshops on chemistry in 2027',
    ])
      expect(read(question), question).toMatchObject({
        parameters: { type: 'workshop', year: '2027', q: 'chemistry' },
        notes: ['"conferences" not read: the question excludes it'],
      });
    expect(parametersOf('online chemistry workshops')).toMatchObject({ type: 'workshop', format: 'online' });
    // A place too: "Europe or Asia" would be their countries.
    expect(read('chemistry conferences in Asia; I would rather not go to Europe')).toMatchObject({
      parameters: { type: 'conference', continent: 'Asia', q: 'chemistry' },
      notes: ['"Europe" not read: the question excludes it'],
    });
  });

  it('a subject the question excludes is not searched, and said', () => {
    for (const [question, excluded] of [
      ['chemistry conferences, not physics', '"physics"'],
      ['chemistry conferences apart from biology', '"biology"'],
      ['chemistry conferences other than physics or biology', '"physics", "biology"'],
    ])
      expect(read(question!), question).toMatchObject({
        parameters: { type: 'conference', q: 'chemistry' },
        notes: [`${excluded} not read: the question excludes it`],
      });
    // "not" a few words before a subject excludes nothing: "not sure which".
    expect(read('I am not sure which chemistry conferences to pick')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [],
    });
  });

  it('an excluded country or continent is the other countries, of the place asked for when one is', () => {
    expect(read('chemistry conferences that are not in the US').parameters.country).not.toContain('United States');
    const outside = read('chemistry conferences outside the United States');
    const countries = outside.parameters.country!.split(',');
    expect(countries).toContain('Germany');
    expect(countries).not.toContain('United States');
    expect(outside.notes).toEqual([`United States excluded: read as the ${countries.length} other countries`]);
    const europe = read('chemistry conferences in Europe but not in Germany').parameters;
    expect(europe).not.toHaveProperty('continent');
    expect(europe.country!.split(',')).toContain('France');
    expect(europe.country!.split(',')).not.toContain('Germany');
    expect(europe.country!.split(',')).not.toContain('Japan');
    // "those in" between: it read the US alone, the very country excluded.
    const those = read('Which chemistry conferences excluding those in the US have deadlines in January 2027?');
    expect(those.parameters.country!.split(',')).toContain('Germany');
    expect(those.parameters.country).not.toContain('United States');
    // Each place of a list after the negation: neither Asia nor Europe.
    const both = read('chemistry conferences outside of Asia and Europe').parameters.country!.split(',');
    expect(both).toContain('Canada');
    for (const name of ['Japan', 'France']) expect(both).not.toContain(name);
  });

  it('a place the asker cannot go to, or avoids, is excluded; a "cannot" of another verb excludes nothing', () => {
    for (const question of [
      'chemistry conferences in 2027. I cannot travel to the US.',
      "I can't go to the United States; chemistry conferences in 2027",
      "I'm unable to travel to the US. Chemistry conferences in 2027?",
      'chemistry conferences in 2027, avoiding the US',
    ]) {
      const { parameters, notes } = read(question);
      expect(parameters.country, question).toContain('Germany');
      expect(parameters.country, question).not.toContain('United States');
      expect(
        notes.filter((note) => note.startsWith('not read')),
        question,
      ).toEqual([]);
    }
    expect(parametersOf("I can't find chemistry conferences in Germany")).toMatchObject({
      type: 'conference',
      country: 'Germany',
    });
  });

  it('"near" or "around" a city asks for the events around it; before a country, the country', () => {
    expect(parametersOf('conferences near Munich')).toEqual({ type: 'conference', near: 'Munich' });
    expect(parametersOf('medicine workshops around Berlin')).toEqual({
      type: 'workshop',
      near: 'Berlin',
      q: 'medicine',
    });
    expect(parametersOf('medicine events near Germany')).toEqual({ country: 'Germany', q: 'medicine' });
  });

  it('"close to", "not far from" or "within driving distance of" a city asks for the events around it', () => {
    for (const question of [
      'conferences within driving distance of Munich in 2027',
      'conferences close to Munich in 2027',
      'conferences not far from Munich in 2027',
      'conferences a short train ride from Munich in 2027',
    ])
      expect(parametersOf(question), question).toEqual({ type: 'conference', near: 'Munich', year: '2027' });
  });

  it('a distance from a city asks for the events within it, in kilometres, at most the widest radius', () => {
    // The distance as written, its unit, and the kilometres read.
    for (const [question, city, km] of [
      ['conferences within 200 km of Munich', 'Munich', '200'],
      ['conferences 100 miles from Berlin', 'Berlin', '161'],
      ['conferences within 30km around Berlin', 'Berlin', '30'],
    ] as const)
      expect(parametersOf(question), question).toEqual({ type: 'conference', near: city, radius_km: km });
    expect(read('conferences within 2000km of Munich')).toMatchObject({
      parameters: { type: 'conference', near: 'Munich', radius_km: String(RADIUS_MAX_KM) },
      notes: [`"within 2000km of Munich" read as ${RADIUS_MAX_KM} km, the widest radius`],
    });
    // A number of weeks is a time window, and a distance from no city no place.
    expect(parametersOf('conferences within 2 weeks')).toMatchObject({ type: 'conference', from: isoDay(demo.today) });
    expect(parametersOf('medicine within 50 km of Germany')).not.toHaveProperty('radius_km');
  });
});

describe('a list of values', () => {
  it("stays within the search's bounds of its parameter, the values past them said as not read", () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const acronyms = [...letters].flatMap((a) => [...'XYZ'].map((b) => `Q${a}${b} 2027`));
    const reading = read(acronyms.join(' or '));
    expect(reading.parameters.acronym!.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(reading.parameters.acronym!.split(',')).toHaveLength(Math.floor((NAME_MAX_LENGTH + 1) / 9));
    expect(reading.notes.some((note) => /^not read: QHY 2027, .* \(acronym takes at most /.test(note))).toBe(true);
    const cities = [
      ...new Set(demo.rows.flatMap((row) => (row.city !== null && /^[A-Z][a-z]+$/.test(row.city) ? [row.city] : []))),
    ];
    expect(cities.join(',').length).toBeGreaterThan(NAME_MAX_LENGTH);
    const many = read(`chemistry conferences in ${cities.join(' or ')}`);
    expect(many.parameters.city!.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(many.notes.filter((note) => note.includes('not read: city takes at most'))).toHaveLength(1);
  });
});

describe('ranks, top and open calls', () => {
  it('read "or higher", "at least", "A-ranked", "a ranking of" and two systems joined by "or"', () => {
    expect(parametersOf('chemistry conferences with CORE rank A or higher')).toMatchObject({ core_rank: 'A*,A' });
    expect(parametersOf('chemistry conferences with a CORE ranking of B')).toMatchObject({ core_rank: 'B' });
    expect(parametersOf('A-ranked chemistry conferences')).toMatchObject({ rank: 'CORE:A,CCF:A' });
    expect(parametersOf('A*-ranked chemistry conferences')).toMatchObject({ core_rank: 'A*' });
    // With its system beside it, that system's alone: "the A-ranked CCF conferences in computer
    // graphics" read CORE A too.
    for (const [question, rank] of [
      ['A-ranked CCF chemistry conferences', { ccf_rank: 'A' }],
      ['CCF A-ranked chemistry conferences', { ccf_rank: 'A' }],
      ['B-ranked CORE chemistry conferences', { core_rank: 'B' }],
      ['the CORE A-rated chemistry conferences', { core_rank: 'A' }],
    ] as const) {
      expect(parametersOf(question), question).toMatchObject(rank);
      expect(parametersOf(question), question).not.toHaveProperty('rank');
    }
    const either = parametersOf('chemistry conferences with CORE A* or CCF A');
    expect(either).toMatchObject({ rank: 'CORE:A*,CCF:A' });
    expect(either).not.toHaveProperty('core_rank');
    // "at least": that value and the better ones, before the system or its value.
    expect(parametersOf('chemistry venues ranked at least CORE A')).toMatchObject({ core_rank: 'A*,A' });
    expect(parametersOf('chemistry conferences with a CORE rank of at least B')).toMatchObject({
      core_rank: 'A*,A,B',
    });
    expect(parametersOf('chemistry conferences of at least CCF B')).toMatchObject({ ccf_rank: 'A,B' });
    expect(read('chemistry venues ranked at least CORE A').unread ?? []).not.toContain('least');
  });

  it('read a value after a rank word with no system named as either system, A* as CORE', () => {
    expect(parametersOf('chemistry conferences with rank A in 2027')).toMatchObject({ rank: 'CORE:A,CCF:A' });
    expect(parametersOf('A-rank chemistry conferences')).toMatchObject({ rank: 'CORE:A,CCF:A' });
    expect(parametersOf('chemistry venues ranked B or higher')).toMatchObject({
      rank: 'CORE:A*,CORE:A,CORE:B,CCF:A,CCF:B',
    });
    expect(parametersOf('chemistry conferences with a rank of A*')).toMatchObject({ core_rank: 'A*' });
    expect(parametersOf('chemistry conferences ranked A* or CCF A')).toMatchObject({ rank: 'CORE:A*,CCF:A' });
    // A lower-case "a" is an article, and "ranked by" an order.
    expect(parametersOf('chemistry papers ranked a conference')).not.toHaveProperty('rank');
    expect(parametersOf('chemistry conferences ranked by acceptance rate')).not.toHaveProperty('rank');
  });

  it('read a high rank as the top ranks, and a call in a question of when it closes as no filter', () => {
    for (const question of [
      'chemistry conferences with a high rank',
      'well-ranked chemistry conferences',
      'high-impact chemistry conferences',
      'high quality venues for chemistry',
      'the most important chemistry conferences',
      'the most influential venues in chemistry',
      'renowned chemistry conferences',
      // A word that praises the events it describes.
      'famous chemistry conferences',
      'well-known venues for chemistry',
      'the main chemistry conferences in 2027',
      'notable upcoming chemistry symposia',
      'What are the main venues for chemistry?',
      'What are the main conferences on chemistry in Europe?',
      'the main symposia in chemistry',
      'What are the key chemistry conferences in 2027?',
    ]) {
      expect(parametersOf(question), question).toMatchObject({ rank: 'CORE:A*,CCF:A' });
    }
    // "key" before a subject is a praise unless it names a field ("key management").
    expect(parametersOf('the key chemistry conferences')).toMatchObject({ q: 'chemistry' });
    expect(parametersOf('key management conferences')).toEqual({ type: 'conference', q: 'key management' });
    // A praising word of no events, or "main" setting a type apart, is no rank.
    for (const question of [
      'What is the main conference deadline of the chemistry meetings?',
      'important dates of chemistry conferences',
      'What are the main workshops on chemistry in 2027?',
      'the main conferences, not the workshops, on chemistry',
    ]) {
      expect(parametersOf(question).rank, question).toBeUndefined();
    }
    expect(
      parametersOf('Which chemistry workshops are held in 2027, and when do their calls for papers close?'),
    ).toEqual({ type: 'workshop', year: '2027', q: 'chemistry' });
    expect(parametersOf('chemistry workshops with an open call')).toMatchObject({ cfp: 'open' });
    // Words that say the call is ahead ask the calls to come, "when" or not.
    for (const question of [
      'Which chemistry workshops are held in 2027, and when are their next deadlines?',
      'When are the upcoming deadlines of chemistry workshops?',
      'When are the soonest deadlines of chemistry conferences?',
    ])
      expect(parametersOf(question), question).toMatchObject({ cfp: 'open' });
  });

  it('are what they mean', () => {
    expect(parametersOf('CCF-A conferences')).toEqual({ ccf_rank: 'A', type: 'conference' });
    expect(parametersOf('CCF A or B conferences')).toEqual({ ccf_rank: 'A,B', type: 'conference' });
    expect(parametersOf('CORE A* conferences')).toEqual({ core_rank: 'A*', type: 'conference' });
    expect(parametersOf('core rank A seminars')).toEqual({ core_rank: 'A', type: 'seminar' });
    expect(parametersOf('A* conferences')).toEqual({ core_rank: 'A*', type: 'conference' });
    // Values alone with A*, which only CORE has, are CORE's: "A or A*" lost its A.
    expect(parametersOf('chemistry conferences ranked A or A*')).toMatchObject({ core_rank: 'A,A*' });
    expect(parametersOf('A* or A chemistry venues')).toMatchObject({ core_rank: 'A*,A' });
    // A value and the system after it: that system's ("ranked A by CORE"), no longer either.
    expect(parametersOf('chemistry conferences ranked A by CORE')).toEqual({
      type: 'conference',
      core_rank: 'A',
      q: 'chemistry',
    });
    expect(parametersOf('chemistry venues ranked B in CCF')).toEqual({ ccf_rank: 'B', q: 'chemistry' });
    expect(parametersOf('a chemistry conference')).not.toHaveProperty('core_rank');
    // A system named with no value asks for any of its ranks; "ranked" alone, any of either's.
    for (const question of [
      'CORE-ranked chemistry conferences',
      'CORE ranked chemistry conferences',
      'chemistry conferences with a CORE ranking',
      // "Which conferences in India in 2027 are ranked by CORE?" read no rank.
      'chemistry conferences ranked by CORE',
    ])
      expect(parametersOf(question), question).toEqual({ core_rank: 'A*,A,B,C', type: 'conference', q: 'chemistry' });
    expect(parametersOf('ranked conferences on chemistry')).toEqual({
      rank: 'CORE:A*,CORE:A,CORE:B,CORE:C,CCF:A,CCF:B,CCF:C',
      type: 'conference',
      q: 'chemistry',
    });
    // A value named wins; how high is no rank; a venue's rank asked of is no filter.
    expect(parametersOf('CCF-B chemistry conferences: only CCF ranked venues count').ccf_rank).toBe('B');
    expect(parametersOf('lower ranked conferences on chemistry')).not.toHaveProperty('rank');
    expect(parametersOf('chemistry conferences rated in CCF')).toMatchObject({ ccf_rank: 'A,B,C' });
    expect(parametersOf('chemistry conferences ranked by CORE A*')).toMatchObject({ core_rank: 'A*' });
    // The tier below the top: CORE A or CCF B ("second-tier" was a word not read).
    for (const question of ['good second-tier chemistry conferences', 'mid-tier venues for chemistry'])
      expect(parametersOf(question), question).toMatchObject({ rank: 'CORE:A,CCF:B', q: 'chemistry' });
    expect(parametersOf('What is the CCF rank of ICML?')).toEqual({ acronym: 'ICML' });
    expect(parametersOf('top conferences')).toEqual({ rank: 'CORE:A*,CCF:A', type: 'conference' });
    expect(parametersOf('the major conferences')).toEqual({ rank: 'CORE:A*,CCF:A', type: 'conference' });
    expect(parametersOf('What is the CCF rank of ICML?')).toEqual({ acronym: 'ICML' });
    for (const question of [
      'chemistry workshops with an open call',
      'chemistry workshops still open',
      'chemistry workshops with deadlines coming up',
      'next deadlines of chemistry workshops',
      'chemistry workshop calls closing soon',
      'the soonest deadline of a chemistry workshop',
      'chemistry workshops with deadlines soon',
      'chemistry workshops whose deadline hasn’t passed',
      'chemistry workshops with deadlines I can still make',
      'chemistry workshops I can still submit to',
      'chemistry workshops with deadlines ahead',
      'which chemistry workshop deadlines are soonest',
      'the nearest upcoming chemistry workshop deadlines',
      'which chemistry workshop deadlines are closest to today',
      // Words of the subject between: "nearest" was a measure the data has none of.
      'the nearest chemistry workshop deadlines',
      'the closest workshop deadlines in chemistry',
      'the soonest chemistry workshop deadlines',
    ]) {
      expect(parametersOf(question), question).toEqual({ type: 'workshop', cfp: 'open', q: 'chemistry' });
    }
    // "nearest" and "closest" of deadlines are the soonest, no measure the data lacks.
    expect(read('the nearest deadlines of chemistry workshops').notes).toEqual([]);
    expect(parametersOf('Is the call for papers of ECAI open?')).toEqual({ cfp: 'open', acronym: 'ECAI' });
    // "ahead of" an edition is a time before it, no open call.
    expect(parametersOf('chemistry workshops with deadlines ahead of ECAI').cfp).toBeUndefined();
    // A question about when the call closes asks for its deadlines, not for open calls; of the
    // next deadline, for the calls to come.
    expect(parametersOf('When does the call for papers of ECAI close?')).toEqual({ acronym: 'ECAI' });
    expect(parametersOf('When is the next deadline for ECAI?')).toEqual({ cfp: 'open', acronym: 'ECAI' });
    expect(parametersOf('chemistry workshops accepting submissions')).toMatchObject({ cfp: 'open' });
    // "open" before a word is an adjective, not an open call; the demo data has no "source", the
    // subject's last word, kept so the answer says no event has it.
    expect(read('open source workshops')).toMatchObject({
      parameters: { type: 'workshop', q: 'open source' },
      notes: [],
    });
    // Said of calls, with the subject between, it is the open call ("open NLP calls" searched "open").
    for (const question of ['open chemistry calls for papers', 'open chemistry workshop deadlines']) {
      expect(parametersOf(question), question).toMatchObject({ cfp: 'open', q: 'chemistry' });
    }
  });
});

describe('the words of q', () => {
  it('are search terms when the data has them, and said as not read when it has none', () => {
    expect(read('learning zzyzx conferences')).toMatchObject({
      parameters: { q: 'learning' },
      subject: ['learning'],
      notes: ['not read: "zzyzx"'],
    });
    // With no word the data has, they are all kept: the answer says no event has them.
    expect(read('zzyzx conferences')).toMatchObject({ parameters: { q: 'zzyzx' }, subject: ['zzyzx'] });
  });

  it('stay within q’s bounds however long the question', () => {
    const question = `${'chemistry physics biology medicine economics history law art music sport '.repeat(3)}zzyzx qqq`;
    const { q } = parametersOf(question);
    expect(termCount(parseQuery(q!))).toBeLessThanOrEqual(Q_MAX_TERMS);
    expect(q!.length).toBeLessThanOrEqual(200);
    expect(q).not.toContain('zzyzx');
  });
});

describe('a time window', () => {
  /** The parameters of `names` the question is read with. */
  const named = (question: string, names: readonly string[]) =>
    Object.fromEntries(Object.entries(read(question).parameters).filter(([name]) => names.includes(name)));
  const windowOf = (question: string) =>
    named(question, ['from', 'to', 'deadline_from', 'deadline_to', 'month', 'year']);
  const underWayOf = (question: string) => named(question, ['from', 'to', 'date_match']);

  it('from today bounds the deadlines after a deadline word, in digits and in words', () => {
    expect(windowOf('Which chemistry deadlines fall in the next 3 weeks?')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-12-12',
    });
    expect(windowOf('physics workshops with submission deadlines in the next two months')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-01-21',
    });
    expect(windowOf('a paper deadline between now and the end of February 2027')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-02-28',
    });
    // A day of a stretch named by its place in it: that day alone, not the month.
    expect(windowOf('chemistry deadlines on the last day of February')).toEqual({
      deadline_from: '2027-02-28',
      deadline_to: '2027-02-28',
    });
    expect(windowOf('chemistry deadlines on the first day of March 2027')).toEqual({
      deadline_from: '2027-03-01',
      deadline_to: '2027-03-01',
    });
  });

  it('reads a window of the events in a sentence that names them by any word for events', () => {
    // Two sentences: the window's own names the events it bounds.
    for (const kind of ['meetups', 'seminars', 'summits', 'webinars', 'congresses']) {
      const question = `I'm new to chemistry. Any chemistry ${kind} next week?`;
      expect(windowOf(question), question).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    }
    expect(windowOf("I'm new to chemistry. I am away next week.")).toEqual({});
  });

  it('reads "upcoming" as the events from today, beside a month or year but not beside a window', () => {
    expect(windowOf('List upcoming chemistry conferences')).toEqual({ from: '2026-11-21' });
    expect(windowOf('upcoming ICML editions')).toEqual({ from: '2026-11-21' });
    expect(windowOf('upcoming physics workshops in 2027')).toEqual({ from: '2026-11-21', year: '2027' });
    expect(read('List upcoming chemistry conferences').notes).toContain(
      '"upcoming": the events from today, 2026-11-21',
    );
    // A phrase or a window that holds the word says more; a question of the past asks of no days ahead.
    expect(windowOf('upcoming deadlines for chemistry conferences')).toEqual({});
    expect(windowOf('conferences in the upcoming two months')).toEqual({ from: '2026-11-21', to: '2027-01-21' });
    expect(windowOf('which upcoming conferences were held in Paris')).toEqual({});
    // "soon" said of the events is "upcoming" ("Any interesting security workshops soon?" gave ended ones).
    expect(windowOf('Any chemistry workshops soon?')).toEqual({ from: '2026-11-21' });
    expect(read('chemistry workshops with deadlines soon').parameters).toMatchObject({ cfp: 'open' });
  });

  it('reads a format asked of a named edition as no filter, and a format in any other question as one', () => {
    for (const [question, format] of [
      ['Is ICML 2027 in-person?', 'in-person'],
      ['Will ICML 2027 be hybrid?', 'hybrid'],
    ] as const) {
      expect(read(question).parameters.format, question).toBeUndefined();
      expect(read(question).notes, question).toContain(
        `format=${format} is asked of the edition named, not a filter: its answer gives its format`,
      );
    }
    expect(parametersOf('Is there an online chemistry workshop in 2027?').format).toBe('online');
    expect(parametersOf('online ICML workshops').format).toBe('online');
  });

  it('reads "will take place", "will be held" and "will there be" as "upcoming", unless an edition is named by its year', () => {
    expect(read('Which chemistry conferences will take place in Japan?')).toMatchObject({
      parameters: { type: 'conference', country: 'Japan', from: '2026-11-21', q: 'chemistry' },
      notes: ['"will take place": the events from today, 2026-11-21'],
    });
    expect(windowOf('will there be any chemistry workshops in 2027?')).toEqual({ from: '2026-11-21', year: '2027' });
    expect(windowOf('Where will ICML 2026 be held?')).toEqual({ year: '2026' });
    expect(windowOf('Where will ICML be held?')).toEqual({ from: '2026-11-21' });
    expect(windowOf('What chemistry conferences will be in Berlin?')).toEqual({ from: '2026-11-21' });
    // Other verbs after "will" ask of no days ahead.
    expect(windowOf('Which chemistry conferences will I like?')).toEqual({});
    // "coming up" of the events is "upcoming"; of deadlines, the open calls.
    expect(read('what chemistry conferences are coming up in Europe')).toMatchObject({
      parameters: { type: 'conference', continent: 'Europe', from: '2026-11-21', q: 'chemistry' },
      notes: ['"coming up": the events from today, 2026-11-21'],
    });
    expect(read('which chemistry venues and deadlines are coming up?').parameters).toEqual({
      cfp: 'open',
      q: 'chemistry',
    });
  });

  it('reads "next" before the one acronym searched, a name, a few words before an event word or last after "are" as "upcoming", no other "next"', () => {
    expect(windowOf('When is the next ICML?')).toEqual({ from: '2026-11-21' });
    expect(windowOf('the next edition of ICML')).toEqual({ from: '2026-11-21' });
    expect(read('next ICML deadline').notes).toContain('"next": the events from today, 2026-11-21');
    expect(windowOf("What's the next chemistry conference?")).toEqual({ from: '2026-11-21' });
    expect(windowOf('When is the next Chemistry Days?')).toEqual({ from: '2026-11-21' });
    expect(windowOf('the next big physics workshops in 2027')).toEqual({ from: '2026-11-21', year: '2027' });
    expect(windowOf('the next option. chemistry conferences')).toEqual({});
    // Said last after its verb: "Which conferences are next?" listed chemistry events of 2024 too.
    expect(windowOf('Which chemistry conferences are next?')).toEqual({ from: '2026-11-21' });
    expect(windowOf('I work on chemistry. What conferences come next?')).toEqual({ from: '2026-11-21' });
    expect(windowOf('chemistry conferences, what is next')).toEqual({ from: '2026-11-21' });
    expect(windowOf('Which chemistry conferences are next to ICML?')).toEqual({});
    // Said last a few words after the asker's submitting, the calls ahead: "I work on federated
    // learning. What conferences should I submit to next?" answered its ended events.
    for (const question of [
      'I work on chemistry. What conferences should I submit to next?',
      'Where should I submit my chemistry paper next?',
      // Before what it is asked of: "What conferences should I submit to next on databases?"
      'Which venue should I submit to next for my chemistry paper?',
    ])
      expect(parametersOf(question), question).toMatchObject({ cfp: 'open', q: 'chemistry' });
    expect(parametersOf('I submitted to chemistry conferences, so what is next?').cfp).toBeUndefined();
    // A list's next editions may be none ahead for one of them; elsewhere "next" names no events.
    expect(windowOf('the next ICML and SIGMOD')).toEqual({});
    expect(windowOf('chemistry workshops next to ICML')).toEqual({});
    expect(windowOf('chemistry conferences, our next option')).toEqual({});
    expect(windowOf('chemistry conferences in the next two months')).toEqual({ from: '2026-11-21', to: '2027-01-21' });
  });

  it('reads ranges, with a year written after the end only', () => {
    expect(windowOf('deadlines between March and May 2027')).toEqual({
      deadline_from: '2027-03-01',
      deadline_to: '2027-05-31',
    });
    expect(windowOf('workshops held from January to March')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(windowOf('seminars taking place between December and February 2027')).toEqual({
      from: '2026-12-01',
      to: '2027-02-28',
    });
    // A dash between two dates is "to"; one elsewhere is no word.
    for (const dash of ['–', '—', ' - ']) {
      expect(windowOf(`conferences Dec 2026${dash === ' - ' ? dash : ` ${dash} `}Feb 2027`), dash).toEqual({
        from: '2026-12-01',
        to: '2027-02-28',
      });
    }
    expect(read('chemistry – conferences in Asia').parameters).toEqual({
      type: 'conference',
      continent: 'Asia',
      q: 'chemistry',
    });
    // Two months joined by a hyphen, and "May" before the month it runs to.
    for (const range of ['May-July 2027', 'May to July 2027', 'May through July 2027', 'May–July 2027']) {
      expect(windowOf(`chemistry conferences ${range}`), range).toEqual({ from: '2027-05-01', to: '2027-07-31' });
    }
    expect(windowOf('chemistry workshops Dec-Feb')).toEqual({ from: '2026-12-01', to: '2027-02-28' });
  });

  it('reads bounds: after a day is from the next day; by, until, no later than to the day', () => {
    expect(windowOf('chemistry deadlines after January 15, 2027')).toEqual({ deadline_from: '2027-01-16' });
    // "on or after" keeps the day itself.
    expect(windowOf('chemistry deadlines on or after January 15, 2027')).toEqual({ deadline_from: '2027-01-15' });
    for (const bound of ['by', 'until', 'no later than', 'on or before']) {
      // Deadlines before a day are the ones still to come.
      expect(windowOf(`submissions due ${bound} December 10`), bound).toEqual({
        deadline_from: '2026-11-21',
        deadline_to: '2026-12-10',
      });
    }
    expect(windowOf('workshops held before the end of March 2027')).toEqual({ from: '2026-11-21', to: '2027-03-31' });
  });

  it('reads seasons, quarters, halves and parts of a year as the events’ dates', () => {
    expect(windowOf('workshops held in spring 2027')).toEqual({ from: '2027-03-01', to: '2027-05-31' });
    expect(windowOf('conferences taking place in Q1 2027')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    // "next quarter" is the calendar's after today's (2026-11-21, the fourth).
    expect(windowOf('conferences held next quarter')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(windowOf('conferences held this quarter')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(windowOf('conferences in the second half of 2027')).toEqual({ from: '2027-07-01', to: '2027-12-31' });
    expect(windowOf('conferences in the 2nd quarter of 2027')).toEqual({ from: '2027-04-01', to: '2027-06-30' });
    expect(windowOf('seminars held in early 2027')).toEqual({ from: '2027-01-01', to: '2027-04-30' });
    expect(windowOf('which workshops are held this winter')).toEqual({ from: '2026-12-01', to: '2027-02-28' });
    expect(windowOf('conferences in late 2026 or early 2027')).toEqual({ from: '2026-09-01', to: '2027-04-30' });
  });

  it('reads fortnights and windows "within" a count from today', () => {
    for (const question of [
      'chemistry deadlines within the next fortnight',
      'chemistry deadlines within a fortnight',
      'chemistry deadlines within two weeks',
    ]) {
      expect(windowOf(question), question).toEqual({ deadline_from: '2026-11-21', deadline_to: '2026-12-05' });
    }
    expect(windowOf("chemistry deadlines in three weeks' time")).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-12-12',
    });
    // The anchor day is a Saturday: this week ends the next day.
    expect(windowOf('chemistry deadlines this week')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-11-22',
    });
    expect(windowOf('chemistry workshops later this year')).toEqual({ from: '2026-11-21', to: '2026-12-31' });
    // The rest of a year or month, named or not, is the same: from today to its end.
    for (const rest of ['for the rest of the year', 'for the rest of 2026', 'in the remainder of this year'])
      expect(windowOf(`chemistry workshops ${rest}`), rest).toEqual({ from: '2026-11-21', to: '2026-12-31' });
    expect(windowOf('chemistry deadlines for the rest of the month')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-11-30',
    });
    expect(read('chemistry workshops for the rest of 2026').notes.join(' ')).not.toContain('not read');
    // Tomorrow is one day; this weekend, on a Saturday, is the rest of it.
    expect(windowOf('Which chemistry deadlines are tomorrow?')).toEqual({
      deadline_from: '2026-11-22',
      deadline_to: '2026-11-22',
    });
    expect(windowOf('chemistry workshops this weekend')).toEqual({ from: '2026-11-21', to: '2026-11-22' });
    // Today bounds the deadlines alone: of the events' dates it is not read.
    expect(windowOf('Which chemistry deadlines are today?')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-11-21',
    });
    expect(windowOf('chemistry workshops in 2027')).toEqual({ year: '2027' });
    // "within" a month is no window from today.
    expect(windowOf('chemistry deadlines within March')).toEqual({
      deadline_from: '2027-03-01',
      deadline_to: '2027-03-31',
    });
  });

  it('reads what is on now as today, with the events under way, and only where it asks that', () => {
    const today = { from: '2026-11-21', to: '2026-11-21', date_match: 'overlap' };
    for (const question of [
      'chemistry workshops today',
      'Which chemistry conferences are happening right now?',
      'chemistry conferences at the moment',
      'Which chemistry workshops are on now?',
      'ongoing chemistry conferences',
      'chemistry conferences ongoing in Europe',
      'chemistry events under way',
    ]) {
      expect(underWayOf(question), question).toEqual(today);
    }
    // Elsewhere they bound nothing, and "right now" is no subject.
    for (const question of [
      'I am now looking for chemistry conferences',
      'chemistry conferences for my ongoing work',
      'At the moment I study chemistry. Which conferences are good?',
      'Which chemistry conferences accept papers right now?',
    ]) {
      expect(underWayOf(question), question).toEqual({});
      expect(read(question).parameters.q ?? '', question).not.toMatch(/right|moment|ongoing/);
    }
    // A window of the events of a week or less keeps those under way; a longer one, or the deadlines', not.
    expect(underWayOf('chemistry workshops this weekend')).toEqual({ ...today, to: '2026-11-22' });
    expect(underWayOf('chemistry workshops in the next 7 days')).toEqual({ ...today, to: '2026-11-28' });
    expect(underWayOf('chemistry workshops in the next 3 weeks')).toEqual({ from: '2026-11-21', to: '2026-12-12' });
    expect(underWayOf('chemistry workshops in spring 2027')).toEqual({ from: '2027-03-01', to: '2027-05-31' });
    expect(underWayOf('chemistry workshops on January 15, 2027')).toEqual({
      from: '2027-01-15',
      to: '2027-01-15',
      date_match: 'overlap',
    });
    expect(underWayOf('chemistry deadlines this week')).toEqual({});
  });

  it('reads parts of a month: early, mid, late, halves and weeks', () => {
    const parts: [string, string, string][] = [
      ['chemistry deadlines in early December', '2026-12-01', '2026-12-10'],
      ['chemistry deadlines in mid-January', '2027-01-11', '2027-01-20'],
      ['chemistry deadlines in mid January 2027', '2027-01-11', '2027-01-20'],
      ['chemistry deadlines in late January', '2027-01-21', '2027-01-31'],
      ['chemistry deadlines in the first half of December', '2026-12-01', '2026-12-15'],
      ['chemistry deadlines in the second half of February', '2027-02-16', '2027-02-28'],
      ['chemistry deadlines in the last week of January', '2027-01-25', '2027-01-31'],
      ['chemistry deadlines in the second week of March', '2027-03-08', '2027-03-14'],
      // Ordinals in digits, as the words.
      ['chemistry deadlines in the 2nd half of February', '2027-02-16', '2027-02-28'],
      ['chemistry deadlines in the 3rd week of March', '2027-03-15', '2027-03-21'],
      ['chemistry deadlines in the first two weeks of March', '2027-03-01', '2027-03-14'],
      // A part that has ended is next year's.
      ['chemistry deadlines in early November', '2027-11-01', '2027-11-10'],
    ];
    for (const [question, from, to] of parts) {
      expect(windowOf(question), question).toEqual({ deadline_from: from, deadline_to: to });
    }
    expect(windowOf('workshops held from mid-March to mid-April 2027')).toEqual({
      from: '2027-03-11',
      to: '2027-04-20',
    });
    // "May" after a part of a month or "to" is the month.
    expect(windowOf('workshops held from late May to early June 2027')).toEqual({
      from: '2027-05-21',
      to: '2027-06-10',
    });
    expect(windowOf('workshops held from April to May 2027')).toEqual({ from: '2027-04-01', to: '2027-05-31' });
    // "between May and July": May after "between" opens the range, never read as the verb.
    expect(windowOf('workshops held between May and July 2027')).toEqual({ from: '2027-05-01', to: '2027-07-31' });
    expect(windowOf('chemistry deadlines before mid-February')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-02-10',
    });
    // "early spring" is its first month.
    expect(windowOf('workshops held in early spring 2027')).toEqual({ from: '2027-03-01', to: '2027-03-31' });
  });

  it('reads a range from a day without its month, and two months joined by "and" or "or"', () => {
    for (const question of [
      'workshops held between the 1st and the 15th of July 2027',
      'workshops held from 1 to 15 July 2027',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2027-07-01', to: '2027-07-15' });
    }
    expect(windowOf('chemistry workshops in December and January')).toEqual({ from: '2026-12-01', to: '2027-01-31' });
    expect(windowOf('chemistry workshops in March or April 2027')).toEqual({ from: '2027-03-01', to: '2027-04-30' });
    expect(windowOf('chemistry workshops in March 2027')).toEqual({ month: '2027-03' });
    expect(windowOf('chemistry workshops in the coming months')).toEqual({ from: '2026-11-21', to: '2027-02-21' });
  });

  it('reads hours by the day they end, and "close" of calls as their deadlines', () => {
    expect(read('Which chemistry calls close in the next 48 hours?')).toMatchObject({
      parameters: { deadline_from: '2026-11-21', deadline_to: '2026-11-23', q: 'chemistry' },
      notes: ['"the next 48 hours" bounds the deadlines: 2026-11-21 to 2026-11-23'],
    });
    expect(windowOf('chemistry deadlines within 24 hours')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-11-22',
    });
  });

  it('reads "the next month" as the month from today, as "the next week"; "next month" alone the calendar one', () => {
    expect(windowOf('chemistry workshops in the next month')).toEqual({ from: '2026-11-21', to: '2026-12-21' });
    expect(windowOf('chemistry workshops within the coming month')).toEqual({ from: '2026-11-21', to: '2026-12-21' });
    expect(windowOf('chemistry workshops next month')).toEqual({ month: '2026-12' });
    // "or two" the longer stretch, "or so" about the one.
    expect(windowOf('chemistry workshops in the next month or two')).toEqual({ from: '2026-11-21', to: '2027-01-21' });
    expect(windowOf('chemistry workshops in the next week or two')).toMatchObject({
      from: '2026-11-21',
      to: '2026-12-05',
    });
    expect(windowOf('chemistry workshops in the next month or so')).toEqual({ from: '2026-11-21', to: '2026-12-21' });
  });

  it('reads a unit said once for two stretches as said for both', () => {
    const both = { from: '2026-01-01', to: '2027-12-31' };
    for (const question of [
      'chemistry conferences this year or next',
      'chemistry conferences this or next year',
      'chemistry conferences this year or next year',
    ]) {
      expect(windowOf(question), question).toEqual(both);
    }
    expect(read('chemistry conferences this year or next').notes).toContain(
      '"this year or next year" bounds the events\' dates: 2026-01-01 to 2027-12-31',
    );
    expect(windowOf('chemistry conferences this month or next')).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    // The year after another: "or the year after", "or two", "the year after next".
    for (const question of [
      'chemistry conferences next year or the year after',
      'chemistry conferences in the next year or two',
      'chemistry conferences next year or the year after next',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2027-01-01', to: '2028-12-31' });
    }
    expect(windowOf('chemistry conferences this year or the year after')).toEqual(both);
    // Over or within "the next year": the twelve months from today, no calendar year.
    for (const question of [
      'chemistry conferences over the next year',
      'chemistry conferences within the next year',
      'chemistry conferences during the coming year',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2026-11-21', to: '2027-11-21' });
    }
    expect(windowOf('chemistry conferences in the next year')).toEqual({ year: '2027' });
    expect(windowOf('chemistry conferences the year after next')).toEqual({ year: '2028' });
    // A stretch of its own after the second shift word keeps its unit.
    expect(windowOf('chemistry conferences this year or next spring')).toEqual({
      from: '2026-01-01',
      to: '2027-05-31',
    });
  });

  it('reads "next March" and "last March" as that month, and joins one with another stretch', () => {
    // Today is 2026-11-21: the next March not begun, the last one ended, "this" the one now or next.
    expect(windowOf('chemistry conferences next March')).toEqual({ month: '2027-03' });
    expect(windowOf('chemistry conferences last March')).toEqual({ month: '2026-03' });
    expect(windowOf('chemistry conferences this March')).toEqual({ month: '2027-03' });
    expect(windowOf('chemistry conferences next December')).toEqual({ month: '2026-12' });
    expect(windowOf('chemistry conferences last November')).toEqual({ month: '2025-11' });
    expect(windowOf('chemistry deadlines next March')).toEqual({
      deadline_from: '2027-03-01',
      deadline_to: '2027-03-31',
    });
    for (const question of [
      'chemistry conferences this year or next March',
      'chemistry conferences in 2026 or next March',
    ])
      expect(windowOf(question), question).toEqual({ from: '2026-01-01', to: '2027-03-31' });
  });

  it('reads two years written as one word as a range', () => {
    for (const question of [
      'chemistry conferences in 2026-2027',
      'chemistry conferences in 2026/27',
      'chemistry conferences 2026 – 27',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2026-01-01', to: '2027-12-31' });
    }
    // A later year only.
    expect(windowOf('chemistry conferences in 2027/26')).not.toEqual({ from: '2026-01-01', to: '2027-12-31' });
  });

  it('reads "the week of" a day as Monday to Sunday, "the two weeks after" one, and New Year', () => {
    // March 17, 2027 is a Wednesday.
    expect(windowOf('chemistry conferences held the week of March 17, 2027')).toEqual({
      from: '2027-03-15',
      to: '2027-03-21',
    });
    expect(windowOf('chemistry events between Christmas and New Year')).toEqual({
      from: '2026-12-25',
      to: '2027-01-01',
    });
    // A count of units right after or before a stretch.
    expect(windowOf('chemistry deadlines in the two weeks after Christmas')).toEqual({
      deadline_from: '2026-12-26',
      deadline_to: '2027-01-08',
    });
    expect(windowOf('chemistry conferences held the week before March 15 2027')).toEqual({
      from: '2027-03-08',
      to: '2027-03-14',
    });
    expect(windowOf("chemistry deadlines before New Year's")).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-12-31',
    });
  });

  it('reads Easter, Thanksgiving and a holiday as a break, in the year written after it', () => {
    // Easter 2027 is March 28: Good Friday to Easter Monday.
    for (const question of ['chemistry conferences at Easter', 'Easter 2027 chemistry conferences in Germany']) {
      expect(underWayOf(question), question).toEqual({ from: '2027-03-26', to: '2027-03-29', date_match: 'overlap' });
      expect(read(question).unread ?? [], question).not.toContain('easter');
    }
    expect(windowOf('chemistry conferences on Christmas 2027')).toEqual({ from: '2027-12-25', to: '2027-12-25' });
    // "around" it: a week either side (around-days.test.ts).
    expect(windowOf('chemistry conferences around Christmas 2027')).toEqual({ from: '2027-12-18', to: '2028-01-01' });
    expect(windowOf('chemistry workshops during the Christmas break')).toEqual({
      from: '2026-12-24',
      to: '2027-01-01',
    });
    expect(windowOf('chemistry conferences after the Christmas holidays')).toEqual({ from: '2027-01-02' });
    // Christmas Eve is the day before, New Year's Eve the last of the year.
    expect(windowOf('chemistry deadlines on Christmas Eve')).toEqual({
      deadline_from: '2026-12-24',
      deadline_to: '2026-12-24',
    });
    expect(windowOf("chemistry deadlines on New Year's Eve 2027")).toEqual({
      deadline_from: '2027-12-31',
      deadline_to: '2027-12-31',
    });
    expect(read('chemistry deadlines on Christmas Eve').unread ?? []).not.toContain('eve');
    // The fourth Thursday of November 2027, and its weekend.
    expect(windowOf('chemistry deadlines before Thanksgiving 2027')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-11-24',
    });
    expect(windowOf('chemistry conferences over the Thanksgiving weekend 2027')).toEqual({
      from: '2027-11-25',
      to: '2027-11-28',
    });
    // Its week, Monday to Sunday, however it is said.
    for (const question of [
      'chemistry conferences in Thanksgiving week 2027',
      'chemistry conferences in the week of Thanksgiving 2027',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2027-11-22', to: '2027-11-28' });
      expect(read(question).parameters.q, question).toBe('chemistry');
    }
    // "year-end" is the end of this year; the summer break the summer, as "summer" alone.
    const windows: [string, Record<string, string>][] = [
      ['chemistry deadlines by year-end', { deadline_from: '2026-11-21', deadline_to: '2026-12-31' }],
      ['chemistry deadlines before the end of year', { deadline_from: '2026-11-21', deadline_to: '2026-12-31' }],
      ['chemistry conferences over the summer break', { from: '2027-06-01', to: '2027-08-31' }],
      ['chemistry conferences during summer vacation 2028', { from: '2028-06-01', to: '2028-08-31' }],
      ['chemistry conferences in summer 2027', { from: '2027-06-01', to: '2027-08-31' }],
      // "the holidays", "the holiday season", "winter break": the Christmas break; "winter" the season.
      ['chemistry deadlines over the holidays', { deadline_from: '2026-12-24', deadline_to: '2027-01-01' }],
      ['chemistry conferences during the holiday season', { from: '2026-12-24', to: '2027-01-01' }],
      ['chemistry conferences after winter break', { from: '2027-01-02' }],
      ['chemistry conferences in winter 2027', { from: '2026-12-01', to: '2027-02-28' }],
    ];
    for (const [question, window] of windows) expect(windowOf(question), question).toEqual(window);
    // Another calendar's New Year is no January 1, and its day is not computed: said, not read.
    for (const question of [
      'chemistry conferences during Chinese New Year',
      'chemistry conferences over Lunar New Year',
    ]) {
      const reading = read(question);
      expect(windowOf(question), question).toEqual({});
      expect(reading.parameters.q, question).toBe('chemistry');
      expect(reading.notes, question).toContain(`"${question.split(' ').slice(-3).join(' ')}" not read as a date`);
    }
  });

  it("reads a range between holidays and seasons, a year written at either end both ends' own", () => {
    const ranges: [string, Record<string, string>][] = [
      // Good Friday before Easter 2027 (March 28) to the summer's last day, "the" before it.
      ['chemistry conferences between Easter and the summer of 2027', { from: '2027-03-26', to: '2027-08-31' }],
      // Easter 2028 is April 16: its own date, not 2027's moved a year.
      ['chemistry conferences between Easter and summer 2028', { from: '2028-04-14', to: '2028-08-31' }],
      ['chemistry conferences between Easter 2028 and the summer', { from: '2028-04-14', to: '2028-08-31' }],
      ['chemistry conferences from Christmas to Easter', { from: '2026-12-25', to: '2027-03-29' }],
      ['chemistry conferences from March 2027 to May', { from: '2027-03-01', to: '2027-05-31' }],
    ];
    for (const [question, window] of ranges) {
      expect(windowOf(question), question).toEqual(window);
      expect(read(question).parameters.q, question).toBe('chemistry');
    }
  });

  it('reads no date of when events were announced or changed, said, but one ahead', () => {
    for (const question of [
      'Which chemistry conferences were announced in the last week?',
      'chemistry workshops added this month',
    ]) {
      const reading = read(question);
      for (const name of ['from', 'to', 'month', 'date_match'])
        expect(reading.parameters, question).not.toHaveProperty(name);
      expect(reading.notes.join('; '), question).toContain('the getChanges tool lists');
      expect(reading.unread ?? [], question).toEqual([]);
    }
    // Of the editions ahead, announced for a year to come: that year.
    expect(parametersOf('chemistry conferences announced for 2027')).toMatchObject({ year: '2027' });
  });

  it("bounds by the date of the asker's own event said before it", () => {
    const windows: [string, Record<string, string>][] = [
      [
        'chemistry deadlines before my defense on 2027-06-15',
        { deadline_from: '2026-11-21', deadline_to: '2027-06-14' },
      ],
      ['chemistry conferences after my thesis defense in June 2027', { from: '2027-07-01' }],
    ];
    for (const [question, window] of windows) {
      expect(windowOf(question), question).toEqual(window);
      expect(read(question).parameters.q, question).toBe('chemistry');
    }
  });

  it('reads a season of the southern half of the world six months apart, of the northern as any', () => {
    const windows: [string, Record<string, string>][] = [
      ['chemistry conferences in the northern summer of 2027', { from: '2027-06-01', to: '2027-08-31' }],
      // The southern summer is the northern winter: of 2027, the one that ends in 2027.
      ['chemistry conferences in the southern summer of 2027', { from: '2026-12-01', to: '2027-02-28' }],
      ['chemistry conferences next austral winter', { from: '2027-06-01', to: '2027-08-31' }],
    ];
    for (const [question, window] of windows) {
      expect(windowOf(question), question).toEqual(window);
      expect(read(question).parameters.q, question).toBe('chemistry');
    }
  });

  it('reads a season after a bound and "the" as the season, a summer school as no window', () => {
    // "before the summer" was the summer itself, "before" not read.
    expect(windowOf('chemistry deadlines before the summer')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-05-31',
    });
    expect(windowOf('chemistry conferences after the summer')).toEqual({ from: '2027-09-01' });
    expect(windowOf('chemistry conferences before the summer school')).toEqual({});
  });

  it('reads an academic year as September to August', () => {
    expect(windowOf('chemistry conferences this academic year')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(windowOf('chemistry conferences next academic year')).toEqual({ from: '2027-09-01', to: '2028-08-31' });
    for (const question of [
      'chemistry conferences in the 2026/27 academic year',
      'chemistry conferences in academic year 2026-2027',
    ]) {
      expect(windowOf(question), question).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    }
    expect(windowOf('chemistry deadlines this academic year')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2027-08-31',
    });
  });

  it('bounds deadlines in a stretch that holds today from today, unless asked of the past', () => {
    expect(windowOf('chemistry workshops that still accept papers this month')).toEqual({
      deadline_from: '2026-11-21',
      deadline_to: '2026-11-30',
    });
    expect(windowOf('Which chemistry workshops had deadlines in the fall of 2026?')).toEqual({
      deadline_from: '2026-09-01',
      deadline_to: '2026-11-30',
    });
  });

  it("reads a whole year of deadlines in a question that names acronyms as their editions' year", () => {
    expect(read('When are the ICML and SIGMOD deadlines in 2027?')).toMatchObject({
      parameters: { acronym: 'ICML,SIGMOD', year: '2027' },
      notes: ['"2027" read as the year of the editions named, 2027'],
    });
    expect(parametersOf('ICML deadlines next year')).toEqual({ acronym: 'ICML', year: '2027' });
    // A month of deadlines stays a window; without an acronym a year of deadlines is one too.
    expect(windowOf('ICML deadlines in January')).toEqual({ deadline_from: '2027-01-01', deadline_to: '2027-01-31' });
    expect(windowOf('chemistry deadlines in 2027')).toEqual({ deadline_from: '2027-01-01', deadline_to: '2027-12-31' });
  });

  it('reads a stretch without a year as its next one, or in a question of the past its last one begun', () => {
    expect(windowOf('chemistry workshops with deadlines in October')).toEqual({
      deadline_from: '2027-10-01',
      deadline_to: '2027-10-31',
    });
    expect(windowOf('Which chemistry workshops had deadlines in October?')).toEqual({
      deadline_from: '2026-10-01',
      deadline_to: '2026-10-31',
    });
    // "passed" bounds them to yesterday too: those passed since.
    expect(windowOf('Which chemistry deadlines passed after October 15?')).toEqual({
      deadline_from: '2026-10-16',
      deadline_to: '2026-11-20',
    });
    expect(read('Which chemistry deadlines did I miss in October?')).toMatchObject({
      parameters: { deadline_from: '2026-10-01', deadline_to: '2026-10-31', q: 'chemistry' },
      notes: ['"October" bounds the deadlines: 2026-10-01 to 2026-10-31'],
    });
    expect(windowOf('chemistry conferences in March')).toEqual({ month: '2027-03' });
    expect(windowOf('Which chemistry conferences were in March?')).toEqual({ month: '2026-03' });
    expect(windowOf('Which chemistry workshops were held between January and March?')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    // A range that holds today is this one; one that has ended, the next.
    expect(windowOf('chemistry workshops held between October and December')).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(windowOf('chemistry workshops held between January and March')).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
    });
    // The asker's past ("I was wondering") is no question of the past.
    expect(windowOf('I was wondering which chemistry conferences are in March')).toEqual({ month: '2027-03' });
    expect(windowOf('We were hoping to find upcoming chemistry conferences')).toEqual({ from: '2026-11-21' });
  });

  it('reads "the end of" a month alone as its last days, and after a bound as its last day', () => {
    expect(windowOf('workshops held at the end of March 2027')).toEqual({ from: '2027-03-21', to: '2027-03-31' });
    expect(windowOf('workshops held before the end of March 2027')).toEqual({ from: '2026-11-21', to: '2027-03-31' });
    expect(windowOf('workshops held at the start of next year')).toEqual({ from: '2027-01-01', to: '2027-04-30' });
  });

  it('reads a day after its article, and no half of a month it does not name', () => {
    for (const question of [
      'chemistry deadlines after the 15th of January',
      'chemistry deadlines after January the 15th',
    ]) {
      expect(windowOf(question), question).toEqual({ deadline_from: '2027-01-16' });
    }
    const away = read('Chemistry deadlines by December 15. I am away for the second half of the month.');
    expect(away.parameters).toMatchObject({ deadline_from: '2026-11-21', deadline_to: '2026-12-15' });
  });

  it('says what it bounds', () => {
    expect(read('Which chemistry deadlines fall in the next 3 weeks?').notes).toContain(
      '"the next 3 weeks" bounds the deadlines: 2026-11-21 to 2026-12-12',
    );
    expect(read('workshops held in spring 2027').notes).toContain(
      '"spring 2027" bounds the events\' dates: 2027-03-01 to 2027-05-31',
    );
  });

  it('is not read in a sentence that speaks of neither deadlines nor events, and never twice over', () => {
    const reading = read('Chemistry workshops with deadlines by January 31. I am on leave from February onwards.');
    expect(reading.parameters).toMatchObject({ deadline_from: '2026-11-21', deadline_to: '2027-01-31' });
    expect(reading.notes).toContain('"from February" not read as a date');
    // Nor in the asker's telling what they did: "I went to a chemistry conference in 2024." read 2024.
    const went = read('I went to a chemistry workshop in 2024. Which chemistry workshops are in 2027?');
    expect(went.parameters).toMatchObject({ year: '2027' });
    expect(went.notes).toContain('"2024" not read as a date');
    // What the asker will do is the events' ("We plan to attend one in May").
    expect(parametersOf('I want to attend a chemistry workshop in 2027. Which ones are there?')).toMatchObject({
      year: '2027',
    });
    // Two years of the events read apart, one apart, are one window ("Which NLP conferences were held
    // in 2026 and which are planned for 2027?" read 2026 alone); further apart, the first.
    expect(parametersOf('Which chemistry workshops were held in 2026 and which are planned for 2027?')).toMatchObject({
      from: '2026-01-01',
      to: '2027-12-31',
    });
    expect(parametersOf('chemistry workshops held in 2024 or planned for 2027')).toMatchObject({ year: '2024' });
    // A sentence of no mark, in a question that names events and no deadline, speaks of the events.
    expect(parametersOf('I would like to attend a chemistry workshop. Which ones are in 2027?')).toMatchObject({
      year: '2027',
    });
    // Of a question that names deadlines and no event (one submitted to is none), the deadlines.
    eachReads(
      [
        'I want to submit a paper on chemistry; what are my options in the next six months?',
        'I want to submit to a chemistry workshop. What are my options in the next six months?',
      ],
      { deadline_from: '2026-11-21', deadline_to: '2027-05-21' },
    );
    // The asker's taking part in an event to come is at the events' time.
    eachReads(
      [
        'I need to present my work on chemistry in Asia sometime next year; what are my options?',
        'We plan to attend a chemistry meeting next year. Any ideas?',
      ],
      { year: '2027' },
    );
    // One about the asker speaks of the asker.
    expect(
      parametersOf('I enjoyed presenting there last year. Which chemistry workshops are in Asia?').year,
    ).toBeUndefined();
    // A window that ends before it starts is left out, and said.
    const reversed = read('chemistry workshops held after June 2027 and before March 2027');
    expect(reversed.parameters.from).toBeUndefined();
    expect(reversed.notes.some((note) => note.includes('ends before it starts'))).toBe(true);
  });

  it('is bounded: a count past 120 units is no window, and no word of it a search term', () => {
    expect(windowOf('chemistry deadlines in the next 999 weeks')).toEqual({});
    expect(read('chemistry deadlines in the next 999 weeks').parameters.q).toBe('chemistry');
  });
});

describe('"like X" and "similar to X"', () => {
  it('is the one acronym named elsewhere of "similar venues" or "alternatives"; later deadlines are after its', () => {
    const missed = read('We missed SIGMOD. Which similar conferences are still open?');
    expect(missed.like).toMatchObject({ bare: 'SIGMOD' });
    expect(missed.parameters.acronym).toBeUndefined();
    expect(missed.notes.join()).not.toContain('tells about the asker');
    expect(read('ICML alternatives').like).toMatchObject({ bare: 'ICML' });
    const later = read('alternatives to ICML with later deadlines');
    expect(later.around).toMatchObject({ after: { bare: 'ICML' }, deadlines: true, deadlineOf: { after: 'paper' } });
    expect(later.notes.join()).not.toContain('not read');
    // Of two acronyms named, which one is meant is not told: none is compared with.
    expect(read('SIGMOD or ICML: similar venues?').like).toBeUndefined();
  });

  it('is the one acronym named elsewhere of "comparable X venues", three words of subject at most between', () => {
    const comparable = read('I missed SIGMOD. Which comparable data science venues are open?');
    expect(comparable.like).toMatchObject({ bare: 'SIGMOD' });
    expect(comparable.parameters.q).toBe('data science');
    expect(read('SIGMOD: similar data science and machine learning venues?').like).toBeUndefined();
    // Neither past "to" nor past the sentence's end.
    expect(read('SIGMOD. Is chemistry similar to physics? Conferences in 2027').like).toBeUndefined();
    expect(read('SIGMOD is similar. Conferences in 2027?').like).toBeUndefined();
  });

  it('is the one acronym named elsewhere of "like it" or "similar to that", its window the events\' dates', () => {
    const liked = read('I liked attending SIGMOD. What else is like it in 2027?');
    expect(liked.like).toMatchObject({ bare: 'SIGMOD' });
    expect(liked.parameters).toMatchObject({ year: '2027' });
    expect(read('SIGMOD was great. Anything similar to that in Asia?').like).toMatchObject({ bare: 'SIGMOD' });
    // "like" the verb compares with nothing.
    expect(read('I would like it in Europe: SIGMOD 2027').like).toBeUndefined();
    expect(read("We'd like that: SIGMOD in Europe").like).toBeUndefined();
  });

  it('names the edition compared with, never a search for it, and says what it cannot answer', () => {
    const reading = read('Conferences like ICML, but smaller');
    expect(reading.like).toMatchObject({ bare: 'ICML', year: null });
    expect(reading.parameters.acronym).toBeUndefined();
    expect(reading.notes).toContain(
      'not answered: "smaller" (the data has no attendance; each title gives the papers submitted and accepted when known)',
    );
    // Said once, as not answered, and no word of q.
    // "free" before an event word asks for no fee, which the data has none of; "free software" is a subject.
    expect(read('free online workshops on chemistry')).toMatchObject({
      parameters: { format: 'online', type: 'workshop', q: 'chemistry' },
      notes: ['not answered: "free" (the data has no grants or fees)'],
    });
    expect(read('chemistry conferences free to attend').notes).toContain(
      'not answered: "free" (the data has no grants or fees)',
    );
    expect(read('free software conferences').notes.join()).not.toContain('not answered');
    expect(read('cheap chemistry workshops in Asia')).toMatchObject({
      parameters: { type: 'workshop', continent: 'Asia', q: 'chemistry' },
      notes: ['not answered: "cheap" (the data has no such measure)'],
    });
    // A bound of acceptance rates: no filter takes them; of no edition named, the answer reads rates (rate-answers.test.ts).
    const rates = "(no filter takes acceptance rates; each title gives the latest known, fetch each venue's by year)";
    expect(read('chemistry venues with an acceptance rate below 25%, in 2027')).toMatchObject({
      parameters: { year: '2027', q: 'chemistry' },
      notes: [],
      rate: { measure: 'rate', order: 'low', max: 25 },
    });
    expect(read('selective chemistry conferences').rate).toEqual({ measure: 'rate', order: 'low' });
    expect(read('chemistry conferences with the lowest acceptance rate of 2027')).toMatchObject({
      parameters: { type: 'conference', year: '2027', q: 'chemistry' },
      rate: { order: 'low' },
    });
    expect(read('Is ICML selective?').notes).toEqual([`not answered: "selective" ${rates}`]);
    // Asking for a venue's rate is no bound: the answer's titles carry the rates (title-values.test.ts).
    expect(read('What is the acceptance rate of SIGMOD?')).toMatchObject({
      parameters: { acronym: 'SIGMOD' },
      notes: [],
    });
    // A rebuttal is a deadline no filter reads, a review policy none the data has; an edition's rebuttal is its answer's.
    expect(read('Which chemistry conferences have a rebuttal phase?')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [
        `not answered: "rebuttal phase" (no filter takes a rebuttal; fetch lists an event's rebuttal deadline when it has one)`,
      ],
    });
    expect(read('chemistry workshops with double-blind review')).toMatchObject({
      parameters: { type: 'workshop', q: 'chemistry' },
      notes: ['not answered: "double-blind review" (the data has no review policy)'],
    });
    expect(read('double blind chemistry venues').notes).toEqual([
      'not answered: "double blind" (the data has no review policy)',
    ]);
    // The policy on papers under review elsewhere: never a city ("dual" is one of Douala's names).
    for (const [question, said] of [
      ['Do chemistry conferences allow dual submission?', 'dual submission'],
      ['the concurrent submissions policy of chemistry venues', 'concurrent submissions policy'],
    ])
      expect(read(question!).notes, question).toEqual([`not answered: "${said}" (the data has no review policy)`]);
    expect(read('chemistry workshops with rolling deadlines')).toMatchObject({
      parameters: { type: 'workshop', q: 'chemistry' },
      notes: [`not answered: "rolling deadlines" (the data has dated deadlines only; fetch lists an event's rounds)`],
    });
    // Several rounds of a call: the data has rounds, no filter their number; never passed over as filler.
    const rounds = "(no filter takes how many rounds a call has; fetch lists an event's deadlines by round)";
    expect(read('chemistry conferences with two submission rounds')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [`not answered: "two submission rounds" ${rounds}`],
    });
    expect(read('chemistry workshops with multiple submission cycles').notes).toEqual([
      `not answered: "multiple submission cycles" ${rounds}`,
    ]);
    // "rolling" joined to the deadlines after it.
    expect(read('chemistry conferences with rolling or multiple deadlines').notes).toEqual([
      `not answered: "rolling" (the data has dated deadlines only; fetch lists an event's rounds)`,
      `not answered: "multiple deadlines" ${rounds}`,
    ]);
    expect(read('chemistry venues with more than one deadline').notes).toEqual([
      `not answered: "more than one deadline" ${rounds}`,
    ]);
    expect(read('two chemistry conferences').notes).toEqual([]);
    // "two or more", "at least two", and the year they fall in: not a count of events by year.
    for (const [question, said] of [
      [
        'List the chemistry conferences with two or more submission deadlines per year.',
        'two or more submission deadlines per year',
      ],
      ['chemistry conferences with at least two deadlines a year', 'at least two deadlines a year'],
      ['chemistry venues with 2 or more review cycles each year', '2 or more review cycles each year'],
    ] as const) {
      expect(read(question), question).toMatchObject({ notes: [`not answered: "${said}" ${rounds}`] });
      expect(read(question).count, question).toBeUndefined();
    }
    // A later round asks for a call of several; "the second deadline" is one of a call's.
    expect(read('chemistry conferences with a second submission cycle').notes).toEqual([
      `not answered: "second submission cycle" ${rounds}`,
    ]);
    expect(read('When is the second deadline of chemistry workshops?').notes).toEqual([]);
    // Travel the data has none of, and the place a trip starts from, which is the asker's.
    const travel = '(the data has no travel information)';
    expect(read('chemistry conferences in 2027 with direct flights from Berlin')).toMatchObject({
      parameters: { type: 'conference', year: '2027', q: 'chemistry' },
      notes: [`not answered: "direct flights from Berlin" ${travel}`],
    });
    expect(read('chemistry workshops I can fly to from new york next year').notes).toEqual([
      `not answered: "fly to from new york" ${travel}`,
    ]);
    expect(read('chemistry workshops near an airport').parameters).toEqual({ type: 'workshop', q: 'chemistry' });
    // A word of rank before a travel word is of the travel: no top ranks.
    const airport = read('chemistry conferences in a city with a major airport');
    expect(airport.parameters).toEqual({ type: 'conference', q: 'chemistry' });
    expect(airport.notes).toEqual([`not answered: "airport" ${travel}`]);
    expect(read('visa requirements for chemistry workshops in 2027').notes).toEqual([
      `not answered: "visa requirements" ${travel}`,
    ]);
    // "issues" of a visa is no subject: "machine learning issues" was searched.
    const issues = read('Because of visa issues, which chemistry workshops in Europe?');
    expect(issues.parameters.q).toBe('chemistry');
    expect(issues.notes).toContain(`not answered: "visa issues" ${travel}`);
    // A call's rules and review systems the data has none of.
    expect(read("What's the page limit for chemistry conferences?").notes).toEqual([
      `not answered: "page limit" (the data has no page limits or templates; fetch gives the event's website)`,
    ]);
    // Of a venue named without a year, its editions ahead: "page limit for ICML papers" listed 12 editions.
    const day = isoDay(demo.today);
    for (const [question, words] of [
      ['What is the page limit for ICML papers?', 'page limit'],
      ['Is ICML double-blind?', 'double-blind'],
    ] as const)
      expect(read(question), question).toMatchObject({
        parameters: { acronym: 'ICML', from: day },
        notes: expect.arrayContaining([
          `"${words}" asked of the editions ahead of ICML: the events from today, ${day}`,
        ]),
      });
    expect(read('Did ICML have a page limit in 2020?').parameters).toEqual({ acronym: 'ICML', year: '2020' });
    expect(read('What is the acceptance rate of ICML?').parameters.from).toBeUndefined();
    // A paper's length in pages is a call's rule too, never a subject or a word not read.
    for (const [question, words] of [
      ['How long are chemistry papers allowed to be?', 'How long'],
      ['How many pages can a chemistry paper have?', 'How many pages'],
      ['the maximum length of a chemistry workshop paper', 'maximum length'],
      ['conferences where I can submit a 4-page paper', '4-page paper'],
      ['chemistry workshops taking eight-page papers in 2027', 'eight-page papers'],
      ['a 2 page abstract for a chemistry workshop', '2 page abstract'],
    ])
      expect(read(question!).notes, question).toEqual([
        `not answered: "${words}" (the data has no page limits or templates; fetch gives the event's website)`,
      ]);
    // "How long is ICML?" asks of its days, not a paper's length.
    expect(read('How long is ICML?').notes.join(' ')).not.toContain('page limits');
    // A day of the week in general: no filter, no subject ("on Friday" is a day: relative-windows.test.ts).
    for (const [question, words] of [
      ['chemistry deadlines that fall on a weekend', 'on a weekend'],
      ['chemistry workshops on Fridays', 'on Fridays'],
    ])
      expect(read(question!).notes, question).toEqual([
        `not answered: "${words}" (no filter takes a day of the week; each title gives the date)`,
      ]);
    // A kind of paper: no subject ("tool" is in names the data has: "Tools and Methods"), no filter.
    const track = `(no filter takes a kind of paper; fetch gives the event's website, which lists its tracks)`;
    expect(read('chemistry venues for a tool paper')).toMatchObject({
      parameters: { q: 'chemistry' },
      notes: [`not answered: "tool paper" ${track}`],
    });
    expect(read('chemistry conferences with short papers and an industry track').notes).toEqual([
      `not answered: "short papers", "industry track" ${track}`,
    ]);
    expect(read('Which chemistry conferences have a student track?').notes).toEqual([
      `not answered: "student track" ${track}`,
    ]);
    // Demos alone, as posters and tutorials: "demos" was a word of q (one music venue's "demos" track).
    expect(read('Which chemistry conferences take demos in 2027?')).toMatchObject({
      parameters: { q: 'chemistry' },
      notes: [`not answered: "demos" ${track}`],
    });
    expect(read('chemistry venues for a demo')).toMatchObject({
      parameters: { q: 'chemistry' },
      notes: [`not answered: "demo" ${track}`],
    });
    expect(read('Which chemistry conferences have a student research competition?')).toMatchObject({
      parameters: { q: 'chemistry' },
      notes: [`not answered: "student research competition" ${track}`],
    });
    // Papers of the main call, whose paper deadline the answer gives: no subject, nothing said.
    for (const words of ['full paper', 'long papers', 'regular papers'])
      expect(read(`the ${words} deadline of chemistry conferences in 2027`), words).toMatchObject({
        parameters: { q: 'chemistry' },
        notes: [],
      });
    // "late-breaking" was a word of q.
    for (const words of ['late-breaking work', 'late breaking results', 'late-breaking']) {
      expect(read(`chemistry conferences that accept ${words}`), words).toMatchObject({
        parameters: { type: 'conference', q: 'chemistry' },
        notes: [`not answered: "${words}" ${track}`],
      });
    }
    // A call for workshop or tutorial proposals is a track: no workshop asked for, no subject.
    expect(read('Which chemistry conferences accept workshop proposals?')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [`not answered: "workshop proposals" ${track}`],
    });
    // A doctoral consortium or symposium, as the trackers name those tracks.
    expect(read('Which chemistry conferences offer a doctoral consortium?')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: expect.arrayContaining([`not answered: "doctoral consortium" ${track}`]),
    });
    // "PhD symposium", "PhD forum" too ("PhD" was a word not read); "a PhD student" is the asker.
    expect(read('chemistry conferences with a PhD symposium').notes).toContain(
      `not answered: "PhD symposium" ${track}`,
    );
    expect(read('chemistry conferences with a PhD forum').notes).toContain(`not answered: "PhD forum" ${track}`);
    expect(read('I am a PhD student looking for chemistry conferences').notes.join()).not.toContain('not answered');
    expect(read('computer vision papers').parameters.q).toBe('computer vision');
    expect(read('chemistry conferences that use OpenReview')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: ['not answered: "OpenReview" (the data has no review policy)'],
    });
    expect(read('Which chemistry conferences allow submissions via ARR?').notes).toEqual([
      'not answered: "ARR" (the data has no review policy)',
    ]);
    expect(read('top journals in chemistry').notes).toEqual([
      'not answered: "journals" (the data lists events, no journals)',
    ]);
    // The h5-index, of no edition named, orders the answer (rate-answers.test.ts), highest first.
    expect(read('chemistry conferences by h5-index')).toMatchObject({
      notes: [],
      rate: { measure: 'h5', order: 'high' },
    });
    expect(read('chemistry venues with the highest h5-index in 2027').rate).toEqual({ measure: 'h5', order: 'high' });
    expect(read('chemistry venues with an h5 index above 100').rate).toEqual({
      measure: 'h5',
      order: 'high',
      min: 100,
    });
    expect(read('chemistry venues with an h5-index of at most 40').rate).toEqual({
      measure: 'h5',
      order: 'high',
      max: 40,
    });
    // Of an edition named, its title gives it (title-values.test.ts).
    expect(read('What is the h5-index of ICML?').notes).toEqual([]);
    // A change to a deadline, which no filter takes; "extended abstracts" is a kind of paper.
    expect(read('chemistry conferences whose deadline was extended')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: [
        'not answered: "extended" (no filter takes a change; the getChanges tool lists the deadlines extended or moved)',
      ],
    });
    expect(read('chemistry extended abstracts').notes.join()).not.toContain('getChanges');
    expect(read('Which chemistry conferences moved their deadline recently?').notes).toEqual([
      'not answered: "moved" (no filter takes a change; the getChanges tool lists the deadlines extended or moved)',
    ]);
    // Publishing and grants the data has none of: never respelt ("LNCS" is no LICS) nor searched.
    expect(read('chemistry workshops with proceedings published by Springer LNCS')).toMatchObject({
      parameters: { type: 'workshop', q: 'chemistry' },
      notes: ['not answered: "proceedings", "published by Springer LNCS" (the data has no publisher or indexing)'],
    });
    expect(read('Scopus indexed chemistry conferences').notes).toEqual([
      'not answered: "Scopus indexed" (the data has no publisher or indexing)',
    ]);
    // A digital library is no subject: "digital" searched alone found digital crafts days.
    const library = read('chemistry conferences with proceedings in the ACM Digital Library');
    expect(library.notes).toEqual([
      'not answered: "proceedings", "Digital Library" (the data has no publisher or indexing)',
    ]);
    expect(library.parameters.q).not.toContain('digital');
    // Of no publisher's, digital libraries are a subject: "digital library conferences" answered every event.
    for (const question of ['digital library conferences', 'Which venues on digital libraries are there?']) {
      const subject = read(question);
      expect(subject.parameters.q, question).toMatch(/^digital librar/);
      expect(subject.notes.join(' '), question).not.toContain('publisher');
    }
    expect(read('chemistry conferences with student travel grants').notes).toEqual([
      'not answered: "travel grants" (the data has no grants or fees)',
    ]);
    expect(read('Is there a student discount for ICML 2027?').notes).toEqual([
      'not answered: "discount" (the data has no grants or fees)',
    ]);
    expect(read('How much does it cost to attend ICML 2027?').notes).toEqual([
      'not answered: "cost" (the data has no grants or fees)',
    ]);
    expect(read('chemistry conferences with free registration').notes).toEqual([
      'not answered: "free registration" (the data has no grants or fees)',
    ]);
    // Registering to attend: no call of papers ("open" is no cfp=open), no date the data has.
    expect(read('When does registration open for ICML 2027?')).toMatchObject({
      parameters: { acronym: 'ICML', year: '2027' },
      notes: [
        'not answered: "registration open" (the data has no registration dates; fetch gives the event\'s website)',
      ],
    });
    // "open registration" too: the conferences of December, not the calls open at any date.
    const registration = read('chemistry conferences in December 2026 with open registration');
    expect(registration).toMatchObject({
      parameters: { type: 'conference', month: '2026-12', q: 'chemistry' },
      notes: ['not answered: "registration" (the data has no registration dates; fetch gives the event\'s website)'],
    });
    expect(registration.parameters).not.toHaveProperty('cfp');
    // "open for registration", "registration is still open": no call either.
    for (const question of [
      'Which chemistry conferences in December 2026 are still open for registration?',
      'chemistry conferences in December 2026 where registration is still open',
    ]) {
      const told = read(question);
      expect(told.parameters, question).toMatchObject({ month: '2026-12', q: 'chemistry' });
      expect(told.parameters, question).not.toHaveProperty('cfp');
      expect(told.notes.join(' '), question).toContain('the data has no registration dates');
    }
    expect(read('Who are the general chairs and keynote speakers of ICML 2027?')).toMatchObject({
      parameters: { acronym: 'ICML', year: '2027' },
      notes: [
        'not answered: "general chairs", "keynote speakers" (the data has no chairs or keynotes; fetch gives the event\'s website)',
      ],
    });
    // "flight" beside no trip is a subject's word.
    expect(read('workshops on flight chemistry').notes).not.toContain(`not answered: "flight" ${travel}`);
    expect(read('When is the rebuttal of SIGMOD 2027?')).toMatchObject({
      parameters: { acronym: 'SIGMOD', year: '2027' },
      notes: [],
    });
    expect(read('workshops similar to SIGMOD 2027 in Asia')).toMatchObject({
      like: { bare: 'SIGMOD', year: 2027 },
      parameters: { continent: 'Asia' },
    });
  });

  it('is asked in other words too, with an event word between', () => {
    for (const question of [
      'comparable venues to ICML in Asia',
      'workshops comparable with ICML in Asia',
      'workshops akin to ICML in Asia',
      'the likes of ICML in Asia',
      'alternative venues to ICML in Asia',
      'ICML-like venues in Asia',
      'venues that resemble ICML in Asia',
      'workshops resembling ICML in Asia',
      'venues in the same area as ICML in Asia',
      'venues in the same league as ICML in Asia',
      'venues in the style of ICML in Asia',
      'the equivalents of ICML in Asia',
      'a counterpart to ICML in Asia',
      'an alternative of ICML in Asia',
    ]) {
      const reading = read(question);
      expect(reading.like, question).toMatchObject({ bare: 'ICML' });
      expect(reading.parameters.acronym, question).toBeUndefined();
      // The words that ask for it are read, none said as not read.
      expect(reading.notes, question).toEqual([]);
    }
    // The same city is a place, never events alike.
    expect(read('venues in the same city as ICML 2027').like).toBeUndefined();
  });
});

describe('several subjects', () => {
  it('joined by commas, and, or, / are any of them, each whole', () => {
    expect(read('Conferences on chemistry, physics and medicine').anyOf).toEqual(['chemistry', 'physics', 'medicine']);
    expect(read('chemistry / physics workshops').anyOf).toEqual(['chemistry', 'physics']);
    // A subject said twice is one, searched once; alone, no list.
    expect(read('chemistry or chemistry or physics workshops').anyOf).toEqual(['chemistry', 'physics']);
    const twice = read('chemistry or chemistry workshops');
    expect(twice.anyOf).toBeUndefined();
    expect(twice.parameters.q).toBe('chemistry');
    // "combining" or "bridging" two subjects names no subject of its own.
    for (const question of [
      'venues for a paper combining chemistry and physics',
      'a paper bridging chemistry and physics',
    ]) {
      expect(read(question).anyOf, question).toEqual(['chemistry', 'physics']);
    }
    // A word that is a subject only beside another may open an item ("scientific machine learning").
    expect(read('chemistry or scientific physics workshops').anyOf).toEqual(['chemistry', 'physics']);
    // Written with slashes and no spaces: each a subject; a zone stays one word.
    expect(read('chemistry/physics/medicine workshops').anyOf).toEqual(['chemistry', 'physics', 'medicine']);
    expect(read('chemistry workshops, my zone America/New_York').zone).toBe('America/New_York');
    // A listed subject of which the data has no word is said, not searched.
    expect(read('medicine or zzyzx events')).toMatchObject({
      parameters: { q: 'medicine' },
      notes: ['not read: "zzyzx"'],
    });
    expect(read('medicine or zzyzx events').anyOf).toBeUndefined();
    expect(read('chemistry workshops in Europe').anyOf).toBeUndefined();
  });

  it('each of the form "X for Y" are its words', () => {
    expect(read('conferences on chemistry for medicine or physics for medicine').anyOf).toEqual([
      'chemistry medicine',
      'physics medicine',
    ]);
    // Alone, "X for Y" is one subject, no list.
    expect(read('conferences on chemistry for medicine').anyOf).toBeUndefined();
  });

  it('after "both" are one subject of all their words', () => {
    const both = read('workshops on both chemistry and physics');
    expect(both.anyOf).toBeUndefined();
    expect(both.parameters).toEqual({ type: 'workshop', q: 'chemistry physics' });
    expect(read('workshops that cover both chemistry and physics').anyOf).toBeUndefined();
    expect(read('both chemistry and physics workshops').anyOf).toBeUndefined();
  });

  it('after "both" in the asker\'s own words are a list of the two', () => {
    // The asker tells two interests; an event of either serves, not only one of both.
    expect(read("I'm interested in both chemistry and physics; workshops in 2027?").anyOf).toEqual([
      'chemistry',
      'physics',
    ]);
  });
});

describe('words that carry no subject', () => {
  it('of the asker\'s research are no subject: "I\'m researching chemistry and physics"', () => {
    expect(read("I'm researching chemistry and physics; which workshops in 2027?").anyOf).toEqual([
      'chemistry',
      'physics',
    ]);
    expect(read("I'm studying chemistry; which workshops in 2027?").parameters.q).toBe('chemistry');
    // "study" after who studies is the verb; of a subject ("a chemistry study workshop") a word.
    expect(read('I study chemistry. Which workshops in 2027 would fit?').parameters.q).toBe('chemistry');
    expect(read('My student studies chemistry. Any workshops in 2027?').parameters.q).toBe('chemistry');
    expect(read('chemistry study workshops').parameters.q).toBe('chemistry study');
  });

  it('are never search terms', () => {
    const { parameters } = read('Which two minor chemistry workshops fall at the end of the times I can travel?');
    expect(parameters.q).toBe('chemistry');
    expect(read('Which reputable international chemistry workshops are coming up?').parameters.q).toBe('chemistry');
    // The order asked is the one a question of deadlines is answered in; "announced" is said by the titles.
    for (const question of [
      'chemistry deadlines in 2027, sorted by deadline',
      'Are the chemistry workshops announced?',
      // "count" asks how many, as "how many" does: the reading says how many match.
      'count the chemistry workshops in 2027',
    ])
      expect(read(question).notes.join(), question).not.toContain('not read');
  });

  it('are read with a typographic apostrophe as with a plain one', () => {
    expect(read('Which chemistry workshops aren’t over? I’m curious.')).toMatchObject({
      parameters: { type: 'workshop', q: 'chemistry' },
      notes: [],
    });
  });
});

describe('words about the asker', () => {
  it('are no filter: where the asker is, a season naming something else, acronyms compared with after "like"', () => {
    const based = read('chemistry workshops in Asia. I am based in Berlin');
    expect(based.parameters).toEqual({ type: 'workshop', continent: 'Asia', q: 'chemistry' });
    expect(based.notes).toContain('"based in Berlin" is where the asker is, not read as a place');
    const winter = read('chemistry deadlines by December 15. I want to submit before the winter break');
    expect(winter.parameters.q).toBe('chemistry');
    // The asker's break is the asker's time: no window (alone, the sentence would be the question).
    expect(winter.notes).toContain('"winter break" not read as a date');
    const holidays = read('Which chemistry calls close before the end of the year? I have time over the holidays.');
    expect(holidays.parameters).toMatchObject({ deadline_to: '2026-12-31' });
    expect(holidays.parameters.deadline_from).not.toBe('2026-12-24');
    expect(read('I need chemistry deadlines over the holidays').parameters).toMatchObject({
      deadline_from: '2026-12-24',
      deadline_to: '2027-01-01',
    });
    const like = read('workshops like ICML or ICLR');
    expect(like).toMatchObject({ like: { bare: 'ICML' }, alsoLike: [{ bare: 'ICLR' }], acronyms: [] });
    // "like" said again before the second: compared with too, never searched.
    const again = read('workshops like ICML or like ICLR');
    expect(again).toMatchObject({ like: { bare: 'ICML' }, alsoLike: [{ bare: 'ICLR' }], acronyms: [] });
  });

  it('but where the asker is, near it when the question asks for events near the asker', () => {
    // What the asker can drive to is to come.
    const drive = read("I'm based in Berlin, which chemistry workshops can I drive to?");
    expect(drive.parameters).toEqual({ near: 'Berlin', type: 'workshop', from: '2026-11-21', q: 'chemistry' });
    expect(drive.notes).toEqual([
      '"based in Berlin" and "drive": the events near it',
      '"drive": the events from today, 2026-11-21',
    ]);
    const nearMe = read('I live in Berlin. Any chemistry workshops near me?');
    expect(nearMe.parameters).toEqual({ near: 'Berlin', type: 'workshop', q: 'chemistry' });
    // A professor, a student or a researcher in a city is there too, and no word of the subject.
    const professor = read("I'm a professor in Berlin. Any chemistry workshops near me?");
    expect(professor.parameters).toEqual({ near: 'Berlin', type: 'workshop', q: 'chemistry' });
    expect(professor.notes.join()).not.toContain('not read');
    // "near me" without the asker's city is said not read; a country is no city to be near.
    expect(read('chemistry workshops near me')).toMatchObject({
      parameters: { type: 'workshop', q: 'chemistry' },
      notes: ['"near me" not read: the question does not say in which city you are'],
    });
    expect(read('I live in Germany. Any chemistry workshops nearby?').parameters).not.toHaveProperty('near');
  });

  it('nearest first when the asker asks for the closest', () => {
    const closest = read("I'm based in Berlin. Which chemistry workshop is the closest?");
    expect(closest.parameters).toEqual({
      near: 'Berlin',
      sort: 'distance',
      radius_km: String(RADIUS_MAX_KM),
      type: 'workshop',
      from: '2026-11-21',
      q: 'chemistry',
    });
    expect(closest.notes.join('; ')).not.toContain('not answered');
    expect(read('I live in Berlin. Which chemistry workshop is nearest to me?').parameters.sort).toBe('distance');
    // Without the asker's place, no measure the data has.
    expect(read('Which chemistry workshop is the closest?').notes.join()).toContain('not answered: "closest"');
  });

  it('near it when the asker asks what to reach without flying, by train or by car', () => {
    const train = read("I'm in Berlin. Which chemistry workshops can I reach without flying?");
    expect(train.parameters).toEqual({ near: 'Berlin', type: 'workshop', q: 'chemistry' });
    expect(train.notes).toEqual(['"I\'m in Berlin" and "without flying": the events near it']);
    // The city the asker sets out from: "from Berlin", in a question of ground travel.
    const car = read('chemistry workshops reachable by car from Berlin');
    expect(car.parameters).toMatchObject({ near: 'Berlin', q: 'chemistry' });
    expect(car.notes[0]).toBe('"from Berlin" and "by car": the events near it');
    expect(read('flights from Berlin to chemistry workshops').parameters).not.toHaveProperty('near');
  });

  it('near it, as far as the search reaches, when the asker asks what is a short flight away', () => {
    for (const question of [
      "I'm in Berlin. Which chemistry workshops can I reach without a long flight?",
      'I live in Berlin. Which chemistry workshops are a short flight away?',
      'I live in Berlin and want to avoid long flights. Which chemistry workshops?',
    ]) {
      const flight = read(question);
      expect(flight.parameters, question).toEqual({
        near: 'Berlin',
        radius_km: '500',
        type: 'workshop',
        q: 'chemistry',
      });
      expect(flight.notes[0], question).toMatch(/: the events near it, within 500 km$/);
    }
    // A place of the asker read as no city is near no point: said so.
    expect(read('I am based in Germany. Which chemistry workshops are a short flight away?').notes).toContain(
      '"short flight" not read: the place you are in is read as no city',
    );
  });

  it('in its country, when the asker is in a country and asks what is near by ground', () => {
    for (const [question, near] of [
      ["I'm a master's student in Germany; which chemistry workshops near me are there in 2027?", 'near me'],
      ['I live in Germany. Which chemistry workshops can I reach by train?', 'by train'],
    ] as const) {
      const reading = read(question);
      expect(reading.parameters, question).toEqual({
        country: 'Germany',
        type: 'workshop',
        q: 'chemistry',
        ...(question.includes('2027') ? { year: '2027' } : {}),
      });
      expect(reading.notes.join('; '), question).toMatch(
        new RegExp(`"(student|live) in Germany" and "${near}": the events in Germany`),
      );
    }
  });

  it('but a season naming a kind of event ("summer schools") is words of q, no date', () => {
    // The demo's names have "schools" and no "summer": that word is said not read, as any other.
    const school = read('summer schools on chemistry in Europe');
    expect(school.parameters).toEqual({ continent: 'Europe', q: 'schools chemistry' });
    expect(school.notes).toEqual(['not read: "summer"']);
    expect(read('a winter institute on chemistry in 2027').parameters).toMatchObject({ year: '2027' });
    expect(read('a winter institute on chemistry').notes).toEqual(['not read: "winter", "institute"']);
  });

  it('in a later sentence may be left out: the subject is the opening sentence’s', () => {
    expect(read('Which chemistry workshops are there? I study physics').subject).toEqual(['chemistry']);
  });

  it('in a sentence about the asker name no filter when another sentence asks for something', () => {
    const missed = read('Which chemistry workshops have deadlines this winter? We missed ICML and need another.');
    expect(missed.parameters).not.toHaveProperty('acronym');
    expect(missed.notes).toContain('"ICML" tells about the asker, not searched');
    const visa = read('Which chemistry workshops are held in Asia? Our visa situation makes Germany difficult.');
    expect(visa.parameters).toEqual({ type: 'workshop', continent: 'Asia', q: 'chemistry' });
    expect(visa.notes).toContain('"Germany" is where the asker is, not read as a place');
    // Beside an acronym, its words add nothing.
    expect(read('When is ICML 2027? I study chemistry.').parameters).toEqual({ acronym: 'ICML', year: '2027' });
    // Its words are searched, never the subject, and the first left out.
    const aside = read('Which workshops are held in Asia in 2027? I work on chemistry.');
    expect(aside).toMatchObject({ parameters: { q: 'chemistry' }, subject: [], asides: ['chemistry'] });
    // Going to events, its place is theirs; "my lab in Berlin" is the asker's.
    expect(
      read('I want to attend a workshop in Germany. Which chemistry ones are held in 2027?').parameters,
    ).toMatchObject({ country: 'Germany' });
    expect(
      read('Which chemistry workshops are held in 2027? My lab in Berlin pays for one trip.').parameters,
    ).not.toHaveProperty('city');
    // The words right after "my" or "our" are the asker's too.
    expect(read('Which workshops in Asia suit my physics students?')).toMatchObject({
      subject: [],
      asides: ['physics'],
    });
  });

  it('hold the subject when no other sentence asks for one, or one refers back to them', () => {
    expect(read('Our group is considering ICML 2027. Where will it take place?').parameters).toMatchObject({
      acronym: 'ICML',
    });
    expect(read('I work on chemistry and physics. Which workshops in these areas are held in 2027?').anyOf).toEqual([
      'chemistry',
      'physics',
    ]);
    expect(read('We do chemistry and physics. Which workshops on either are held in 2027?').anyOf).toEqual([
      'chemistry',
      'physics',
    ]);
    // "such work", "this research": the asker's ("I'm writing a survey on time series forecasting.
    // Which venues publish such work?" left "time series" out first, answering any event of 2027).
    for (const question of [
      "I'm writing a survey on chemistry. Which workshops publish such work in 2027?",
      'Our lab is reading about chemistry. Which workshops publish this research?',
    ])
      expect(read(question), question).toMatchObject({ parameters: { q: 'chemistry' }, subject: ['chemistry'] });
    // "for these" alone refers back to what the asker named.
    expect(
      read('My group works on chemistry and physics. What are the main workshops for these in 2027?').anyOf,
    ).toEqual(['chemistry', 'physics']);
    // A question with no subject of its own, asked for the asker ("should I"), takes the asker's.
    expect(read('I work on chemistry. Which workshops should I target in Asia in 2027?')).toMatchObject({
      parameters: { q: 'chemistry', continent: 'Asia', year: '2027' },
      subject: ['chemistry'],
    });
    expect(read('I work on chemistry. Which workshops should I target in Asia in 2027?').asides).toBeUndefined();
    // So does one that opens with the asker's work; an afterthought, or no word of work, is an aside.
    expect(read('I want to submit a paper on chemistry. Which workshops are held in Asia in 2027?')).toMatchObject({
      parameters: { q: 'chemistry', continent: 'Asia', year: '2027' },
      subject: ['chemistry'],
    });
    expect(read('Which workshops are held in Asia in 2027? I work on chemistry.').subject).toEqual([]);
    // Writing a survey or an article is the asker's work too ("I'm writing a survey on large
    // language model evaluation. Which 2027 conferences would suit it?" left all four words out first).
    for (const question of [
      "I'm writing a survey on chemistry. Which 2027 workshops would suit it?",
      'We are writing an article on chemistry. Which workshops are held in 2027?',
    ])
      expect(read(question), question).toMatchObject({ parameters: { q: 'chemistry' }, subject: ['chemistry'] });
    // So does one that opens with the events the asker would attend ("a conference on data
    // visualization. What is happening in 2027?" left its subject out first, answering any event).
    expect(read('I want to attend a workshop on chemistry. What is happening in 2027?')).toMatchObject({
      parameters: { q: 'chemistry', year: '2027' },
      subject: ['chemistry'],
    });
    // An interest, a focus or a field tells of the asker's work too.
    for (const question of [
      "I'm interested in chemistry. Any workshops with open calls?",
      'My field is chemistry; which workshops have open calls?',
      'We focus on chemistry. Any workshops with open calls?',
    ]) {
      expect(read(question), question).toMatchObject({ parameters: { q: 'chemistry' }, subject: ['chemistry'] });
    }
    // So do submissions and publications.
    expect(
      read("I'm planning my 2027 submissions in chemistry and physics. Which workshops have deadlines in May?").anyOf,
    ).toEqual(['chemistry', 'physics']);
    expect(read('I mostly publish in chemistry. Which workshops are held in 2027?')).toMatchObject({
      parameters: { q: 'chemistry' },
      subject: ['chemistry'],
    });
    // A student, a postdoc or a researcher tells of the asker's work: its subjects are the question's.
    expect(read("I'm a PhD student in chemistry and physics; which workshops are held in 2027?").anyOf).toEqual([
      'chemistry',
      'physics',
    ]);
    // Where the asker works or studies ("at", "from") is not searched.
    const affiliated = read('I am a postdoc at Acme Robotics working on chemistry. Which workshops are held in 2027?');
    expect(affiliated).toMatchObject({ parameters: { q: 'chemistry', year: '2027' }, subject: ['chemistry'] });
    expect(affiliated.notes).toContain('"Acme Robotics" tells about the asker, not searched');
    // Said once, however often written.
    const twice = read('I was at Acme and I am at Acme. Which chemistry workshops are held in 2027?').notes;
    expect(twice.filter((note) => note.startsWith('"Acme"'))).toEqual(['"Acme" tells about the asker, not searched']);
    expect(read('Our chemistry lab is in Asia. Which workshops are held in 2027?')).toMatchObject({
      subject: [],
      asides: ['chemistry'],
    });
  });
});

describe('a format word', () => {
  it('before the words of a subject is no format, before an event word it is', () => {
    expect(parametersOf('online chemistry workshops')).toEqual({ format: 'online', type: 'workshop', q: 'chemistry' });
    expect(parametersOf('I study online zzyzx')).not.toHaveProperty('format');
  });
});
