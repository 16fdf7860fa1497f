/**
 * Journals (docs/importers.md, Journals): every importer's records of a journal's call are left
 * out, each noted `record_left_out`, by the one rule of src/source/journals.ts.
 */
import { journalCall } from '../source/journals.js';
import type { FormatResult, ImportNote } from './record.js';

/** An importer's result without the records that are a journal's call, each noted and counted as left out. */
export function leaveOutJournals(result: FormatResult): FormatResult {
  const notes: ImportNote[] = [];
  const events = result.events.filter((event) => {
    const why = journalCall(event);
    if (why === null) return true;
    const value = event.acronym ?? event.name;
    notes.push({ source: result.format, recordId: event.source.recordId, code: 'record_left_out', value, detail: why });
    return false;
  });
  if (notes.length === 0) return result;
  return { ...result, events, notes: [...result.notes, ...notes], leftOut: (result.leftOut ?? 0) + notes.length };
}
