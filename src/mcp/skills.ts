/**
 * The MCP Skills extension (SEP-2640, `io.modelcontextprotocol/skills`; docs/api.md, "MCP skills"):
 * the skills a deployment serves, each one `SKILL.md` at `skill://<name>/SKILL.md`, listed by
 * `skills/list`, named by `skills/get`, read by `resources/read` and listed by `resources/list`, on
 * both protocol eras. Each entry carries its file's SHA-256 digest and size, so a host checks what
 * it reads against what it was listed, and its frontmatter as the file's YAML parses to it.
 *
 * Why not the SDK's `SkillsExtension`: it attaches to the SDK's McpServer, and this server is the
 * SDK's low-level Server (request-server.ts). The wire shape is the extension's: the official
 * client's SkillsClient and the conformance suite's SEP-2640 scenarios check it (test/mcp).
 */
import { createHash } from 'node:crypto';
import {
  type CacheHint,
  type ListResourcesResult,
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  ResourceNotFoundError,
  type Server,
} from '@modelcontextprotocol/server';
import { stringify } from 'yaml';
import { z } from 'zod';
import { MODERN_PROTOCOL_VERSIONS } from './messages.js';

const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
const SKILL_FILE = 'SKILL.md';
const MARKDOWN = 'text/markdown';

/** A skill as its author writes it: the frontmatter (name and description at least) and the Markdown after it. */
export interface Skill {
  frontmatter: { name: string; description: string } & Record<string, unknown>;
  body: string;
}

/** A skill ready to serve: its file, its URI and its `skills/list` entry. */
export interface ServedSkill {
  uri: string;
  markdown: string;
  entry: {
    uri: string;
    frontmatter: Skill['frontmatter'];
    resources: { uri: string; digest: string; size: number }[];
  };
}

/** The Agent Skills naming rule the extension keeps: 1-64 lowercase letters, digits and single hyphens. */
const SKILL_NAME = /^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The SKILL.md file: its frontmatter as YAML between `---` lines, then the body. */
export function skillMarkdown({ frontmatter, body }: Skill): string {
  return `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n\n${body.trimEnd()}\n`;
}

/** The skill as served: its one file, whose digest and size are of the bytes resources/read answers. */
export function servedSkill(skill: Skill): ServedSkill {
  const { name } = skill.frontmatter;
  if (!SKILL_NAME.test(name))
    throw new Error(`skill name ${JSON.stringify(name)} breaks the Agent Skills naming rules`);
  const uri = `skill://${name}/${SKILL_FILE}`;
  const markdown = skillMarkdown(skill);
  const bytes = Buffer.from(markdown, 'utf8');
  const digest = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  return {
    uri,
    markdown,
    entry: { uri, frontmatter: skill.frontmatter, resources: [{ uri, digest, size: bytes.length }] },
  };
}

const listParams = z.object({ cursor: z.string().optional(), _meta: z.record(z.string(), z.unknown()).optional() });
const getParams = z.object({ uri: z.string(), _meta: z.record(z.string(), z.unknown()).optional() });

/**
 * Serves `skills` on `server` (before it connects): the four methods and the capabilities they need
 * (`resources`, and the extension with no optional feature). `skills/list` and `skills/get` carry
 * `cache`'s `ttlMs` and `cacheScope` on 2026-07-28, where their results are cacheable; the SDK adds
 * them to resources/list and resources/read (request-server.ts).
 */
export function attachSkills(server: Server, skills: readonly ServedSkill[], cache: () => Required<CacheHint>): void {
  const byUri = new Map(skills.map((skill) => [skill.uri, skill]));
  const cacheFields = () =>
    MODERN_PROTOCOL_VERSIONS.includes(server.getNegotiatedProtocolVersion() ?? '') ? cache() : {};
  server.registerCapabilities({ resources: {}, extensions: { [SKILLS_EXTENSION]: {} } });
  // One page: a deployment serves a skill or two.
  server.setRequestHandler('skills/list', { params: listParams }, () => ({
    skills: skills.map((skill) => skill.entry),
    ...cacheFields(),
  }));
  server.setRequestHandler('skills/get', { params: getParams }, ({ uri }) => {
    const skill = byUri.get(uri);
    if (skill === undefined) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No skill is served at ${uri.slice(0, 200)}`);
    }
    return { skill: skill.entry, ...cacheFields() };
  });
  server.setRequestHandler(
    'resources/list',
    (): ListResourcesResult => ({
      resources: skills.map(({ uri, entry }) => ({
        uri,
        name: entry.frontmatter.name,
        description: entry.frontmatter.description,
        mimeType: MARKDOWN,
        size: entry.resources[0]!.size,
      })),
    }),
  );
  server.setRequestHandler('resources/read', (request): ReadResourceResult => {
    const skill = byUri.get(request.params.uri);
    if (skill === undefined) throw new ResourceNotFoundError(request.params.uri.slice(0, 200));
    return { contents: [{ uri: skill.uri, mimeType: MARKDOWN, text: skill.markdown }] };
  });
}
