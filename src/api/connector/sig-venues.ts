/**
 * ACM's special interest groups named for their conferences (docs/api.md, Connector tools):
 * "SIGCHI conferences in 2027" asks for CHI, CSCW, UIST and the others SIGCHI sponsors. No tracker
 * gives a conference's sponsors, so the groups and their flagship conferences are listed here by
 * hand; read as an acronym, "SIGCHI" was SIGCSE, two letters off. A group whose name is the acronym
 * of events of the data (SIGMOD, SIGIR, SIGCOMM, SIGKDD: conferences of their own) is that acronym.
 */
import { acronymEvents, type SnapshotIndex } from '../../search/index.js';
import type { AcronymRead } from './acronym-words.js';
import { spanText, type Token } from './tokens.js';

/** Each group, as ACM writes it, and the conferences it sponsors or co-sponsors, the flagship first. */
const SIG_VENUES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    SIGACCESS: ['ASSETS'],
    SIGACT: ['STOC', 'SODA', 'PODC', 'SPAA'],
    SIGARCH: ['ISCA', 'ASPLOS', 'ICS', 'SPAA'],
    SIGBED: ['EMSOFT', 'ICCPS', 'HSCC'],
    SIGCHI: ['CHI', 'CSCW', 'UIST', 'DIS', 'IUI', 'RecSys', 'MobileHCI', 'TEI'],
    SIGDA: ['DAC', 'ICCAD', 'ISPD', 'FPGA', 'GLSVLSI', 'ISLPED'],
    SIGecom: ['EC'],
    SIGEVO: ['GECCO', 'FOGA'],
    SIGLOG: ['LICS'],
    SIGMICRO: ['MICRO', 'CGO'],
    SIGMM: ['ACM MM', 'ICMR', 'MMSys'],
    SIGMOBILE: ['MobiCom', 'MobiSys', 'SenSys', 'MobiHoc', 'UbiComp'],
    SIGOPS: ['SOSP', 'EuroSys', 'SoCC', 'PODC', 'APSys', 'HotOS'],
    SIGPLAN: ['PLDI', 'POPL', 'OOPSLA', 'ICFP', 'PPoPP', 'CGO'],
    SIGSAC: ['CCS', 'AsiaCCS', 'CODASPY', 'WiSec', 'SACMAT'],
    SIGWEB: ['WSDM', 'CIKM', 'JCDL', 'DocEng'],
  }).map(([group, venues]) => [group.toLowerCase(), [group, ...venues]]),
);

/** The groups listed, as written (docs/api.md names them). */
export const SIG_GROUPS: readonly string[] = [...SIG_VENUES.values()].map(([group]) => group!);

/**
 * The conferences of the group named at `at` that the data has, read into `found` as its acronyms
 * with the note that says them; how many words name the group, 0 when no group of the list is named
 * there, or its name is (or begins) an acronym of the data's events, or the data has none of its
 * conferences.
 */
export function readSigVenues(
  index: SnapshotIndex,
  tokens: readonly Token[],
  at: number,
  found: { acronyms: { acronym: AcronymRead; at: number }[]; notes: string[] },
): number {
  // "ACM SIGCHI": the group, ACM's name no word of q.
  const length = tokens[at]!.word === 'acm' && SIG_VENUES.has(tokens[at + 1]?.word ?? '') ? 2 : 1;
  const token = tokens[at + length - 1]!;
  const [group, ...venues] = SIG_VENUES.get(token.word) ?? [];
  // "SIGOPS ATC": an acronym of the data that starts with the group's name is that acronym.
  const spans = [1, 2, 3].map((words) => spanText(tokens, at + length - 1, words));
  if (group === undefined || spans.some((span) => acronymEvents(index, span) > 0)) return 0;
  const known = venues.filter((venue) => acronymEvents(index, venue) > 0);
  if (known.length === 0) return 0;
  for (const bare of known) found.acronyms.push({ acronym: { length: 1, bare, year: null, known: true }, at });
  found.notes.push(`"${token.text}": the conferences ACM ${group} sponsors, ${known.join(', ')}`);
  return length;
}
