/**
 * The names of an edition's tracks as trackers write them (docs/importers.md, Tracks and Labels of
 * deadlines): "Industry Track", "ICSE-SEIP", "Tool Demos", "(Poster) Author Notification". One
 * table, read by the importers for a record that is a track of an edition and for a deadline's
 * label. Written by hand: the trackers' spellings of a track are a short, closed list.
 */

/**
 * The words that name a track in a record's acronym or name, each with the name the track is shown
 * by; the first that matches wins.
 */
export const RECORD_TRACKS: readonly (readonly [RegExp, string])[] = [
  [/\bindustr(?:y|ial)(?:\s*(?:&|and)\s*(?:practice|applications?))?(?:[\s-]+(?:track|papers?))?\b/i, 'Industry Track'],
  [/\bSEIP\b/, 'Software Engineering in Practice'],
  [/\bSEIS\b/, 'Software Engineering in Society'],
  [/\bSEET\b/, 'Software Engineering Education and Training'],
  [/\bNIER\b|\bnew ideas(?: and emerging results)?\b/i, 'New Ideas and Emerging Results'],
  [/\btools?(?:[\s-]*(?:&|and)?[\s-]*demo(?:nstration)?s?)?(?:[\s-]+track)?\b/i, 'Tool Demos'],
  [/\b(?:system\s+)?demo(?:nstration)?s?(?:[\s-]+(?:track|papers?))?\b/i, 'Demos'],
  [/\bshort(?:[\s-]+papers?)?(?:[\s-]+track)?\b/i, 'Short Papers'],
  [/\bfindings\b/i, 'Findings'],
  [/\bjournal[\s-]+first\b|\bjournal[\s-]+track\b|\bjournal papers?\b|\bpublished journal\b/i, 'Journal First'],
  [
    /\bdoctoral[\s-]+(?:symposium|colloquium|consortium)\b|\bph\.?d\.?[\s-]+(?:symposium|forum)\b/i,
    'Doctoral Symposium',
  ],
  [/\bposters?(?:[\s-]+track)?\b/i, 'Posters'],
  [/\bartifacts?(?:[\s-]+(?:track|evaluation))?\b/i, 'Artifacts'],
  [
    /\bresearch(?:[\s-]+papers?)?[\s-]+track\b|\bresearch[\s-]+papers?\b|\btechnical[\s-]+papers?\b|\bmain[\s-]+track\b/i,
    'Research Track',
  ],
];

/**
 * Further tracks a deadline's label names ("Workshop Proposal Submission", "(Late-Breaking) Paper
 * Submission"); records named so are events of their own (a workshop is an event).
 */
const LABEL_TRACKS: readonly (readonly [RegExp, string])[] = [
  [/\bworkshops?\b/i, 'Workshops'],
  [/\btutorials?\b|\bcourses\b/i, 'Tutorials'],
  [/\blate[\s-]+breaking\b/i, 'Late-Breaking Results'],
  [/\bstudent research competition\b/i, 'Student Research Competition'],
  [/\bart(?:[\s-]+(?:gallery|papers?))?\b/i, 'Art'],
  [/\bdatasets?\b|\bbenchmarks?\b/i, 'Datasets and Benchmarks'],
  [/\breproducibility\b|\breplicability\b/i, 'Reproducibility'],
  [/\bregistered reports?\b/i, 'Registered Reports'],
  [/\bdoctoral\b/i, 'Doctoral Symposium'],
];

/** Every track a label may name, the record words first. */
export const LABEL_TRACK_NAMES: readonly (readonly [RegExp, string])[] = [...RECORD_TRACKS, ...LABEL_TRACKS];

/** The track "Research Track" names the edition's own call, not a track beside it. */
export const MAIN_TRACK = 'Research Track';
