/**
 * The fields a venue's own name names (docs/importers.md, Subjects): "ACM Conference on Management
 * of Data" is Databases, "Symposium on Operating Systems Principles" Operating Systems. Each field
 * is a sub-topic as the importers and the trackers already spell it (tags.ts, the trackers'
 * types.yml), with the other spellings trackers give the same field; the phrases are matched on
 * whole words of the folded name, in the order of the list, each phrase's words then set aside, so
 * that "Knowledge Discovery in Databases" names Data Mining and not Databases too.
 */
import { fold, nameKey } from '../reference/fold.js';

interface Field {
  /** The sub-topic, as the directory names it. */
  name: string;
  /** Other sub-topics trackers give for the same field ("Security and Privacy" for security). */
  spellings?: readonly string[];
  /** The wider field it is a part of, named with it (a venue of cooperative work is of HCI). */
  within?: string;
  words: RegExp;
}

/** The fields and their phrases, the more specific first (a phrase's words are set aside once matched). */
const FIELDS: readonly Field[] = [
  {
    name: 'Data Mining',
    words: /\b(?:sigkdd|kdd|knowledge discovery(?: (?:in|and) (?:data ?bases|data mining))?|data mining)\b/g,
  },
  {
    name: 'Information Retrieval',
    spellings: ['Web Search', 'Retrieval'],
    words: /\b(?:sigir|information retrieval|retrieval|web search|recommender systems?|world wide web)\b/g,
  },
  {
    name: 'Databases',
    spellings: ['Database and Data Engineering'],
    words: /\b(?:sigmod|data ?bases?|management of data|data engineering|data systems|data management)\b/g,
  },
  { name: 'Human-Robot Interaction', words: /\bhuman robot interaction\b/g },
  {
    name: 'Natural Language Processing',
    within: 'Artificial Intelligence',
    words: /\b(?:natural language|computational linguistics|language modeling|chinese computing)\b/g,
  },
  { name: 'Speech Processing', spellings: ['Speech'], words: /\b(?:speech|spoken language)\b/g },
  {
    name: 'Signal Processing',
    spellings: ['Speech and Signal Processing'],
    words: /\b(?:signal processing|acoustics)\b/g,
  },
  {
    name: 'Computer Vision',
    spellings: ['Pattern Recognition', 'Image Processing'],
    within: 'Artificial Intelligence',
    words:
      /\b(?:computer vision|machine vision|3d vision|pattern recognition|image processing|visual information processing)\b/g,
  },
  {
    name: 'Electronic Design Automation',
    words:
      /\b(?:sigda|design automation|computer aided design|co design|system synthesis|test symposium|test conference|vlsi)\b/g,
  },
  {
    name: 'Machine Learning',
    spellings: ['Representation Learning', 'Deep Learning', 'Reinforcement Learning', 'Lifelong Learning'],
    within: 'Artificial Intelligence',
    words:
      /\b(?:machine learning|deep learning|representation learning|learning representations|reinforcement learning|lifelong learning|learning theory|neural information processing|neural networks|learning on graphs|probabilistic machine learning)\b/g,
  },
  { name: 'Knowledge Representation', within: 'Artificial Intelligence', words: /\bknowledge representation\b/g },
  {
    name: 'Automated Planning',
    within: 'Artificial Intelligence',
    words: /\b(?:automated planning|planning and scheduling)\b/g,
  },
  {
    name: 'Artificial Intelligence',
    words:
      /\b(?:artificial intelligence|artificial intellignce|ai|autonomous agents|multiagent systems|multi agent systems|constraint programming|evolutionary computation|parallel problem solving)\b/g,
  },
  { name: 'Robotics', within: 'Artificial Intelligence', words: /\b(?:robots?|robotics)\b/g },
  {
    name: 'Human-Computer Interaction',
    words:
      /\b(?:sigchi|sigaccess|human computer interaction|computer human interaction|human factors in computing|user interfaces?|interactive systems|interactive surfaces|computers and accessibility|multimodal interaction)\b/g,
  },
  {
    name: 'Computer-Supported Cooperative Work',
    within: 'Human-Computer Interaction',
    words: /\b(?:cooperative work|group work|collaborative computing)\b/g,
  },
  { name: 'Ubiquitous Computing', words: /\b(?:ubiquitous|pervasive)\b/g },
  {
    name: 'Augmented, Virtual and Mixed Reality',
    words: /\b(?:virtual reality|augmented reality|mixed reality|mixed and augmented reality)\b/g,
  },
  { name: 'Visualization', words: /\b(?:visuali[sz]ation|visual information communication)\b/g },
  {
    name: 'Computer Graphics',
    words:
      /\b(?:graphics|rendering|computer animation|geometry processing|geometric modeling|shape modeling|solid and physical modeling|siggraph|eurographics)\b/g,
  },
  { name: 'Multimedia', spellings: ['Multimodal'], words: /\b(?:sigmm|multi ?media)\b/g },
  {
    name: 'Cybersecurity',
    spellings: ['Security and Privacy', 'Cryptography and Security'],
    words: /\b(?:sigsac|security|secure|intrusions?|malware|forensics?|access control)\b/g,
  },
  {
    name: 'Cryptography',
    spellings: ['Cryptography and Security'],
    within: 'Cybersecurity',
    words:
      /\b(?:cryptology|cryptologic|cryptography|cryptographic|cryptographer s|crypto|fast software encryption|encryption|public key)\b/g,
  },
  { name: 'Privacy', within: 'Cybersecurity', spellings: ['Security and Privacy'], words: /\bprivacy\b/g },
  { name: 'Blockchain', words: /\b(?:blockchains?|distributed ledgers?)\b/g },
  { name: 'Internet of Things', words: /\b(?:internet of things|iot|sensor networks|networked sensor)\b/g },
  {
    name: 'Computer Networks',
    spellings: ['Wireless'],
    words:
      /\b(?:sigcomm|data communication|computer networks|networks|networking|networked|network|communications|computer communication|internet measurement|wireless|mobile computing)\b/g,
  },
  {
    name: 'Operating Systems',
    spellings: ['Systems'],
    words:
      /\b(?:operating systems?|systems principles|systems design and implementation|(?<!complex )computer systems|systems software|virtual execution environments|sigops)\b/g,
  },
  { name: 'High-Performance Computing', words: /\b(?:high performance computing|supercomputing|hpc)\b/g },
  {
    name: 'Computer Architecture',
    words:
      /\b(?:sigarch|computer architecture|microarchitecture|architectural support|parallel architectures|embedded architectures|algorithms and architectures|architectures and processors|high performance chips|field programmable|computer design)\b/g,
  },
  {
    name: 'Parallel and Distributed Computing',
    spellings: ['Distributed Systems'],
    words:
      /\b(?:parallel|parallelism|distributed computing|distributed systems|distributed processing|cluster|cloud computing|grid computing|edge computing|middleware)\b/g,
  },
  { name: 'Storage', words: /\b(?:storage|file systems?)\b/g },
  {
    name: 'Programming Languages',
    spellings: ['Compilers'],
    words:
      /\b(?:sigplan|programming languages?|programming language design|object oriented programming|functional programming|function programming|compilers?|compilation|code generation|abstract interpretation|static analysis)\b/g,
  },
  {
    name: 'Software Engineering',
    spellings: ['Testing', 'Model-Driven Engineering'],
    words:
      /\b(?:sigsoft|software engineering|software|requirements engineering|model driven engineering|program comprehension)\b/g,
  },
  {
    name: 'Formal Verification',
    words: /\b(?:formal methods|formal verification|formal engineering methods|model checking|verification)\b/g,
  },
  { name: 'Information Theory', words: /\binformation theory\b/g },
  {
    name: 'Theory of Computation',
    words:
      /\b(?:sigact|theory of computing|foundations of computer science|discrete algorithms|algorithms and computation|computational complexity|automata|logic in computer science|concurrency theory|computing and combinatorics|computational geometry)\b/g,
  },
  {
    name: 'Computational Social Science',
    words: /\b(?:social media|social computing|computational social science)\b/g,
  },
];

