/**
 * The schemas the service publishes, as a JSON Schema validator reads them: an OpenAPI document's
 * response schemas (by path, method and status) and the MCP tools' output schemas, compiled by Ajv
 * for draft 2020-12 (the dialect of OpenAPI 3.1 and of MCP), with its string formats. The MCP SDK's
 * own validator (the one its client runs on a tool's structured content) checks the tools too.
 */
import type { Tool } from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

function newAjv(): Ajv2020 {
  // OpenAPI's own keywords (example, and a document's non-schema parts) are not JSON Schema: known, not checked.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv;
}

/** The words of Ajv's errors, for a failing assertion. */
export function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
}

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** An OpenAPI document's response schemas, compiled once each. */
export class DocumentSchemas {
  private readonly ajv = newAjv();
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly id: string;

  constructor(
    readonly name: string,
    readonly document: Json,
  ) {
    this.id = `urn:openapi:${name}`;
    // The document as one schema resource, so that its "#/components/schemas/..." refs resolve.
    this.ajv.addSchema({ $id: this.id, components: document.components, paths: document.paths });
  }

  /** The statuses `method path` declares (undefined: the document has no such operation). */
  statuses(path: string, method: string): string[] | undefined {
    const operation = this.document.paths[path]?.[method];
    return operation ? Object.keys(operation.responses) : undefined;
  }

  /** The validator of the JSON answer of `method path` with `status`; undefined when not declared. */
  validator(path: string, method: string, status: number): ValidateFunction | undefined {
    const response = this.document.paths[path]?.[method]?.responses?.[String(status)];
    if (response?.content?.['application/json']?.schema === undefined) return undefined;
    const ref = `${this.id}#/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema`;
    let validate = this.compiled.get(ref);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }
}

/** The MCP tools' output schemas, by tool name: Ajv 2020-12, and the SDK client's validator. */
export class ToolSchemas {
  private readonly ajv = newAjv();
  private readonly sdk = new AjvJsonSchemaValidator();
  private readonly byName = new Map<string, { ajv: ValidateFunction; sdk: (value: unknown) => string | undefined }>();

  constructor(tools: readonly Tool[]) {
    for (const tool of tools) {
      if (tool.outputSchema === undefined) continue;
      const sdk = this.sdk.getValidator(tool.outputSchema as Json);
      this.byName.set(tool.name, {
        ajv: this.ajv.compile(tool.outputSchema),
        sdk: (value) => {
          const result = sdk(value);
          return result.valid ? undefined : (result.errorMessage ?? 'invalid');
        },
      });
    }
  }

  /** What is wrong with `value` as `tool`'s structured content, by each validator (empty: nothing). */
  check(tool: string, value: unknown): { ajv?: string; sdk?: string } {
    const schemas = this.byName.get(tool);
    if (schemas === undefined) return { ajv: `no output schema for ${tool}` };
    const out: { ajv?: string; sdk?: string } = {};
    if (!schemas.ajv(value)) out.ajv = errorsOf(schemas.ajv);
    const sdk = schemas.sdk(value);
    if (sdk !== undefined) out.sdk = sdk;
    return out;
  }
}
