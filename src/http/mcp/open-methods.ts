/**
 * What a client may ask /mcp without credentials when OAuth is on and there is no anonymous tier
 * (docs/api.md, "OAuth"): to connect and to learn what the server offers, as "mixed"
 * authentication has it (ChatGPT's connectors connect and list the tools, then sign in to call
 * one). The skills (src/mcp/skills.ts) are open too: a host lists and loads them as it connects, and
 * they are the public text the Agent Plugins package holds (`npm run discovery`); `resources/*`
 * serves nothing else. Every other message (a tool call above all) needs credentials: its POST gets
 * the 401 whose challenge starts the OAuth flow.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/server';

const OPEN_METHODS: ReadonlySet<string> = new Set([
  'initialize',
  'ping',
  'server/discover',
  'tools/list',
  'skills/list',
  'skills/get',
  'resources/list',
  'resources/read',
]);

export function isOpenMessage(message: JSONRPCMessage): boolean {
  if (!('method' in message)) return false;
  return OPEN_METHODS.has(message.method) || message.method.startsWith('notifications/');
}
