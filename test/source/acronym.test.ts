import { describe, expect, it } from 'vitest';
import {
  acronymInName,
  acronymKey,
  disagreesWithName,
  seriesAcronymKey,
  seriesKey,
  splitAcronym,
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
  });

  it('keeps apart series that only share letters', () => {
    expect(seriesAcronymKey('AsiaCCS')).not.toBe(seriesAcronymKey('CCS'));
    expect(seriesAcronymKey('SIGKDD')).toBe('sigkdd');
    expect(seriesAcronymKey('IEEE S&P (Oakland)')).toBe('s&p');
  });
});
