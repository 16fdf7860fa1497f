/**
 * The synonym table of `q` (docs/api.md, Synonyms and related terms): ways of writing one subject
 * in the fields of the data, and the related subjects a query for it also finds. One entry per
 * subject, each with where it comes from or why it is here. To add one, add a line and a test in
 * test/text/synonyms.test.ts; the rules an entry must keep are checked there.
 *
 * - `same`: the ways of writing the subject (an initialism, its phrase, a symbol name, a spelling).
 *   Each finds the events of every other: `q=GNN` finds "Graph Neural Networks", and `q=graph
 *   neural networks` finds "GNN Workshop".
 * - `related`: narrower or closely related subjects that each of `same` also finds, one way only:
 *   `q=GNN` finds "Graph Learning", but `q=graph learning` does not find every GNN event.
 *
 * An expression matches an event that has all its words (stop words left out, plurals folded)
 * anywhere in its name, acronym, topic or sub-topic, as the words of q do.
 */
export interface SynonymEntry {
  readonly same: readonly string[];
  readonly related?: readonly string[];
  /** Where the entry comes from, or why it is here. */
  readonly source: string;
}

/**
 * The source of the initialism entries: compiled by hand for this service from the usual full names
 * of these fields as conferences and calls for papers spell them out ("IEEE Conference on Computer
 * Vision and Pattern Recognition" for CV, "ACM Conference on Human Factors in Computing Systems"
 * for HCI), keeping only initialisms whose expansion is unambiguous in an academic events
 * directory. Two-letter initialisms that are also common words or place codes with another
 * meaning in event names (IT, CT, PR, OS, PL, ...) are left out on purpose.
 */
const FIELD_NAME = 'the usual full name of the field in conference and call-for-papers titles';
/** Spelling variants: both spellings occur in the data (British and American English). */
const SPELLING = 'British and American spellings of one word; both occur in event and sub-topic names';

