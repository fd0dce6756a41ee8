/**
 * Both OpenAPI documents, as the API serves them, are usable by standard tools: a maintained
 * OpenAPI 3.1 validator accepts them and resolves every `$ref`, and a typed client generated from
 * each type-checks a program of real calls (openApiClient.ts) and refuses wrong ones. Also what
 * they say of dates, non-JSON replies, trimmed text and the schemas read both ways.
 * The documents do not depend on the database engine: the tools (seconds each) run on PGlite only.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { DATE_QUERY_PATTERN } from '#shared/contract/common.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { DB_KIND } from '../support/database.ts';
import { servedDocuments, type OpenApiDocument, type Operation } from '../support/openApi.ts';

const t = setupTestRuntime();

let served: ReturnType<typeof servedDocuments> | undefined;
/** The two documents, read once: they are the same for every runtime. */
const documents = () => (served ??= servedDocuments(t));

/** A copy of a document, typed as a tool's own OpenAPI types (tools may change what they are given). */
const copyFor = <T>(document: OpenApiDocument) => structuredClone(document) as unknown as T;
type ParserInput = Parameters<typeof validate>[0];
type GeneratorInput = Parameters<typeof openapiTS>[0];

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${template}`, operation })),
  );

describe.runIf(DB_KIND === 'pglite')('a maintained OpenAPI 3.1 validator (@readme/openapi-parser)', () => {
  it('accepts both documents and resolves every $ref in them', async () => {
    for (const document of Object.values(await documents())) {
      const result = await validate(copyFor<ParserInput>(document));
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
      expect(result.warnings).toEqual([]);
      const resolved = await dereference(copyFor<ParserInput>(document));
      expect(JSON.stringify(resolved)).not.toContain('"$ref"');
    }
  });
});

/** The program's type errors, with generated files (by name) beside it in memory. */
function typeErrors(program: string, generated: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const files = new Map(
    Object.entries(generated).map(([name, text]) => [path.join(path.dirname(program), name), text]),
  );
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([program], options, host));
  return diagnostics.map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : '';
    return `${file}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe.runIf(DB_KIND === 'pglite')(
  'a client generated from each document (openapi-typescript, openapi-fetch)',
  () => {
    it('type-checks real calls and makes a wrong path, body, query or reading a type error', async () => {
      const { player, staff } = await documents();
      const generate = async (document: OpenApiDocument) =>
        astToString(await openapiTS(copyFor<GeneratorInput>(document)));
      const generated = {
        'player.generated.ts': await generate(player),
        'staff.generated.ts': await generate(staff),
      };
      expect(generated['player.generated.ts']).toContain('"/api/app/game/bet"');
      expect(generated['staff.generated.ts']).toContain('"/api/admin/customers"');
      expect(typeErrors(path.join(import.meta.dirname, 'openApiClient.ts'), generated)).toEqual([]);
    });
  },
);

describe('what the documents say', () => {
  it('a date parameter is a string of a date or a date and time, with the pattern the server checks', async () => {
    const dates = Object.values(await documents()).flatMap((document) =>
      operations(document).flatMap(({ at, operation }) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query' && ['start', 'end', 'from', 'to'].includes(p.name))
          .map((p) => ({ at: `${at} ${p.name}`, schema: p.schema })),
      ),
    );
    expect(dates.map((d) => d.at)).toContain('get /api/app/customer/statement start');
    expect(dates.map((d) => d.at)).toContain('get /api/admin/reports/daily to');
    for (const { at, schema } of dates) {
      expect(schema, at).toMatchObject({
        type: 'string',
        pattern: DATE_QUERY_PATTERN.source,
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
      });
    }
  });

  it('an image, the fingerprint script and an event stream are their own media types, not JSON', async () => {
    const { player, staff } = await documents();
    const success = (document: OpenApiDocument, template: string) =>
      document.paths[template]?.get?.responses['200']?.content ?? {};
    const image = { schema: { type: 'string', format: 'binary' } };
    for (const attachment of [
      success(player, '/api/app/support/attachments/{id}'),
      success(staff, '/api/admin/support/attachments/{id}'),
    ]) {
      expect(Object.keys(attachment)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
      expect(attachment['image/png']).toMatchObject(image);
    }
    expect(Object.keys(success(player, '/api/app/fp/loader.js'))).toEqual(['text/javascript']);
    for (const stream of [
      success(player, '/api/app/game/{lotteryId}/stream'),
      success(player, '/api/app/support/stream'),
      success(staff, '/api/admin/support/stream'),
    ]) {
      expect(Object.keys(stream)).toEqual(['text/event-stream']);
    }
    expect(success(player, '/api/app/support/stream')['text/event-stream']).toMatchObject({
      'x-event-data': { $ref: '#/components/schemas/SupportEvent' },
    });
  });

  it('a support message is at most 2000 characters once trimmed, as the server counts, not a maxLength', async () => {
    const { player, staff } = await documents();
    const bodyOf = (operation: Operation | undefined) =>
      (operation?.requestBody?.content['application/json']?.schema as { properties: { body: object } })
        .properties.body;
    for (const body of [
      bodyOf(player.paths['/api/app/support/messages']?.post),
      bodyOf(staff.paths['/api/admin/support/conversations/{id}/messages']?.post),
    ]) {
      expect(body).not.toHaveProperty('maxLength');
      expect(body).toMatchObject({
        type: 'string',
        description: expect.stringContaining('At most 2000 characters'),
      });
    }
  });

  it('SupportContext names one schema: as a request reads it, SupportContextInput', async () => {
    const { player } = await documents();
    const { SupportContext, SupportContextInput } = player.components.schemas;
    expect(SupportContext).toBeDefined();
    expect(SupportContextInput).toBeDefined();
    expect(SupportContext).not.toEqual(SupportContextInput);
    const request = JSON.stringify(player.paths['/api/app/support/messages']?.post?.requestBody);
    expect(request).toContain('"#/components/schemas/SupportContextInput"');
    expect(JSON.stringify(player.components.schemas.SupportMessage)).toContain(
      '"#/components/schemas/SupportContext"',
    );
  });

  it('each operation lists the error codes it may answer: its own and those any route may', async () => {
    const { player, staff } = await documents();
    const codesOf = (operation: Operation | undefined) =>
      (operation?.responses.default as { 'x-error-codes'?: string[] } | undefined)?.['x-error-codes'];
    const cancel = player.paths['/api/app/withdraw/cancel']?.post;
    expect(codesOf(cancel)).toEqual(
      expect.arrayContaining(['WITHDRAWAL_STATUS_CHANGED', 'VALIDATION_ERROR']),
    );
    expect(cancel?.responses.default?.description).toContain('WITHDRAWAL_STATUS_CHANGED');
    // A staff route answers a role that may not call it; a player route never does.
    expect(codesOf(staff.paths['/api/admin/deposits']?.get)).toContain('FORBIDDEN');
    expect(codesOf(player.paths['/api/app/customer']?.get)).not.toContain('FORBIDDEN');
    for (const document of [player, staff]) {
      for (const { at, operation } of operations(document)) expect(codesOf(operation), at).toBeDefined();
    }
  });
});
