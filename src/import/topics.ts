/**
 * Topic and sub-topic names from the formats' tags (docs/importers.md): "machine-learning" is
 * "Machine Learning". Names fold alike whatever their case, so the label only decides how a new
 * topic is shown.
 */

/** Words shown in a set case, wherever they come. */
const WORDS: Readonly<Record<string, string>> = {
  and: 'and',
  of: 'of',
  for: 'for',
  in: 'in',
  the: 'the',
  ai: 'AI',
  nlp: 'NLP',
  hci: 'HCI',
  iot: 'IoT',
  ios: 'iOS',
  ux: 'UX',
  api: 'API',
  apis: 'APIs',
  sre: 'SRE',
  css: 'CSS',
  php: 'PHP',
  cfml: 'CFML',
  devops: 'DevOps',
  graphql: 'GraphQL',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
};

/** Names that are not their words title-cased. */
const NAMES: Readonly<Record<string, string>> = {
  'human computer interaction': 'Human-Computer Interaction',
  cpp: 'C++',
  dotnet: '.NET',
  golang: 'Go',
  opensource: 'Open Source',
  'tech comm': 'Technical Communication',
};

/** A tag as a topic name: words split at "-", "_" and spaces, each capitalised (known words as set). */
export function topicLabel(tag: string): string {
  const words = tag
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
  const joined = words.join(' ');
  const named = NAMES[joined];
  if (named !== undefined) return named;
  return words
    .map((word, index) => {
      const set = WORDS[word];
      if (set !== undefined && (index > 0 || set !== set.toLowerCase())) return set;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
