/**
 * The held-out part of the connector corpus (README.md here): questions written before the reader
 * was tuned on the corpus, never used to tune it, so their share measures questions the reader has
 * not seen. Asked on 2026-11-21 over the ccf-deadlines excerpt; the events that answer each are the
 * search of `means`, checked against the excerpt's source files.
 */
import type { CorpusCase } from './cases.js';

export const HELD_OUT_CASES: readonly CorpusCase[] = [
  // Deadlines in a window from today (2026-11-21).
  {
    sentence:
      'I am planning my submissions for the coming weeks. Which conferences have a paper or abstract deadline in the next 3 weeks, so I can still make it?',
    means: { deadline_from: '2026-11-21', deadline_to: '2026-12-12' },
  },
  {
    sentence:
      'My student has a systems paper almost ready. What venues have submission deadlines in the next two months that we could target with it?',
    means: { deadline_from: '2026-11-21', deadline_to: '2027-01-21' },
  },
  {
    sentence:
      'Please list the CORE A* conferences whose submission deadline falls between now and the end of February 2027, with the exact dates.',
    means: { core_rank: 'A*', deadline_from: '2026-11-21', deadline_to: '2027-02-28' },
  },
  {
    sentence:
      'I need a security venue for a paper on side channels. Are there security conference deadlines before the end of January that I could still meet?',
    means: { q: 'security', deadline_from: '2026-11-21', deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'For our planning meeting, which database conferences have deadlines after January 15, 2027? We will not be ready before then.',
    means: { q: 'database', deadline_from: '2027-01-16' },
  },
  {
    sentence:
      'Looking back at last cycle: which conferences had paper deadlines between March and May 2026? I want to compare the timelines with this year.',
    means: { deadline_from: '2026-03-01', deadline_to: '2026-05-31' },
  },
  {
    sentence:
      'Which machine learning or AI conferences had submission deadlines in January 2026? I am building a timeline of the yearly cycle for my lab.',
    means: [
      { q: 'artificial intelligence', deadline_from: '2026-01-01', deadline_to: '2026-01-31' },
      { q: 'machine learning', deadline_from: '2026-01-01', deadline_to: '2026-01-31' },
    ],
  },
  {
    sentence:
      'What conferences have a CFP due by December 10, 2026? I have a short paper ready and would like to submit it this year.',
    means: { deadline_from: '2026-11-21', deadline_to: '2026-12-10' },
  },
  // Events held in a window.
  {
    sentence:
      'I would like to attend a conference in spring 2027. Which computer science conferences take place then, ideally in Europe?',
    means: { from: '2027-03-01', to: '2027-05-31', continent: 'Europe' },
  },
  {
    sentence:
      'Which conferences are held in Q1 2027? I have teaching duties later in the year and can only travel in the first quarter.',
    means: { from: '2027-01-01', to: '2027-03-31' },
  },
  {
    sentence:
      'Are there any artificial intelligence conferences taking place between March and May 2027? I would like to present a poster there.',
    means: { q: 'artificial intelligence', from: '2027-03-01', to: '2027-05-31' },
  },
  {
    sentence:
      'My travel budget only covers this winter. Which conferences are happening this winter, and where are they held?',
    means: { from: '2026-12-01', to: '2027-02-28' },
  },
  {
    sentence:
      'What human-computer interaction conferences are scheduled for early 2027? I am looking for a venue to present our user study.',
    means: { q: 'human-computer interaction', from: '2027-01-01', to: '2027-04-30' },
  },
  {
    sentence:
      'Which top-ranked database conferences will be held in summer 2027? We want to plan the group retreat around them.',
    means: { q: 'database', from: '2027-06-01', to: '2027-08-31' },
  },
  {
    sentence:
      'Which conferences take place from January to March 2027 in the United States? Our visa situation makes other countries difficult.',
    means: { from: '2027-01-01', to: '2027-03-31', country: 'US' },
  },
  // Like X.
  {
    sentence:
      'Conferences like CHI, but smaller. My advisor thinks CHI is too big for a first paper, what similar venues would you suggest?',
    means: { similar_to: 'CHI 2027' },
  },
  {
    sentence:
      'Which venues are similar to SIGMOD? I want to find alternatives in case our data management paper gets rejected there.',
    means: { similar_to: 'SIGMOD 2027' },
  },
  {
    sentence:
      'What are some conferences like NeurIPS 2026 that have a similar focus on machine learning, for a paper on optimization?',
    means: { similar_to: 'NeurIPS 2026' },
  },
  {
    sentence:
      'Can you find conferences similar to OSDI that are held in Europe? Our group prefers to travel within Europe next year.',
    means: { similar_to: 'OSDI 2027', continent: 'Europe' },
  },
  {
    sentence:
      'Suggest a few security conferences like USENIX Security for our paper on malware detection, ideally with a CORE A* rank.',
    means: { similar_to: 'USENIX Security 2027', core_rank: 'A*' },
  },
  // Several subjects.
  {
    sentence:
      'I am looking for conferences on software engineering, programming languages and formal methods for a paper on verified compilers.',
    means: [{ q: 'software engineering' }, { q: 'programming languages' }],
  },
  {
    sentence:
      'Which conferences cover databases or data mining? I have a paper on scalable query processing for graph data.',
    means: [{ q: 'databases' }, { q: 'data mining' }],
  },
  {
    sentence: 'Top security conferences in Asia in 2027, please, with their dates and the cities where they are held.',
    means: { q: 'security', continent: 'Asia', year: '2027' },
  },
  {
    sentence:
      'What are the main venues for computer vision, robotics and natural language processing held in 2027? I work across all three areas.',
    means: [
      { q: 'computer vision', year: '2027' },
      { q: 'robotics', year: '2027' },
      { q: 'computational linguistics', year: '2027' },
    ],
  },
  {
    sentence:
      'Networking / distributed systems conferences with deadlines in the next few months, for a paper on datacenter congestion control.',
    means: [{ q: 'networked' }, { q: 'networking' }, { q: 'distributed' }, { q: 'operating systems' }],
  },
  {
    sentence:
      'I do research in computer architecture and storage systems. Which conferences in these areas are held in 2027?',
    means: [
      { q: 'computer architecture', year: '2027' },
      { q: 'storage', year: '2027' },
    ],
  },
  {
    sentence:
      'Please find theory conferences, in algorithms or computational complexity, that are held in North America next year.',
    means: [
      { q: 'algorithms', year: '2027', continent: 'North America' },
      { q: 'theory', year: '2027', continent: 'North America' },
    ],
  },
  // Filler around a subject.
  {
    sentence:
      'What major information retrieval conferences take place next year? I would like to know the times and places of the two biggest ones.',
    means: { q: 'information retrieval' },
    unanswerable: true,
    whole: { q: 'information retrieval', year: '2027' },
  },
  {
    sentence:
      'Which major conferences in human-computer interaction fall in the first half of 2027? Our lab wants to send two people.',
    means: { q: 'human-computer interaction', from: '2027-01-01', to: '2027-06-30' },
  },
  {
    sentence:
      'At the end of the day I need one good venue for multimedia research in 2026. Which ones are there and when are they?',
    means: { q: 'multimedia', year: '2026' },
  },
  {
    sentence:
      'Could you help me figure out a few good robotics conferences to target this coming year? I am a second year PhD student.',
    means: { q: 'robotics' },
  },
  {
    sentence:
      'I keep hearing about the big NLP venues. Which computational linguistics conferences are there in 2027 and in which countries?',
    means: { q: 'computational linguistics', year: '2027' },
  },
  // Acronyms, as they already work.
  {
    sentence:
      'When exactly is the paper deadline for VLDB 2027, and is the call for research papers still open for the next round?',
    means: { acronym: 'VLDB 2027' },
  },
  {
    sentence:
      'Our group is considering ICSE 2027. Where will it take place, and when is the submission deadline for the technical track?',
    means: { acronym: 'ICSE 2027' },
  },
  {
    sentence:
      'What are the submission deadlines of NAACL, EACL and COLING? I would like to compare them for a paper on low-resource languages.',
    acronyms: ['NAACL', 'EACL', 'COLING'],
  },
  {
    sentence:
      'Tell me about the next edition of SODA: dates, location and whether the submission deadline has already passed.',
    means: { acronym: 'SODA' },
  },
  {
    sentence:
      'Please give me the CORE and CCF ranks of ASPLOS, ISCA and MICRO, since I need to report them in my annual review.',
    acronyms: ['ASPLOS', 'ISCA', 'MICRO'],
  },
  {
    sentence:
      'Where and when is SIGKDD 2027 being held? I have to plan the trip and register before the early bird deadline.',
    means: { acronym: 'SIGKDD 2027' },
  },
  {
    sentence:
      'What is the abstract deadline of USENIX Security 2027 in my time zone America/Los_Angeles, and is there a second round?',
    means: { acronym: 'USENIX Security 2027' },
  },
  // Topics with places, ranks, dates and calls.
  {
    sentence:
      'Which CCF-A conferences on databases are held in Europe in 2027? I would prefer one close to home for a short trip.',
    means: { ccf_rank: 'A', q: 'database', continent: 'Europe', year: '2027' },
  },
  {
    sentence:
      'I am looking for computer graphics or visualization conferences in the United States next year with a high rank.',
    means: [
      { q: 'graphics', country: 'US' },
      { q: 'visualization', country: 'US' },
    ],
    unanswerable: true,
    whole: [
      { q: 'graphics', country: 'US', year: '2027', rank: 'CORE:A*,CCF:A' },
      { q: 'visualization', country: 'US', year: '2027', rank: 'CORE:A*,CCF:A' },
    ],
  },
  {
    sentence:
      'Which conferences with an open call for papers are in South Korea? I will be visiting Seoul for a sabbatical soon.',
    means: { country: 'South Korea' },
  },
  {
    sentence:
      'Find me CORE A* software engineering conferences in 2027 and tell me where each of them will be held, please.',
    means: { core_rank: 'A*', q: 'software engineering', year: '2027' },
  },
  {
    sentence:
      'Are there any theory of computation conferences in Europe this year or next? Something like STOC or FOCS but closer.',
    means: [
      { q: 'theory', continent: 'Europe' },
      { similar_to: 'STOC 2026', continent: 'Europe' },
    ],
  },
  {
    sentence: 'Which conferences are held in Greece in 2027? I would like to combine a conference trip with a holiday.',
    means: { country: 'Greece', year: '2027' },
  },
  {
    sentence: 'What are the top machine learning conferences held in Canada, and when are their submission deadlines?',
    means: { q: 'artificial intelligence', country: 'Canada' },
  },
  {
    sentence:
      'Which human-computer interaction venues are in Asia? I am based in Singapore and would like to avoid long flights.',
    means: { q: 'human-computer interaction', continent: 'Asia' },
  },
  {
    sentence:
      'I need a list of cybersecurity conferences with CCF rank A, with the city and the dates of the next edition of each.',
    means: { q: 'security', ccf_rank: 'A' },
  },
  {
    sentence:
      'Which conferences on computer networks take place in the United States in 2027, and when do their calls for papers close?',
    means: { q: 'networks', country: 'US', year: '2027' },
  },
  {
    sentence:
      'Are there any conferences about underwater basket weaving in Antarctica next spring? I know it is unusual, but please check.',
    unanswerable: true,
  },
];
