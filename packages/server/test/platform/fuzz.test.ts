import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Bad input never becomes a 5xx. Every route the OpenAPI document lists is sent NUL bytes, control
 * characters, oversized and malformed values in each path parameter, query parameter and body field, plus
 * malformed JSON and multipart bodies, by a signed-in operator (so guarded routes are reached too). Runs in
 * a few seconds; the failures list says which request broke.
 */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\u0085\u009f',
  '\ud800',
  'x'.repeat(10_000),
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
];
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%01%1B',
  '%7F',
  '%C2%85',
  '%ED%A0%80',
  '%',
  '%E0%A4%A',
  'x'.repeat(5000),
  '..%2F..',
];
const QUERY_VALUES = [
  ...PATH_VALUES,
  '-1',
  '1e309',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  '0x10',
  ' ',
];
const NUMBERS = [1e308, -1e308, 2 ** 64, -1, 0.5, Number.MAX_SAFE_INTEGER + 2];
const WRONG_TYPES: unknown[] = [null, [], {}, true, 'text', 12];
/** Whole bodies that are valid JSON but not an object: every body rule must refuse them with a 400. */
const WHOLE_BODIES: unknown[] = [null, 12, 'text', [], [{}], true];

let t: TestApp;
let doc: OpenApi;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user, token: operatorToken } = await register(t.app);
  await usersRepository(t.app.deps.db).update(user.id, { role: 'operator' });
  token = operatorToken;
  doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
});
afterAll(() => t.close());

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc.components?.schemas?.[name]);
  }
  return schema;
}

