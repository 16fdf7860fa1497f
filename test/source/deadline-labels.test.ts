/**
 * Labels of deadlines (docs/importers.md, Labels of deadlines), as the public trackers write them:
 * the (type, label) pairs below are taken from the ai-deadlines family's trackers and the comments
 * of ccf-deadlines' timelines. A round of a track or of revisions never calls for new papers.
 */
import { describe, expect, it } from 'vitest';
import { callsForNewPapers, labelTrack, readDeadlineLabel } from '../../src/source/deadline-labels.js';

type Case = [type: string | null, label: string, kind: string | null, track: string | null, round?: number | null];

/** The edition's own calls, whatever the cycle, round or qualifier. */
const MAIN: Case[] = [
  ['submission', 'Paper Submission', 'paper', null],
  ['submission', '(Paper) Submission', 'paper', null],
  ['submission', '(Fall Cycle) Paper Submission Deadline', 'paper', null],
  ['submission', '(2nd round) Paper Submission', 'paper', null, 2],
  ['submission', 'Paper Submission (Round 1) - Extended', 'paper', null, 1],
  ['submission', 'Paper Submission for Second Review Cycle', 'paper', null, 2],
  ['submission', '(Main Conference) Paper Submission', 'paper', null],
  ['submission', '(Full & Short Paper) Submission', 'paper', null],
  ['submission', '(Regular & System Demo) Paper Submission', 'paper', null],
  ['submission', 'Research, Resource, In-Use Track Full Paper Submission', 'paper', null],
  ['submission', 'Technical Papers Submission Deadline', 'paper', null],
  ['submission', 'Paper Submissions Open on OpenReview Jan 08 2026 12:00AM UTC-0', 'paper', null],
  ['abstract', '(Full Paper) Abstract Submission', 'abstract', null],
  ['abstract', 'Full Research Paper - Abstract Deadline', 'abstract', null],
  ['abstract', '(1st cycle) Paper Registration Deadline', 'abstract', null, 1],
  ['registration', 'Round 2 New Paper Registration', 'abstract', null, 2],
  ['submission', 'Technical Papers submission form deadline', 'abstract', null],
  ['submission', 'Abstract and Full Paper Submission', 'abstract', null],
  ['final_decision', '(Paper) Author Notification', 'notification', null],
  ['author_notification', '(Round 1) Notification of Accept/Reject/Revision', 'notification', null, 1],
  ['camera_ready', 'Final paper submission', 'camera_ready', null],
  ['camera_ready', 'Revised version due (Round 2)', 'camera_ready', null, 2],
  ['rebuttal_end', '(Research Track) Author Response Period End', 'rebuttal', null],
  ['commitment', 'ARR Reviews released & Commitment Deadline', 'commitment', null],
  ['final_decision', 'Reviews and Final Decisions released to Authors (Round 2)', 'notification', null, 2],
];

/** Rounds that are no call for new papers of the edition: revisions, posters, demos, other programs. */
const TRACKS: Case[] = [
  ['submission', '(Paper) Resubmit Deadline', 'paper', 'Revisions'],
  ['submission', 'Poster Submission', 'paper', 'Posters'],
  ['final_decision', '(Poster) Author Notification', 'notification', 'Posters'],
  ['submission', '(Summer Cycle) Resubmission of Major Revision / Minor Revision Decision', 'paper', 'Revisions'],
  ['submission', '(Research Track) Major Revision Submission', 'paper', 'Revisions'],
  ['final_decision', '(Fall Cycle) Author Notification for Major Revision', 'notification', 'Revisions'],
  ['revision', '(Round 3) Revised Paper Submission', 'paper', 'Revisions', 3],
  ['submission', '(System Demonstration) Paper Submission', 'paper', 'Demos'],
  ['submission', '(SEIP Track) Paper Submission', 'paper', 'Software Engineering in Practice'],
  ['abstract', '(NIER Track) Abstract Submission', 'abstract', 'New Ideas and Emerging Results'],
  ['submission', '(Journal-First) Paper Submission', 'paper', 'Journal First'],
  ['submission', '(Late-Breaking) Paper Submission', 'paper', 'Late-Breaking Results'],
  ['abstract', 'Industrial Track Abstract Submission', 'abstract', 'Industry Track'],
  ['submission', 'Paper Submission (Doctoral Colloquium Track)', 'paper', 'Doctoral Symposium'],
  ['submission', 'Workshop Proposal Submission', 'paper', 'Workshops'],
  ['submission', 'Tutorial proposals deadline', 'paper', 'Tutorials'],
  ['submission', 'Short Papers, Posters & Demos Submission', 'paper', 'Short Papers'],
  ['submission', 'Dataset Paper Submission', 'paper', 'Datasets and Benchmarks'],
  ['submission', 'Art Gallery deadline', 'paper', 'Art'],
  ['submission', 'Appy Hour deadline', 'paper', 'Appy Hour'],
  ['submission', 'Technical Communications Submission Deadline', 'paper', 'Technical Communications'],
  ['submission', 'Spotlight Track submission deadline', 'paper', 'Spotlight Track'],
];

