/**
 * A check of JSON-LD against the schema.org vocabulary (a subset of its release file, in
 * test/fixtures/schemas): every node's type is a class of it, every property is one whose domain
 * holds the node's type or a superclass of it, and every value is of a type of its range: a node of
 * a class in the range (or a subclass), an enumeration member of such a class by its URL, or text,
 * a URL, a Date or a DateTime as ISO 8601 writes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';

interface Vocabulary {
  classes: Record<string, string[]>;
  properties: Record<string, { domain: string[]; range: string[] }>;
  members: Record<string, string>;
}

const VOCABULARY = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'test', 'fixtures', 'schemas', 'schema-org-vocabulary.json'), 'utf8'),
) as Vocabulary;
const SCHEMA = 'https://schema.org/';

/** The class and every superclass of it. */
function lineage(type: string): string[] {
  const seen = [type];
  for (let i = 0; i < seen.length; i++) {
    for (const parent of VOCABULARY.classes[seen[i]!] ?? []) if (!seen.includes(parent)) seen.push(parent);
  }
  return seen;
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a text value is of one of the range's types. */
function textFits(value: string, range: readonly string[]): boolean {
  if (value.startsWith(SCHEMA)) {
    const member = VOCABULARY.members[value.slice(SCHEMA.length)];
    if (member !== undefined && range.some((type) => lineage(member).includes(type))) return true;
  }
  if (range.includes('Text')) return true;
  if (range.includes('URL') && /^https?:\/\/\S+$/.test(value)) return true;
  if (range.includes('Date') && DATE.test(value)) return true;
  return range.includes('DateTime') && DATE_TIME.test(value);
}

/** The problems of `node` (a JSON-LD object) and its nested nodes; none when it is valid. */
export function schemaOrgProblems(node: Record<string, unknown>, path = '$'): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !(type in VOCABULARY.classes)) return [`${path}: unknown @type ${String(type)}`];
  const types = lineage(type);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const property = VOCABULARY.properties[key];
    if (property === undefined || !property.domain.some((domain) => types.includes(domain))) {
      problems.push(`${path}.${key}: not a property of ${type}`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') {
        if (!textFits(item, property.range)) problems.push(`${path}.${key}: "${item}" is not a ${property.range}`);
      } else if (item !== null && typeof item === 'object') {
        const child = item as Record<string, unknown>;
        const childType = String(child['@type']);
        if (!property.range.some((range) => lineage(childType).includes(range))) {
          problems.push(`${path}.${key}: a ${childType} is not a ${property.range}`);
        }
        problems.push(...schemaOrgProblems(child, `${path}.${key}`));
      } else problems.push(`${path}.${key}: ${JSON.stringify(item)} is not a value schema.org takes`);
    }
  }
  return problems;
}
