import { describe, expect, it } from 'vitest';
import {
  acronymInName,
  acronymKey,
  disagreesWithName,
  seriesAcronymKey,
  seriesKey,
  splitAcronym,
  titleAcronym,
} from '../../src/source/acronym.js';

describe('the bare acronym of an edition', () => {
  it.each([
    ['ICML 2027', 'ICML', 2027],
    ["ICML'27", 'ICML', 27],
    ['ICML ’27', 'ICML', 27],
    ['ICML-2027', 'ICML', 2027],
    ['NeurIPS_2027', 'NeurIPS', 2027],
    ['ICML, 2027', 'ICML', 2027],
    ['ICML2027', 'ICML', 2027],
    ['2027 ICML', 'ICML', 2027],
    ['SIGMOD 2026', 'SIGMOD', 2026],
    ['ICML (2027)', 'ICML', 2027],
    ['3rd ICML', 'ICML', null],
    ['ICML 44th 2027', 'ICML', 2027],
    ['C++Now 2027', 'C++Now', 2027],
    ['IEEE S&P 2027', 'IEEE S&P', 2027],
    ['3DV 2027', '3DV', 2027],
    ['Y2K 2027', 'Y2K', 2027],
    ['ICML', 'ICML', null],
    ['2027', null, 2027],
  ])('%s gives %s', (text, bare, year) => {
    expect(splitAcronym(text)).toEqual({ bare, year });
  });

  it('is looked up folded, symbols kept', () => {
    expect(acronymKey('NeurIPS')).toBe('neurips');
    expect(acronymKey('Ünï  Conf')).toBe('uni conf');
    expect(acronymKey('C++Now')).not.toBe(acronymKey('CNow'));
  });
});

describe('series keys', () => {
  it('fold case and diacritics and join words with "-"', () => {
    expect(seriesKey('ICML')).toBe('icml');
    expect(seriesKey(' Euro  S&P ')).toBe('euro-s&p');
    expect(seriesKey('Ünï')).toBe('uni');
  });
});

describe('the acronym a name gives in parentheses', () => {
  it('is the last parenthesized acronym with a year', () => {
    expect(acronymInName('International Conference on Machine Learning (ICML 2026)')?.text).toBe('ICML 2026');
    expect(acronymInName('Security (EuroS&P 2026) (Virtual)')?.text).toBe('EuroS&P 2026');
  });

  it('is none for parentheses without a year or without an acronym', () => {
    expect(acronymInName('Workshop (ICML)')).toBeNull();
    expect(acronymInName('Workshop (held online in 2026)')).toBeNull();
    expect(acronymInName('Summit (Part of the Big Data Week 2026)')).toBeNull();
  });

  it('disagrees with an acronym of another series or year, two-digit years read as their century', () => {
    const name = splitAcronym('ICML 2027');
    expect(disagreesWithName(splitAcronym("ICML'27"), name)).toBe(false);
    expect(disagreesWithName(splitAcronym('icml 2027'), name)).toBe(false);
    expect(disagreesWithName(splitAcronym('ICML'), name)).toBe(false);
    expect(disagreesWithName(splitAcronym('ICML 2026'), name)).toBe(true);
    expect(disagreesWithName(splitAcronym('ICLR 2027'), name)).toBe(true);
  });
});

describe('seriesAcronymKey', () => {
  it('is one key for the names one series goes by', () => {
    expect(seriesAcronymKey('ACM SIGMOD+PODS (SIGMOD)')).toBe('sigmod');
    expect(seriesAcronymKey('SIGMOD/PODS')).toBe('sigmod');
    expect(seriesAcronymKey('SIGMOD')).toBe('sigmod');
    expect(seriesAcronymKey('IEEE CSF')).toBe(seriesAcronymKey('CSFW'));
    expect(seriesAcronymKey('SIGOPS ATC')).toBe('atc');
    expect(seriesAcronymKey('USENIX ATC')).toBe('atc');
    expect(seriesAcronymKey('PoPETS')).toBe('pets');
    expect(seriesAcronymKey('ESEC/FSE')).toBe('fse');
    expect(seriesAcronymKey('ACM ASIACCS')).toBe('asiaccs');
    expect(seriesAcronymKey('ACMMM')).toBe(seriesAcronymKey('ACM MM'));
    expect(seriesAcronymKey('ACM Multimedia')).toBe(seriesAcronymKey('ACM MM'));
    expect(seriesAcronymKey('CT-RSAC')).toBe(seriesAcronymKey('CT-RSA'));
    expect(seriesAcronymKey('The Web Conference')).toBe(seriesAcronymKey('WWW'));
    expect(seriesAcronymKey('IJCAI-ECAI')).toBe('ijcai');
    expect(seriesAcronymKey('IJCAI-PRICAI')).toBe('ijcai');
    expect(seriesAcronymKey('ACM SIGKDD')).toBe(seriesAcronymKey('KDD'));
  });

  it('keeps apart series that only share letters', () => {
    expect(seriesAcronymKey('AsiaCCS')).not.toBe(seriesAcronymKey('CCS'));
    expect(seriesAcronymKey('SIGIR')).toBe('sigir');
    expect(seriesAcronymKey('IEEE S&P (Oakland)')).toBe('s&p');
    expect(seriesAcronymKey('ACML')).not.toBe(seriesAcronymKey('ACM L'));
  });
});

