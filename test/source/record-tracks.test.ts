/**
 * A record that is one track of an edition (docs/importers.md, Tracks), as the public trackers
 * write it: by its acronym (a track's words anywhere, glued in camel case, a track's code after a
 * hyphen with the track named last in the name), or by the last part of its name set off from the rest.
 */
import { describe, expect, it } from 'vitest';
import { recordTrack } from '../../src/source/record-tracks.js';

const SEAMS = 'International Conference on Software Engineering for Adaptive and Self-Managing Systems';
const EASE = 'The International Conference on Evaluation and Assessment in Software Engineering';

describe('a record that is a track of its edition', () => {
  it.each([
    ['EMNLP 2025 Industry Track', 'EMNLP 2025 Industry Track', 'Industry Track', 'EMNLP', null],
    ['EMNLP (Industry Track) 2025', 'EMNLP (Industry Track)', 'Industry Track', 'EMNLP', 'EMNLP'],
    [
      'EMNLPSystemDemonstrationsTrack 2025',
      'The annual Conference on Empirical Methods in Natural Language Processing (System Demonstrations Track)',
      'Demos',
      'EMNLP',
      'The annual Conference on Empirical Methods in Natural Language Processing',
    ],
    ['SEAMS-JF 2026', `${SEAMS} - Journal First Track`, 'Journal First', 'SEAMS', SEAMS],
    ['SEAMS 2027', `${SEAMS}- Research Track`, 'Research Track', 'SEAMS', SEAMS],
    ['RE-PTD 2026', 'Requirements Engineering - Posters and Tool Demos', 'Posters', 'RE', 'Requirements Engineering'],
    // "Research Papers" is the edition's own call; the acronym in parentheses keeps its closing one.
    ['EASE-RP 2027', `${EASE} (EASE) - Research Papers`, 'Research Track', 'EASE', `${EASE} (EASE)`],
    ['EASE-IP 2027', `${EASE} (EASE) - Industry Papers`, 'Industry Track', 'EASE', `${EASE} (EASE)`],
    [
      'MSR 2027',
      'Mining Software Repositories - Technical Papers',
      'Research Track',
      'MSR',
      'Mining Software Repositories',
    ],
    [
      'AIware 2026',
      'International Conference on AIware - Main Track',
      'Research Track',
      'AIware',
      'International Conference on AIware',
    ],
    [
      'ICDE Industry & Application 2026',
      'IEEE ICDE - Industry and Application Track',
      'Industry Track',
      'ICDE',
      'IEEE ICDE',
    ],
    ['CIKM Demo/Resource 2025', 'ACM CIKM - Demo & Resource Papers', 'Demos', 'CIKM', 'ACM CIKM'],
    ['Doctoral Symposium at ACM CCS 2026', "ACM CCS'26 Doctoral Symposium", 'Doctoral Symposium', 'ACM CCS', null],
    [
      'Trevor Bench-Capon Doctoral Consortium (ICAIL) 2026',
      'Trevor Bench-Capon Doctoral Consortium | International Conference on Artificial Intelligence and Law',
      'Doctoral Symposium',
      'ICAIL',
      'International Conference on Artificial Intelligence and Law',
    ],
  ])('%s (%s) is the track %s of %s', (acronym, name, track, base, edition) => {
    expect(recordTrack(acronym, name)).toMatchObject({ track, base, name: edition });
  });

  it.each([
    ['EMNLP 2025', 'Conference on Empirical Methods in Natural Language Processing'],
    ['TOOLS 2025', 'International Conference on Objects Models Components Patterns'],
    ['FL4Industry 2026', 'Workshop on Federated Learning for Industry'],
    ['SETTA 2026', 'Symposium on Dependable Software Engineering - Theories, Tools and Applications'],
    ['INDIN 2025', 'IEEE International Conference on Industrial Informatics'],
    ['LCTES 2024', 'International Conference on Languages, Compilers and Tools for Embedded Systems'],
    [null, 'Industry'],
  ])('%s (%s) is no track', (acronym, name) => {
    expect(recordTrack(acronym, name)).toBeNull();
  });

  it('keeps the acronym as written beside the base a track code came off ("ECML-PKDD" may be an edition)', () => {
    expect(recordTrack('ECML-PKDD 2026', 'ECML PKDD (Industry Track)')).toEqual({
      track: 'Industry Track',
      base: 'ECML',
      name: 'ECML PKDD',
      written: 'ECML-PKDD',
    });
  });
});
