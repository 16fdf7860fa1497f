/**
 * Demo source data: a SQLite file in the operators' source format (SOURCE_DDL) filled with
 * plausible academic events. The same seed and anchor always give the same rows, so tests and
 * benchmarks can rely on the data. This module never prints and never exits; the CLI in
 * tools/generate.ts and the server's first start both call generateSource.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SPEC_CONTINENT_COUNTRIES } from '../reference/continents.js';
import { CountryResolver, loadCountries, type Country } from '../reference/countries.js';
import { words } from '../reference/fold.js';
import { SOURCE_DDL, type EventType, type SourceRow } from '../source/schema.js';
import { formatIsoDate, parseIsoDate, type Day } from '../util/dates.js';
import { capitalOf, countryWeight, loadCities, type City } from './places.js';
import { Random, WeightedPicker } from './random.js';
import { AUDIENCES, REGIONAL_ADJECTIVES, TOPICS, WORKSHOP_ENDINGS, type SubTopic, type Topic } from './vocabulary.js';

export interface GenerateOptions {
  /** Number of events; ids are 1..events. */
  events: number;
  /** Any integer from 0 to 2^32-1; the same seed and anchor give the same rows. */
  seed: number;
  /** Path of the SQLite file to write; an existing file there is replaced. */
  out: string;
  /** YYYY-MM-DD: start dates spread from about 3 years before it to 3 years after. */
  anchor: string;
  /** Called after each batch with the number of events written so far. */
  onProgress?: (done: number) => void;
}

export interface GenerateResult {
  events: number;
  /** Absolute path of the written file. */
  file: string;
}

export interface DemoRowsOptions {
  events: number;
  seed: number;
  anchor: string;
}

export const MAX_EVENTS = 2_147_483_647;
const BATCH_SIZE = 20_000;
/** Days on each side of the anchor over which start dates spread (about 3 years). */
const DATE_SPAN_DAYS = 1096;