/** A plausible value for a schema, so that a mutated field is the only thing wrong with a body. */
function sample(input: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const choice = choices.find((c) => resolve(c).type !== 'null') ?? choices[0];
    return sample(choice, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return `fuzz_${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'uri') return 'https://example.com/fuzz';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      const base = `Fuzz1!${randomUUID().replaceAll('-', '').slice(0, 10)}`;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? base.length, base.length));
      return base.padEnd(length, 'a').slice(0, Math.max(length, 1));
    }
    default:
      return 'fuzz';
  }
}

/** Every leaf of a sample body, as a path of keys. */
function leaves(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    return [{ path, value }, ...entries.flatMap(([key, child]) => leaves(child, [...path, key]))];
  }
  return [{ path, value }];
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

interface Probe {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  what: string;
  /** A body no route accepts: a clear 400 (not a 5xx, and not a 2xx that read it as something else). */
  expect400?: boolean;
}

function probesFor(path: string, method: string, operation: Operation): Probe[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (override?: { name: string; value: string }) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      override?.name === name
        ? override.value
        : encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema))),
    );
  const baseQuery = () =>
    new URLSearchParams(
      queryParams.map((p) => [p.name, String(sample(p.schema))] as [string, string]),
    ).toString();
  const probes: Probe[] = [];
  const M = method.toUpperCase();
  const json = { 'content-type': 'application/json' };
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? sample(bodySchema) : undefined;
  const body = validBody === undefined ? undefined : JSON.stringify(validBody);
  const withBody = body === undefined ? {} : { payload: body, headers: json };

  for (const param of pathParams) {
    for (const value of PATH_VALUES) {
      probes.push({
        method: M,
        url: `${fill({ name: param.name, value })}?${baseQuery()}`,
        ...withBody,
        what: `path ${param.name}=${value.slice(0, 20)}`,
      });
    }
  }
  for (const param of queryParams) {
    for (const value of QUERY_VALUES) {
      const query = new URLSearchParams(baseQuery());
      query.delete(param.name);
      probes.push({
        method: M,
        url: `${fill()}?${query.toString()}&${param.name}=${value}`,
        ...withBody,
        what: `query ${param.name}=${value.slice(0, 20)}`,
      });
    }
    probes.push({
      method: M,
      url: `${fill()}?${param.name}=a&${param.name}=b&${param.name}[x]=c`,
      ...withBody,
      what: `query ${param.name} repeated`,
    });
  }
  probes.push({
    method: M,
    url: `${fill()}?%00=%00&__proto__[x]=1&a[b][c][d][e]=1`,
    ...withBody,
    what: 'junk query',
  });

  if (M !== 'GET' && M !== 'HEAD') {
    if (validBody !== undefined) {
      for (const leaf of leaves(validBody)) {
        const replacements =
          typeof leaf.value === 'string' ? STRINGS : typeof leaf.value === 'number' ? NUMBERS : [];
        for (const value of [...replacements, ...(leaf.path.length ? WRONG_TYPES : [])]) {
          probes.push({
            method: M,
            url: `${fill()}?${baseQuery()}`,
            payload: JSON.stringify(withValue(validBody, leaf.path, value)),
            headers: json,
            what: `body ${leaf.path.join('.') || '(root)'}=${JSON.stringify(value)?.slice(0, 20)}`,
          });
        }
      }
      probes.push({
        method: M,
        url: `${fill()}?${baseQuery()}`,
        payload: JSON.stringify({ ...(validBody as object), extra: 'x'.repeat(900_000) }),
        headers: json,
        what: 'body near the size limit',
      });
    }
    const url = `${fill()}?${baseQuery()}`;
    if (bodySchema) {
      for (const whole of WHOLE_BODIES) {
        probes.push({
          method: M,
          url,
          payload: JSON.stringify(whole),
          headers: json,
          what: `whole body ${JSON.stringify(whole)}`,
          expect400: true,
        });
      }
    }
    const malformed: [string | Buffer, string, string][] = [
      ['{"a":', 'application/json', 'truncated JSON'],
      ['{"a":"\\u0000"}', 'application/json', 'escaped NUL'],
      ['"\u0000"', 'application/json', 'NUL string body'],
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json', 'deep nesting'],
      [
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        'application/json',
        'prototype keys',
      ],
      [Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'application/json', 'bytes that are not UTF-8'],
      ['a=b&c=%00', 'application/x-www-form-urlencoded', 'form body'],
      ['\u0000', 'text/plain', 'text body'],
      [
        '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001\r\n--x',
        'multipart/form-data; boundary=x',
        'truncated multipart',
      ],
      ['garbage', 'multipart/form-data; boundary=x', 'multipart without parts'],
      ['--x\r\n\r\n--x--', 'multipart/form-data', 'multipart without boundary'],
      [
        '--x\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\n\u0000\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
        'multipart with NUL names',
      ],
      ['', 'multipart/form-data; boundary=', 'empty multipart'],
    ];
    for (const [payload, contentType, what] of malformed) {
      probes.push({ method: M, url, payload, headers: { 'content-type': contentType }, what });
    }
  }
  return probes;
}

describe('fuzzing every route in the OpenAPI document', () => {
  it('answers bad input with 4xx, never 5xx', { timeout: 120_000 }, async () => {
    const probes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => probesFor(path, method, operation)),
    );
    // Static and upload paths outside the API document.
    for (const url of [
      '/%00',
      '/uploads/%00/%00',
      '/uploads/logo/..%2F..%2Fetc%2Fpasswd',
      '/api/%00',
      '/miniapp/%00',
      '/%ED%A0%80',
    ]) {
      probes.push({ method: 'GET', url, what: 'static path' });
    }
    const failures: string[] = [];
    let sent = 0;
    for (let i = 0; i < probes.length; i += 16) {
      await Promise.all(
        probes.slice(i, i + 16).map(async (probe, j) => {
          const response = await t.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            payload: probe.payload,
            headers: { authorization: `Bearer ${token}`, ...probe.headers },
            // A new address each time, so per-address limits don't hide what comes after them.
            remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i + j) & 255}`,
          });
          sent++;
          if (probe.expect400 && response.statusCode !== 400) {
            failures.push(
              `${probe.method} ${probe.url.slice(0, 120)} [${probe.what}] -> ${response.statusCode}, not 400`,
            );
          } else if (response.statusCode >= 500) {
            failures.push(
              `${probe.method} ${probe.url.slice(0, 120)} [${probe.what}] -> ${response.statusCode}`,
            );
          }
        }),
      );
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