/** Longest name read: a name is cut to 300 characters on import (clean.ts), a title to less. */
const NAME_READ = 1000;

const WORDS_OF = (text: string): string =>
  ` ${fold(text.slice(0, NAME_READ))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The fields a venue's name names, in the order of the list: "Architectural Support for Programming
 * Languages and Operating Systems" is Computer Architecture, Operating Systems and Programming
 * Languages; "Fast Software Encryption" Cryptography alone, its phrase read before "software";
 * "Computer Supported Cooperative Work" that field and the wider Human-Computer Interaction.
 */
export function fieldsNamed(...texts: string[]): string[] {
  let rest = texts.map(WORDS_OF).join(' | ');
  const named: string[] = [];
  for (const field of FIELDS) {
    const left = rest.replace(field.words, ' ');
    if (left === rest) continue;
    if (!named.includes(field.name)) named.push(field.name);
    if (field.within !== undefined && !named.includes(field.within)) named.push(field.within);
    rest = left;
  }
  return named;
}

const SPELLINGS = new Map(FIELDS.map((field) => [field.name, [field.name, ...(field.spellings ?? [])].map(nameKey)]));

/** The name keys of every sub-topic a venue's name supports: its fields and their other spellings. */
export function namedKeys(...texts: string[]): Set<string> {
  return new Set(fieldsNamed(...texts).flatMap((name) => SPELLINGS.get(name) ?? []));
}