export const SYNONYMS: readonly SynonymEntry[] = [
  { same: ['ai', 'artificial intelligence'], source: FIELD_NAME },
  {
    same: ['ml', 'machine learning'],
    related: ['deep learning', 'statistical learning'],
    source: `${FIELD_NAME}; deep and statistical learning are sub-fields (the demo's "Machine Learning" sub-topic, ICML's and NeurIPS's calls)`,
  },
  { same: ['dl', 'deep learning'], source: FIELD_NAME },
  { same: ['rl', 'reinforcement learning'], source: FIELD_NAME },
  {
    same: ['nlp', 'natural language processing'],
    related: ['computational linguistics'],
    source: `${FIELD_NAME}; ACL, EMNLP and NAACL are the conferences of the Association for Computational Linguistics (ccf-deadlines, AI)`,
  },
  {
    same: ['llm', 'large language model'],
    related: ['language modeling'],
    // Not "language model": its words in any order are "Model Driven Engineering Languages" (MODELS).
    source: `${FIELD_NAME}; COLM is the "Conference on Language Modeling" (ai-deadlines)`,
  },
  {
    same: ['cv', 'computer vision'],
    related: ['pattern recognition'],
    source: `${FIELD_NAME}; CVPR and ICPR name it with pattern recognition (ccf-deadlines, AI)`,
  },
  {
    same: ['hci', 'human computer interaction'],
    related: ['human factors in computing systems'],
    source: `${FIELD_NAME}; CHI is the "Conference on Human Factors in Computing Systems" (ccf-deadlines, HI)`,
  },
  { same: ['iot', 'internet of things'], source: FIELD_NAME },
  {
    same: ['hpc', 'high performance computing'],
    related: ['parallel computing', 'supercomputing'],
    source: `${FIELD_NAME}; its venues are of parallel computing (IPDPS, PPoPP, Euro-Par: ccf-deadlines' "Parallel and Distributed Computing")`,
  },
  { same: ['vr', 'virtual reality'], source: FIELD_NAME },
  { same: ['ar', 'augmented reality'], source: FIELD_NAME },
  { same: ['xr', 'extended reality'], source: FIELD_NAME },
  { same: ['ux', 'user experience'], source: FIELD_NAME },
  { same: ['ui', 'user interface'], source: FIELD_NAME },
  { same: ['ir', 'information retrieval'], source: FIELD_NAME },
  { same: ['se', 'software engineering'], source: FIELD_NAME },
  { same: ['cs', 'computer science'], source: FIELD_NAME },
  { same: ['ds', 'data science'], source: FIELD_NAME },
  { same: ['ict', 'information and communication technologies'], source: FIELD_NAME },
  { same: ['qc', 'quantum computing'], source: FIELD_NAME },
  { same: ['gis', 'geographic information systems'], source: FIELD_NAME },
  { same: ['cad', 'computer aided design'], source: FIELD_NAME },
  { same: ['cps', 'cyber physical systems'], source: FIELD_NAME },
  { same: ['sdn', 'software defined networking'], source: FIELD_NAME },
  { same: ['bci', 'brain computer interface'], source: FIELD_NAME },
  {
    same: ['gnn', 'graph neural network'],
    related: ['graph learning', 'graph representation learning'],
    source: `${FIELD_NAME}; graph learning is the field's own name ("Learning on Graphs Conference", the graph learning workshops of ICML and NeurIPS)`,
  },
  { same: ['nn', 'neural network'], source: FIELD_NAME },
  {
    same: ['kdd', 'knowledge discovery and data mining'],
    related: ['data mining'],
    source: 'ACM SIGKDD Conference on Knowledge Discovery and Data Mining (ccf-deadlines, DB); PAKDD, PKDD likewise',
  },
  {
    same: ['bioinformatics', 'computational biology'],
    source: `${FIELD_NAME}; RECOMB is "Research in Computational Molecular Biology", BIBM "Bioinformatics and Biomedicine" (ai-deadlines)`,
  },
  {
    same: ['distributed systems', 'distributed computing'],
    source: `${FIELD_NAME}; PODC is "Principles of Distributed Computing", ICDCS "Distributed Computing Systems", and the trackers file IPDPS and Euro-Par under "Parallel and Distributed Computing"`,
  },
  {
    same: ['data management', 'database management', 'database systems'],
    related: ['database'],
    source: `${FIELD_NAME}; SIGMOD is the "International Conference on Management of Data", its field (VLDB, ICDE) ccf-deadlines' DB, the sub-topic Databases; PODS is on "Principles of Database Systems"`,
  },
  {
    same: ['multiagent', 'multi agent'],
    source: 'AAMAS is on "Autonomous Agents and Multiagent Systems" (ai-deadlines), other events write "Multi-Agent"',
  },
  {
    same: ['recommender system', 'recommendation system'],
    source: 'RecSys is the "ACM Conference on Recommender Systems" (ai-deadlines); askers write the field both ways',
  },
  {
    same: ['theoretical computer science', 'theory of computation', 'theory of computing'],
    source: `${FIELD_NAME}; ITCS and STACS name it so, ccf-deadlines' CT (STOC, FOCS, SODA) is the "Theory of Computation" sub-topic, and STOC the "Symposium on Theory of Computing"`,
  },
  {
    same: ['learning theory', 'theoretical machine learning', 'machine learning theory'],
    source: `${FIELD_NAME}; COLT is the "Conference on Learning Theory" and ALT "Algorithmic Learning Theory" (ai-deadlines)`,
  },
  {
    same: ['blockchain', 'distributed ledger'],
    source: 'the field of the blockchain venues (FC, AFT, MARBLE), named by its technology too',
  },
  { same: ['cfd', 'computational fluid dynamics'], source: FIELD_NAME },
  { same: ['fem', 'finite element method'], source: FIELD_NAME },
  { same: ['uav', 'unmanned aerial vehicle'], source: FIELD_NAME },
  { same: ['ev', 'electric vehicle'], source: FIELD_NAME },
  { same: ['bi', 'business intelligence'], source: FIELD_NAME },
  { same: ['scm', 'supply chain management'], source: FIELD_NAME },
  { same: ['hr', 'human resources'], source: FIELD_NAME },
  { same: ['csr', 'corporate social responsibility'], source: FIELD_NAME },
  { same: ['esg', 'environmental social and governance'], source: FIELD_NAME },
  { same: ['sdg', 'sustainable development goals'], source: FIELD_NAME },
  { same: ['stem', 'science technology engineering and mathematics'], source: FIELD_NAME },
  { same: ['ehr', 'electronic health records'], source: FIELD_NAME },
  { same: ['icu', 'intensive care unit'], source: FIELD_NAME },
  { same: ['mri', 'magnetic resonance imaging'], source: FIELD_NAME },
  { same: ['eeg', 'electroencephalography'], source: FIELD_NAME },
  { same: ['ecg', 'electrocardiography'], source: FIELD_NAME },
  { same: ['ptsd', 'post traumatic stress disorder'], source: FIELD_NAME },
  { same: ['copd', 'chronic obstructive pulmonary disease'], source: FIELD_NAME },
  { same: ['ngs', 'next generation sequencing'], source: FIELD_NAME },
  { same: ['gwas', 'genome wide association studies'], source: FIELD_NAME },
  { same: ['nmr', 'nuclear magnetic resonance'], source: FIELD_NAME },
  { same: ['qft', 'quantum field theory'], source: FIELD_NAME },
  { same: ['lhc', 'large hadron collider'], source: FIELD_NAME },
  { same: ['cmb', 'cosmic microwave background'], source: FIELD_NAME },
  { same: ['sre', 'site reliability engineering'], source: 'SREcon and SREday (confs.tech, devops)' },
  {
    same: ['a11y', 'accessibility'],
    source: 'the numeronym of accessibility in web conference names (confs.tech, ux)',
  },
  {
    same: ['genai', 'generative ai'],
    source: 'both spellings in the names of AI summits (confs.tech); the demo\'s "Generative Models"',
  },
  // Programming languages and platforms: a symbol term and the spellings written without symbols.
  {
    same: ['c++', 'cpp', 'cplusplus'],
    source: 'CppCon, C++Now, cpponsea: C++ conferences write it both ways (confs.tech, cpp)',
  },
  { same: ['c#', 'csharp'], source: 'C# conferences and user groups write it both ways (confs.tech, dotnet)' },
  { same: ['f#', 'fsharp'], source: 'F# conferences write it both ways (confs.tech, dotnet)' },
  {
    same: ['.net', 'dotnet'],
    source: '.NET conferences write it both ways: dotnetdays, .NET Conf (confs.tech, dotnet)',
  },
  {
    same: ['js', 'javascript'],
    source: 'JSConf, CityJS, JavaScript Days: both in conference names (confs.tech, javascript)',
  },
  {
    same: ['k8s', 'kubernetes'],
    source: 'the numeronym of Kubernetes in cloud-native conference names (confs.tech, devops)',
  },
  { same: ['postgres', 'postgresql'], source: 'PGConf and Postgres conferences write both (confs.tech, data)' },
  // A field whose -ing form names it: -ing is not folded (docs/api.md, Matching). Not "network",
  // which is as often of neural networks (IJCNN, ICANN) and network security (ACNS); and one way
  // only: tech-conferences tags meetups "networking" (meeting people), no computer networks event.
  {
    same: ['networking', 'computer networking'],
    related: ['computer network'],
    source:
      'computer networks conferences name the field both ways: "Computer Networks", "Networking" (ccf-deadlines, NW)',
  },
  {
    same: ['medical imaging', 'medical image'],
    source: 'MICCAI is the "Conference on Medical Image Computing and Computer Assisted Intervention" (ai-deadlines)',
  },
  {
    same: ['biomedical imaging', 'biomedical image'],
    source: 'ISBI is the "Symposium on Biomedical Imaging", and biomedical image analysis names its workshops',
  },
  {
    same: ['information security', 'infosec'],
    related: ['computer security', 'security and privacy'],
    source:
      'the field ACISP and ISC name "Information Security", its top venues "Computer and Communications Security" (CCS) and "Security and Privacy" (S&P) (ccf-deadlines, SC)',
  },
  {
    same: ['cybersecurity', 'cyber security'],
    source:
      'written as one word and as two in event and sub-topic names (the demo\'s "Cybersecurity", confs.tech "Cyber Security")',
  },
  { same: ['behaviour', 'behavior'], source: SPELLING },
  { same: ['behavioural', 'behavioral'], source: SPELLING },
  { same: ['labour', 'labor'], source: SPELLING },
  { same: ['modelling', 'modeling'], source: SPELLING },
  { same: ['signalling', 'signaling'], source: SPELLING },
  { same: ['tumour', 'tumor'], source: SPELLING },
  { same: ['ageing', 'aging'], source: SPELLING },
  { same: ['optimisation', 'optimization'], source: SPELLING },
  { same: ['organisation', 'organization'], source: SPELLING },
  { same: ['visualisation', 'visualization'], source: SPELLING },
  { same: ['paediatrics', 'pediatrics'], source: SPELLING },
  { same: ['haematology', 'hematology'], source: SPELLING },
  { same: ['anaesthesia', 'anesthesia'], source: SPELLING },
];
