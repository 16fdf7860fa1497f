/**
 * Named event series of the demo data: well-known series that people search by their short form
 * ("ICML", "NeurIPS"), and programming-language events whose names hold symbols ("C++", "C#",
 * ".NET", "F#").
 */

/** A series by its full name and the short form its acronym is written with. */
export interface KnownSeries {
  readonly name: string;
  readonly short: string;
}

/** Known series per sub-topic name of the vocabulary; most short forms are the initials of the name. */
export const KNOWN_SERIES: Readonly<Record<string, readonly KnownSeries[]>> = {
  'Machine Learning': [
    { name: 'International Conference on Machine Learning', short: 'ICML' },
    { name: 'Conference on Neural Information Processing Systems', short: 'NeurIPS' },
    { name: 'International Conference on Learning Representations', short: 'ICLR' },
  ],
  'Computer Vision': [
    { name: 'Conference on Computer Vision and Pattern Recognition', short: 'CVPR' },
    { name: 'International Conference on Computer Vision', short: 'ICCV' },
    { name: 'European Conference on Computer Vision', short: 'ECCV' },
  ],
  'Artificial Intelligence': [
    { name: 'AAAI Conference on Artificial Intelligence', short: 'AAAI' },
    { name: 'International Joint Conference on Artificial Intelligence', short: 'IJCAI' },
  ],
  'Natural Language Processing': [
    { name: 'Annual Meeting of the Association for Computational Linguistics', short: 'ACL' },
    { name: 'Conference on Empirical Methods in Natural Language Processing', short: 'EMNLP' },
  ],
  Databases: [
    { name: 'International Conference on Very Large Data Bases', short: 'VLDB' },
    { name: 'International Conference on Management of Data', short: 'SIGMOD' },
  ],
  'Software Engineering': [{ name: 'International Conference on Software Engineering', short: 'ICSE' }],
  'Human-Computer Interaction': [{ name: 'Conference on Human Factors in Computing Systems', short: 'CHI' }],
  Cybersecurity: [{ name: 'Conference on Computer and Communications Security', short: 'CCS' }],
  'Distributed Systems': [{ name: 'Symposium on Operating Systems Principles', short: 'SOSP' }],
  'Computer Networks': [{ name: 'International Conference on Computer Communications', short: 'INFOCOM' }],
  'Data Science': [{ name: 'Conference on Knowledge Discovery and Data Mining', short: 'KDD' }],
  'Quantum Computing': [{ name: 'Conference on Quantum Information Processing', short: 'QIP' }],
  Robotics: [{ name: 'International Conference on Robotics and Automation', short: 'ICRA' }],
  Oncology: [{ name: 'Annual Meeting of the American Society of Clinical Oncology', short: 'ASCO' }],
  Astrophysics: [{ name: 'Meeting of the American Astronomical Society', short: 'AAS' }],
};

/** A programming-language event: its name in a given year, its short form if any, and its own host. */
export interface SymbolSeries {
  readonly name: (year: number) => string;
  readonly short: string | null;
  readonly host: string;
}

/** Sub-topic the symbol-named events are listed under (a Computer Science sub-topic of the vocabulary). */
export const SYMBOL_SUB_TOPIC = 'Software Engineering';

export const SYMBOL_CONFERENCES: readonly SymbolSeries[] = [
  { name: (year) => `C++ Now ${year}`, short: 'C++Now', host: 'cppnow.org' },
  { name: () => 'CppCon', short: 'CppCon', host: 'cppcon.org' },
  { name: (year) => `Meeting C++ ${year}`, short: null, host: 'meetingcpp.com' },
  { name: (year) => `C++ on Sea ${year}`, short: null, host: 'cpponsea.uk' },
  { name: () => 'C# Summit', short: null, host: 'csharpsummit.net' },
  { name: (year) => `.NET Conf ${year}`, short: null, host: 'dotnetconf.net' },
  { name: () => 'F# eXchange', short: null, host: 'fsharpexchange.com' },
  { name: (year) => `C# and .NET Developer Days ${year}`, short: null, host: 'dotnetdeveloperdays.com' },
];

export const SYMBOL_WORKSHOPS: readonly SymbolSeries[] = [
  { name: () => 'Workshop on C++ Generic Programming', short: null, host: 'cpp-generic.org' },
  { name: () => 'F# Workshop on Functional Programming', short: null, host: 'fsharp-workshop.org' },
  { name: (year) => `.NET and C# Tooling Workshop ${year}`, short: null, host: 'dotnet-tooling.org' },
];
