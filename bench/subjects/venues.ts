/**
 * Well-known venues of every field of computer science, with the sub-topics a researcher of the
 * field gives them, in the directory's names (the trackers' spellings of one field alike): `field`
 * the venue's own field (any of them is a right first sub-topic), `also` the others that are right
 * as further sub-topics. Written from what the venues are, before the importers' rules were first
 * measured against them; the rules were tuned on it since (a tuning set, not a held-out one). Each
 * is found by its acronyms (`acronym=`), every edition.
 */
export interface Venue {
  acronyms: readonly string[];
  field: readonly string[];
  also: readonly string[];
}

const AI = 'Artificial Intelligence';
const ML = 'Machine Learning';
const CV = 'Computer Vision';
const NLP = 'Natural Language Processing';
const DM = 'Data Mining';
const IR = 'Information Retrieval';
const DB = 'Databases';
const OS = 'Operating Systems';
const PDC = 'Parallel and Distributed Computing';
const CA = 'Computer Architecture';
const PL = 'Programming Languages';
const SE = 'Software Engineering';
const FV = 'Formal Verification';
const TOC = 'Theory of Computation';
const HCI = 'Human-Computer Interaction';
const SEC = ['Cybersecurity', 'Security and Privacy'];
const SEC_ALSO = ['Privacy', 'Cryptography', 'Cryptography and Security'];
const CRYPTO = ['Cryptography', 'Cryptography and Security'];
const LEARNING = [AI, 'Deep Learning', 'Representation Learning', 'Reinforcement Learning'];
const VISION = ['Pattern Recognition', 'Image Processing', ML, AI];
const LANGUAGE = [AI, ML, 'Large Language Models'];
const ROBOTS = ['Automation', 'Control', AI, 'Human-Robot Interaction'];
const AI_ALSO = [ML, CV, NLP, 'Robotics', 'Knowledge Representation', 'Automated Planning', DM];
const IR_ALSO = ['Web Search', 'Recommendation', NLP];
const DB_ALSO = [DM, 'Database and Data Engineering'];
const SYSTEMS = ['Systems', 'Distributed Systems', PDC, 'Storage'];
const REALITY = 'Augmented, Virtual and Mixed Reality';

