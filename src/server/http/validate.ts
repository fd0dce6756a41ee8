import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldsError, validationError } from '#server/errors.ts';

/**
 * Maps a zod issue to a field code of the catalogue; schemas may also name the code
 * themselves (`.regex(re, { error: 'USERNAME_INVALID' })`), which wins.
 */
const fieldCodeOf: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_LONG' : 'TOO_BIG';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'invalid_value':
    case 'invalid_union':
      return 'INVALID_VALUE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
};

// PostgreSQL text cannot hold a NUL byte: an insert or a comparison with one fails.
const NUL = '\u0000';
// PostgreSQL itself keeps 4713 BC to 294276 AD, but a JavaScript date outside years 1–9999 is
// written as `-271821-04-20T…` or `+275760-…`, which it does not read.
const EARLIEST_DATE = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_DATE = Date.parse('9999-12-31T23:59:59.999Z');

type Visit = (value: unknown, path: string) => void;

/** Calls `visit` on a value and on everything inside its arrays and plain objects (keys too). */
function walk(value: unknown, path: string, visit: Visit): void {
  visit(value, path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, path ? `${path}.${index}` : String(index), visit));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      visit(key, itemPath);
      walk(item, itemPath, visit);
    }
  }
}

/** Text with a NUL byte, anywhere in a body, query, path or decoded header: INVALID_CHARACTER. */
function unstorableText(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  walk(value, '', (item, path) => {
    if (typeof item === 'string' && item.includes(NUL)) fields[path || 'body'] = 'INVALID_CHARACTER';
  });
  return fields;
}

/** Parsed dates the database cannot hold: DATE_OUT_OF_RANGE. */
function unstorableDates(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  walk(value, '', (item, path) => {
    if (item instanceof Date && !(item.getTime() >= EARLIEST_DATE && item.getTime() <= LATEST_DATE))
      fields[path || 'body'] = 'DATE_OUT_OF_RANGE';
  });
  return fields;
}

/**
 * Validates a value against a schema, throwing a `VALIDATION_ERROR` whose `fields` map each
 * invalid path (`items.0.amount`) to its code. Every input goes through here, so this is also
 * where values the database cannot store are refused, whatever the schema says.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const badText = unstorableText(value);
  if (Object.keys(badText).length > 0) throw fieldsError(badText);
  const result = schema.safeParse(value, { error: fieldCodeOf });
  if (result.success) {
    const badDates = unstorableDates(result.data);
    if (Object.keys(badDates).length > 0) throw fieldsError(badDates);
    return result.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'UNKNOWN_FIELD';
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[path] ??= issue.message;
  }
  throw fieldsError(fields);
}

/** Reads a JSON request body; an empty body is `undefined`, malformed JSON a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError({ body: 'MALFORMED_JSON' });
  }
}
