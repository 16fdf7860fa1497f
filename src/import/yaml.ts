/**
 * A tracker's YAML file read record by record (docs/importers.md, Files): without date typing (the
 * core schema: `2026-02-29` stays a text, so that it refuses its record, not the file), and with a
 * fault kept to the record that holds it. A key written twice ("year" twice in one edition) or a
 * line the parser cannot read inside one item of the file's list refuses that item alone; the other
 * items are read. Jekyll's parser takes the last of two keys; a source should not have to guess.
 * Merge keys (`<<: *base`, YAML 1.1, which Jekyll's parser reads) are read: an item's own keys win,
 * then those of the first map merged; a merge of what is no map refuses its item.
 * A fault outside every item refuses the file.
 */
import { isMap, isSeq, type Node, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

/** The largest YAML file read: about 5 times the largest public tracker's (220 KiB); parsing costs about 5 s and 250 MB per MiB. */
export const MAX_YAML_BYTES = 1024 * 1024;

/** An item of a file's list that cannot be read, and why. */
export class BrokenItem {
  constructor(readonly reason: string) {}
}

/** Why a YAML text cannot be read at all. */
class YamlRefused extends Error {}

/** The line of an offset of a text, counted from 1. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/**
 * The list a file holds: the document itself, or the list under its one key (`conferences:`, as
 * some trackers of the family write it), each with its items; null when the document holds none.
 */
function listOf(contents: Node | null): YAMLSeq | null {
  if (isSeq(contents)) return contents;
  if (!isMap(contents)) return null;
  const lists = contents.items.filter((pair) => isSeq(pair.value));
  return lists.length === 1 ? (lists[0]!.value as YAMLSeq) : null;
}

/**
 * The plain value of a YAML text, each item of its list that holds a fault replaced by a BrokenItem;
 * throws YamlRefused when a fault is outside every item or the text is no YAML.
 */
export function readYamlText(text: string): unknown {
  const doc = parseDocument(text, { schema: 'core', merge: true, uniqueKeys: true, prettyErrors: false });
  const list = listOf(doc.contents);
  const broken = new Map<number, string>();
  for (const error of doc.errors) {
    const at = error.pos[0];
    const index = list?.items.findIndex((item) => {
      const range = (item as Node).range;
      return range !== null && range !== undefined && range[0] <= at && at <= range[2];
    });
    const line = lineAt(text, at);
    if (index === undefined || index === -1) {
      throw new YamlRefused(
        `${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')} (line ${line})`,
      );
    }
    if (broken.has(index)) continue;
    broken.set(
      index,
      error.code === 'DUPLICATE_KEY'
        ? `a key written twice (line ${line})`
        : `YAML that cannot be read (line ${line}: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')})`,
    );
  }
  if (broken.size === 0) {
    try {
      return doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // A merge of what is no map, or too many aliases: the item that holds it, below.
      if (list === null) throw new YamlRefused((error as Error).message.split('\n')[0]!);
    }
  }
  const items = list!.items.map((item, index) => {
    const reason = broken.get(index);
    if (reason !== undefined) return new BrokenItem(reason);
    try {
      return (item as Node).toJS(doc, { maxAliasCount: 100 });
    } catch (error) {
      const line = lineAt(text, (item as Node).range?.[0] ?? 0);
      return new BrokenItem(`YAML that cannot be read (line ${line}: ${(error as Error).message.split('\n')[0]})`);
    }
  });
  if (isSeq(doc.contents)) return items;
  // The list under its key: the other keys as read, the list with its broken items.
  const value: Record<string, unknown> = {};
  for (const pair of (doc.contents as YAMLMap).items) {
    const key = String((pair.key as Node | null)?.toJS(doc) ?? '');
    value[key] = pair.value === list ? items : ((pair.value as Node | null)?.toJS(doc, { maxAliasCount: 100 }) ?? null);
  }
  return value;
}
