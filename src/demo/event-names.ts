/** Names of demo events: weighted templates per event type, modelled on real academic events. */
import type { EventType } from '../source/schema.js';
import type { NamedSeries } from './calls.js';
import { acronymOf, cityOr, regional, type Context } from './context.js';
import { type Random, WeightedPicker } from './random.js';
import { KNOWN_SERIES, SYMBOL_CONFERENCES, SYMBOL_WORKSHOPS } from './series.js';

interface Naming {
  name: string;
  /** The short form without the year ("ICML", "NeurIPS"); the year is added when stored. */
  acronym: string | null;
  /** The series' own web host, for the named series that have one. */
  host?: string;
  /** The named series (a well-known or programming-language one) the name comes from. */
  series?: NamedSeries;
}

type Template = (r: Random, c: Context) => Naming;

/** Audiences named in webinar titles. */
const AUDIENCES = [
  'Researchers',
  'Practitioners',
  'Early-Career Researchers',
  'Educators',
  'Industry Professionals',
  'Graduate Students',
  'Policy Makers',
] as const;

/** Endings of workshop titles: "Workshop on Quantum Computing Applications". */
const WORKSHOP_ENDINGS = [
  'Applications',
  'Methods and Tools',
  'Theory and Practice',
  'Challenges and Opportunities',
  'Foundations',
  'Emerging Trends',
] as const;

function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function withAcronym(name: string): Naming {
  return { name, acronym: acronymOf(name) };
}

/** Half the time a well-known series of the sub-topic ("ICML"), else "International Conference on <sub-topic>". */
const knownOrPlain: Template = (r, c) => {
  const known = KNOWN_SERIES[c.sub.name];
  if (known && r.chance(0.5)) {
    const { name, short, core, ccf } = r.pick(known);
    const series = { key: short.toLowerCase(), ...(core ? { core } : {}), ...(ccf ? { ccf } : {}) };
    return { name, acronym: short, series };
  }
  return withAcronym(`International Conference on ${c.sub.name}`);
};

const CONFERENCE_TEMPLATES = new WeightedPicker<Template>([
  [knownOrPlain, 1.5],
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

/** A programming-language conference or workshop whose name holds a symbol ("C++ Now 2027", "F# eXchange"). */
export function symbolNaming(r: Random, type: EventType, year: number): Naming {
  const series = r.pick(type === 'workshop' ? SYMBOL_WORKSHOPS : SYMBOL_CONFERENCES);
  return { name: series.name(year), acronym: series.short, host: series.host, series: { key: series.series } };
}

/** The name template of each event type, picked by weight. */
export const NAME_TEMPLATES: Readonly<Record<EventType, WeightedPicker<Template>>> = {
  conference: CONFERENCE_TEMPLATES,
  workshop: WORKSHOP_TEMPLATES,
  seminar: SEMINAR_TEMPLATES,
  webinar: WEBINAR_TEMPLATES,
};
