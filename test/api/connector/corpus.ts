/**
 * Questions as people send them to the connector search (docs/api.md, Connector tools), each with
 * the subject its first answer must find: `means` is the search a careful reader would send for it
 * (an acronym with its year is that edition, a series its editions, a topic with its places, dates
 * and ranks those filters), `acronyms` the events a list names, each of which must be answered.
 * With `unanswerable`, the data holds nothing that fits the whole question: the answer keeps the
 * subject (`means`) and says what it left out, or is empty and says why.
 */
export interface CorpusCase {
  sentence: string;
  /** The search whose events are the subject: the first result must be one of them. */
  means?: Readonly<Record<string, string>>;
  /** A list of series: every one of them must be among the results. */
  acronyms?: readonly string[];
  /** Nothing fits the whole question: what was left out, or why nothing is answered, must be said. */
  unanswerable?: true;
}

/** Over the ccf-deadlines excerpt (test/fixtures/formats/ccf-deadlines-corpus), asked on 2026-11-21. */
export const CCF_CASES: readonly CorpusCase[] = [
  // An acronym with a year is that edition, however the question is worded around it.
  { sentence: 'When is the abstract deadline for VLDB 2027?', means: { acronym: 'VLDB 2027' } },
  { sentence: 'Tell me about ICML 2026', means: { acronym: 'ICML 2026' } },
  { sentence: 'Where will NeurIPS 2026 be held?', means: { acronym: 'NeurIPS 2026' } },
  { sentence: 'What are the dates of CVPR 2026?', means: { acronym: 'CVPR 2026' } },
  { sentence: 'I am looking for the paper deadline of ACL 2027', means: { acronym: 'ACL 2027' } },
  { sentence: 'Is the call for papers for SIGMOD 2027 still open?', means: { acronym: 'SIGMOD 2027' } },
  { sentence: 'Which city hosts KDD 2027?', means: { acronym: 'KDD 2027' } },
  { sentence: 'When is NIPS 2026?', means: { acronym: 'NeurIPS 2026' } },
  { sentence: "When does ICSE'27 take place?", means: { acronym: 'ICSE 2027' } },
  { sentence: 'Deadlines for OSDI-2027 please', means: { acronym: 'OSDI 2027' } },
  { sentence: 'Where is USENIX Security 2027?', means: { acronym: 'USENIX Security 2027' } },
  { sentence: 'What is the date of DATE 2027?', means: { acronym: 'DATE 2027' } },
  { sentence: 'When is MICRO 2026 and where?', means: { acronym: 'MICRO 2026' } },
  { sentence: 'FAST 2027 paper submission deadline', means: { acronym: 'FAST 2027' } },
  { sentence: 'Tell me about the Networking 2026 conference', means: { acronym: 'Networking 2026' } },
  { sentence: 'When is IEEE VIS 2026?', means: { acronym: 'IEEE VIS 2026' } },
  { sentence: 'ACM MM 2026 location', means: { acronym: 'ACM MM 2026' } },
  {
    sentence: "what's the abstract deadline of pldi 2027 in my time zone America/New_York",
    means: { acronym: 'PLDI 2027' },
  },
  { sentence: 'When will the AAAI 2027 conference take place in Canada?', means: { acronym: 'AAAI 2027' } },
  { sentence: 'Where is Performance 2026 held?', means: { acronym: 'Performance 2026' } },
  { sentence: 'When is CHI 2027 and is it still open?', means: { acronym: 'CHI 2027' } },
  { sentence: 'When is NeurIPS 2026, my zone Europe/Berlin', means: { acronym: 'NeurIPS 2026' } },
  { sentence: 'ICML 2026 deadlines in UTC', means: { acronym: 'ICML 2026' } },
  { sentence: 'Can you tell me when ICLR 2027 happens, I am in Asia/Tokyo', means: { acronym: 'ICLR 2027' } },
  // A series without a year: its editions, the next first.
  { sentence: 'When is the next VLDB?', means: { acronym: 'VLDB' } },
  { sentence: 'Tell me about EMNLP', means: { acronym: 'EMNLP' } },
  { sentence: 'Is the SOSP call for papers open?', means: { acronym: 'SOSP' } },
  { sentence: 'Where is the next POPL conference?', means: { acronym: 'POPL' } },
  { sentence: 'I am looking for HICSS', means: { acronym: 'HICSS' } },
  { sentence: 'when is wacv', means: { acronym: 'WACV' } },
  { sentence: 'Which is the next edition of S&P?', means: { acronym: 'S&P' } },
  { sentence: 'What is the CCF rank of INFOCOM?', means: { acronym: 'INFOCOM' } },
  { sentence: 'Is SIGCOMM a CORE A* conference?', means: { acronym: 'SIGCOMM' } },
  { sentence: 'How do I submit to WINE?', means: { acronym: 'WINE' } },
  { sentence: 'When is SAT next year?', means: { acronym: 'SAT' }, unanswerable: true },
  { sentence: 'When is VLDB 2031?', means: { acronym: 'VLDB' }, unanswerable: true },
  // Lists of acronyms.
  { sentence: 'What are the deadlines of each of ACL, EMNLP and NAACL?', acronyms: ['ACL', 'EMNLP', 'NAACL'] },
  { sentence: 'Compare the ICML, ICLR and NeurIPS deadlines', acronyms: ['ICML', 'ICLR', 'NeurIPS'] },
  { sentence: 'When are CVPR and ECCV in 2026?', acronyms: ['CVPR', 'ECCV'] },
  { sentence: 'Deadlines for SIGMOD, VLDB and ICDE', acronyms: ['SIGMOD', 'VLDB', 'ICDE'] },
  { sentence: 'give me OSDI, SOSP, NSDI', acronyms: ['OSDI', 'SOSP', 'NSDI'] },
  // Topics, with the places, dates, ranks and calls they name.
  { sentence: 'NLP conferences next year', means: { q: 'nlp', year: '2027' } },
  { sentence: 'Machine learning conferences in 2026', means: { q: 'machine learning', year: '2026' } },
  { sentence: 'Which conferences are in March?', means: { month: '2027-03' } },
  { sentence: 'Which security conferences are in August 2026?', means: { q: 'security', month: '2026-08' } },
  { sentence: 'database conferences in May next year', means: { q: 'database', month: '2027-05' } },
  {
    sentence: 'Security conferences with open calls, my time zone is Asia/Tokyo',
    means: { q: 'security', cfp: 'open' },
  },
  { sentence: 'Which conferences are CCF-A with an open call?', means: { ccf_rank: 'A', cfp: 'open' } },
  { sentence: 'CORE A* conferences in Europe', means: { core_rank: 'A*', continent: 'Europe' } },
  {
    sentence: 'Top AI conferences with an open call',
    means: { q: 'ai', rank: 'CORE:A*,CCF:A' },
    unanswerable: true,
  },
  { sentence: 'List CCF B database conferences', means: { q: 'database', ccf_rank: 'B' } },
  { sentence: 'Top conferences in Asia next year', means: { rank: 'CORE:A*,CCF:A', continent: 'Asia', year: '2027' } },
  { sentence: 'CCF-A conferences in the United States in 2027', means: { ccf_rank: 'A', country: 'US', year: '2027' } },
  { sentence: 'I am looking for robotics conferences', means: { q: 'robotics' } },
  { sentence: 'Tell me about computer vision conferences in the USA', means: { q: 'computer vision', country: 'US' } },
  {
    // No software engineering venue of the excerpt calls for papers on its day (OSDI 2027, which
    // does, is Operating Systems, as its name says).
    sentence: 'Which software engineering conferences are still open?',
    means: { q: 'software engineering' },
    unanswerable: true,
  },
  { sentence: 'Are there any HCI conferences in Europe?', means: { q: 'hci', continent: 'Europe' } },
  { sentence: 'show me upcoming databases conferences', means: { q: 'databases' } },
  { sentence: 'Networking conferences in Europe', means: { q: 'networking', continent: 'Europe' } },
  { sentence: 'cloud computing conferences', means: { q: 'cloud computing' } },
  {
    sentence: 'Which theory conferences are still accepting submissions?',
    means: { q: 'theory' },
    unanswerable: true,
  },
  { sentence: 'Conferences on underwater basket weaving in Antarctica', unanswerable: true },
];

