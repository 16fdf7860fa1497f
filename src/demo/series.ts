/**
 * Named event series of the demo data: well-known series that people search by their short form
 * ("ICML", "NeurIPS"), and programming-language events whose names hold symbols ("C++", "C#",
 * ".NET", "F#").
 */

/** A series by its full name, the short form its acronym is written with, and its ranks (CORE, CCF). */
export interface KnownSeries {
  readonly name: string;
  readonly short: string;
  readonly core?: string;
  readonly ccf?: string;
}

/** Known series per sub-topic name of the vocabulary; most short forms are the initials of the name. */
export const KNOWN_SERIES: Readonly<Record<string, readonly KnownSeries[]>> = {
  'Machine Learning': [
    { name: 'International Conference on Machine Learning', short: 'ICML', core: 'A*', ccf: 'A' },
    { name: 'Conference on Neural Information Processing Systems', short: 'NeurIPS', core: 'A*', ccf: 'A' },
    { name: 'International Conference on Learning Representations', short: 'ICLR', core: 'A*' },
  ],
  'Computer Vision': [
    { name: 'Conference on Computer Vision and Pattern Recognition', short: 'CVPR', core: 'A*', ccf: 'A' },
    { name: 'International Conference on Computer Vision', short: 'ICCV', core: 'A*', ccf: 'A' },
    { name: 'European Conference on Computer Vision', short: 'ECCV', core: 'A*', ccf: 'B' },
  ],
  'Artificial Intelligence': [
    { name: 'AAAI Conference on Artificial Intelligence', short: 'AAAI', core: 'A*', ccf: 'A' },
    { name: 'International Joint Conference on Artificial Intelligence', short: 'IJCAI', core: 'A*', ccf: 'A' },
  ],
  'Natural Language Processing': [
    { name: 'Annual Meeting of the Association for Computational Linguistics', short: 'ACL', core: 'A*', ccf: 'A' },
    { name: 'Conference on Empirical Methods in Natural Language Processing', short: 'EMNLP', core: 'A*', ccf: 'B' },
  ],
  Databases: [
    { name: 'International Conference on Very Large Data Bases', short: 'VLDB', core: 'A*', ccf: 'A' },
    { name: 'International Conference on Management of Data', short: 'SIGMOD', core: 'A*', ccf: 'A' },
  ],
  'Software Engineering': [
    { name: 'International Conference on Software Engineering', short: 'ICSE', core: 'A*', ccf: 'A' },
  ],
  'Human-Computer Interaction': [
    { name: 'Conference on Human Factors in Computing Systems', short: 'CHI', core: 'A*', ccf: 'A' },
  ],
  Cybersecurity: [{ name: 'Conference on Computer and Communications Security', short: 'CCS', core: 'A*', ccf: 'A' }],
  'Distributed Systems': [{ name: 'Symposium on Operating Systems Principles', short: 'SOSP', core: 'A*', ccf: 'A' }],
  'Computer Networks': [
    { name: 'International Conference on Computer Communications', short: 'INFOCOM', core: 'A*', ccf: 'A' },
  ],
  'Data Science': [{ name: 'Conference on Knowledge Discovery and Data Mining', short: 'KDD', core: 'A*', ccf: 'A' }],
  'Quantum Computing': [{ name: 'Conference on Quantum Information Processing', short: 'QIP' }],
  Robotics: [{ name: 'International Conference on Robotics and Automation', short: 'ICRA', core: 'A*', ccf: 'B' }],
  Oncology: [{ name: 'Annual Meeting of the American Society of Clinical Oncology', short: 'ASCO' }],
  Astrophysics: [{ name: 'Meeting of the American Astronomical Society', short: 'AAS' }],
};

/** A programming-language event: its name in a given year, its short form if any, its own host and series key. */
export interface SymbolSeries {
  readonly name: (year: number) => string;
  readonly short: string | null;
  readonly host: string;
  /** The series key the demo writes (editions of "C++ Now 2027" and "C++ Now 2028" share "cppnow"). */
  readonly series: string;
}

/** Sub-topic the symbol-named events are listed under (a Computer Science sub-topic of the vocabulary). */
export const SYMBOL_SUB_TOPIC = 'Software Engineering';

export const SYMBOL_CONFERENCES: readonly SymbolSeries[] = [
  { name: (year) => `C++ Now ${year}`, short: 'C++Now', host: 'cppnow.org', series: 'cppnow' },
  { name: () => 'CppCon', short: 'CppCon', host: 'cppcon.org', series: 'cppcon' },
  { name: (year) => `Meeting C++ ${year}`, short: null, host: 'meetingcpp.com', series: 'meetingcpp' },
  { name: (year) => `C++ on Sea ${year}`, short: null, host: 'cpponsea.uk', series: 'cpponsea' },
  { name: () => 'C# Summit', short: null, host: 'csharpsummit.net', series: 'csharpsummit' },
  { name: (year) => `.NET Conf ${year}`, short: null, host: 'dotnetconf.net', series: 'dotnetconf' },
  { name: () => 'F# eXchange', short: null, host: 'fsharpexchange.com', series: 'fsharpexchange' },
  {
    name: (year) => `C# and .NET Developer Days ${year}`,
    short: null,
    host: 'dotnetdeveloperdays.com',
    series: 'dotnetdeveloperdays',
  },
];

export const SYMBOL_WORKSHOPS: readonly SymbolSeries[] = [
  { name: () => 'Workshop on C++ Generic Programming', short: null, host: 'cpp-generic.org', series: 'cppgeneric' },
  {
    name: () => 'F# Workshop on Functional Programming',
    short: null,
    host: 'fsharp-workshop.org',
    series: 'fsharpworkshop',
  },
  {
    name: (year) => `.NET and C# Tooling Workshop ${year}`,
    short: null,
    host: 'dotnet-tooling.org',
    series: 'dotnettooling',
  },
];