/** What is no deadline of the source format. */
const SKIPPED: [string | null, string][] = [
  ['submission', 'Supplementary Material Submission (Round 1)'],
  ['submission', 'Paper Video Submission'],
  ['submission', 'Student Volunteers Applications deadline'],
  ['review_release', 'Reviews Released'],
  ['rebuttal_start', '(1st cycle) Rebuttal Period Start'],
  ['author_response', 'Author response period begins'],
  ['registration', 'Hotel registration deadline'],
  ['submission', 'Paper Update Deadline'],
  ['withdrawal', 'Withdrawal deadline'],
];

describe('labels of deadlines', () => {
  it("reads the edition's own calls, with their rounds", () => {
    for (const [type, label, kind, track, round] of MAIN) {
      const reading = readDeadlineLabel(label, type);
      expect({ kind: reading.kind, track: reading.track }, label).toEqual({ kind, track });
      if (round !== undefined) expect(reading.round, label).toBe(round);
      expect(reading.skipped, label).toBeNull();
    }
  });

  it('reads revisions, posters, demos and other programs as tracks that call for no new papers', () => {
    for (const [type, label, kind, track, round] of TRACKS) {
      const reading = readDeadlineLabel(label, type);
      expect({ kind: reading.kind, track: reading.track }, label).toEqual({ kind, track });
      if (round !== undefined) expect(reading.round, label).toBe(round);
      expect(callsForNewPapers(reading), label).toBe(false);
    }
  });

  it('skips what is no deadline, saying why', () => {
    for (const [type, label] of SKIPPED) expect(readDeadlineLabel(label, type).skipped, label).not.toBeNull();
  });

  it("keeps an edition's acronym out of a program's name", () => {
    expect(readDeadlineLabel('STOC Paper Submission Deadline', 'submission', ['stoc']).track).toBeNull();
    expect(readDeadlineLabel('Frontiers deadline', 'submission', ['siggraph']).track).toBe('Frontiers');
  });

  it("reads ccf-deadlines' comments for their tracks only, never as a program's name", () => {
    const comments: [string, string | null][] = [
      ['third round (only for resubmissions after major revisions)', 'Revisions'],
      ['Short Paper', 'Short Papers'],
      ['Journal track', 'Journal First'],
      ['Poster Paper / Encore Paper', 'Posters'],
      ['Mandatory abstract deadline on Sep. 21, 2023.', null],
      ['ToSC, Volume 2025, Issue 1 Submission deadline', null],
      ['co-located with ICSME 2025', null],
      ['Spring Submission Deadline', null],
      ['Full and Short Papers Track', null],
    ];
    for (const [comment, track] of comments) expect(labelTrack(comment, 'paper', [], false), comment).toBe(track);
  });

  it('reads the type alone when there is no label', () => {
    expect(readDeadlineLabel(null, 'final_decision')).toEqual({
      kind: 'notification',
      track: null,
      round: null,
      skipped: null,
    });
    expect(readDeadlineLabel('', 'abstract').kind).toBe('abstract');
  });
});