/** Writes a fresh demo source file. Rejects on bad options or I/O errors, leaving no partial file. */
export async function generateSource(options: GenerateOptions): Promise<GenerateResult> {
  const { events, onProgress } = options;
  const rows = demoRows(options);
  const file = resolve(options.out);
  mkdirSync(dirname(file), { recursive: true });
  for (const path of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
  const temp = `${file}.tmp-${process.pid}`;
  rmSync(temp, { force: true });

  const db = new Database(temp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -65536');
    db.exec(SOURCE_DDL);
    const insert = db.prepare(
      `INSERT INTO events (id, name, acronym, type, topic, sub_topic, start_date, end_date, city, country,
         venue, organizer, website, format, submission_deadline, contact_email, description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertBatch = db.transaction((batch: readonly SourceRow[]) => {
      for (const r of batch) {
        insert.run(
          r.id,
          r.name,
          r.acronym,
          r.type,
          r.topic,
          r.sub_topic,
          r.start_date,
          r.end_date,
          r.city,
          r.country,
          r.venue,
          r.organizer,
          r.website,
          r.format,
          r.submission_deadline,
          r.contact_email,
          r.description,
        );
      }
    });
    let done = 0;
    let batch: SourceRow[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH_SIZE) {
        insertBatch(batch);
        done += batch.length;
        batch = [];
        onProgress?.(done);
        // Let other work (a server's timers, a progress bar) run between batches.
        await new Promise<void>((resolveTick) => setImmediate(resolveTick));
      }
    }
    if (batch.length > 0) {
      insertBatch(batch);
      done += batch.length;
      onProgress?.(done);
    }
    db.close();
    renameSync(temp, file);
    return { events, file };
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The demo rows, ids 1..events in order, without touching the disk. Throws on bad options. */
export function demoRows(options: DemoRowsOptions): Generator<SourceRow> {
  const { events, seed } = options;
  if (!Number.isInteger(events) || events < 0 || events > MAX_EVENTS) {
    throw new RangeError(`events must be an integer from 0 to ${MAX_EVENTS}, got ${events}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  }
  const anchor = parseIsoDate(options.anchor);
  if (anchor === null) throw new RangeError(`anchor must be a date YYYY-MM-DD, got "${options.anchor}"`);
  const factory = new EventFactory(seed, anchor);
  return (function* () {
    for (let id = 1; id <= events; id++) yield factory.row(id);
  })();
}

// ---------------------------------------------------------------------------------------------

interface Place {
  country: Country;
  /** Alternative spellings a source might use for the country: ISO codes and Latin-script aliases. */
  variants: readonly string[];
  cities: WeightedPicker<string> | undefined;
  fallbackCity: string | null;
  /** "Center" in North America, "Centre" elsewhere. */
  centre: string;
}

interface Context {
  type: EventType;
  topic: Topic;
  sub: SubTopic;
  sub2: SubTopic;
  focus: string;
  focus2: string;
  place: Place;
  city: string | null;
  year: number;
}

interface Naming {
  name: string;
  /** Letters only ("ICMLDE"); the year is added when stored. */
  acronym: string | null;
}

type Template = (r: Random, c: Context) => Naming;

const TYPE_PICKER = new WeightedPicker<EventType>([
  ['conference', 50],
  ['workshop', 20],
  ['seminar', 15],
  ['webinar', 15],
]);

// Extra days after the start date, per type; a few long events (schools, congresses) up to 14 days.
const EXTRA_DAYS: Readonly<Record<EventType, WeightedPicker<number>>> = {
  conference: new WeightedPicker([
    [0, 8],
    [1, 22],
    [2, 35],
    [3, 20],
    [4, 13],
    [-1, 2],
  ]),
  workshop: new WeightedPicker([
    [0, 40],
    [1, 35],
    [2, 18],
    [3, 4],
    [4, 2],
    [-1, 1],
  ]),
  seminar: new WeightedPicker([
    [0, 60],
    [1, 25],
    [2, 9],
    [3, 3],
    [4, 2],
    [-1, 1],
  ]),
  webinar: new WeightedPicker([[0, 1]]),
};

const STOP_WORDS = new Set(['on', 'of', 'and', 'the', 'in', 'for', 'to', 'with', 'a', 'an', 'at', 's']);

function acronymOf(text: string): string {
  let letters = '';
  for (const word of words(text)) {
    if (STOP_WORDS.has(word) || /^\d/.test(word)) continue;
    letters += word[0]!.toUpperCase();
  }
  return letters.slice(0, 8);
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Lower-case ASCII slug for URLs and e-mail addresses. */
function asciiSlug(text: string, separator = '-'): string {
  return words(text)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length > 0)
    .join(separator);
}

function regional(r: Random, c: Context): string {
  return r.pick(REGIONAL_ADJECTIVES[c.place.country.continent] ?? ['International']);
}

function cityOr(c: Context, fallback: string): string {
  return c.city ?? fallback;
}

function withAcronym(name: string): Naming {
  return { name, acronym: acronymOf(name) };
}

const CONFERENCE_TEMPLATES = new WeightedPicker<Template>([
  [(r, c) => withAcronym(`International Conference on ${c.sub.name} and ${r.chance(0.5) ? c.sub2.name : c.focus}`), 3],
  [
    (r, c) => {
      const base = `International Conference on ${c.sub.name}`;
      return { name: `${ordinal(r.between(2, 45))} ${base}`, acronym: acronymOf(base) };
    },
    2,
  ],
  [(r, c) => withAcronym(`${regional(r, c)} Conference on ${c.sub.name}`), 2],
  [(_, c) => ({ name: `${c.year} ${cityOr(c, 'Global')} International Conference on ${c.focus}`, acronym: null }), 1],
  [(_, c) => withAcronym(`World Congress on ${c.sub.name}`), 1],
  [(_, c) => withAcronym(`International Symposium on ${c.focus}`), 1.5],
  [(_, c) => ({ name: `National Conference on ${c.sub.name} ${c.year}`, acronym: null }), 1],
  [(_, c) => ({ name: `${c.topic.name} Summit ${c.year}: ${c.focus}`, acronym: null }), 0.5],
  [(_, c) => ({ name: `${cityOr(c, 'International')} Symposium on ${c.sub.name} and ${c.focus}`, acronym: null }), 1],
  [(_, c) => withAcronym(`Annual Conference on ${c.sub.name} and ${c.focus}`), 1],
  [(_, c) => withAcronym(`International Conference on ${c.topic.name} and ${c.sub.name}`), 1],
]);

const WORKSHOP_TEMPLATES = new WeightedPicker<Template>([
  [(r, c) => withAcronym(`Workshop on ${c.sub.name} ${r.pick(WORKSHOP_ENDINGS)}`), 2],
  [(_, c) => withAcronym(`International Workshop on ${c.sub.name} and ${c.sub2.name}`), 2],
  [
    (r, c) => {
      const base = `Workshop on ${c.focus}`;
      return { name: `${ordinal(r.between(1, 30))} ${base}`, acronym: acronymOf(base) };
    },
    1.5,
  ],
  [(_, c) => ({ name: `${cityOr(c, 'Online')} Workshop on ${c.focus} ${c.year}`, acronym: null }), 1],
  [(_, c) => ({ name: `Hands-on Workshop: ${c.focus}`, acronym: null }), 1],
  [(_, c) => withAcronym(`Joint Workshop on ${c.focus} and ${c.focus2}`), 1],
  [(r, c) => withAcronym(`${regional(r, c)} Workshop on ${c.sub.name}`), 1],
]);

const SEMINAR_TEMPLATES = new WeightedPicker<Template>([
  [(_, c) => ({ name: `Annual Seminar on ${c.sub.name}`, acronym: null }), 2],
  [(_, c) => ({ name: `${cityOr(c, 'International')} Seminar Series in ${c.topic.name}`, acronym: null }), 1.5],
  [(_, c) => ({ name: `Research Seminar: ${c.focus}`, acronym: null }), 1.5],
  [(_, c) => ({ name: `${c.sub.name} Research Seminar ${c.year}`, acronym: null }), 1],
  [(_, c) => ({ name: `Graduate Seminar on ${c.sub.name} and ${c.sub2.name}`, acronym: null }), 1],
  [(_, c) => withAcronym(`International Seminar on ${c.focus}`), 1],
  [(_, c) => ({ name: `Seminar on Recent Advances in ${c.sub.name}`, acronym: null }), 1.5],
  [(r, c) => ({ name: `${regional(r, c)} Seminar on ${c.focus}`, acronym: null }), 0.5],
]);

const WEBINAR_TEMPLATES = new WeightedPicker<Template>([
  [(_, c) => ({ name: `Webinar: Advances in ${c.focus}`, acronym: null }), 2],
  [(_, c) => ({ name: `Webinar: ${c.focus} in Practice`, acronym: null }), 1],
  [(_, c) => ({ name: `${c.sub.name} Webinar Series: ${c.focus}`, acronym: null }), 1.5],
  [(r, c) => ({ name: `Webinar on ${c.sub.name} for ${r.pick(AUDIENCES)}`, acronym: null }), 1.5],
  [(_, c) => ({ name: `Expert Webinar on ${c.focus}`, acronym: null }), 1],
  [(_, c) => ({ name: `${c.topic.name} Webinar: What's New in ${c.sub.name}`, acronym: null }), 1],
  [(_, c) => ({ name: `Webinar: ${c.focus} and the Future of ${c.sub.name}`, acronym: null }), 1],
]);

const NAME_TEMPLATES: Readonly<Record<EventType, WeightedPicker<Template>>> = {
  conference: CONFERENCE_TEMPLATES,
  workshop: WORKSHOP_TEMPLATES,
  seminar: SEMINAR_TEMPLATES,
  webinar: WEBINAR_TEMPLATES,
};

interface Organizer {
  name: string;
  domain: string;
}

function societyDomain(name: string, r: Random): string {
  return `${acronymOf(name).toLowerCase()}.${r.pick(['org', 'org', 'org', 'net', 'info'])}`;
}

function universityDomain(city: string | null, place: Place): string {
  return `${asciiSlug(city ?? place.country.name)}-university.edu`;
}

const ORGANIZER_TEMPLATES = new WeightedPicker<(r: Random, c: Context) => Organizer>([
  [
    (r, c) => {
      const name = `International Society for ${c.sub.name}`;
      return { name, domain: societyDomain(name, r) };
    },
    3,
  ],
  [
    (r, c) => {
      const name = `${c.place.country.name} Society of ${c.topic.name}`;
      return { name, domain: societyDomain(name, r) };
    },
    2,
  ],
  [
    (r, c) => {
      const name = `${c.topic.name} Research Association`;
      return { name, domain: societyDomain(name, r) };
    },
    1.5,
  ],
  [
    (_, c) => ({ name: `University of ${cityOr(c, c.place.country.name)}`, domain: universityDomain(c.city, c.place) }),
    2.5,
  ],
  [
    (_, c) => ({
      name: `${cityOr(c, c.place.country.name)} Institute of Technology`,
      domain: `${asciiSlug(cityOr(c, c.place.country.name), '')}tech.edu`,
    }),
    1,
  ],
  [
    (_, c) => ({
      name: `Department of ${c.topic.name}, University of ${cityOr(c, c.place.country.name)}`,
      domain: universityDomain(c.city, c.place),
    }),
    1.5,
  ],
  [
    (r, c) => {
      const name = `Association for ${c.sub.name} Research`;
      return { name, domain: societyDomain(name, r) };
    },
    1.5,
  ],
  [
    (r, c) => {
      const name = `${regional(r, c)} Federation of ${c.topic.name} Societies`;
      return { name, domain: societyDomain(name, r) };
    },
    1,
  ],
  [
    (r, c) => {
      const name = `${c.place.country.name} Academy of Sciences`;
      return { name, domain: societyDomain(name, r) };
    },
    1,
  ],
  [
    (r, c) => {
      const name = `Institute for Advanced Study in ${c.sub.name}`;
      return { name, domain: societyDomain(name, r) };
    },
    1,
  ],
  [
    (r, c) => {
      const name = `Global Council for ${c.focus}`;
      return { name, domain: societyDomain(name, r) };
    },
    1,
  ],
  [(_, c) => ({ name: `${c.sub.name} Foundation`, domain: `${asciiSlug(c.sub.name)}-foundation.org` }), 0.5],
]);

const HOTELS = [
  'Grand Hyatt',
  'Hilton',
  'Marriott',
  'Radisson Blu',
  'Novotel',
  'Sheraton',
  'InterContinental',
  'Grand Hotel',
];

function physicalVenue(r: Random, c: Context): string {
  const city = cityOr(c, c.place.country.name);
  const roll = r.next();
  if (c.type === 'conference') {
    if (roll < 0.3) return `${city} Convention ${c.place.centre}`;
    if (roll < 0.45) return `${city} International Conference ${c.place.centre}`;
    if (roll < 0.75) return `${r.pick(HOTELS)} ${city}`;
    if (roll < 0.85) return `${city} Exhibition and Congress ${c.place.centre}`;
    return `University of ${city}`;
  }
  if (roll < 0.45) return `University of ${city}`;
  if (roll < 0.6) return `Faculty of ${c.topic.name}, University of ${city}`;
  if (roll < 0.75) return `${city} Institute for Advanced Studies`;
  if (roll < 0.9) return `${r.pick(HOTELS)} ${city}`;
  return `${city} Science Park`;
}

const DESCRIPTIONS: readonly ((c: Context, days: number) => string)[] = [
  (c) =>
    `Researchers and practitioners meet in ${cityOr(c, c.place.country.name)} to present new results in ${c.sub.name} and discuss open questions in ${c.focus}.`,
  (c, days) =>
    `A ${days === 1 ? 'one' : days}-day ${c.type} on ${c.focus} and recent advances in ${c.sub.name}, with keynotes, paper sessions and a poster track.`,
  (c) =>
    `Brings together the ${c.topic.name} community to share research on ${c.sub.name}, from theory to applications in ${c.focus}.`,
  (c) =>
    `Talks and discussion on ${c.focus}, hosted in ${cityOr(c, c.place.country.name)}, ${c.place.country.name}, for everyone working in ${c.sub.name}.`,
  (c) =>
    `Original research, case studies and reviews on ${c.sub.name} are welcome, with a special track on ${c.focus}.`,
  (c) => `An international forum for ${c.topic.name} researchers, students and industry on ${c.focus} and ${c.focus2}.`,
];

const ONLINE_DESCRIPTIONS: readonly ((c: Context) => string)[] = [
  (c) =>
    `An online ${c.type} on ${c.focus} for researchers, students and professionals working in ${c.sub.name}. Free registration.`,
  (c) => `Join experts in ${c.sub.name} for a live session on ${c.focus}, followed by questions from the audience.`,
  (c) =>
    `Live talks and a panel discussion on ${c.focus}, organised for the ${c.topic.name} community; recordings are shared afterwards.`,
];

const EMAIL_PREFIXES = ['info', 'info', 'contact', 'secretariat', 'registration', 'events'];
const EVENT_TLDS = ['org', 'org', 'org', 'com', 'net', 'events'];

class EventFactory {
  private readonly r: Random;
  private readonly anchor: Day;
  private readonly places: WeightedPicker<Place>;
  private readonly topics: WeightedPicker<Topic>;

  constructor(seed: number, anchor: Day) {
    this.r = new Random(seed);
    this.anchor = anchor;
    this.topics = new WeightedPicker(TOPICS.map((t) => [t, t.weight] as const));
    this.places = new WeightedPicker(buildPlaces());
  }

  row(id: number): SourceRow {
    const r = this.r;
    const type = TYPE_PICKER.pick(r);
    const topic = this.topics.pick(r);
    const sub = r.pick(topic.subTopics);
    let sub2 = r.pick(topic.subTopics);
    if (sub2 === sub) sub2 = topic.subTopics[(topic.subTopics.indexOf(sub) + 1) % topic.subTopics.length]!;
    const focusIndex = r.int(sub.focus.length);
    const focus = sub.focus[focusIndex]!;
    const focus2 = sub.focus[(focusIndex + 1 + r.int(sub.focus.length - 1)) % sub.focus.length]!;
    const place = this.places.pick(r);
    const city = place.cities ? place.cities.pick(r) : place.fallbackCity;

    // Dates: 60% uniform over the span, 40% triangular around the anchor.
    const offset = r.chance(0.6)
      ? r.between(-DATE_SPAN_DAYS, DATE_SPAN_DAYS)
      : Math.round((r.next() + r.next() - 1) * DATE_SPAN_DAYS);
    const start = this.anchor + offset;
    let extra = EXTRA_DAYS[type].pick(r);
    if (extra < 0) extra = r.between(5, 13);
    const end = start + extra;
    const startIso = formatIsoDate(start);
    const year = Number(startIso.slice(0, 4));

    const c: Context = { type, topic, sub, sub2, focus, focus2, place, city, year };
    const naming = NAME_TEMPLATES[type].pick(r)(r, c);
    const acronym = naming.acronym !== null && naming.acronym.length >= 2 ? naming.acronym : null;
    const name = acronym ? `${naming.name} (${acronym} ${year})` : naming.name;

    let format: string | null;
    if (r.chance(0.1))
      format = null; // the default: online for webinars, in-person otherwise
    else if (type === 'webinar') format = 'online';
    else {
      const roll = r.next();
      format = roll < 0.8 ? 'in-person' : roll < 0.95 ? 'hybrid' : 'online';
    }
    const online = format === 'online' || (format === null && type === 'webinar');

    const organizer = ORGANIZER_TEMPLATES.pick(r)(r, c);
    let website: string;
    let email: string;
    const prefix = type === 'webinar' ? 'webinars' : r.pick(EMAIL_PREFIXES);
    if (acronym) {
      const host = `${acronym.toLowerCase()}${year}.${r.pick(EVENT_TLDS)}`;
      website = `https://www.${host}`;
      email = `${prefix}@${host}`;
    } else {
      const slug = asciiSlug(`${focus} ${type}`);
      website = `https://www.${organizer.domain}/events/${year}/${slug}`;
      email = `${prefix}@${organizer.domain}`;
    }

    const description = online ? r.pick(ONLINE_DESCRIPTIONS)(c) : r.pick(DESCRIPTIONS)(c, extra + 1);
    const venue = online ? 'Online' : physicalVenue(r, c);

    let deadline: string | null = null;
    if ((type === 'conference' || type === 'workshop') && r.chance(0.7)) {
      deadline = formatIsoDate(start - r.between(20, 120));
    }

    let country = place.country.name;
    if (r.chance(0.02)) country = r.pick(place.variants);

    return {
      id,
      name,
      acronym: acronym ? `${acronym} ${year}` : null,
      type,
      topic: topic.name,
      sub_topic: sub.name,
      start_date: startIso,
      end_date: formatIsoDate(end),
      city,
      country,
      venue,
      organizer: organizer.name,
      website,
      format,
      submission_deadline: deadline,
      contact_email: email,
      description,
    };
  }
}

const LATIN_TEXT_RE = /^[\p{Script=Latin}\p{Zs}\p{P}]+$/u;
const NORTH_AMERICAN_SPELLING = new Set(['US', 'CA']);

function buildPlaces(): [Place, number][] {
  const countries = loadCountries();
  const resolver = new CountryResolver(countries);
  const cities = loadCities();
  const specNamed = new Set(Object.values(SPEC_CONTINENT_COUNTRIES).flat());
  return countries.map((country) => {
    const list: readonly City[] = cities.get(country.alpha2) ?? [];
    const aliasVariants = country.aliases.filter(
      (a) => a.length <= 40 && LATIN_TEXT_RE.test(a) && resolver.resolve(a) === country,
    );
    const place: Place = {
      country,
      variants: [country.alpha2, country.alpha2, country.alpha3, country.name.toUpperCase(), ...aliasVariants],
      // Square-root weighting: capitals lead without drowning out the other cities.
      cities:
        list.length > 0
          ? new WeightedPicker(list.map((city) => [city.name, Math.sqrt(Math.max(city.population, 1))] as const))
          : undefined,
      fallbackCity: list.length > 0 ? null : (capitalOf(country.alpha2) ?? null),
      centre: NORTH_AMERICAN_SPELLING.has(country.alpha2) ? 'Center' : 'Centre',
    };
    return [place, countryWeight(country, specNamed.has(country.name))];
  });
}
