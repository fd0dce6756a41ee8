/**
 * How the OpenAPI document is built from route declarations: shared schemas as components, a
 * schema read differently as a request as a component of its own, one id for one schema only,
 * trimmed text's length in words, and replies that are not the JSON envelope.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApi } from '#server/http/openapi.ts';
import { defineRoute, type RouteSpec } from '#server/http/route.ts';

const info = { title: 'probe', version: '1' };
const documentOf = (...routes: RouteSpec[]) => buildOpenApi([{ base: '/api/probe', routes }], info);
const route = (spec: Partial<RouteSpec> & Pick<RouteSpec, 'path'>): RouteSpec =>
  defineRoute({
    method: 'post',
    summary: 'probe',
    tags: ['probe'],
    auth: 'none',
    response: z.null(),
    handler: () => null,
    ...spec,
  });

const place = z.object({ city: z.string().trim().max(5) }).meta({ id: 'ProbePlace' });
const visit = z.object({ place, note: z.string().max(3) }).meta({ id: 'ProbeVisit' });

describe('shared schemas', () => {
  it('are components, referred to from the document root, with no $defs left', () => {
    const document = documentOf(
      route({ path: '/a', response: visit }),
      route({ path: '/b', response: place }),
    );
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    expect(text).toContain('"$ref":"#/components/schemas/ProbeVisit"');
    expect(document.components.schemas.ProbeVisit).toMatchObject({
      properties: { place: { $ref: '#/components/schemas/ProbePlace' } },
    });
  });

  it('read differently as a request are IdInput, and so is each schema that holds one', () => {
    const document = documentOf(route({ path: '/a', body: visit, response: visit }));
    const { schemas } = document.components;
    expect(Object.keys(schemas).sort()).toEqual(
      ['Failure', 'ProbePlace', 'ProbePlaceInput', 'ProbeVisit', 'ProbeVisitInput'].sort(),
    );
    expect(schemas.ProbePlace).toMatchObject({ additionalProperties: false });
    expect(schemas.ProbePlaceInput).not.toHaveProperty('additionalProperties');
    expect(schemas.ProbeVisitInput).toMatchObject({
      properties: { place: { $ref: '#/components/schemas/ProbePlaceInput' } },
    });
    const operation = document.paths['/api/probe/a']?.post as { requestBody: unknown; responses: unknown };
    expect(JSON.stringify(operation.requestBody)).toContain('"#/components/schemas/ProbeVisitInput"');
    expect(JSON.stringify(operation.responses)).toContain('"#/components/schemas/ProbeVisit"');
  });

  it('read the same both ways are one component', () => {
    const word = z.enum(['yes', 'no']).meta({ id: 'ProbeWord' });
    const document = documentOf(route({ path: '/a', body: z.object({ word }), response: word }));
    expect(Object.keys(document.components.schemas).sort()).toEqual(['Failure', 'ProbeWord']);
  });

  it('two different schemas with one id are refused', () => {
    const other = z.object({ town: z.string() }).meta({ id: 'ProbePlace' });
    expect(() =>
      documentOf(route({ path: '/a', response: place }), route({ path: '/b', response: other })),
    ).toThrow(/two different schemas are named ProbePlace/);
  });
});

describe('text the server trims', () => {
  it('says its longest length once trimmed in words, as a request; a reply keeps maxLength', () => {
    const document = documentOf(route({ path: '/a', body: visit, response: visit }));
    const properties = (name: string) =>
      (document.components.schemas[name] as { properties: Record<string, object> }).properties;
    expect(properties('ProbePlaceInput').city).toEqual({
      type: 'string',
      description: 'At most 5 characters (UTF-16 code units) once trimmed of white space at either end.',
    });
    expect(properties('ProbePlace').city).toMatchObject({ maxLength: 5 });
    // Not trimmed: the length as sent.
    expect(properties('ProbeVisitInput').note).toEqual({ type: 'string', maxLength: 3 });
  });
});

describe('a route whose success is not the JSON envelope', () => {
  it('lists only its own media types: bytes as binary, an event stream with its data', () => {
    const event = z.object({ id: z.string() }).meta({ id: 'ProbeEvent' });
    const document = documentOf(
      route({
        method: 'get',
        path: '/image',
        response: z.never(),
        otherContent: [{ mediaType: 'image/png', description: 'The image.', binary: true }],
        onlyOtherContent: true,
      }),
      route({
        method: 'get',
        path: '/stream',
        response: event,
        otherContent: [{ mediaType: 'text/event-stream', description: 'The events.' }],
        onlyOtherContent: true,
      }),
      route({
        method: 'get',
        path: '/csv',
        response: z.object({ total: z.string() }),
        otherContent: [{ mediaType: 'text/csv', description: 'The table.' }],
      }),
    );
    const success = (path: string) =>
      (document.paths[`/api/probe${path}`]?.get as { responses: { '200': { content: object } } }).responses[
        '200'
      ].content;
    expect(success('/image')).toEqual({
      'image/png': { schema: { type: 'string', description: 'The image.', format: 'binary' } },
    });
    expect(success('/stream')).toEqual({
      'text/event-stream': {
        schema: { type: 'string', description: 'The events.' },
        'x-event-data': { $ref: '#/components/schemas/ProbeEvent' },
      },
    });
    expect(Object.keys(success('/csv'))).toEqual(['application/json', 'text/csv']);
  });
});
