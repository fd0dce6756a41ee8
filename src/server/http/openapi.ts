/**
 * Builds the OpenAPI 3.1 document from the route declarations, so it describes every route
 * exactly as it is validated. Shared schemas are components (`openapiSchemas.ts`); tests validate
 * the document, generate a typed client from it and check real replies against it.
 */
import { z } from 'zod';
import { ERROR_CODES } from '#shared/errorCodes.ts';
import { COMMON_ERRORS } from '#shared/contract/api.ts';
import type { RouteSpec } from './route.ts';
import { IDEMPOTENCY_HEADER } from './idempotency.ts';
import { COMPONENTS, schemaCollector, type JsonSchema } from './openapiSchemas.ts';

type Schemas = ReturnType<typeof schemaCollector>;

function parametersOf(
  schemas: Schemas,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
): JsonSchema[] {
  if (!schema) return [];
  const json = schemas.schemaOf(schema, 'input');
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

const idempotencyHeader = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a repeat of this request (same key and body, within 24 h) return the first response and move no money.',
  schema: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]{8,64}$' },
};

function requestBodyOf(schemas: Schemas, route: RouteSpec) {
  if (route.body) {
    return {
      required: true,
      content: { 'application/json': { schema: schemas.schemaOf(route.body, 'input') } },
    };
  }
  if (route.binaryBody) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    return { required: true, content: Object.fromEntries(route.binaryBody.map((type) => [type, binary])) };
  }
  return undefined;
}

/** The media types of a success: the JSON envelope, and what the route may answer instead. */
function successContent(schemas: Schemas, route: RouteSpec) {
  const events =
    route.onlyOtherContent && !(route.response instanceof z.ZodNever)
      ? schemas.schemaOf(route.response, 'output')
      : undefined;
  const other = (route.otherContent ?? []).map(({ mediaType, description, binary }) => [
    mediaType,
    {
      schema: { type: 'string', description, ...(binary ? { format: 'binary' } : {}) },
      ...(events && mediaType === 'text/event-stream' ? { 'x-event-data': events } : {}),
    },
  ]);
  if (route.onlyOtherContent) return Object.fromEntries(other);
  const envelope = {
    type: 'object',
    required: ['code', 'data'],
    properties: { code: { const: 1 }, data: schemas.schemaOf(route.response, 'output') },
  };
  return { 'application/json': { schema: envelope }, ...Object.fromEntries(other) };
}

/**
 * The failure of an operation: the error envelope, with the codes this route may answer (those
 * of every route, then its own) in the description and as `x-error-codes`.
 */
function failureOf(route: RouteSpec) {
  const own = (route.errors ?? []).filter((code) => !(COMMON_ERRORS as readonly string[]).includes(code));
  const codes = [...COMMON_ERRORS, ...own];
  return {
    description: `Failure: ${own.length ? `${own.join(', ')}, or ` : ''}one of the codes any route may answer (${COMMON_ERRORS.join(', ')}).`,
    'x-error-codes': codes,
    content: { 'application/json': { schema: { $ref: `${COMPONENTS}Failure` } } },
  };
}

/** `get` `/api/app/game/{lotteryId}` → `getApiAppGameLotteryId` */
const operationIdOf = (method: string, path: string) =>
  `${method}${path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

function operationOf(schemas: Schemas, base: string, route: RouteSpec) {
  const parameters = [
    ...parametersOf(schemas, route.params, 'path'),
    ...parametersOf(schemas, route.query, 'query'),
    ...(route.idempotent ? [idempotencyHeader] : []),
  ];
  const requestBody = requestBodyOf(schemas, route);
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    operationId: operationIdOf(route.method, base + route.path),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(route.auth === 'none'
      ? { security: [] }
      : { security: [{ [route.auth === 'staff' ? 'staffJwt' : 'playerJwt']: [] }] }),
    responses: {
      '200': { description: 'Success', content: successContent(schemas, route) },
      default: failureOf(route),
    },
  };
}

export interface OpenApiGroup {
  /** Mount point, e.g. `/api/app`. */
  base: string;
  routes: readonly RouteSpec[];
}

/** The OpenAPI document of the given route groups. */
export function buildOpenApi(groups: readonly OpenApiGroup[], info: { title: string; version: string }) {
  const schemas = schemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { base, routes } of groups) {
    for (const route of routes) {
      paths[base + route.path] = {
        ...paths[base + route.path],
        [route.method]: operationOf(schemas, base, route),
      };
    }
  }
  const collected = schemas.components();
  if (collected.Failure) throw new Error('OpenAPI: the schema id Failure is the error envelope’s');
  const components: Record<string, JsonSchema> = { Failure: failureSchema, ...collected };
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        playerJwt: { type: 'apiKey', in: 'header', name: 'jwt', description: "A player's token." },
        staffJwt: { type: 'apiKey', in: 'header', name: 'jwt', description: "A staff member's token." },
      },
    },
  };
}
