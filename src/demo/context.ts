/** What the name, organizer, venue and description of one demo event are made from. */
import { words } from '../reference/fold.js';
import type { EventType } from '../source/schema.js';
import type { Place } from './host-places.js';
import type { Random } from './random.js';
import type { SubTopic, Topic } from './topic-words.js';

export interface Context {
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

const STOP_WORDS = new Set(['on', 'of', 'and', 'the', 'in', 'for', 'to', 'with', 'a', 'an', 'at', 's']);

/** Initials of the significant words, at most 8 ("ICMLDE"). */
export function acronymOf(text: string): string {
  let letters = '';
  for (const word of words(text)) {
    if (STOP_WORDS.has(word) || /^\d/.test(word)) continue;
    letters += word[0]!.toUpperCase();
  }
  return letters.slice(0, 8);
}

/** Lower-case ASCII slug for URLs and e-mail addresses. */
export function asciiSlug(text: string, separator = '-'): string {
  return words(text)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length > 0)
    .join(separator);
}

/** Regional adjectives for "European Conference on ..." by continent. */
const REGIONAL_ADJECTIVES: Readonly<Record<string, readonly string[]>> = {
  Asia: ['Asian', 'Asia-Pacific'],
  Europe: ['European'],
  'North America': ['North American', 'Pan-American'],
  'South America': ['Latin American', 'South American'],
  Africa: ['African', 'Pan-African'],
  Oceania: ['Australasian', 'Asia-Pacific', 'Pacific'],
};

export function regional(r: Random, c: Context): string {
  return r.pick(REGIONAL_ADJECTIVES[c.place.country.continent] ?? ['International']);
}

export function cityOr(c: Context, fallback: string): string {
  return c.city ?? fallback;
}