describe('the acronym of a title that also writes its long name', () => {
  it.each([
    [
      'CLPSC (Cybersecurity Law and Policy Scholars Conference)',
      'CLPSC',
      'Cybersecurity Law and Policy Scholars Conference',
    ],
    [
      'LSRAI (Legal Scholars Roundtable on Artificial Intelligence)',
      'LSRAI',
      'Legal Scholars Roundtable on Artificial Intelligence',
    ],
    ['IPIRA (Eighth IP and Innovation Researchers of Asia)', 'IPIRA', 'Eighth IP and Innovation Researchers of Asia'],
    [
      'IP/LaP (Intellectual Property Law and Philosophy Workshop)',
      'IP/LaP',
      'Intellectual Property Law and Philosophy Workshop',
    ],
    ['Conference on Empirical Legal Studies (CELS)', 'CELS', 'Conference on Empirical Legal Studies (CELS)'],
    ['Mid-Atlantic Patent Works-in-Progress (MAPWIP)', 'MAPWIP', 'Mid-Atlantic Patent Works-in-Progress (MAPWIP)'],
    ['Egocentric Vision (EgoVis) Workshop', 'EgoVis', 'Egocentric Vision (EgoVis) Workshop'],
    [
      'Re-Imagining Cryptography and Privacy (ReCAP) Workshop',
      'ReCAP',
      'Re-Imagining Cryptography and Privacy (ReCAP) Workshop',
    ],
    [
      'The Abu Dhabi International Petroleum Exhibition & Conference (ADIPEC)',
      'ADIPEC',
      'The Abu Dhabi International Petroleum Exhibition & Conference (ADIPEC)',
    ],
    ['ACM SIGMOD+PODS (PODS)', 'PODS', 'ACM SIGMOD+PODS (PODS)'],
    ['Ubicomp/ISWC (ISWC)', 'ISWC', 'Ubicomp/ISWC (ISWC)'],
  ])('%s gives %s', (title, acronym, name) => {
    expect(titleAcronym(title)).toEqual({ acronym, name });
  });

  it.each([
    // A host, a round, a track, a nickname: the title stays as it is.
    'AI and Open Government Workshop (ICAIL)',
    'Law and Technology Workshop (AALS)',
    'Trevor Bench-Capon Doctoral Consortium (ICAIL)',
    'CSCW (July cycle)',
    'EICS PACM (Round 2)',
    'ISMAR (Journal Papers)',
    'Ubicomp/ISWC (IMWUT Issue 1)',
    'S&P (Oakland)',
    'ACM SIGMOD+PODS (VLDB)',
    'Law and Technology Workshop (Spring—monthly)',
    // Letters the long name does not start ("WIP"), two parts, none, an acronym alone.
    'CLICWIP (Northeastern Center for Law, Information and Creativity)',
    'First Annual Hoover Institution (Stanford) / ASU Law (Aspiring) Workshop',
    'International Conference on Machine Learning',
    'ICML',
    '',
  ])('%s gives none', (title) => {
    expect(titleAcronym(title)).toBeNull();
  });

  // Without the bounds and the memo, the last of these tries more ways than any test could wait for.
  it('answers a hostile title: a long run of words, and letters that almost abbreviate them', () => {
    const words = Array.from({ length: 5000 }, () => 'a').join(' ');
    expect(titleAcronym(`AAAAAAAAAAAAAAAB (${words})`)).toBeNull();
    expect(titleAcronym(`${words} (AAAAAAAAAAAAAAAB)`)).toBeNull();
    const twentyFour = Array.from({ length: 24 }, () => 'aaaaaaaaaaaaaaaa').join(' ');
    expect(titleAcronym(`AAAAAAAAAAAAAAAB (${twentyFour})`)).toBeNull();
    // Long runs of spaces and capitals, with and without a parenthesis: read in one pass.
    const spaces = ' '.repeat(200_000);
    expect(titleAcronym(`A${spaces}B`)).toBeNull();
    expect(titleAcronym(`A${spaces}(B${spaces}C)${spaces}`)).toBeNull();
    expect(titleAcronym(`(${'A'.repeat(200_000)})`)).toBeNull();
    expect(titleAcronym(`${'AB+'.repeat(100_000)} (AB)`)?.acronym).toBe('AB');
  });
});
