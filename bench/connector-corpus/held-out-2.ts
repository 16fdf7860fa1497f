/**
 * The second held-out part of the connector corpus (README.md here): 50 questions written after
 * the first held-out part had been seen, before the reader was changed again, and never used to
 * tune it, so their share measures questions the reader has not seen. Asked on 2026-11-21; the
 * events that answer each are the search of `means` over every public tracker, checked against the
 * trackers' source files.
 */
import type { CorpusCase } from './cases.js';

const TODAY = '2026-11-21';

export const HELD_OUT_2_CASES: readonly CorpusCase[] = [
  // Deadlines in a window, in words and in digits.
  {
    sentence:
      'We just got our reviews back and want to resubmit quickly. Which conferences have a paper deadline in the next two weeks? Anything in computer science is fine.',
    means: { deadline_from: TODAY, deadline_to: '2026-12-05' },
  },
  {
    sentence:
      'Is there any security or privacy venue with a submission deadline within the next fortnight? I have a short paper on web tracking that is ready to go.',
    means: [
      { q: 'security', deadline_from: TODAY, deadline_to: '2026-12-05' },
      { q: 'privacy', deadline_from: TODAY, deadline_to: '2026-12-05' },
    ],
  },
  {
    sentence:
      'Which conferences have abstract or paper deadlines before the end of February? I am trying to plan the writing schedule of my PhD students for the winter.',
    means: { deadline_from: TODAY, deadline_to: '2027-02-28' },
  },
  {
    sentence:
      'Which data mining or database conferences have a submission deadline after 15 January? Our experiments will not be finished before the middle of January.',
    means: [
      { q: 'data mining', deadline_from: '2027-01-16' },
      { q: 'database', deadline_from: '2027-01-16' },
    ],
  },
  {
    sentence:
      'What are the CORE A* or A conferences with a paper deadline in December? I would like to submit something before the holidays start.',
    means: { core_rank: 'A*,A', deadline_from: '2026-12-01', deadline_to: '2026-12-31' },
  },
  {
    sentence:
      'I am based in Tokyo, so Japanese time matters to me. Which systems conferences have deadlines in the first half of December, and at what time do they close?',
    means: { q: 'systems', deadline_from: '2026-12-01', deadline_to: '2026-12-15' },
  },
  {
    sentence:
      'Which conferences have submission deadlines in early December? I am on vacation for the second half of the month and want to submit before I leave.',
    means: { deadline_from: '2026-12-01', deadline_to: '2026-12-10' },
  },
  {
    sentence:
      'My co-author asks which venues close their call for papers in mid-January 2027. Could you list them with the exact deadline times?',
    means: { deadline_from: '2027-01-11', deadline_to: '2027-01-20' },
  },
  {
    sentence:
      'Which machine learning conferences have a submission deadline in late January? Our NeurIPS rebuttal is over and we are looking for the next target.',
    means: { q: 'machine learning', deadline_from: '2027-01-21', deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'Which conferences have deadlines in Q1 2027? Our lab wants to plan its submissions for the first three months of next year.',
    means: { deadline_from: '2027-01-01', deadline_to: '2027-03-31' },
  },
  {
    sentence:
      'Any networking conferences whose submission deadline falls in the next 30 days? I am a postdoc and my contract ends soon, so speed matters.',
    means: [
      { q: 'networking', deadline_from: TODAY, deadline_to: '2026-12-21' },
      { q: 'networks', deadline_from: TODAY, deadline_to: '2026-12-21' },
    ],
  },
  {
    sentence:
      'What deadlines fall between Christmas and the end of January? I would like to use the holiday break to finish a paper with my students.',
    means: { deadline_from: '2026-12-25', deadline_to: '2027-01-31' },
  },
  {
    sentence:
      'Which conferences still accept submissions until December 15? I have a workshop paper that I could extend into a full paper by then.',
    means: { deadline_from: TODAY, deadline_to: '2026-12-15' },
  },
  {
    sentence:
      'Which cryptography conferences have a deadline in the next 3 months? I am writing up a result on lattice-based signatures with a colleague.',
    means: { q: 'cryptography', deadline_from: TODAY, deadline_to: '2027-02-21' },
  },
  // The events' dates in a window.
  {
    sentence:
      'Which conferences take place between March and May 2027 in Europe? I would like to combine a talk with a visit to my collaborators in Amsterdam.',
    means: { from: '2027-03-01', to: '2027-05-31', continent: 'Europe' },
  },
  {
    sentence:
      'I am a PhD student in Singapore. Which AI conferences are held in Asia in spring 2027, so that travel stays short?',
    means: { q: 'artificial intelligence', continent: 'Asia', from: '2027-03-01', to: '2027-05-31' },
  },
  {
    sentence:
      'Which conferences are held in the United States in early 2027? My visa only allows me to travel there until the end of April.',
    means: { country: 'US', from: '2027-01-01', to: '2027-04-30' },
  },
  {
    sentence:
      'Which computer vision conferences happen in the second half of 2027? I want to present a follow-up to our CVPR paper.',
    means: { q: 'computer vision', from: '2027-07-01', to: '2027-12-31' },
  },
  {
    sentence:
      'Are there any conferences in late March 2027? I have a free week then and could travel to present a poster from my thesis.',
    means: { from: '2027-03-21', to: '2027-03-31' },
  },
  {
    sentence:
      'Which conferences happen in the next six weeks? My students want to attend something before the semester ends, preferably in Europe.',
    means: { from: TODAY, to: '2027-01-02', continent: 'Europe' },
  },
  {
    sentence:
      'Which cryptography conferences are held in Q2 2027? I need to decide where to send a paper and which trip to ask funding for.',
    means: { q: 'cryptography', from: '2027-04-01', to: '2027-06-30' },
  },
  {
    sentence:
      'Which robotics conferences take place in summer 2027? We plan the travel budget of the lab a year ahead and want to avoid overlaps.',
    means: { q: 'robotics', from: '2027-06-01', to: '2027-08-31' },
  },
  {
    sentence:
      'Which conferences are held in Germany after 10 January 2027? I am moving to Munich then and would like to meet the local community.',
    means: { country: 'Germany', from: '2027-01-11' },
  },
  {
    sentence:
      'List the software engineering conferences that are held in the first half of 2027, with their cities. I am choosing where to send my master students.',
    means: { q: 'software engineering', from: '2027-01-01', to: '2027-06-30' },
  },
  // Like X, with filters and with words the data cannot answer.
  {
    sentence:
      'Conferences similar to ICSE but smaller and held in Europe, please. My first paper on program repair would get lost at a huge venue.',
    means: { similar_to: 'ICSE 2027', continent: 'Europe' },
  },
  {
    sentence:
      'What are good alternatives to CVPR for a computer vision paper, ideally with a submission deadline in the next three months?',
    means: { similar_to: 'CVPR 2027', deadline_from: TODAY, deadline_to: '2027-02-21' },
  },
  {
    sentence:
      'Find me conferences comparable to ACL that are held in Asia next year. I am based in Seoul and would rather not fly to Europe.',
    means: { similar_to: 'ACL 2027', continent: 'Asia', year: '2027' },
  },
  {
    sentence:
      'Something like NDSS or USENIX Security, but with a deadline in the next two months? Our paper on browser fingerprinting is nearly done.',
    means: { similar_to: 'NDSS 2027', deadline_from: TODAY, deadline_to: '2027-01-21' },
  },
  {
    sentence:
      'Please suggest conferences like SIGMOD that take place in the United States in 2027. I am looking for a less selective venue for a demo paper.',
    means: { similar_to: 'SIGMOD 2027', country: 'US', year: '2027' },
  },
  {
    sentence:
      'What would be a cheaper alternative to NeurIPS for a machine learning paper, maybe something held in Europe? My grant does not cover long-haul flights.',
    means: { similar_to: 'NeurIPS 2026', continent: 'Europe' },
  },
  {
    sentence:
      'I enjoyed presenting at CHI last year. Are there conferences similar to CHI with a CORE A rank where I could send a smaller study?',
    means: { similar_to: 'CHI 2027', core_rank: 'A' },
  },
  // Several subjects joined by commas, "and", "or", a slash.
  {
    sentence:
      'I work on compilers, program analysis and software testing. Which conferences in these areas are held in 2027, and where?',
    means: [
      { q: 'compilers', year: '2027' },
      { q: 'program analysis', year: '2027' },
      { q: 'software testing', year: '2027' },
    ],
  },
  {
    sentence:
      'Which venues cover speech processing or audio? I am looking for a place to submit a paper on speaker diarization next year.',
    means: [{ q: 'speech processing' }, { q: 'audio' }],
  },
  {
    sentence:
      'Are there conferences on cryptography/privacy/blockchain with submission deadlines in the next two months? My student finished her first paper last week.',
    means: [
      { q: 'cryptography', deadline_from: TODAY, deadline_to: '2027-01-21' },
      { q: 'privacy', deadline_from: TODAY, deadline_to: '2027-01-21' },
      { q: 'blockchain', deadline_from: TODAY, deadline_to: '2027-01-21' },
    ],
  },
  {
    sentence:
      'Which conferences on robotics, control or autonomous systems are held in the United States next year? Our group builds drones.',
    means: [
      { q: 'robotics', country: 'US', year: '2027' },
      { q: 'control', country: 'US', year: '2027' },
      { q: 'autonomous systems', country: 'US', year: '2027' },
    ],
  },
  {
    sentence:
      'My group works across data mining, information retrieval and recommender systems. What are the main conferences for these in 2027?',
    means: [
      { q: 'data mining', year: '2027' },
      { q: 'information retrieval', year: '2027' },
      { q: 'recommender systems', year: '2027' },
    ],
  },
  {
    sentence:
      'Which computer graphics & visualization venues have a CCF A rank? I need a list for the annual evaluation at my university in China.',
    means: [
      { q: 'graphics', ccf_rank: 'A' },
      { q: 'visualization', ccf_rank: 'A' },
    ],
  },
  {
    sentence:
      'I am looking for conferences on human-computer interaction or accessibility in Europe during 2027, since my students can only travel within the EU.',
    means: [
      { q: 'human-computer interaction', continent: 'Europe', year: '2027' },
      { q: 'accessibility', continent: 'Europe', year: '2027' },
    ],
  },
  {
    sentence:
      'Which conferences on electronic design automation and computer architecture have submission deadlines in the coming months? We have two papers on chip design.',
    means: [
      { q: 'electronic design automation', deadline_from: TODAY },
      { q: 'computer architecture', deadline_from: TODAY },
    ],
  },
  // Filler that is no subject, and asides about the asker.
  {
    sentence:
      'Honestly I am a bit lost: what are the big conferences on natural language processing that happen next year, and roughly when do they take place?',
    means: { q: 'natural language processing', year: '2027' },
  },
  {
    sentence:
      'My supervisor wants me to pick a venue for my first paper on computer networks. What options are there in Asia? I am based in Beijing.',
    means: { q: 'computer networks', continent: 'Asia' },
  },
  {
    sentence:
      'I teach a course on information theory and would like to bring my students to a related conference. Which ones are held in 2027?',
    means: { q: 'information theory', year: '2027' },
  },
  {
    sentence:
      'What is a good place to present work on formal verification? I mean the main conferences of the field, not the small workshops around them.',
    means: { q: 'formal verification', type: 'conference' },
  },
  {
    sentence:
      'For my annual report I need the cybersecurity conferences that take place in India. Where and when are they happening, roughly?',
    means: { q: 'cybersecurity', country: 'India' },
  },
  {
    sentence:
      'We are a small lab in Lisbon working on signal processing. Are there signal processing conferences in Europe next year that we could reach by train?',
    means: { q: 'signal processing', continent: 'Europe', year: '2027' },
  },
  // Acronyms and ranks.
  {
    sentence:
      'What is the deadline for CIDR 2027 and where will it take place? I am writing a vision paper about data systems with two colleagues.',
    means: { acronym: 'CIDR 2027' },
  },
  {
    sentence:
      'Which CCF-B conferences on computer architecture are held in 2027? My department only counts the CCF ranked venues for my promotion.',
    means: { ccf_rank: 'B', q: 'computer architecture', year: '2027' },
  },
  {
    sentence:
      'When is ISSTA 2027, and has its submission deadline already passed? My student is finishing a paper on fuzzing and test generation.',
    means: { acronym: 'ISSTA 2027' },
  },
  {
    sentence:
      'Please compare the deadlines of ICDE, EDBT and CIDR for me. I have a database paper and want to pick the one that fits our schedule.',
    acronyms: ['ICDE', 'EDBT', 'CIDR'],
  },
  {
    sentence:
      'Are there any conferences on quantum biology held in Iceland in 2027? I know it is a niche area, but my postdoc asked me to check.',
    unanswerable: true,
  },
];
