/**
 * Common initialisms of research fields and the phrases they stand for (docs/api.md, Matching):
 * a query term equal to one matches events that contain the term itself or every word of its
 * phrase, so `q=AI` finds "Artificial Intelligence" as well as "AI Summit".
 *
 * Where the entries come from: compiled by hand for this service from the usual full names of
 * these fields as conferences and calls for papers spell them out (e.g. "IEEE Conference on
 * Computer Vision and Pattern Recognition" for CV, "ACM Conference on Human Factors in Computing
 * Systems" for HCI), keeping only initialisms whose expansion is unambiguous in an academic
 * events directory. Two-letter initialisms that are also common words or place codes with
 * another meaning in event names (IT, CT, PR, ...) are left out on purpose. To add one, add a line
 * and a test in test/text/initialisms.test.ts.
 */
export const INITIALISMS: Readonly<Record<string, string>> = {
  ai: 'artificial intelligence',
  ml: 'machine learning',
  dl: 'deep learning',
  rl: 'reinforcement learning',
  nlp: 'natural language processing',
  llm: 'large language models',
  cv: 'computer vision',
  hci: 'human computer interaction',
  iot: 'internet of things',
  hpc: 'high performance computing',
  vr: 'virtual reality',
  ar: 'augmented reality',
  xr: 'extended reality',
  ux: 'user experience',
  ui: 'user interface',
  ir: 'information retrieval',
  se: 'software engineering',
  cs: 'computer science',
  ds: 'data science',
  ict: 'information and communication technologies',
  qc: 'quantum computing',
  gis: 'geographic information systems',
  cad: 'computer aided design',
  cps: 'cyber physical systems',
  sdn: 'software defined networking',
  bci: 'brain computer interface',
  gnn: 'graph neural networks',
  nn: 'neural networks',
  cfd: 'computational fluid dynamics',
  fem: 'finite element method',
  uav: 'unmanned aerial vehicles',
  ev: 'electric vehicles',
  bi: 'business intelligence',
  scm: 'supply chain management',
  hr: 'human resources',
  csr: 'corporate social responsibility',
  esg: 'environmental social and governance',
  sdg: 'sustainable development goals',
  stem: 'science technology engineering and mathematics',
  ehr: 'electronic health records',
  icu: 'intensive care unit',
  mri: 'magnetic resonance imaging',
  eeg: 'electroencephalography',
  ecg: 'electrocardiography',
  ptsd: 'post traumatic stress disorder',
  copd: 'chronic obstructive pulmonary disease',
  ngs: 'next generation sequencing',
  gwas: 'genome wide association studies',
  nmr: 'nuclear magnetic resonance',
  qft: 'quantum field theory',
  lhc: 'large hadron collider',
  cmb: 'cosmic microwave background',
};
