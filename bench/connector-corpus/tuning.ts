/**
 * The tuning part of the connector corpus (README.md here): questions the reader was tuned on,
 * asked on 2026-11-21 over the ccf-deadlines excerpt; the events that answer each are the search of
 * `means`, checked against the excerpt's source files, and `reads` what the reading must give.
 */
import type { CorpusCase } from './cases.js';

const TODAY = '2026-11-21';

/** Deadlines in a window. */
const DEADLINE_WINDOWS: readonly CorpusCase[] = [
  {
    sentence:
      'Which CORE A* deadlines fall in the next 3 weeks? I want to know which ones I can still target this year.',
    means: { core_rank: 'A*', deadline_from: TODAY, deadline_to: '2026-12-12' },
    reads: { core_rank: 'A*', deadline_from: TODAY, deadline_to: '2026-12-12' },
  },
  {
    sentence:
      'I have a paper nearly done. Which conferences have a paper deadline between now and the end of February 2027?',
    means: { deadline_from: TODAY, deadline_to: '2027-02-28' },
    reads: { deadline_from: TODAY, deadline_to: '2027-02-28' },
  },
  {
    sentence:
      'Which database conferences have submission deadlines after January 15, 2027? We need the extra time for experiments.',
    means: { q: 'database', deadline_from: '2027-01-16' },
    reads: { deadline_from: '2027-01-16' },
  },
  {
    sentence:
      'List the conferences with deadlines between March and May 2026, so I can see which ones come around in spring.',
    means: { deadline_from: '2026-03-01', deadline_to: '2026-05-31' },
    reads: { deadline_from: '2026-03-01', deadline_to: '2026-05-31' },
  },
  {
    sentence:
      'What security conferences have submission deadlines in the next two months? I am working on a paper about fuzzing.',
    means: { q: 'security', deadline_from: TODAY, deadline_to: '2027-01-21' },
    reads: { deadline_from: TODAY, deadline_to: '2027-01-21' },
  },
  {
    sentence:
      'Are there any conference deadlines within the next 30 days? I would like to submit a short workshop-style paper.',
    means: { deadline_from: TODAY, deadline_to: '2026-12-21' },
    reads: { deadline_from: TODAY, deadline_to: '2026-12-21' },
  },
  {
    sentence:
      'Which CFPs close before the end of the year? I still have some time over the holidays to finish a submission.',
    means: { deadline_from: TODAY, deadline_to: '2026-12-31' },
    reads: { deadline_from: TODAY, deadline_to: '2026-12-31' },
  },
  {
    sentence:
      'What are the submission deadlines in January 2027 for systems or security conferences? Please include the abstract deadlines.',
    means: [
      { q: 'security', deadline_from: '2027-01-01', deadline_to: '2027-01-31' },
      { q: 'systems', deadline_from: '2027-01-01', deadline_to: '2027-01-31' },
    ],
    reads: { deadline_from: '2027-01-01', deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'Which conferences have deadlines due by December 15, 2026? I promised my advisor a submission before the winter break.',
    means: { deadline_from: TODAY, deadline_to: '2026-12-15' },
    reads: { deadline_from: TODAY, deadline_to: '2026-12-15' },
  },
  {
    sentence:
      'Which conferences had a submission deadline in the first quarter of 2026? I am comparing the review cycles of venues.',
    means: { deadline_from: '2026-01-01', deadline_to: '2026-03-31' },
    reads: { deadline_from: '2026-01-01', deadline_to: '2026-03-31' },
  },
  {
    sentence:
      'Show me the natural language processing conferences whose paper deadline was in spring 2026, so I can estimate next year’s dates.',
    means: { q: 'natural language processing', deadline_from: '2026-03-01', deadline_to: '2026-05-31' },
    reads: { deadline_from: '2026-03-01', deadline_to: '2026-05-31' },
  },
  {
    sentence:
      'Which venues have a deadline no later than January 31? I will be on parental leave from February onwards.',
    means: { deadline_from: TODAY, deadline_to: '2027-01-31' },
    reads: { deadline_from: TODAY, deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'Find conferences with abstract deadlines from December to February. My co-authors are only available during that period.',
    means: { deadline_from: '2026-12-01', deadline_to: '2027-02-28' },
    reads: { deadline_from: '2026-12-01', deadline_to: '2027-02-28' },
  },
  {
    sentence:
      'Which data management conferences still have deadlines this winter? We missed SIGMOD and are looking for the next option.',
    means: { q: 'data', deadline_from: '2026-12-01', deadline_to: '2027-02-28' },
    reads: { deadline_from: '2026-12-01', deadline_to: '2027-02-28' },
  },
  {
    sentence:
      'What conferences had deadlines in the second half of 2026? I would like a list with the dates to plan next year.',
    means: { deadline_from: '2026-07-01', deadline_to: '2026-12-31' },
    reads: { deadline_from: '2026-07-01', deadline_to: '2026-12-31' },
  },
  {
    sentence:
      'Which conferences have submission deadlines until March 2027 and are ranked CCF A? I want to aim high with this work.',
    means: { ccf_rank: 'A', deadline_from: TODAY, deadline_to: '2027-03-31' },
    reads: { ccf_rank: 'A', deadline_from: TODAY, deadline_to: '2027-03-31' },
  },
  {
    sentence: 'Are there submission deadlines in the coming two weeks for any CORE A* venue? Our results just came in.',
    means: { core_rank: 'A*', deadline_from: TODAY, deadline_to: '2026-12-05' },
    reads: { deadline_from: TODAY, deadline_to: '2026-12-05' },
  },
  {
    sentence:
      'Which conference deadlines are after the end of January 2027 but before April 2027? That is our target window.',
    means: { deadline_from: '2027-02-01', deadline_to: '2027-03-31' },
    reads: { deadline_from: '2027-02-01', deadline_to: '2027-03-31' },
  },
  {
    sentence:
      'Which conferences have deadlines in Q1 2027? I want to plan the submissions of my three students in advance.',
    means: { deadline_from: '2027-01-01', deadline_to: '2027-03-31' },
    reads: { deadline_from: '2027-01-01', deadline_to: '2027-03-31' },
  },
  {
    sentence:
      'Which operating systems conferences have a deadline in the next month or so? I am finishing a paper on schedulers.',
    means: { q: 'operating systems' },
  },
  {
    sentence:
      'My paper on query optimization will be ready by mid-December. Which database venues have deadlines in the next 6 weeks?',
    means: { q: 'database', deadline_from: TODAY, deadline_to: '2027-01-02' },
    reads: { deadline_from: TODAY, deadline_to: '2027-01-02' },
  },
  {
    sentence:
      'Please list the conference deadlines from 1 December 2026 to 31 January 2027, with the time zone of each deadline.',
    means: { deadline_from: '2026-12-01', deadline_to: '2027-01-31' },
    reads: { deadline_from: '2026-12-01', deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'Which conferences had deadlines during the summer of 2026? I want to know which venues I missed while travelling.',
    means: { deadline_from: '2026-06-01', deadline_to: '2026-08-31' },
    reads: { deadline_from: '2026-06-01', deadline_to: '2026-08-31' },
  },
  {
    sentence:
      'What are the paper submission deadlines of USENIX Security 2027, and is there one in the next two months?',
    means: { acronym: 'USENIX Security 2027' },
  },
  {
    sentence:
      'Which conferences have deadlines between now and Christmas? I need a venue for a paper on graph databases.',
    means: { deadline_from: TODAY },
  },
];

/** The events' dates in a window. */
const EVENT_WINDOWS: readonly CorpusCase[] = [
  {
    sentence: 'Which machine learning conferences are held in spring 2027? I would like to present our work in person.',
    means: { q: 'machine learning' },
    unanswerable: true,
    whole: { type: 'conference', q: 'machine learning', from: '2027-03-01', to: '2027-05-31', format: 'in-person' },
    reads: { from: '2027-03-01', to: '2027-05-31' },
  },
  {
    sentence: 'Which conferences take place in Q1 2027 in Europe? My funding only covers travel in the first quarter.',
    means: { from: '2027-01-01', to: '2027-03-31', continent: 'Europe' },
    reads: { from: '2027-01-01', to: '2027-03-31', continent: 'Europe' },
  },
  {
    sentence: 'What conferences are happening this winter? I want to attend at least one before my thesis defence.',
    means: { from: '2026-12-01', to: '2027-02-28' },
    reads: { from: '2026-12-01', to: '2027-02-28' },
  },
  {
    sentence:
      'Which database conferences take place in the first half of 2027? I would like to meet collaborators there.',
    means: { q: 'database', from: '2027-01-01', to: '2027-06-30' },
    reads: { from: '2027-01-01', to: '2027-06-30' },
  },
  {
    sentence:
      'Which conferences are held between March and May 2027 in the United States? Our lab can only fund domestic travel.',
    means: { from: '2027-03-01', to: '2027-05-31', country: 'US' },
    reads: { from: '2027-03-01', to: '2027-05-31' },
  },
  {
    sentence:
      'What conferences will take place from January to March 2027? I am looking for something to attend during my sabbatical.',
    means: { from: '2027-01-01', to: '2027-03-31' },
    reads: { from: '2027-01-01', to: '2027-03-31' },
  },
  {
    sentence:
      'Which conferences are held in the next two months? I have some travel budget left that I must spend before it expires.',
    means: { from: TODAY, to: '2027-01-21' },
    reads: { from: TODAY, to: '2027-01-21' },
  },
  {
    sentence:
      'Which AI conferences will be held in summer 2027, and in which countries? I want to combine one with a vacation.',
    means: { q: 'artificial intelligence', from: '2027-06-01', to: '2027-08-31' },
    reads: { from: '2027-06-01', to: '2027-08-31' },
  },
  {
    sentence:
      'Which conferences in Asia take place in late 2026 or early 2027? I am based in Tokyo and want to avoid long flights.',
    means: { continent: 'Asia' },
  },
  {
    sentence:
      'What software engineering conferences are taking place before June 2027? I need to present my work before graduating.',
    means: { q: 'software engineering', to: '2027-05-31' },
    reads: { to: '2027-05-31' },
  },
  {
    sentence:
      'Which conferences are held after September 2026 in Europe? I am moving there in the autumn and would like to attend one.',
    means: { from: '2026-10-01', continent: 'Europe' },
    reads: { from: '2026-10-01' },
  },
  {
    sentence:
      'Which top conferences take place in the second quarter of 2027? I want to plan my conference travel for next year.',
    means: { rank: 'CORE:A*,CCF:A', from: '2027-04-01', to: '2027-06-30' },
    reads: { from: '2027-04-01', to: '2027-06-30' },
  },
  {
    sentence:
      'Which conferences are held in fall 2026? I want to look back at the ones that just took place and their locations.',
    means: { from: '2026-09-01', to: '2026-11-30' },
    reads: { from: '2026-09-01', to: '2026-11-30' },
  },
  {
    sentence:
      'What conferences are scheduled for the first half of 2027 on human-computer interaction? I study accessibility.',
    means: { q: 'human-computer interaction', from: '2027-01-01', to: '2027-06-30' },
    reads: { from: '2027-01-01', to: '2027-06-30' },
  },
  {
    sentence: 'Which conferences take place between now and the end of January? I would like to attend something soon.',
    means: { from: TODAY, to: '2027-01-31' },
    reads: { from: TODAY, to: '2027-01-31' },
  },
  {
    sentence: 'Which networking conferences will be held in May 2027, and where? I am looking for venues for a demo.',
    means: { q: 'networks', month: '2027-05' },
    reads: { month: '2027-05' },
  },
  {
    sentence:
      'Which conferences are held in mid-2027 in North America? Our group would like to combine two conferences in one trip.',
    means: { from: '2027-05-01', to: '2027-08-31', continent: 'North America' },
    reads: { from: '2027-05-01', to: '2027-08-31' },
  },
  {
    sentence:
      'What theory conferences take place in January 2027? I would like to attend one during the semester break.',
    means: [
      { q: 'algorithms', month: '2027-01' },
      { q: 'theory', month: '2027-01' },
    ],
  },
  {
    sentence: 'Which conferences are taking place next spring in Europe? I want to attend one with my students.',
    means: { from: '2027-03-01', to: '2027-05-31', continent: 'Europe' },
    reads: { from: '2027-03-01', to: '2027-05-31' },
  },
  {
    sentence:
      'Which CCF-A conferences are held in the next 3 months? We have a travel grant that runs out in February.',
    means: { ccf_rank: 'A', from: TODAY, to: '2027-02-21' },
    reads: { from: TODAY, to: '2027-02-21' },
  },
];

/** "Like X", "similar to X". */
const LIKE: readonly CorpusCase[] = [
  {
    sentence:
      'Conferences like CHI, but smaller. My advisor says a smaller venue would give our first paper more attention.',
    means: { similar_to: 'CHI 2027' },
  },
  {
    sentence:
      'Which conferences are similar to VLDB? I would like a few alternatives for a paper on transaction processing.',
    means: { similar_to: 'VLDB 2027' },
  },
  {
    sentence:
      'What conferences are like ICML 2026 but held in Europe? Our visa situation makes the United States difficult.',
    means: { similar_to: 'ICML 2026', continent: 'Europe' },
  },
  {
    sentence: 'Suggest some conferences like POPL for a paper on type systems. I would prefer one with a CORE A* rank.',
    means: { similar_to: 'POPL 2027', core_rank: 'A*' },
  },
  {
    sentence: 'I like the style of SIGCOMM. Can you find conferences similar to SIGCOMM that take place in 2027?',
    means: { similar_to: 'SIGCOMM 2026', year: '2027' },
  },
  {
    sentence:
      'Are there conferences similar to CVPR with an open call for papers? My computer vision paper needs a new home.',
    means: { similar_to: 'CVPR 2026' },
    unanswerable: true,
    whole: [
      { similar_to: 'CVPR 2026', cfp: 'open' },
      { similar_to: 'CVPR 2027', cfp: 'open' },
    ],
  },
  {
    sentence:
      'Find me conferences comparable to CCS for applied security research, ideally in Europe or Asia next year.',
    means: { similar_to: 'CCS 2026' },
  },
  {
    sentence:
      'What are good alternatives to NeurIPS for a theory-leaning machine learning paper? Something like COLT or ALT.',
    means: { similar_to: 'NeurIPS 2026' },
  },
  {
    sentence:
      'Conferences like ISCA or MICRO that are a bit less competitive, for a first paper on hardware accelerators.',
    means: [{ similar_to: 'ISCA 2026' }, { similar_to: 'ISCA 2027' }],
  },
  {
    sentence: 'Which venues are like SIGIR 2026 in topic, for a paper on dense retrieval that was just rejected there?',
    means: { similar_to: 'SIGIR 2026' },
  },
  {
    sentence: 'Which conferences are similar to ICDE, but held in Asia? Our group is based in Singapore.',
    // similar_to lists each venue by its next edition (docs/api.md, Similar events): in the excerpt
    // none of ICDE's kind is next held in Asia, so the answer must say what it left out.
    means: { similar_to: 'ICDE 2027' },
    unanswerable: true,
    whole: { similar_to: 'ICDE 2027', continent: 'Asia' },
  },
  {
    sentence:
      'Give me conferences like UIST that are held in the United States, since our lab cannot travel abroad this year.',
    means: { similar_to: 'UIST 2026', country: 'US' },
  },
];

/** Several subjects. */
const SUBJECTS: readonly CorpusCase[] = [
  {
    sentence:
      'Conferences on software engineering, programming languages and formal methods, for a paper on verified compilers.',
    means: [{ q: 'software engineering' }, { q: 'programming languages' }],
  },
  {
    sentence:
      'Which conferences are about databases, data mining or information retrieval? I have a paper on vector search.',
    means: [{ q: 'databases' }, { q: 'data mining' }, { q: 'information retrieval' }],
  },
  {
    sentence: 'Top security conferences in Asia in 2027, please. I would like to know the dates and the host cities.',
    means: { q: 'security', continent: 'Asia', year: '2027' },
  },
  {
    sentence: 'I work on computer vision and robotics. Which conferences in these two areas take place in 2027?',
    means: [
      { q: 'computer vision', year: '2027' },
      { q: 'robotics', year: '2027' },
    ],
  },
  {
    sentence:
      'Which conferences cover operating systems, storage or computer architecture? I am new to systems research.',
    means: [{ q: 'operating systems' }, { q: 'storage' }, { q: 'architecture' }],
  },
  {
    sentence: 'I am interested in NLP / computational linguistics conferences in 2027. Which ones are there and when?',
    means: [
      { q: 'nlp', year: '2027' },
      { q: 'computational linguistics', year: '2027' },
    ],
  },
  {
    sentence:
      'What are the main conferences on networking, distributed systems and cloud computing held in the United States?',
    means: [
      { q: 'networking', country: 'US' },
      { q: 'distributed', country: 'US' },
      { q: 'cloud', country: 'US' },
    ],
  },
  {
    sentence:
      'Which conferences on graphics, multimedia or visualization are held in 2026? I work on video understanding.',
    means: [
      { q: 'graphics', year: '2026' },
      { q: 'multimedia', year: '2026' },
      { q: 'visualization', year: '2026' },
    ],
  },
  {
    sentence:
      'Please list conferences on algorithms and theory of computation in North America, for my complexity theory paper.',
    means: [
      { q: 'algorithms', continent: 'North America' },
      { q: 'theory', continent: 'North America' },
    ],
  },
  {
    sentence:
      'Which conferences in human-computer interaction or social computing are held in Europe? I study online communities.',
    means: [
      { q: 'human-computer interaction', continent: 'Europe' },
      { q: 'computing', continent: 'Europe' },
    ],
  },
  {
    sentence:
      'Conferences on machine learning, artificial intelligence, and knowledge representation in 2026, please, with their locations.',
    means: [
      { q: 'machine learning', year: '2026' },
      { q: 'artificial intelligence', year: '2026' },
      { q: 'knowledge representation', year: '2026' },
    ],
  },
  {
    sentence:
      'Which security and cryptography conferences take place in 2027? I need the dates for my group’s travel plan.',
    means: [
      { q: 'security', year: '2027' },
      { q: 'cryptography', year: '2027' },
    ],
  },
  {
    sentence: 'What conferences on data mining & knowledge discovery are CORE A*? I want a list for my annual report.',
    means: [
      { q: 'data mining', core_rank: 'A*' },
      { q: 'knowledge discovery', core_rank: 'A*' },
    ],
  },
  {
    sentence:
      'Which conferences on robotics or automation are held in Asia? My lab in Seoul wants to attend one next year.',
    means: [
      { q: 'robotics', continent: 'Asia' },
      { q: 'automation', continent: 'Asia' },
    ],
  },
  {
    sentence:
      'Which web, information retrieval or recommender systems conferences take place in 2027? I study search engines.',
    means: [
      { q: 'web', year: '2027' },
      { q: 'information retrieval', year: '2027' },
    ],
  },
];

/** Filler words around a subject. */
const FILLER: readonly CorpusCase[] = [
  {
    sentence:
      'What are the two major computer vision conferences, and when do they take place? I mean the big ones everyone attends.',
    means: { q: 'computer vision' },
  },
  {
    sentence:
      'At the end of the semester I want to attend a databases conference. Which ones are there in Europe next year?',
    means: { q: 'databases', continent: 'Europe', year: '2027' },
  },
  {
    sentence:
      'Which security conferences fall in the same times as my teaching? I teach from September to December 2026.',
    means: { q: 'security', from: '2026-09-01', to: '2026-12-31' },
  },
  {
    sentence:
      'My research focus is natural language processing. What are the major conferences in this field next year?',
    means: { q: 'natural language processing', year: '2027' },
  },
  {
    sentence: 'I am a first year PhD student in robotics. What conferences would be good targets for my first paper?',
    means: { q: 'robotics' },
  },
  {
    sentence:
      'Could you list a few of the best-known conferences in theoretical computer science, with their next dates?',
    means: { q: 'theory' },
  },
  {
    sentence:
      'Which major conferences on human-computer interaction take place in 2027? Our team has two papers in preparation.',
    means: { q: 'human-computer interaction', year: '2027' },
  },
  {
    sentence: 'I need one or two good venues for a paper on multimedia retrieval. Which conferences cover multimedia?',
    means: { q: 'multimedia' },
  },
  {
    sentence:
      'Which important networking conferences happen in Europe? My supervisor wants me to present there at least once.',
    means: { q: 'networking', continent: 'Europe' },
  },
  {
    sentence:
      'What are the main data mining conferences and when are their deadlines? I am planning my work for the next year.',
    means: { q: 'data mining' },
  },
];

/** The kinds that already worked: acronyms, lists of them, topics with places, ranks and calls. */
const WORKING: readonly CorpusCase[] = [
  {
    sentence:
      'When is the paper deadline for OSDI 2027, and where will the conference be held? I need to book travel early.',
    means: { acronym: 'OSDI 2027' },
  },
  {
    sentence:
      'Can you tell me the dates and location of NeurIPS 2026? I would like to plan my trip and register early.',
    means: { acronym: 'NeurIPS 2026' },
  },
  {
    sentence:
      'What are the deadlines of ICLR, ICML and NeurIPS? I want to plan the submissions of my lab for the next cycle.',
    acronyms: ['ICLR', 'ICML', 'NeurIPS'],
  },
  {
    sentence:
      'Is the call for papers of SIGMOD 2027 still open, and when is the next submission round for research papers?',
    means: { acronym: 'SIGMOD 2027' },
  },
  {
    sentence:
      'Where is ACL 2027 taking place? My colleague said it might be in Asia, but I could not find an official page.',
    means: { acronym: 'ACL 2027' },
  },
  {
    sentence: 'Give me the next edition of FOCS and of STOC, with their locations and the paper deadlines of each.',
    acronyms: ['FOCS', 'STOC'],
  },
  {
    sentence:
      'What is the CORE rank of WWW and where is the next edition held? I need the rank for a grant application.',
    means: { acronym: 'WWW' },
  },
  {
    sentence:
      'When is CCS 2026 held, and what is the acceptance rate? I am thinking about submitting a paper on web security.',
    means: { acronym: 'CCS 2026' },
  },
  {
    sentence:
      'Which CCF-A conferences on databases are held in the United States in 2027? Please give the dates as well.',
    means: { ccf_rank: 'A', q: 'database', country: 'US', year: '2027' },
  },
  {
    sentence:
      'Which artificial intelligence conferences are held in Canada? I live in Toronto and would like to avoid flying far.',
    means: { q: 'artificial intelligence', country: 'Canada' },
  },
  {
    sentence:
      'Are there CORE A* conferences in Greece in 2027? I would like to combine a conference with a family holiday.',
    means: { core_rank: 'A*', country: 'Greece', year: '2027' },
  },
  {
    sentence:
      'Which software engineering conferences have an open call for papers right now? I have a paper on test generation.',
    means: { q: 'software engineering' },
    unanswerable: true,
  },
  {
    sentence:
      'What are the top conferences in Europe next year? I would like to send my students to at least one of them.',
    means: { rank: 'CORE:A*,CCF:A', continent: 'Europe', year: '2027' },
  },
  {
    sentence:
      'Which conferences will be held in Seoul? I am visiting South Korea and would like to attend one while there.',
    means: { city: 'Seoul' },
  },
  {
    sentence:
      'Tell me about the upcoming editions of EMNLP and NAACL, with dates, locations and the submission deadlines.',
    acronyms: ['EMNLP', 'NAACL'],
  },
  {
    sentence:
      'Which computer architecture conferences are ranked CCF A? I need the list for my department’s publication policy.',
    means: { q: 'architecture', ccf_rank: 'A' },
  },
  {
    sentence:
      'When is DATE 2027 and where? I am in electronic design automation and want to submit a paper there next time.',
    means: { acronym: 'DATE 2027' },
  },
  {
    sentence:
      'Which theory conferences are held in the United States in 2027? Please list them with the cities and dates.',
    means: { q: 'algorithms', country: 'US', year: '2027' },
  },
];

export const TUNING_CASES: readonly CorpusCase[] = [
  ...DEADLINE_WINDOWS,
  ...EVENT_WINDOWS,
  ...LIKE,
  ...SUBJECTS,
  ...FILLER,
  ...WORKING,
];
