/**
 * Builds the OpenAPI 3.1 document from the route declarations, so it describes every route
 * exactly as it is validated.
 */
import { z } from 'zod';
import { ERROR_CODES } from '#shared/errorCodes.ts';
import type { RouteSpec } from './route.ts';
import { IDEMPOTENCY_HEADER } from './idempotency.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const failureSchema: JsonSchema = {
  type: 'object',
  required: ['code', 'error', 'message'],
  properties: {
    code: { const: 0 },
    error: { type: 'string', enum: ERROR_CODES },
    message: { type: 'string', description: "In the language of the request's Accept-Language." },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field codes.' },
    requestId: { type: 'string', description: 'Given with 5xx errors, for support.' },
  },
};

export interface OpenApiGroup {
  /** Mount point, e.g. `/api/app`. */
  base: string;
  routes: readonly RouteSpec[];
}

/** The OpenAPI document of the given route groups. */
export function buildOpenApi(groups: readonly OpenApiGroup[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { base, routes } of groups) {
    for (const route of routes) {
      const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
      if (route.idempotent) {
        parameters.push({
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'Makes a repeat of this request (same key and body, within 24 h) return the first response and move no money.',
          schema: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]{8,64}$' },
        });
      }
      const operation: Record<string, unknown> = {
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        tags: route.tags,
        operationId: `${route.method}${(base + route.path).replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
        ...(parameters.length ? { parameters } : {}),
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
              },
            }
          : {}),
        ...(route.binaryBody
          ? {
              requestBody: {
                required: true,
                content: Object.fromEntries(
                  route.binaryBody.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
                ),
              },
            }
          : {}),
        ...(route.auth === 'none'
          ? { security: [] }
          : { security: [{ [route.auth === 'staff' ? 'staffJwt' : 'playerJwt']: [] }] }),
        responses: {
          '200': {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'data'],
                  properties: { code: { const: 1 }, data: schemaOf(route.response, 'output') },
                },
              },
              ...Object.fromEntries(
                (route.otherContent ?? []).map((other) => [
                  other.mediaType,
                  { schema: { type: 'string', description: other.description } },
                ]),
              ),
            },
          },
          default: {
            description: 'Failure',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
          },
        },
      };
      paths[base + route.path] = { ...paths[base + route.path], [route.method]: operation };
    }
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Failure: failureSchema },
      securitySchemes: {
        playerJwt: { type: 'apiKey', in: 'header', name: 'jwt', description: "A player's token." },
        staffJwt: { type: 'apiKey', in: 'header', name: 'jwt', description: "A staff member's token." },
      },
    },
  };
}