/** Over the demo data of the tests (test/http/harness.ts), asked on 2026-11-21. */
export const DEMO_CASES: readonly CorpusCase[] = [
  { sentence: 'When is ICML 2027?', means: { acronym: 'ICML 2027' } },
  { sentence: 'Tell me about the machine learning conference ICML 2029', means: { acronym: 'ICML 2029' } },
  { sentence: 'Where is SIGMOD 2027 taking place?', means: { acronym: 'SIGMOD 2027' } },
  { sentence: 'Which ICML editions are there in 2026?', means: { acronym: 'ICML', year: '2026' } },
  { sentence: 'When is the next ICSE?', means: { acronym: 'ICSE' } },
  { sentence: 'tell me about icde', means: { acronym: 'ICDE' } },
  { sentence: 'Is there an open call for ECAI?', means: { acronym: 'ECAI' } },
  { sentence: 'What are the deadlines of each of IJCAI, ICLR and SIGMOD?', acronyms: ['IJCAI', 'ICLR', 'SIGMOD'] },
  { sentence: 'When is IJCAI 2031?', means: { acronym: 'IJCAI' }, unanswerable: true },
  {
    sentence: 'I am looking for NLP conferences in Europe with an open call',
    means: { q: 'nlp', continent: 'Europe', cfp: 'open' },
  },
  { sentence: 'Medicine events in Berlin', means: { q: 'medicine', city: 'Berlin' } },
  { sentence: 'webinars on education next year', means: { type: 'webinar', q: 'education', year: '2027' } },
  {
    sentence: 'Which oncology conferences are in the United States in 2027?',
    means: { q: 'oncology', country: 'US', year: '2027' },
  },
  {
    sentence: 'Chemistry workshops in Asia, my zone Europe/Berlin',
    means: { type: 'workshop', q: 'chemistry', continent: 'Asia' },
  },
  { sentence: 'CORE A* conferences', means: { core_rank: 'A*' } },
  { sentence: 'top conferences with an open call', means: { rank: 'CORE:A*,CCF:A', cfp: 'open' } },
  { sentence: 'CCF-A conferences in 2027', means: { ccf_rank: 'A', year: '2027' } },
  {
    sentence: 'Which mathematics events are in India next year?',
    means: { q: 'mathematics', country: 'India', year: '2027' },
  },
  {
    sentence: 'Are there online webinars about psychology?',
    means: { format: 'online', type: 'webinar', q: 'psychology' },
  },
  { sentence: 'Chemistry workshops still accepting papers', means: { type: 'workshop', q: 'chemistry', cfp: 'open' } },
];
