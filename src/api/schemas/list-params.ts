/**
 * The parameters that take a comma-separated list of names (topic, subtopic) or of event types
 * (type): events with any of the values match (docs/api.md, Parameters). A format sent as a type
 * ("online", "virtual", "hybrid") is refused pointing to format.
 */
import { z } from 'zod';
import { EVENT_TYPES, type EventType } from '../../source/schema.js';
import { setting } from '../transport-names.js';
import { NAMES_LIST_MAX, nameParam } from './rules.js';
import { ownValue } from '../../util/own-value.js';

/** The one line the OpenAPI document gives on lists of names (topic, subtopic, type). */
export const LIST_LINE = 'Several values, comma-separated, match events with any of them.';

/** Names, comma-separated: each trimmed, once, at most NAMES_LIST_MAX. */
export function nameListParam() {
  return nameParam().transform((text, ctx) => {
    const names = [...new Set(text.split(',').map((name) => name.trim()))].filter((name) => name !== '');
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one value' });
    else if (names.length > NAMES_LIST_MAX) {
      ctx.addIssue({ code: 'custom', message: `must name at most ${NAMES_LIST_MAX} values` });
    }
    return names;
  });
}

/** Values sent as a type that are formats ("online", "virtual", "hybrid"): the format each means. */
const FORMAT_AS_TYPE: Readonly<Record<string, string>> = {
  online: 'online',
  virtual: 'online',
  remote: 'online',
  hybrid: 'hybrid',
  'in-person': 'in-person',
  onsite: 'in-person',
  'on-site': 'in-person',
  physical: 'in-person',
};
const TYPE_RULE = `must be one of ${EVENT_TYPES.join(', ')}, or a comma-separated list of them`;

/** Event types, comma-separated, any case; a format sent as a type is refused pointing to format. */
export const typeParam = nameParam().transform((text, ctx) => {
  const values = [
    ...new Set(
      text.split(',').map((value) =>
        value
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-'),
      ),
    ),
  ];
  const types: EventType[] = [];
  for (const value of values.filter((v) => v !== '')) {
    const format = ownValue(FORMAT_AS_TYPE, value);
    if (format !== undefined) {
      ctx.addIssue({ code: 'custom', message: `${TYPE_RULE}; ${value} is a format: use ${setting('format', format)}` });
      return z.NEVER;
    }
    if (!(EVENT_TYPES as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', message: TYPE_RULE });
      return z.NEVER;
    }
    types.push(value as EventType);
  }
  if (types.length === 0) ctx.addIssue({ code: 'custom', message: TYPE_RULE });
  return types;
});
