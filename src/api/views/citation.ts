/**
 * The URL a result is cited with (docs/api.md, Event pages and citations), made in one place for
 * every answer that gives one: the edition's own website when the data has one, else the edition's
 * page on this service, which needs no key. Never an API URL: a person clicks a citation without
 * one.
 */
import { editionWebsite, eventPosition, type SnapshotIndex } from '../../search/index.js';

/** Where the edition pages are served: `<PUBLIC_BASE_URL>/events/<id>`. */
export const EVENT_PAGE_PREFIX = '/events';

/** The edition's page on this service, under PUBLIC_BASE_URL (a bare path without one). */
export function eventPageUrl(publicBaseUrl: string | undefined, id: number): string {
  return `${publicBaseUrl ?? ''}${EVENT_PAGE_PREFIX}/${id}`;
}

/**
 * The citation URL of the event with public id `id`: its website when that is the edition's own
 * (not a series' home page), else its page on this service. EventNotFoundError for an unknown id.
 */
export function citationUrl(index: SnapshotIndex, id: number, publicBaseUrl: string | undefined): string {
  return editionWebsite(index, eventPosition(index, id)) ?? eventPageUrl(publicBaseUrl, id);
}