export const VENUES: readonly Venue[] = [
  { acronyms: ['AAAI'], field: [AI], also: AI_ALSO },
  { acronyms: ['IJCAI'], field: [AI], also: AI_ALSO },
  { acronyms: ['ICML'], field: [ML], also: LEARNING },
  { acronyms: ['NeurIPS'], field: [ML], also: LEARNING },
  { acronyms: ['ICLR'], field: [ML], also: LEARNING },
  { acronyms: ['CVPR'], field: [CV], also: VISION },
  { acronyms: ['ICCV'], field: [CV], also: VISION },
  { acronyms: ['ECCV'], field: [CV], also: VISION },
  { acronyms: ['ACL'], field: [NLP], also: LANGUAGE },
  { acronyms: ['EMNLP'], field: [NLP], also: LANGUAGE },
  { acronyms: ['ICRA'], field: ['Robotics'], also: ROBOTS },
  { acronyms: ['IROS'], field: ['Robotics'], also: ROBOTS },
  { acronyms: ['KDD', 'SIGKDD'], field: [DM], also: [ML, AI, 'Web Mining'] },
  { acronyms: ['ICDM'], field: [DM], also: [ML] },
  { acronyms: ['WSDM'], field: [IR, DM, 'Web Search'], also: [ML, 'Web Mining', 'Recommendation'] },
  { acronyms: ['SIGIR'], field: [IR], also: IR_ALSO },
  { acronyms: ['ECIR'], field: [IR], also: IR_ALSO },
  { acronyms: ['CIKM'], field: [IR, DB, DM], also: [ML] },
  {
    acronyms: ['WWW', 'The Web Conference'],
    field: [IR, DM, 'Web Search', 'Web Mining'],
    also: ['Computational Social Science', 'Recommendation'],
  },
  { acronyms: ['SIGMOD'], field: [DB], also: DB_ALSO },
  { acronyms: ['VLDB'], field: [DB], also: DB_ALSO },
  { acronyms: ['ICDE'], field: [DB], also: DB_ALSO },
  { acronyms: ['OSDI'], field: [OS], also: SYSTEMS },
  { acronyms: ['SOSP'], field: [OS], also: SYSTEMS },
  { acronyms: ['EuroSys'], field: [OS], also: SYSTEMS },
  { acronyms: ['USENIX ATC', 'SIGOPS ATC', 'ATC'], field: [OS], also: SYSTEMS },
  { acronyms: ['ASPLOS'], field: [CA, OS, PL], also: ['Systems', 'Compilers', 'Hardware'] },
  { acronyms: ['ISCA'], field: [CA], also: ['Hardware'] },
  { acronyms: ['MICRO'], field: [CA], also: ['Hardware'] },
  { acronyms: ['FAST'], field: ['Storage', OS], also: ['Systems', 'Distributed Systems'] },
  {
    acronyms: ['SC'],
    field: ['High-Performance Computing', PDC],
    also: ['Storage', 'Distributed Systems', 'Scientific Computing'],
  },
  { acronyms: ['DAC'], field: ['Electronic Design Automation'], also: [CA, 'Hardware', 'Circuit'] },
  { acronyms: ['PPoPP'], field: [PDC], also: [PL, 'High-Performance Computing', 'Distributed Systems'] },
  { acronyms: ['SIGCOMM'], field: ['Computer Networks'], also: ['Wireless', 'Measurement'] },
  { acronyms: ['NSDI'], field: ['Computer Networks', 'Distributed Systems', PDC], also: ['Systems', OS] },
  { acronyms: ['INFOCOM'], field: ['Computer Networks'], also: ['Wireless', 'Measurement'] },
  {
    acronyms: ['MobiCom'],
    field: ['Computer Networks', 'Wireless'],
    also: ['Ubiquitous Computing', 'Internet of Things'],
  },
  { acronyms: ['CCS'], field: SEC, also: SEC_ALSO },
  { acronyms: ['USENIX Security'], field: SEC, also: SEC_ALSO },
  { acronyms: ['S&P', 'IEEE S&P'], field: SEC, also: SEC_ALSO },
  { acronyms: ['NDSS'], field: SEC, also: SEC_ALSO },
  { acronyms: ['CRYPTO'], field: CRYPTO, also: [...SEC, TOC] },
  { acronyms: ['EUROCRYPT'], field: CRYPTO, also: [...SEC, TOC] },
  { acronyms: ['ICSE'], field: [SE], also: [PL, 'Testing', FV] },
  { acronyms: ['ASE'], field: [SE], also: [PL, 'Testing', FV] },
  { acronyms: ['ISSTA'], field: [SE], also: [PL, 'Testing', FV] },
  { acronyms: ['PLDI'], field: [PL], also: ['Compilers', FV] },
  { acronyms: ['POPL'], field: [PL], also: [FV, TOC] },
  { acronyms: ['OOPSLA'], field: [PL], also: [SE, 'Compilers'] },
  { acronyms: ['CAV'], field: [FV], also: [TOC, PL] },
  { acronyms: ['STOC'], field: [TOC], also: [] },
  { acronyms: ['FOCS'], field: [TOC], also: [] },
  { acronyms: ['SODA'], field: [TOC], also: [] },
  { acronyms: ['SIGGRAPH', 'ACM SIGGRAPH'], field: ['Computer Graphics'], also: [REALITY] },
  { acronyms: ['IEEE VIS', 'VIS'], field: ['Visualization'], also: ['Computer Graphics', HCI] },
  { acronyms: ['IEEE VR'], field: [REALITY], also: ['Computer Graphics', HCI] },
  {
    acronyms: ['ACM MM', 'ACMMM'],
    field: ['Multimedia'],
    also: ['Multimodal', CV, 'Speech Processing', 'Audio', IR, 'Signal Processing'],
  },
  {
    acronyms: ['ICASSP'],
    field: ['Signal Processing', 'Speech Processing', 'Speech', 'Speech and Signal Processing'],
    also: ['Audio'],
  },
  {
    acronyms: ['InterSpeech'],
    field: ['Speech Processing', 'Speech', 'Speech and Signal Processing'],
    also: ['Signal Processing', NLP, 'Audio'],
  },
  {
    acronyms: ['CHI'],
    field: [HCI],
    also: [
      'Computer-Supported Cooperative Work',
      'Design',
      REALITY,
      'Visualization',
      'Ubiquitous Computing',
      'Haptics',
    ],
  },
  { acronyms: ['UIST'], field: [HCI], also: [REALITY, 'Haptics', 'Design', 'Ubiquitous Computing'] },
  {
    acronyms: ['CSCW'],
    field: [HCI, 'Computer-Supported Cooperative Work'],
    also: ['Computational Social Science', 'Design'],
  },
  { acronyms: ['UbiComp', 'UbiComp/ISWC'], field: ['Ubiquitous Computing', HCI], also: ['Internet of Things'] },
  {
    acronyms: ['PerCom'],
    field: ['Ubiquitous Computing'],
    also: ['Internet of Things', 'Computer Networks', 'Wireless', HCI],
  },
];
