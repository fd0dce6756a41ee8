/**
 * The JSON Schemas of an OpenAPI document, from the zod contracts. Every schema with a
 * `meta({ id })` is one component under `components/schemas`, referred to as
 * `#/components/schemas/Id`: zod nests them in each schema's own `$defs`, which OpenAPI 3.1
 * resolves against the document's root, where there is none.
 *
 * A schema may read differently as a request than as a reply (a reply's objects take no other
 * keys): it is then two components, `Id` for replies and `IdInput` for requests. Two different
 * schemas with the same id are refused when the document is built.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
export type Io = 'input' | 'output';

const NESTED = '#/$defs/';
export const COMPONENTS = '#/components/schemas/';

interface Check {
  _zod: { def: { check: string; tx?: (value: string) => string } };
}

/** Whether a string schema trims its text before it checks its longest length. */
function trimsBeforeMax(schema: z.core.$ZodType): boolean {
  const checks = ((schema._zod.def as { checks?: Check[] }).checks ?? []).map((check) => check._zod.def);
  const trim = checks.findIndex((check) => check.check === 'overwrite' && check.tx?.(' a ') === 'a');
  const max = checks.findIndex((check) => check.check === 'max_length');
  return trim >= 0 && max > trim;
}

/**
 * A request's text that the server trims (`.trim().max(n)`) may be longer than `n` as sent: its
 * longest length is said in words, not as a `maxLength` the server does not apply.
 */
function lengthAfterTrimming({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}) {
  const max = jsonSchema.maxLength;
  if (typeof max !== 'number' || !trimsBeforeMax(zodSchema)) return;
  delete jsonSchema.maxLength;
  const note = `At most ${max} characters (UTF-16 code units) once trimmed of white space at either end.`;
  jsonSchema.description =
    typeof jsonSchema.description === 'string' ? `${jsonSchema.description} ${note}` : note;
}

/** Calls `visit` on every object of a JSON value. */
function eachObject(value: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachObject(item, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value as JsonSchema);
    Object.values(value).forEach((item) => eachObject(item, visit));
  }
}

interface Found {
  schema: JsonSchema;
  text: string;
  /** The ids it refers to. */
  uses: Set<string>;
}

/** Names each id's components: `IdInput` where the request's reading differs from the reply's. */
function namer(found: Map<string, Partial<Record<Io, Found>>>) {
  const differs = new Set<string>();
  for (const [id, { input, output }] of found)
    if (input && output && input.text !== output.text) differs.add(id);
  // Differing includes referring to a component that differs.
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, { input, output }] of found) {
      if (differs.has(id) || !input || !output) continue;
      if ([...input.uses, ...output.uses].some((used) => differs.has(used))) {
        differs.add(id);
        grew = true;
      }
    }
  }
  for (const id of differs) {
    if (found.has(`${id}Input`))
      throw new Error(`OpenAPI: the request's reading of ${id} clashes with ${id}Input`);
  }
  return (id: string, io: Io) => (io === 'input' && differs.has(id) ? `${id}Input` : id);
}

/** Converts the zod schemas of a document, gathering their shared components. */
export function schemaCollector() {
  const found = new Map<string, Partial<Record<Io, Found>>>();
  const refs: { node: JsonSchema; id: string; io: Io }[] = [];
  const collectRefs = (value: unknown, io: Io, uses?: Set<string>) =>
    eachObject(value, (node) => {
      if (typeof node.$ref !== 'string' || !node.$ref.startsWith(NESTED)) return;
      const id = node.$ref.slice(NESTED.length);
      refs.push({ node, id, io });
      uses?.add(id);
    });

  /** The JSON Schema of a zod schema as a request (`input`) or a reply (`output`) reads it. */
  function schemaOf(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      ...(io === 'input' ? { override: lengthAfterTrimming } : {}),
    }) as JsonSchema;
    const nested = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$schema;
    delete json.$defs;
    for (const [id, def] of Object.entries(nested)) {
      const text = JSON.stringify(def);
      const known = found.get(id)?.[io];
      if (known && known.text !== text) {
        throw new Error(`OpenAPI: two different schemas are named ${id} (meta id): give them distinct ids`);
      }
      if (known) continue;
      const uses = new Set<string>();
      collectRefs(def, io, uses);
      found.set(id, { ...found.get(id), [io]: { schema: def, text, uses } });
    }
    collectRefs(json, io);
    return json;
  }

  /** Every component, by name; each reference now points at its component. */
  function components(): Record<string, JsonSchema> {
    const nameOf = namer(found);
    for (const { node, id, io } of refs) node.$ref = COMPONENTS + nameOf(id, io);
    const all: Record<string, JsonSchema> = {};
    for (const [id, { input, output }] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
      if (output) all[nameOf(id, 'output')] = output.schema;
      if (input) all[nameOf(id, 'input')] ??= input.schema;
    }
    return all;
  }

  return { schemaOf, components };
}
