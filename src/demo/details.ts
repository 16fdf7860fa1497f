/** The organizer, venue and description of a demo event. */
import { asciiSlug, acronymOf, cityOr, regional, type Context } from './context.js';
import type { Place } from './host-places.js';
import { type Random, WeightedPicker } from './random.js';

export interface Organizer {
  name: string;
  domain: string;
}

/** A society, whose domain is its acronym under a common top-level domain. */
function society(r: Random, name: string): Organizer {
  return { name, domain: `${acronymOf(name).toLowerCase()}.${r.pick(['org', 'org', 'org', 'net', 'info'])}` };
}

function universityDomain(city: string | null, place: Place): string {
  return `${asciiSlug(city ?? place.country.name)}-university.edu`;
}

export const ORGANIZER_TEMPLATES = new WeightedPicker<(r: Random, c: Context) => Organizer>([
  [(r, c) => society(r, `International Society for ${c.sub.name}`), 3],
  [(r, c) => society(r, `${c.place.country.name} Society of ${c.topic.name}`), 2],
  [(r, c) => society(r, `${c.topic.name} Research Association`), 1.5],
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
  [(r, c) => society(r, `Association for ${c.sub.name} Research`), 1.5],
  [(r, c) => society(r, `${regional(r, c)} Federation of ${c.topic.name} Societies`), 1],
  [(r, c) => society(r, `${c.place.country.name} Academy of Sciences`), 1],
  [(r, c) => society(r, `Institute for Advanced Study in ${c.sub.name}`), 1],
  [(r, c) => society(r, `Global Council for ${c.focus}`), 1],
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

export function physicalVenue(r: Random, c: Context): string {
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

export const DESCRIPTIONS: readonly ((c: Context, days: number) => string)[] = [
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

export const ONLINE_DESCRIPTIONS: readonly ((c: Context) => string)[] = [
  (c) =>
    `An online ${c.type} on ${c.focus} for researchers, students and professionals working in ${c.sub.name}. Free registration.`,
  (c) => `Join experts in ${c.sub.name} for a live session on ${c.focus}, followed by questions from the audience.`,
  (c) =>
    `Live talks and a panel discussion on ${c.focus}, organised for the ${c.topic.name} community; recordings are shared afterwards.`,
];
