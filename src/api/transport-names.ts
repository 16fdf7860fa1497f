/**
 * Messages name things the way the caller sees them (docs/api.md, Errors): an HTTP client sends
 * query parameters to paths (`city=Berlin`, `GET /api/gpt/topics`), an MCP client calls tools with
 * arguments (`city: "Berlin"`, the listTopics tool). The error table and the hints write marks for
 * these names (setting, word, operationNamed), and renderFor writes them out for one transport.
 * A mark is delimited by two control characters, which no parameter value can hold (every text
 * parameter refuses control characters), so a value echoed in a message never reads as a mark.
 */

export type Transport = 'http' | 'mcp';

const OPEN = '\u0002';
const CLOSE = '\u0003';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the marks are delimited by control characters on purpose (see above).
const MARK_RE = /\u0002(set|num|word|op):([^\u0002\u0003]*)\u0003/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const CONTROL_RE = /[\u0002\u0003]/g;

/**
 * The HTTP method and path of each operation a message names, as the operation table registers
 * its rows (operations.ts, at load). Registered rather than imported: the table's schemas write
 * these marks, so importing the table here would be an import cycle. Messages are rendered when a
 * request is answered, after the table has loaded.
 */
const operationRoutes = new Map<string, string>();

/** Registers the routes of `rows` for the messages naming them (the operation table's own call). */
export function nameOperations(rows: readonly { operationId: string; method: string; path: string }[]): void {
  for (const row of rows) operationRoutes.set(row.operationId, `${row.method} ${row.path}`);
}

/** The words of HTTP and their MCP counterparts. */
const WORDS: Readonly<Record<string, string>> = {
  Parameter: 'Argument',
  parameter: 'argument',
  parameters: 'arguments',
};

/**
 * A parameter given a value: `name=value` over HTTP; over MCP, `name: "value"` for a text and
 * `name: 50` for a number, so that a tool call copies the JSON type its input schema declares.
 */
export const setting = (name: string, value: string | number): string =>
  typeof value === 'number'
    ? `${OPEN}num:${name}=${value}${CLOSE}`
    : `${OPEN}set:${name}=${value.replace(CONTROL_RE, '')}${CLOSE}`;

/** "Parameter", "parameter" or "parameters" (HTTP), "Argument"... (MCP). */
export const word = (text: keyof typeof WORDS): string => `${OPEN}word:${text}${CLOSE}`;

/** An operation: its method and path over HTTP, its tool over MCP. */
export const operationNamed = (operationId: string): string => `${OPEN}op:${operationId}${CLOSE}`;

function renderMark(kind: string, body: string, transport: Transport): string {
  if (kind === 'word') return transport === 'http' ? body : (WORDS[body] ?? body);
  if (kind === 'op') return transport === 'http' ? (operationRoutes.get(body) ?? body) : `the ${body} tool`;
  const at = body.indexOf('=');
  const name = body.slice(0, at);
  const value = body.slice(at + 1);
  if (transport === 'http') return `${name}=${value}`;
  return kind === 'num' ? `${name}: ${value}` : `${name}: ${JSON.stringify(value)}`;
}

/** A text with marks, as the caller of `transport` reads it. */
export function renderFor(text: string, transport: Transport): string {
  return text.replace(MARK_RE, (_, kind: string, body: string, at: number) => {
    const rendered = renderMark(kind, body, transport);
    // A tool named at the start of a sentence: "The listTopics tool lists...".
    const starts = at === 0 || /[.?!]\s$/.test(text.slice(0, at));
    return starts ? rendered.charAt(0).toUpperCase() + rendered.slice(1) : rendered;
  });
}
