/**
 * The labels the trackers give their deadlines, read from the checkouts an import read (its report
 * names them), for the figures of tools/import-figures.ts: each record's rounds, by the record's id
 * as the source rows keep it (`src/data/conferences/chi.yml#chi27`, ccf-deadlines' `chi27`), with
 * the due day and what the label says of the round.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { callsForNewPapers, labelTrack, readDeadlineLabel } from '../../src/source/deadline-labels.js';

export interface RawRound {
  /** YYYY-MM-DD. */
  day: string;
  label: string;
  /** Whether the label calls for new papers of the edition (false: a revision, a poster, ...); null for no deadline. */
  newPapers: boolean | null;
}

const yamlOf = (path: string): unknown => {
  try {
    return parse(readFileSync(path, 'utf8'), { schema: 'core', uniqueKeys: false });
  } catch {
    return null;
  }
};
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((one) => one !== null && typeof one === 'object') : [];
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function add(rounds: Map<string, RawRound[]>, id: string, round: RawRound): void {
  const known = rounds.get(id) ?? [];
  if (!known.some((one) => one.day === round.day && one.label === round.label)) known.push(round);
  rounds.set(id, known);
}

/** The Hugging Face layout's deadlines list: `type`, `label`, `date`. */
function readFamily(root: string, rounds: Map<string, RawRound[]>): void {
  const folder = join(root, 'src', 'data', 'conferences');
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))) {
    for (const conf of list(yamlOf(join(folder, file)))) {
      const id = text(conf.id);
      if (id === null) continue;
      for (const entry of list(conf.deadlines)) {
        const [label, date] = [text(entry.label), text(entry.date)];
        if (label === null || date === null) continue;
        const reading = readDeadlineLabel(label, text(entry.type));
        add(rounds, `src/data/conferences/${file}#${id}`, {
          day: date.slice(0, 10),
          label,
          newPapers: reading.skipped !== null ? null : callsForNewPapers(reading),
        });
      }
    }
  }
}

/** ccf-deadlines' timelines: each entry's `comment` labels its deadlines. */
function readCcf(root: string, rounds: Map<string, RawRound[]>): void {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.ya?ml$/.test(name) ? [path] : [];
    });
  const folder = join(root, 'conference');
  if (!existsSync(folder)) return;
  for (const path of walk(folder)) {
    for (const series of list(yamlOf(path))) {
      for (const conf of list(series.confs)) {
        const id = text(conf.id);
        for (const entry of list(conf.timeline)) {
          const comment = text(entry.comment);
          if (id === null || comment === null) continue;
          for (const key of ['abstract_deadline', 'deadline']) {
            const due = text(entry[key]);
            if (due === null) continue;
            const kind = key === 'deadline' ? 'paper' : 'abstract';
            add(rounds, id, {
              day: due.slice(0, 10),
              label: comment,
              newPapers: labelTrack(comment, kind, [], false) === null,
            });
          }
        }
      }
    }
  }
}

/** Every labelled round of the sources an import read, by record id. */
export function rawRounds(sources: readonly { format: string; path: string }[]): Map<string, RawRound[]> {
  const rounds = new Map<string, RawRound[]>();
  for (const { format, path } of sources) {
    if (format === 'ai-deadlines') readFamily(path, rounds);
    else if (format === 'ccf-deadlines') readCcf(path, rounds);
  }
  return rounds;
}
