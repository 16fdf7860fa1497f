/** The synonym table (docs/api.md, Synonyms and related terms): the rules every entry keeps. */
import { describe, expect, it } from 'vitest';
import { expressionAt, expressionWords } from '../../src/text/expansions.js';
import { singular } from '../../src/text/inflection.js';
import { SYNONYMS } from '../../src/text/synonyms.js';

const key = (text: string) => expressionWords(text).map(singular).join(' ');

describe('the synonym table', () => {
  it('gives every entry a source, two ways of writing it, and words that are not all stop words', () => {
    for (const entry of SYNONYMS) {
      expect(entry.source.length, entry.same.join()).toBeGreaterThan(10);
      expect(entry.same.length, entry.same.join()).toBeGreaterThanOrEqual(2);
      for (const text of [...entry.same, ...(entry.related ?? [])]) {
        expect(expressionWords(text).length, text).toBeGreaterThan(0);
        expect(text, text).toBe(text.toLowerCase());
      }
    }
  });

  it('writes no expression twice in one entry, and each `same` expression in one entry only', () => {
    const owners = new Map<string, number>();
    for (const [i, entry] of SYNONYMS.entries()) {
      const keys = [...entry.same, ...(entry.related ?? [])].map(key);
      expect(new Set(keys).size, entry.same.join()).toBe(keys.length);
      for (const text of entry.same) {
        expect(owners.get(key(text)), text).toBeUndefined();
        owners.set(key(text), i);
      }
    }
  });

  it('covers the subjects assistants ask for', () => {
    const find = (q: string) => expressionAt(expressionWords(q), 0)?.expansions.map((words) => words.join(' '));
    expect(find('GNN')).toContain('graph neural network');
    expect(find('graph neural networks')).toEqual(['gnn', 'graph learning', 'graph representation learning']);
    expect(find('recommendation systems')).toEqual(['recommender system']);
    // A word written with a hyphen is the same written as one.
    expect(find('multi-agent')).toEqual(['multiagent']);
    expect(find('multiagent')).toEqual(['multi agent']);
    expect(find('ML')).toContain('machine learning');
    expect(find('machine learning')).toContain('ml');
    expect(find('NLP')).toContain('natural language processing');
    expect(find('CV')).toContain('computer vision');
    expect(find('HCI')).toContain('human computer interaction');
    expect(find('IR')).toContain('information retrieval');
    expect(find('c++')).toEqual(['cpp', 'cplusplus']);
    expect(find('cpp')).toContain('c++');
    expect(find('KDD')).toContain('data mining');
    expect(find('HPC')).toEqual(['high performance computing', 'parallel computing', 'supercomputing']);
    expect(find('medical imaging')).toEqual(['medical image']);
    expect(find('computational biology')).toEqual(['bioinformatics']);
    expect(find('data management')).toEqual(['database management', 'database systems', 'database']);
    // "conferences on database systems": SIGMOD and VLDB, filed under Databases, not only PODS.
    expect(find('database systems')).toEqual(['data management', 'database management', 'database']);
    expect(find('distributed systems')).toEqual(['distributed computing']);
    expect(find('theoretical computer science')).toEqual(['theory computation', 'theory computing']);
    expect(find('theory of computing')).toEqual(['theoretical computer science', 'theory computation']);
    // "top venues in theoretical machine learning": COLT and ALT, venues of learning theory.
    expect(find('theoretical machine learning')).toEqual(['learning theory', 'machine learning theory']);
    expect(find('distributed ledger')).toEqual(['blockchain']);
    // The field's top venues name it "Computer and Communications Security", "Security and Privacy".
    expect(find('information security')).toEqual(['infosec', 'computer security', 'security privacy']);
    expect(find('LLMs')).toEqual(['large language model', 'language modeling']);
    // Networking is the field of computer networks, not every network (neural networks, IJCNN).
    expect(find('networking')).toEqual(['computer networking', 'computer network']);
    expect(find('network')).toBeUndefined();
    expect(find('computer networks')).toBeUndefined();
  });

  it('takes the longest expression at a word, and related terms one way only', () => {
    const words = expressionWords('graph neural networks in Europe');
    expect(expressionAt(words, 0)?.length).toBe(3);
    expect(expressionAt(expressionWords('graph learning'), 0)).toBeUndefined();
    expect(expressionAt(expressionWords('deep learning'), 0)?.expansions).toEqual([['dl']]);
  });
});

describe('the cost of an expansion (docs/api.md, Synonyms and related terms)', () => {
  it('is at most 3 other ways of at most 4 words each', () => {
    for (const entry of SYNONYMS) {
      for (const text of entry.same) {
        const found = expressionAt(expressionWords(text), 0)!;
        expect(found.length, text).toBe(expressionWords(text).length);
        expect(found.expansions.length, text).toBeLessThanOrEqual(3);
        for (const words of found.expansions) expect(words.length, text).toBeLessThanOrEqual(4);
      }
    }
  });
});
