/**
 * The fields a venue's own name names (src/import/field-words.ts, docs/importers.md, Subjects), on
 * the full names the public trackers give.
 */
import { describe, expect, it } from 'vitest';
import { fieldsNamed, namedKeys } from '../../src/import/field-words.js';

describe("the fields a venue's name names", () => {
  it('reads the field each name says, as the directory names it', () => {
    expect(fieldsNamed('USENIX Symposium on Operating Systems Design and Implementation')).toEqual([
      'Operating Systems',
    ]);
    expect(fieldsNamed('ACM SIGPLAN Conference on Programming Language Design & Implementation')).toEqual([
      'Programming Languages',
    ]);
    expect(fieldsNamed('ACM Conference on Management of Data')).toEqual(['Databases']);
    expect(fieldsNamed('International Conference on Research on Development in Information Retrieval')).toEqual([
      'Information Retrieval',
    ]);
    expect(fieldsNamed('International World Wide Web Conferences')).toEqual(['Information Retrieval']);
    expect(fieldsNamed('ACM International Joint Conference on Pervasive and Ubiquitous Computing')).toEqual([
      'Ubiquitous Computing',
    ]);
    expect(fieldsNamed('IEEE International Conference on Acoustics, Speech, and Signal Processing')).toEqual([
      'Speech Processing',
      'Signal Processing',
    ]);
  });

  it('reads a phrase once: "Knowledge Discovery in Databases" is Data Mining, "Fast Software Encryption" Cryptography', () => {
    expect(
      fieldsNamed(
        'European Conference on Machine Learning and 25th Principles and Practice of Knowledge Discovery in Databases',
      ),
    ).toEqual(['Data Mining', 'Machine Learning', 'Artificial Intelligence']);
    expect(fieldsNamed('Fast Software Encryption')).toEqual(['Cryptography', 'Cybersecurity']);
    expect(fieldsNamed('USENIX Symposium on Networked Systems Design and Implementation')).toContain(
      'Computer Networks',
    );
  });

  it('names several fields of a name that holds several, and the wider field of a narrower one', () => {
    expect(
      fieldsNamed('International Conference on Architectural Support for Programming Languages and Operating Systems'),
    ).toEqual(['Operating Systems', 'Computer Architecture', 'Programming Languages']);
    expect(fieldsNamed('IEEE/CVF Conference on Computer Vision and Pattern Recognition')).toEqual([
      'Computer Vision',
      'Artificial Intelligence',
    ]);
    expect(fieldsNamed('ACM Conference on Computer Supported Cooperative Work and Social Computing')).toEqual([
      'Computer-Supported Cooperative Work',
      'Human-Computer Interaction',
      'Computational Social Science',
    ]);
  });

  it('names nothing of a name that says no field', () => {
    expect(fieldsNamed('Hawaii International Conference on System Sciences')).toEqual([]);
    expect(fieldsNamed('Conference on Web and Internet Economics')).toEqual([]);
    expect(fieldsNamed('')).toEqual([]);
  });

  it("supports the other spellings trackers give a field it names (SIGIR's Web Search)", () => {
    const keys = namedKeys('International ACM SIGIR Conference on Research and Development in Information Retrieval');
    expect([...keys].sort()).toEqual(['information retrieval', 'retrieval', 'web search']);
  });

  it('reads a hostile name of a megabyte in bounded time, only its start', () => {
    const started = performance.now();
    expect(fieldsNamed(`${'data '.repeat(200_000)}mining`, 'x'.repeat(1_000_000))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
