/**
 * The OpenAPI documents as the API serves them, and a check of real replies against them: a
 * reply's status and media type must be declared for its path and method, and a JSON body must
 * match the schema declared there (Ajv, JSON Schema 2020-12, formats asserted).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiResponse, TestContext } from './runtime.ts';
import { staffSession } from './accounts.ts';

interface Content {
  schema?: Record<string, unknown>;
}
export interface Operation {
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, { description: string; content?: Record<string, Content> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** The player's document (public) and the staff's (read with an admin's token). */
export async function servedDocuments(
  t: TestContext,
): Promise<{ player: OpenApiDocument; staff: OpenApiDocument }> {
  const admin = await staffSession(t, 'admin');
  const player = await t.call<OpenApiDocument>('GET', '/api/app/openapi.json');
  const staff = await t.call<OpenApiDocument>('GET', '/api/admin/openapi.json', { headers: admin.headers });
  if (player.status !== 200 || staff.status !== 200) throw new Error('the OpenAPI documents are not served');
  return { player: player.body, staff: staff.body };
}

/** A JSON pointer into a document, as a URI fragment. */
const pointer = (...tokens: string[]) =>
  `#/${tokens.map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

/** The path template of a document that answers a path (a literal segment wins over a parameter). */
function templateOf(document: OpenApiDocument, path: string): string | undefined {
  const matching = Object.keys(document.paths).filter((template) =>
    new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
  const parameters = (template: string) => template.split('{').length;
  return matching.sort((a, b) => parameters(a) - parameters(b))[0];
}

/** Where a path is declared: its document (by index), path template and operation. */
function declaration(documents: readonly OpenApiDocument[], method: string, url: string) {
  const path = new URL(url, 'http://fairdraw.test').pathname;
  for (const [index, document] of documents.entries()) {
    const template = templateOf(document, path);
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    if (template && operation) return { index, template, operation, at: `${method} ${path}` };
  }
  throw new Error(`${method} ${path} is in no document`);
}

/**
 * Checks real requests and replies against the documents (Ajv, JSON Schema 2020-12, formats
 * asserted): each throws, naming what differs, when the document declares something else.
 */
export function openApiChecker(documents: readonly OpenApiDocument[]) {
  // `example` is OpenAPI's own keyword; `x-…` extensions are not JSON Schema.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  documents.forEach((document, index) => ajv.addSchema(document, `document${index}.json`));
  const validator = (index: number, ...tokens: string[]) => {
    const validate = ajv.getSchema(`document${index}.json${pointer('paths', ...tokens)}`);
    if (!validate) throw new Error(`no schema at ${tokens.join(' ')}`);
    return validate;
  };
  const expectValid = (validate: ReturnType<typeof validator>, value: unknown, what: string) => {
    if (validate(value)) return;
    const errors = ajv.errorsText(validate.errors, { separator: '\n' });
    throw new Error(
      `${what} does not match its declared schema\n${errors}\n${JSON.stringify(value).slice(0, 2000)}`,
    );
  };

  return {
    /** A reply's status, media type and JSON body are declared for its path and method. */
    reply(method: string, url: string, reply: ApiResponse): void {
      const { index, template, operation, at } = declaration(documents, method, url);
      const status = operation.responses[String(reply.status)] ? String(reply.status) : 'default';
      const declared = operation.responses[status]?.content ?? {};
      const mediaType = (reply.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!declared[mediaType]) {
        throw new Error(
          `${at} ${reply.status}: ${mediaType} is not declared (${Object.keys(declared).join(', ')})`,
        );
      }
      if (mediaType !== 'application/json') return;
      const schema = [template, method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema'];
      expectValid(validator(index, ...schema), reply.body, `${at} ${reply.status}: the reply`);
    },
    /** A JSON request body the server took matches the document's request schema. */
    request(method: string, url: string, body: unknown): void {
      const { index, template, at } = declaration(documents, method, url);
      const schema = [template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'];
      expectValid(validator(index, ...schema), body, `${at}: the request`);
    },
    /** Whether the document allows a value of a query or path parameter. */
    allows(method: string, url: string, name: string, value: string): boolean {
      const { index, template, operation } = declaration(documents, method, url);
      const at = (operation.parameters ?? []).findIndex((parameter) => parameter.name === name);
      if (at < 0) throw new Error(`${method} ${template} has no parameter ${name}`);
      return (
        validator(index, template, method.toLowerCase(), 'parameters', String(at), 'schema')(value) === true
      );
    },
  };
}
